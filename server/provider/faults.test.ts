/** @jest-environment node */
import { ApiCode } from '../../src/api/constants';
import { orderSchema, userSchema } from '../../src/api/schemas';
import type { FaultInput } from './faults';
import { call, callOk, makeServer, signIn } from './testHarness';

async function inject(app: ReturnType<typeof makeServer>['app'], fault: FaultInput) {
  const response = await app.inject({
    method: 'POST',
    url: '/demo/control/faults',
    payload: fault,
  });
  expect(response.statusCode).toBe(200);
}

describe('fault injection', () => {
  it('http500: an HTTP 500 with a provider-error envelope', async () => {
    const { app } = makeServer();
    await inject(app, { route: 'bots', kind: 'http500' });
    const response = await app.inject({ method: 'GET', url: '/api/v2/bots' });
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({
      status: false,
      code: ApiCode.providerError,
      message: 'Provider error',
      data: null,
    });
  });

  it('html: a 502 page from a proxy instead of JSON', async () => {
    const { app } = makeServer();
    await inject(app, { route: 'pay/plans', kind: 'html' });
    const response = await app.inject({ method: 'GET', url: '/api/v2/pay/plans' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<html>.*Bad Gateway.*<\/html>\n$/s);
  });

  it('malformed: a truncated JSON body with status 200', async () => {
    const { app } = makeServer();
    await inject(app, { route: 'bots/tags', kind: 'malformed' });
    const response = await app.inject({ method: 'GET', url: '/api/v2/bots/tags' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe('{"status": tru');
  });

  it('expired: 400005 even with a valid session', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    await inject(app, { route: 'user/profile', kind: 'expired' });
    expect((await call(app, 'GET', 'user/profile', { token })).body).toMatchObject({
      code: ApiCode.sessionExpired,
      message: 'Your session has expired, please log in again',
    });
    expect((await call(app, 'GET', 'user/profile', { token })).body.status).toBe(true);
  });

  it('delay: waits, then answers normally', async () => {
    const { app } = makeServer();
    await inject(app, { route: 'pay/plans', kind: 'delay', delayMs: 150 });
    // Only the timers are faked: Fastify's own scheduling (ticks, immediates) runs as usual.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let answered = false;
      const answer = call(app, 'GET', 'pay/plans').finally(() => {
        answered = true;
      });
      // The request reaches the fault, which sets its timer.
      while (jest.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
      await jest.advanceTimersByTimeAsync(149);
      expect(answered).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const { body } = await answer;
      expect(body.status).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('applies `times` times, then stops', async () => {
    const { app } = makeServer();
    await inject(app, { route: 'pay/plans', kind: 'http500', times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(app, 'GET', 'pay/plans')).statusCode);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('matches a glob on the path, and an optional method', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    await inject(app, { route: 'user/bots*', method: 'POST', kind: 'http500', times: 5 });
    expect((await call(app, 'GET', 'user/bots', { token })).statusCode).toBe(200);
    expect((await call(app, 'POST', 'user/bots/b1004/start', { token })).statusCode).toBe(500);
    expect((await call(app, 'GET', 'user/profile', { token })).statusCode).toBe(200);
  });

  it('matches a plain pattern as a substring, ignoring the query string', async () => {
    const { app } = makeServer();
    await inject(app, { route: '/api/v2/stats', kind: 'http500', times: 5 });
    expect((await call(app, 'GET', 'bots/b1001/stats', { query: { days: 7 } })).statusCode).toBe(
      500,
    );
    expect((await call(app, 'GET', 'bots/b1001')).statusCode).toBe(200);
  });

  it('lists and clears faults', async () => {
    const { app } = makeServer();
    await inject(app, { route: 'bots', kind: 'http500', times: 3 });
    const cleared = await app.inject({ method: 'DELETE', url: '/demo/control/faults' });
    expect(JSON.parse(cleared.body)).toMatchObject({ status: true, data: { faults: [] } });
    expect((await call(app, 'GET', 'bots')).statusCode).toBe(200);
  });

  it('validates a fault', async () => {
    const { app } = makeServer();
    const response = await app.inject({
      method: 'POST',
      url: '/demo/control/faults',
      payload: { route: '', kind: 'explode', times: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(
      Object.keys((JSON.parse(response.body) as { data: { fields: object } }).data.fields).sort(),
    ).toEqual(['kind', 'route', 'times']);
  });
});

describe('state controls', () => {
  it('reset restores the seed and ends sessions and faults', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    await callOk(app, 'DELETE', 'user/bots/b1004', { token });
    await inject(app, { route: 'bots', kind: 'http500', times: 10 });
    await app.inject({ method: 'POST', url: '/demo/control/reset' });
    expect((await call(app, 'GET', 'bots/b1004')).body.status).toBe(true);
    expect((await call(app, 'GET', 'user/profile', { token })).body.code).toBe(
      ApiCode.sessionExpired,
    );
  });

  it('expires a pending order now', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    const order = orderSchema.parse(
      await callOk(app, 'POST', 'pay/orders', {
        token,
        body: { planId: 'pro-year', method: 'wechat' },
        headers: { 'Idempotency-Key': 'k' },
      }),
    );
    const response = await app.inject({
      method: 'POST',
      url: `/demo/control/orders/${order.id}/expire`,
    });
    expect(JSON.parse(response.body)).toMatchObject({ status: true, data: { status: 'expired' } });
    const read = orderSchema.parse(await callOk(app, 'GET', `pay/orders/${order.id}`, { token }));
    expect(read.status).toBe('expired');
    const twice = await app.inject({
      method: 'POST',
      url: `/demo/control/orders/${order.id}/expire`,
    });
    expect(JSON.parse(twice.body)).toMatchObject({ code: ApiCode.conflict });
  });

  it('sets a plan', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    await app.inject({
      method: 'POST',
      url: '/demo/control/users/u-demo/plan',
      payload: { plan: 'pro' },
    });
    expect(userSchema.parse(await callOk(app, 'GET', 'user/profile', { token })).plan.id).toBe(
      'pro',
    );
    await app.inject({
      method: 'POST',
      url: '/demo/control/users/u-demo/plan',
      payload: { plan: 'free' },
    });
    expect(userSchema.parse(await callOk(app, 'GET', 'user/profile', { token })).plan.id).toBe(
      'free',
    );
    const unknown = await app.inject({
      method: 'POST',
      url: '/demo/control/users/u-x/plan',
      payload: { plan: 'pro' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('without DEMO_FAULTS', () => {
  it.each([
    ['POST', '/demo/control/faults'],
    ['DELETE', '/demo/control/faults'],
    ['POST', '/demo/control/reset'],
    ['POST', '/demo/control/orders/o-2512-0002/expire'],
    ['POST', '/demo/control/users/u-demo/plan'],
  ] as const)('%s %s is 404', async (method, url) => {
    const { app } = makeServer({ faults: false });
    const response = await app.inject({
      method,
      url,
      payload: { route: 'bots', kind: 'http500', plan: 'pro' },
    });
    expect(response.statusCode).toBe(404);
    expect((await call(app, 'GET', 'bots')).statusCode).toBe(200);
  });
});
