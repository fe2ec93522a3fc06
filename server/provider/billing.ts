// Plans, a user's effective plan, order status and what paying does.
import type { Names, OrderStatus, Plan, PlanId } from '../../src/api/schemas';
import { planBotLimits } from '../../src/api/constants';
import type { OrderRecord, TierRecord, UserRecord } from './records';

export const ORDER_TTL_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** What both Pro plans give; the yearly one adds its saving. */
const proFeatures = [
  '20 bots',
  'Webhook connections',
  '90 days of server statistics',
  'Priority support',
] as const;
const proFeaturesZh = ['20 个机器人', 'Webhook 连接', '90 天服务器统计', '优先支持'] as const;

/** The tiers' names in Chinese, for the plans on sale and the user's plan (product §7). */
const tierNames = {
  free: { 'zh-CN': '免费版' },
  pro: { 'zh-CN': '专业版' },
} as const satisfies Record<PlanId, Names>;

/** What the user's plan is called, per tier: the seed of `Store.tiers`. */
export const tiers: Readonly<Record<PlanId, Readonly<TierRecord>>> = {
  free: { name: 'Free', names: tierNames.free },
  pro: { name: 'Pro', names: tierNames.pro },
};

/** The plans on sale: the seed of `Store.plans`, which the provider answers with. */
export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    botLimit: planBotLimits.free,
    features: [
      '2 bots',
      'Public directory listing',
      'Auto-replies and keyword filter',
      'Community support',
    ],
    translations: {
      'zh-CN': {
        name: tierNames.free['zh-CN'],
        features: ['2 个机器人', '在公开目录中展示', '自动回复与关键词过滤', '社区支持'],
      },
    },
  },
  {
    id: 'pro-month',
    name: 'Pro monthly',
    price: 1500,
    period: 'month',
    botLimit: planBotLimits.pro,
    features: [...proFeatures],
    translations: { 'zh-CN': { name: '专业版（月付）', features: [...proFeaturesZh] } },
  },
  {
    id: 'pro-year',
    name: 'Pro yearly',
    price: 15000,
    period: 'year',
    botLimit: planBotLimits.pro,
    features: [...proFeatures, 'Two months free compared with monthly'],
    translations: {
      'zh-CN': { name: '专业版（年付）', features: [...proFeaturesZh, '比按月付费省两个月'] },
    },
  },
];

export function findPlan(catalogue: readonly Plan[], id: string): Plan | undefined {
  return catalogue.find((plan) => plan.id === id);
}

/** The user's plan as of now; what it is called is the store's (`Store.tiers`). */
export interface EffectivePlan {
  id: PlanId;
  expiresAt: number | null;
  botLimit: number;
}

/** The plan as of `now`: a Pro whose time ran out is Free again. */
export function effectivePlan(user: UserRecord, now: number): EffectivePlan {
  const { expiresAt } = user.plan;
  if (user.plan.id === 'pro' && expiresAt !== null && expiresAt > now) {
    return { id: 'pro', expiresAt, botLimit: planBotLimits.pro };
  }
  return { id: 'free', expiresAt: null, botLimit: planBotLimits.free };
}

/** Adds the plan's period to the user's Pro time, counting from now or from a later expiry. */
export function extendPro(user: UserRecord, plan: Plan, now: number): void {
  const current = effectivePlan(user, now);
  const from = Math.max(now, current.expiresAt ?? now);
  const days = plan.period === 'year' ? 365 : 30;
  user.plan = { id: 'pro', expiresAt: from + days * DAY_MS };
}

export function orderStatus(order: OrderRecord, now: number): OrderStatus {
  if (order.paidAt !== null) return 'paid';
  if (order.cancelledAt !== null) return 'cancelled';
  return now >= order.expiresAt ? 'expired' : 'pending';
}

/** Yuan with two decimals, for the payment page: 1500 fen → "15.00". */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
