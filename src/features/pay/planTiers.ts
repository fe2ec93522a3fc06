// Which plans and orders belong to the plan the user holds, worked out from what the page already
// has (the plans, the history page shown and the session's user): docs/product.md §8.8.
import type { Order, Plan, User } from '../../api/schemas';

/**
 * Whether a plan id is of the user's tier. The user's plan id is a tier (`free`, `pro`) while the
 * ids of plans on offer and of orders name a tier and a period (`pro-month`, `pro-year`).
 */
export function inUsersTier(planId: string, user: User | null): boolean {
  if (!user) return false;
  const tier = user.plan.id;
  return planId === tier || planId.startsWith(`${tier}-`);
}

/**
 * A pending order the user no longer needs to pay: they hold its plan, and an order for that plan
 * was paid after this one was made, so paying this one too would buy the same time twice. An
 * order made after that payment (an extension) stays payable. Judged from the orders on the page
 * shown; pending orders live 15 minutes, so the payment that replaced one is on the same page in
 * practice.
 */
export function isSuperseded(order: Order, orders: readonly Order[], user: User | null): boolean {
  if (order.status !== 'pending' || !inUsersTier(order.planId, user)) return false;
  const made = Date.parse(order.createdAt);
  return orders.some(
    (other) =>
      other.status === 'paid' &&
      other.paidAt !== null &&
      inUsersTier(other.planId, user) &&
      Date.parse(other.paidAt) > made,
  );
}

/** The paid offers of the user's tier: shown as one card, the plan they hold, to extend. */
export function heldOffers(plans: readonly Plan[], user: User | null): Plan[] {
  return plans.filter((plan) => plan.price > 0 && inUsersTier(plan.id, user));
}
