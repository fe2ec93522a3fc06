/** @jest-environment node */
// The longest-words control (routes/control.ts): every word the provider names things with comes
// back as one long unbroken word, in every language, through the API the app reads, still valid
// for the client's schemas; orders keep working under their long ids; a reset undoes it all.
import {
  botProfileSchema,
  myBotListSchema,
  orderPageSchema,
  orderSchema,
  planListSchema,
  tagListSchema,
  userSchema,
} from '../../../src/api/schemas';
import type { Order } from '../../../src/api/schemas';
import type { FastifyInstance } from 'fastify';
import { callOk, makeServer, signIn } from '../testHarness';
import { LONGEST_PROVIDER_WORD } from './control';

const han = /\p{Script=Han}/u;

/** One word of at least the longest length, with no space to break at, that starts with `start`. */
function expectLongWord(word: string | undefined, start: string | RegExp): void {
  expect(word).toBeDefined();
  const text = word ?? '';
  expect(Array.from(text).length).toBeGreaterThanOrEqual(LONGEST_PROVIDER_WORD);
  expect(text).not.toMatch(/\s/);
  if (typeof start === 'string') expect(text.startsWith(start)).toBe(true);
  else expect(text).toMatch(start);
}

async function stretch(app: FastifyInstance): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/demo/control/long-words' });
  expect(JSON.parse(response.body)).toMatchObject({ status: true, data: null });
}

async function newOrder(app: FastifyInstance, token: string, key: string): Promise<Order> {
  return orderSchema.parse(
    await callOk(app, 'POST', 'pay/orders', {
      token,
      body: { planId: 'pro-year', method: 'wechat' },
      headers: { 'Idempotency-Key': key },
    }),
  );
}

describe('POST /demo/control/long-words', () => {
  it('stretches every tag name, in English and Chinese', async () => {
    const { app } = makeServer();
    await stretch(app);
    const tags = tagListSchema.parse(await callOk(app, 'GET', 'bots/tags'));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expectLongWord(tag.name, /^[A-Z]/);
      expectLongWord(tag.names?.['zh-CN'], han);
    }
    expect(tags.find((tag) => tag.id === 'music')?.names?.['zh-CN']?.startsWith('音乐')).toBe(true);
  });

  it("stretches every user's name, as the session's and as a bot's owner", async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    await stretch(app);
    const user = userSchema.parse(await callOk(app, 'GET', 'user/profile', { token }));
    expectLongWord(user.username, 'DemoUser');
    const mine = myBotListSchema.parse(await callOk(app, 'GET', 'user/bots', { token }));
    for (const bot of mine.filter(({ role }) => role === 'owner')) {
      expectLongWord(bot.owner.username, 'DemoUser');
    }
    const other = botProfileSchema.parse(await callOk(app, 'GET', 'bots/b1001'));
    expectLongWord(other.owner.username, /^[A-Za-z]/);
  });

  it("stretches a bot's last error, the provider's own sentence", async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    await stretch(app);
    const mine = myBotListSchema.parse(await callOk(app, 'GET', 'user/bots', { token }));
    const failed = mine.filter((bot) => bot.lastError !== null);
    expect(failed.length).toBeGreaterThan(0);
    for (const bot of failed) expectLongWord(bot.lastError ?? undefined, 'KOOK');
  });

  it("stretches the user's plan name and every plan's name and features in both languages", async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    await stretch(app);
    const { plan } = userSchema.parse(await callOk(app, 'GET', 'user/profile', { token }));
    expectLongWord(plan.name, 'Free');
    expectLongWord(plan.names?.['zh-CN'], '免费版');

    const plans = planListSchema.parse(await callOk(app, 'GET', 'pay/plans'));
    expect(plans.map((offer) => offer.id)).toEqual(['free', 'pro-month', 'pro-year']);
    for (const offer of plans) {
      expectLongWord(offer.name, /^(Free|Pro)/);
      expect(offer.features.length).toBeGreaterThan(0);
      for (const feature of offer.features) expectLongWord(feature, /^\S/);
      const zh = offer.translations?.['zh-CN'];
      expectLongWord(zh?.name, han);
      expect(zh?.features).toHaveLength(offer.features.length);
      for (const feature of zh?.features ?? []) expectLongWord(feature, /^\S/);
    }
  });

  it('gives every order, old and new, a long id that still reads, pays and names its plan', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    const before = await newOrder(app, token, 'before');
    await stretch(app);

    const history = orderPageSchema.parse(await callOk(app, 'GET', 'pay/orders', { token }));
    expect(history.items.length).toBeGreaterThanOrEqual(3);
    for (const order of history.items) {
      expectLongWord(order.id, 'o-');
      expectLongWord(order.planName, 'Pro');
    }
    const renamed = history.items.find((order) => order.id.startsWith(before.id));
    expect(renamed).toMatchObject({ status: 'pending', planId: 'pro-year' });

    // The same attempt again is still the same order, under its new name.
    expect((await newOrder(app, token, 'before')).id).toBe(renamed?.id);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v2/pay/orders/${before.id}`,
          headers: { token },
        })
      ).statusCode,
    ).toBe(404);

    const after = await newOrder(app, token, 'after');
    expectLongWord(after.id, 'o-');
    const paid = await app.inject({ method: 'POST', url: new URL(after.payUrl).pathname });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain(after.id);
    const read = orderSchema.parse(await callOk(app, 'GET', `pay/orders/${after.id}`, { token }));
    expect(read.status).toBe('paid');
  });

  it('is undone by a reset', async () => {
    const { app } = makeServer();
    await stretch(app);
    await app.inject({ method: 'POST', url: '/demo/control/reset' });
    const tags = tagListSchema.parse(await callOk(app, 'GET', 'bots/tags'));
    expect(tags.find((tag) => tag.id === 'music')).toMatchObject({
      name: 'Music',
      names: { 'zh-CN': '音乐' },
    });
    const plans = planListSchema.parse(await callOk(app, 'GET', 'pay/plans'));
    expect(plans.map((plan) => plan.name)).toEqual(['Free', 'Pro monthly', 'Pro yearly']);
    const token = await signIn(app);
    const user = userSchema.parse(await callOk(app, 'GET', 'user/profile', { token }));
    expect(user).toMatchObject({ username: 'DemoUser', plan: { name: 'Free' } });
    expect((await newOrder(app, token, 'k')).id).toMatch(/^o-[\w-]{12}$/);
  });

  it('answers 404 without DEMO_FAULTS, and changes nothing', async () => {
    const { app } = makeServer({ faults: false });
    const response = await app.inject({ method: 'POST', url: '/demo/control/long-words' });
    expect(response.statusCode).toBe(404);
    const tags = tagListSchema.parse(await callOk(app, 'GET', 'bots/tags'));
    expect(tags.find((tag) => tag.id === 'music')?.name).toBe('Music');
  });
});
