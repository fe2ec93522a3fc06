/** @jest-environment node */
import * as z from 'zod/mini';
import { ApiCode } from '../../../src/api/constants';
import { orderSchema, pageSchema, planSchema, userSchema } from '../../../src/api/schemas';
import type { Order } from '../../../src/api/schemas';
import type { Harness } from '../testHarness';
import { call, callOk, makeServer, signIn } from '../testHarness';

const DAY = 86_400_000;

interface Session extends Harness {
  token: string;
}

async function session(): Promise<Session> {
  // Long enough a session that tests can move the clock by months.
  const harness = makeServer({ sessionTtlSeconds: 3 * 365 * 86_400 });
  return { ...harness, token: await signIn(harness.app) };
}

async function createOrder(
  s: Session,
  key: string,
  body: object = { planId: 'pro-month', method: 'wechat' },
) {
  return call(s.app, 'POST', 'pay/orders', {
    token: s.token,
    body,
    headers: { 'Idempotency-Key': key },
  });
}

async function newOrder(s: Session, key = 'attempt-1', planId = 'pro-month'): Promise<Order> {
  const { body } = await createOrder(s, key, { planId, method: 'alipay' });
  return orderSchema.parse(body.data);
}

function payPath(order: Order): string {
  return new URL(order.payUrl).pathname;
}

describe('GET pay/plans', () => {
  it('offers Free, Pro monthly and Pro yearly', async () => {
    const { app } = makeServer();
    const plans = z.array(planSchema).parse(await callOk(app, 'GET', 'pay/plans'));
    expect(
      plans.map(({ id, price, period, botLimit }) => ({ id, price, period, botLimit })),
    ).toEqual([
      { id: 'free', price: 0, period: 'month', botLimit: 2 },
      { id: 'pro-month', price: 1500, period: 'month', botLimit: 20 },
      { id: 'pro-year', price: 15000, period: 'year', botLimit: 20 },
    ]);
    expect(plans.every((plan) => plan.features.length > 0)).toBe(true);
  });
});

describe('POST pay/orders', () => {
  it('creates a pending order that expires in 15 minutes, with a payment page URL', async () => {
    const s = await session();
    const order = await newOrder(s);
    expect(order).toMatchObject({
      planId: 'pro-month',
      planName: 'Pro monthly',
      amount: 1500,
      method: 'alipay',
      status: 'pending',
      paidAt: null,
    });
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60_000);
    expect(order.payUrl).toMatch(new RegExp(`^http://localhost(:80)?/demo/pay/${order.id}$`));
  });

  it('returns the same order for the same Idempotency-Key, and a new one for a new key', async () => {
    const s = await session();
    const first = await newOrder(s, 'key-A');
    const retry = await newOrder(s, 'key-A');
    expect(retry).toEqual(first);
    const second = await newOrder(s, 'key-B');
    expect(second.id).not.toBe(first.id);
    const page = pageSchema(orderSchema).parse(
      await callOk(s.app, 'GET', 'pay/orders', { token: s.token }),
    );
    expect(page.items.filter((order) => order.status === 'pending')).toHaveLength(2);
  });

  it('refuses a reused key for a different order', async () => {
    const s = await session();
    await newOrder(s, 'key-A', 'pro-month');
    const { body } = await createOrder(s, 'key-A', { planId: 'pro-year', method: 'alipay' });
    expect(body.code).toBe(ApiCode.conflict);
  });

  it.each([
    ['an empty key', { 'Idempotency-Key': '' }, 'validation.required'],
    ['no key', {}, 'validation.required'],
    [
      'a key of 201 characters',
      { 'Idempotency-Key': 'k'.repeat(201) },
      'validation.tooLong?max=200',
    ],
  ])('requires an Idempotency-Key: %s is refused', async (_label, headers, message) => {
    const s = await session();
    const { body } = await call(s.app, 'POST', 'pay/orders', {
      token: s.token,
      body: { planId: 'pro-month', method: 'wechat' },
      headers,
    });
    expect(body).toMatchObject({
      code: ApiCode.invalidInput,
      data: { fields: { idempotencyKey: message } },
    });
  });

  it.each([
    [{ planId: 'free', method: 'wechat' }, 'planId'],
    [{ planId: 'platinum', method: 'wechat' }, 'planId'],
    [{ planId: 'pro-month', method: 'paypal' }, 'method'],
    [{ method: 'wechat' }, 'planId'],
  ])('rejects %o', async (body, field) => {
    const s = await session();
    const result = await createOrder(s, 'k', body);
    expect(result.body.code).toBe(ApiCode.invalidInput);
    expect(Object.keys((result.body.data as { fields: object }).fields)).toEqual([field]);
  });
});

