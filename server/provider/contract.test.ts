/** @jest-environment node */
// Every endpoint of the contract table answers, for the seed data, exactly what the client's
// schemas accept: parsed and unchanged (no missing fields, no extra ones).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { endpoints } from '../../src/api/endpoints';
import type { Endpoint, EndpointName } from '../../src/api/endpoints';
import {
  botCardSchema,
  botProfileSchema,
  botSettingsSchema,
  botWebhookSchema,
  myBotSchema,
  pageSchema,
  statsSchema,
} from '../../src/api/schemas';
import type { CallOptions } from './testHarness';
import {
  answerConsent,
  authorize,
  call,
  callOk,
  grantPro,
  makeServer,
  readStream,
  signIn,
  validBot,
  validNewBot,
  validSettings,
} from './testHarness';

interface Sample extends CallOptions {
  path: string;
}

interface SampleContext {
  app: FastifyInstance;
  token: string;
}

async function pendingOrderId({ app, token }: SampleContext): Promise<string> {
  const order = await callOk(app, 'POST', 'pay/orders', {
    token,
    body: { planId: 'pro-month', method: 'wechat' },
    headers: { 'Idempotency-Key': 'contract' },
  });
  return (order as { id: string }).id;
}

/** One realistic request per endpoint; the type makes a new endpoint fail to compile until added. */
const samples: Record<EndpointName, (context: SampleContext) => Promise<Sample>> = {
  authorize: async () => ({
    path: 'auth/kook/authorize',
    query: { redirect_uri: 'http://localhost:3000/kook/auth' },
  }),
  exchangeToken: async ({ app }) => {
    const { state } = await authorize(app);
    const { location } = await answerConsent(app, state, 'approve');
    const code = new URL(String(location)).searchParams.get('code') ?? '';
    return { path: 'auth/kook/token', body: { code, state } };
  },
  logout: async ({ token }) => ({ path: 'auth/logout', token }),
  profile: async ({ token }) => ({ path: 'user/profile', token }),
  listBots: async () => ({
    path: 'bots',
    query: { keyword: 'a', sort: 'newest', page: 1, pageSize: 100 },
  }),
  listTags: async () => ({ path: 'bots/tags' }),
  getBot: async ({ token }) => ({ path: 'bots/b1061', token }),
  // The longest range is for the owner on Pro (granted below).
  getBotStats: async ({ token }) => ({ path: 'bots/b1004/stats', token, query: { days: 90 } }),
  recordBotEvent: async () => ({ path: 'bots/b1004/events', body: { type: 'view' } }),
  listMyBots: async ({ token }) => ({ path: 'user/bots', token }),
  createBot: async ({ token }) => ({ path: 'user/bots', token, body: validNewBot() }),
  getMyBot: async ({ token }) => ({ path: 'user/bots/b1061', token }),
  updateBot: async ({ token }) => ({
    path: 'user/bots/b1004',
    token,
    body: validBot({ website: 'https://x.example' }),
  }),
  deleteBot: async ({ token }) => ({ path: 'user/bots/b1012', token }),
  getBotSettings: async ({ token }) => ({ path: 'user/bots/b1004/settings', token }),
  updateBotSettings: async ({ token }) => ({
    path: 'user/bots/b1004/settings',
    token,
    body: validSettings({
      connection: { mode: 'webhook', verifyToken: 'v', encryptKey: 'e' },
      token: 'new-token',
    }),
  }),
  // Echo Radio: on a verified webhook in the seed.
  getBotWebhook: async ({ token }) => ({ path: 'user/bots/b1012/webhook', token }),
  // Echo Radio runs in the seed and logs; the stream resumes after line 1.
  getBotLogs: async ({ token }) => ({ path: 'user/bots/b1012/logs', token, query: { limit: 50 } }),
  streamBotLogs: async ({ token }) => ({
    path: 'user/bots/b1012/logs/stream',
    token,
    query: { after: 1 },
  }),
  // The longest range is for the owner on Pro (granted below).
  getBotAnalytics: async ({ token }) => ({
    path: 'user/bots/b1012/analytics',
    token,
    query: { days: 90 },
  }),
  getBotActivity: async ({ token }) => ({
    path: 'user/bots/b1012/activity',
    token,
    query: { limit: 20 },
  }),
  // Deckhand: seeded incidents, its auto-restart and alert channel.
  getBotHealth: async ({ token }) => ({ path: 'user/bots/b1004/health', token }),
  updateBotHealthPolicy: async ({ token }) => ({
    path: 'user/bots/b1004/health/policy',
    token,
    body: { autoRestart: true, maxRestartsPerHour: 5, alertChannel: '3960012345678902' },
  }),
  listNotifications: async ({ token }) => ({
    path: 'user/notifications',
    token,
    query: { limit: 20 },
  }),
  readNotifications: async ({ token }) => ({
    path: 'user/notifications/read',
    token,
    body: {},
  }),
  startBot: async ({ token }) => ({ path: 'user/bots/b1061/start', token }),
  stopBot: async ({ token }) => ({ path: 'user/bots/b1004/stop', token }),
  restartBot: async ({ token }) => ({ path: 'user/bots/b1012/restart', token }),
  listBotMembers: async ({ token }) => ({ path: 'user/bots/b1004/members', token }),
  addBotMember: async ({ token }) => ({
    path: 'user/bots/b1004/members',
    token,
    body: { user: 'Alice#1234', role: 'admin' },
  }),
  updateBotMember: async ({ token }) => ({
    path: 'user/bots/b1004/members/u-aki',
    token,
    body: { role: 'admin' },
  }),
  // Leaving a bot shared with the demo user.
  removeBotMember: async ({ token }) => ({ path: 'user/bots/b1003/members/u-demo', token }),
  listPlans: async () => ({ path: 'pay/plans' }),
  createOrder: async ({ token }) => ({
    path: 'pay/orders',
    token,
    body: { planId: 'pro-year', method: 'alipay' },
    headers: { 'Idempotency-Key': 'contract-create' },
  }),
  listOrders: async ({ token }) => ({
    path: 'pay/orders',
    token,
    query: { page: 1, pageSize: 100 },
  }),
  getOrder: async (context) => ({
    path: `pay/orders/${await pendingOrderId(context)}`,
    token: context.token,
  }),
  cancelOrder: async (context) => ({
    path: `pay/orders/${await pendingOrderId(context)}/cancel`,
    token: context.token,
  }),
};

