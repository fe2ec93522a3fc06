import type { Order, Plan, User } from '../../api/schemas';
import { demoUser } from '../../testing/fixtures';
import { heldOffers, inUsersTier, isSuperseded } from './planTiers';

const pro: User = {
  ...demoUser,
  plan: { id: 'pro', name: 'Pro', expiresAt: '2027-01-01T00:00:00.000Z', botLimit: 20 },
};

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute)).toISOString();

function order(overrides: Partial<Order>): Order {
  return {
    id: 'o',
    planId: 'pro-month',
    planName: 'Pro monthly',
    amount: 1900,
    method: 'alipay',
    status: 'pending',
    payUrl: 'https://pay.example/o',
    createdAt: at(0),
    expiresAt: at(15),
    paidAt: null,
    ...overrides,
  };
}

const paid = (overrides: Partial<Order> = {}) =>
  order({ id: 'paid', status: 'paid', createdAt: at(1), paidAt: at(2), ...overrides });

describe('inUsersTier', () => {
  it('counts the tier itself and each of its periods, and nothing without a user', () => {
    expect(inUsersTier('pro', pro)).toBe(true);
    expect(inUsersTier('pro-year', pro)).toBe(true);
    expect(inUsersTier('free', pro)).toBe(false);
    expect(inUsersTier('professional-month', pro)).toBe(false);
    expect(inUsersTier('pro-month', null)).toBe(false);
  });
});

describe('isSuperseded', () => {
  const pending = order({ id: 'pending' });

  it('is a pending order of the held tier made before a payment for it', () => {
    expect(isSuperseded(pending, [pending, paid()], pro)).toBe(true);
    // Either period's payment counts: both extend the same plan.
    expect(isSuperseded(pending, [pending, paid({ planId: 'pro-year' })], pro)).toBe(true);
  });

  it('leaves an order made after the payment (an extension) payable', () => {
    const extension = order({ id: 'extension', createdAt: at(3) });
    expect(isSuperseded(extension, [extension, paid()], pro)).toBe(false);
  });

  it('leaves it payable when the payment is not later than the order', () => {
    const same = order({ id: 'same', createdAt: at(2) });
    expect(isSuperseded(same, [same, paid()], pro)).toBe(false);
  });

  it('leaves it payable when the user no longer holds that plan (it lapsed)', () => {
    expect(isSuperseded(pending, [pending, paid()], demoUser)).toBe(false);
    expect(isSuperseded(pending, [pending, paid()], null)).toBe(false);
  });

  it('is never said of an order that is not pending', () => {
    for (const status of ['paid', 'expired', 'cancelled'] as const) {
      const done = order({ id: 'done', status, paidAt: status === 'paid' ? at(0) : null });
      expect(isSuperseded(done, [done, paid()], pro)).toBe(false);
    }
  });

  it('ignores orders that were not paid, or were for another tier', () => {
    const others = [
      order({ id: 'p2', createdAt: at(5) }),
      order({ id: 'x', status: 'expired', createdAt: at(5) }),
      order({ id: 'c', status: 'cancelled', createdAt: at(5) }),
      paid({ planId: 'team-month' }),
    ];
    expect(isSuperseded(pending, [pending, ...others], pro)).toBe(false);
  });
});

describe('heldOffers', () => {
  const plans: Plan[] = [
    { id: 'free', name: 'Free', price: 0, period: 'month', botLimit: 2, features: [] },
    { id: 'pro-month', name: 'Pro', price: 1900, period: 'month', botLimit: 20, features: [] },
    { id: 'pro-year', name: 'Pro', price: 19000, period: 'year', botLimit: 20, features: [] },
  ];

  it('is the paid plans of the held tier, never the free one', () => {
    expect(heldOffers(plans, pro).map((plan) => plan.id)).toEqual(['pro-month', 'pro-year']);
    expect(heldOffers(plans, demoUser)).toEqual([]);
    expect(heldOffers(plans, null)).toEqual([]);
  });
});