describe('orders over time', () => {
  it('reads as expired once 15 minutes have passed', async () => {
    const s = await session();
    const order = await newOrder(s);
    s.clock.advance(15 * 60_000 - 1);
    expect(
      orderSchema.parse(await callOk(s.app, 'GET', `pay/orders/${order.id}`, { token: s.token }))
        .status,
    ).toBe('pending');
    s.clock.advance(1);
    expect(
      orderSchema.parse(await callOk(s.app, 'GET', `pay/orders/${order.id}`, { token: s.token }))
        .status,
    ).toBe('expired');
    const cancel = await call(s.app, 'POST', `pay/orders/${order.id}/cancel`, { token: s.token });
    expect(cancel.body.code).toBe(ApiCode.conflict);
  });

  it('cancels a pending order once', async () => {
    const s = await session();
    const order = await newOrder(s);
    const cancelled = orderSchema.parse(
      await callOk(s.app, 'POST', `pay/orders/${order.id}/cancel`, { token: s.token }),
    );
    expect(cancelled.status).toBe('cancelled');
    const again = await call(s.app, 'POST', `pay/orders/${order.id}/cancel`, { token: s.token });
    expect(again.body).toMatchObject({ status: false, code: ApiCode.conflict });
  });

  it('lists orders newest first, paged, with the seeded history', async () => {
    const s = await session();
    const seeded = pageSchema(orderSchema).parse(
      await callOk(s.app, 'GET', 'pay/orders', { token: s.token }),
    );
    expect(seeded.items.map((order) => order.status)).toEqual(['expired', 'paid']);
    s.clock.advance(1000);
    const a = await newOrder(s, 'a');
    s.clock.advance(1000);
    const b = await newOrder(s, 'b');
    const page1 = pageSchema(orderSchema).parse(
      await callOk(s.app, 'GET', 'pay/orders', { token: s.token, query: { page: 1, pageSize: 1 } }),
    );
    expect(page1).toMatchObject({ total: 4, page: 1, pageSize: 1 });
    expect(page1.items.map((order) => order.id)).toEqual([b.id]);
    const page2 = pageSchema(orderSchema).parse(
      await callOk(s.app, 'GET', 'pay/orders', { token: s.token, query: { page: 2, pageSize: 1 } }),
    );
    expect(page2.items.map((order) => order.id)).toEqual([a.id]);
    const tooBig = await call(s.app, 'GET', 'pay/orders', {
      token: s.token,
      query: { pageSize: 101 },
    });
    expect(tooBig.body.data).toEqual({ fields: { pageSize: 'validation.tooMany?max=100' } });
  });

  it("refuses another user's order (400003) and an unknown one (400004)", async () => {
    const s = await session();
    for (const path of ['pay/orders/o-2512-0003', 'pay/orders/o-2512-0003/cancel']) {
      const { body, statusCode } = await call(
        s.app,
        path.endsWith('cancel') ? 'POST' : 'GET',
        path,
        {
          token: s.token,
        },
      );
      expect(statusCode).toBe(403);
      expect(body).toMatchObject({ status: false, code: ApiCode.forbidden });
    }
    const list = pageSchema(orderSchema).parse(
      await callOk(s.app, 'GET', 'pay/orders', { token: s.token }),
    );
    expect(list.items.map((order) => order.id)).not.toContain('o-2512-0003');
    expect((await call(s.app, 'GET', 'pay/orders/o-nope', { token: s.token })).body.code).toBe(
      ApiCode.notFound,
    );
    expect(
      (await call(s.app, 'POST', 'pay/orders/o-nope/cancel', { token: s.token })).body.code,
    ).toBe(ApiCode.notFound);
  });
});

