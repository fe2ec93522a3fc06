// Billing fixtures and a signed-in billing page over a mocked provider, for this feature's tests.
import type { Order, Page, Plan, User } from '../../api/schemas';
import { setCookie } from '../../testing/cookies';
import { demoUser, envelope } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';

export const NOW = new Date('2026-03-01T10:00:00.000Z');

export const plans: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    botLimit: 2,
    features: ['2 bots', 'Community support'],
  },
  {
    id: 'pro-month',
    name: 'Pro monthly',
    price: 1500,
    period: 'month',
    botLimit: 20,
    features: ['20 bots', 'Webhook connections'],
  },
  {
    id: 'pro-year',
    name: 'Pro yearly',
    price: 15000,
    period: 'year',
    botLimit: 20,
    features: ['20 bots', 'Two months free'],
  },
];

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o-1',
    planId: 'pro-month',
    planName: 'Pro monthly',
    amount: 1500,
    method: 'wechat',
    status: 'pending',
    payUrl: 'https://pay.example/demo/pay/o-1',
    createdAt: NOW.toISOString(),
    expiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
    paidAt: null,
    ...overrides,
  };
}

export function page(items: Order[], total = items.length, pageNo = 1): Page<Order> {
  return { items, total, page: pageNo, pageSize: 10 };
}

export const proUser: User = {
  ...demoUser,
  plan: { id: 'pro', name: 'Pro', expiresAt: '2026-03-31T10:00:00.000Z', botLimit: 20 },
};

/** Signs the demo user in and answers profile, plans and an empty order history. */
export async function billingApi() {
  setCookie('token', 't');
  setCookie('user', JSON.stringify(demoUser));
  const api = await mockApi();
  const state = { profile: demoUser };
  api.onGet('user/profile').reply(() => [200, envelope(state.profile)]);
  return { api, state };
}

export function requestsTo(api: Awaited<ReturnType<typeof mockApi>>, url: string) {
  return api.history.get.filter((request) => request.url === url).length;
}
