// An order's plan in the reader's language: the order keeps the (default) name it was made with,
// and the plan on sale with the same id may carry it in other languages (docs/product.md §7). A
// plan no longer on sale, or without a translation, is named as the order has it.
import type { Order, Plan } from '../../api/schemas';
import { useAppSelector } from '../../kernel/hooks';
import { localPlan } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';
import { selectPlans } from './paySlice';

export function orderPlanName(order: Order, plans: readonly Plan[] | null, language: string) {
  const plan = plans?.find((candidate) => candidate.id === order.planId);
  if (!plan) return order.planName;
  // Only a translation replaces the name the order was made with (the plan may have been renamed).
  const local = localPlan(plan, language).name;
  return local === plan.name ? order.planName : local;
}

/** `orderPlanName` with the plans loaded and the language shown. */
export function useOrderPlanName(): (order: Order) => string {
  const { i18n } = useTranslation();
  const plans = useAppSelector(selectPlans).data;
  return (order) => orderPlanName(order, plans, i18n.language);
}