describe('the simulated payment page', () => {
  it('shows the plan and amount with a Pay button, escaped and without scripts', async () => {
    const s = await session();
    const order = await newOrder(s);
    const page = await s.app.inject({ method: 'GET', url: payPath(order) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Pro monthly');
    expect(page.body).toContain('¥15.00');
    expect(page.body).toContain('Pay ¥15.00</button>');
    expect(page.body).toContain(`action="/demo/pay/${order.id}"`);
    expect(page.body).not.toMatch(/<script|style=/);
  });

  it('upgrades the plan to Pro for 30 days on paying a monthly order', async () => {
    const s = await session();
    const order = await newOrder(s);
    const paid = await s.app.inject({ method: 'POST', url: payPath(order) });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment complete');
    const read = orderSchema.parse(
      await callOk(s.app, 'GET', `pay/orders/${order.id}`, { token: s.token }),
    );
    expect(read).toMatchObject({ status: 'paid', paidAt: new Date(s.clock.now()).toISOString() });
    const user = userSchema.parse(await callOk(s.app, 'GET', 'user/profile', { token: s.token }));
    expect(user.plan).toEqual({
      id: 'pro',
      name: 'Pro',
      names: { 'zh-CN': '专业版' },
      botLimit: 20,
      expiresAt: new Date(s.clock.now() + 30 * DAY).toISOString(),
    });
  });

  it('adds a year on top of the remaining Pro time', async () => {
    const s = await session();
    await s.app.inject({ method: 'POST', url: payPath(await newOrder(s, 'm')) });
    const start = s.clock.now();
    s.clock.advance(DAY);
    await s.app.inject({ method: 'POST', url: payPath(await newOrder(s, 'y', 'pro-year')) });
    const user = userSchema.parse(await callOk(s.app, 'GET', 'user/profile', { token: s.token }));
    expect(user.plan.expiresAt).toBe(new Date(start + 30 * DAY + 365 * DAY).toISOString());
  });

  it('lapses back to Free when Pro runs out', async () => {
    const s = await session();
    await s.app.inject({ method: 'POST', url: payPath(await newOrder(s)) });
    s.clock.advance(30 * DAY);
    const user = userSchema.parse(await callOk(s.app, 'GET', 'user/profile', { token: s.token }));
    expect(user.plan).toEqual({
      id: 'free',
      name: 'Free',
      names: { 'zh-CN': '免费版' },
      botLimit: 2,
      expiresAt: null,
    });
  });

  it.each([
    ['expired', (s: Session) => s.clock.advance(15 * 60_000), 'This order has expired'],
    [
      'cancelled',
      async (s: Session, order: Order) => {
        await callOk(s.app, 'POST', `pay/orders/${order.id}/cancel`, { token: s.token });
      },
      'This order was cancelled',
    ],
    [
      'paid',
      async (s: Session, order: Order) => {
        await s.app.inject({ method: 'POST', url: payPath(order) });
      },
      'This order is already paid',
    ],
  ] as const)('refuses to take payment for a %s order', async (_status, arrange, message) => {
    const s = await session();
    const order = await newOrder(s);
    await arrange(s, order);
    const view = await s.app.inject({ method: 'GET', url: payPath(order) });
    expect(view.body).toContain(message);
    expect(view.body).not.toContain('<form');
    const pay = await s.app.inject({ method: 'POST', url: payPath(order) });
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain(message);
    const user = userSchema.parse(await callOk(s.app, 'GET', 'user/profile', { token: s.token }));
    expect(user.plan.expiresAt).toBe(
      _status === 'paid' ? new Date(s.clock.now() + 30 * DAY).toISOString() : null,
    );
  });

  it('answers 404 for an unknown order', async () => {
    const { app } = makeServer();
    const response = await app.inject({ method: 'GET', url: '/demo/pay/o-nope' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Order not found');
  });
});