describe('contract', () => {
  it.each(Object.keys(endpoints) as EndpointName[])(
    '%s answers data the client accepts',
    async (name) => {
      const endpoint: Endpoint = endpoints[name];
      const { app } = makeServer();
      await grantPro(app);
      const token = await signIn(app);
      const { path, ...options } = await samples[name]({ app, token });
      // The sample must exercise this endpoint's own route.
      const pattern = new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`);
      expect(path).toMatch(pattern);

      if (endpoint.stream) {
        const { events } = await readStream(app, path, { ...options, until: (e) => e.length >= 3 });
        expect(events.length).toBeGreaterThanOrEqual(3);
        for (const event of events) expect(z.parse(endpoint.data, event)).toEqual(event);
        await app.close();
        return;
      }
      const { body } = await call(app, endpoint.method, path, options);
      expect(body).toMatchObject({ status: true, code: 0 });
      expect(z.parse(endpoint.data, body.data)).toEqual(body.data);
    },
  );

  it('every seeded bot reads back through the public and the owner endpoints', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    const page = pageSchema(botCardSchema).parse(
      await callOk(app, 'GET', 'bots', { query: { pageSize: 100 } }),
    );
    expect(page.items).toHaveLength(60);
    for (const card of page.items) {
      expect(botCardSchema.parse(card)).toEqual(card);
      const profile = await callOk(app, 'GET', `bots/${card.id}`);
      expect(botProfileSchema.parse(profile)).toEqual(profile);
      expect(
        statsSchema.parse(await callOk(app, 'GET', `bots/${card.id}/stats`)).points,
      ).toHaveLength(30);
    }
    const mine = z.array(myBotSchema).parse(await callOk(app, 'GET', 'user/bots', { token }));
    // Three of their own and two shared with them (seed.ts, SHARED_BOTS).
    expect(mine).toHaveLength(5);
    for (const bot of mine) {
      const settings = await callOk(app, 'GET', `user/bots/${bot.id}/settings`, { token });
      expect(botSettingsSchema.parse(settings)).toEqual(settings);
      const webhook = await callOk(app, 'GET', `user/bots/${bot.id}/webhook`, { token });
      expect(botWebhookSchema.parse(webhook)).toEqual(webhook);
    }
  });

  it('answers 400004 in an envelope for an unknown API route', async () => {
    const { app } = makeServer();
    for (const [method, path] of [
      ['GET', 'nope'],
      ['POST', 'bots'],
      ['PUT', 'user/profile'],
      ['DELETE', 'pay/orders/x'],
    ] as const) {
      const { body } = await call(app, method, path);
      expect(body).toMatchObject({ status: false, code: 400004 });
    }
  });
});
