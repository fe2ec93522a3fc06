// Test controls, registered only with DEMO_FAULTS=1: inject faults, reset the data, move orders
// and plans to states that would otherwise take minutes or money to reach, sign in as any seeded
// user, and stretch the provider's own words to the longest a screen must hold.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Names } from '../../../src/api/schemas';
import { LANGUAGES } from '../../../src/lib/language';
import { originOf } from '../apiRoute';
import { crashBot, healthView, recordSignals } from '../health';
import { botStatus, revokeToken } from '../runtime';
import { orderStatus } from '../billing';
import { KEPT_LINES, logOf, seedLog, setLogRate } from '../logs';
import type { Deps } from '../deps';
import { conflict, notFound, ok, parseInput } from '../envelope';
import type { Faults } from '../faults';
import { faultInputSchema } from '../faults';
import { createSession } from '../sessions';
import type { Store } from '../store';
import { padWord } from '../store';
import { orderView, userView } from '../views';

const planInputSchema = z.object({ plan: z.enum(['free', 'pro']) });
/** A bot's log for the benchmarks and browser tests: its rate, a long history, its streams cut. */
const logControlSchema = z.object({
  /** Lines a second while the bot runs. */
  rate: z.optional(z.number().check(z.positive(), z.lte(1000))),
  /** Replaces the log with this many lines of a running bot, ending now. */
  history: z.optional(z.int().check(z.positive(), z.lte(KEPT_LINES))),
  /** Ends the bot's open streams, as a dropped connection would. */
  cut: z.optional(z.boolean()),
});
/**
 * What a bot's KOOK traffic did, for the health monitor's rules (server/health.ts): one signal a
 * call; `count` only with a `fail`.
 */
const signalsSchema = z
  .object({
    events: z.optional(z.enum(['pause', 'resume'])),
    resume: z.optional(z.enum(['fail', 'ok'])),
    webhook: z.optional(z.enum(['fail', 'ok'])),
    count: z.optional(z.int().check(z.positive(), z.lte(100))),
    rateLimited: z.optional(
      z.object({
        route: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
        hits: z.int().check(z.positive(), z.lte(100)),
      }),
    ),
  })
  .check(
    z.refine(
      (body) =>
        [body.events, body.resume, body.webhook, body.rateLimited].filter(
          (one) => one !== undefined,
        ).length === 1,
      'Give exactly one of events, resume, webhook and rateLimited',
    ),
    z.refine(
      (body) => body.count === undefined || body.resume === 'fail' || body.webhook === 'fail',
      'count goes with resume: "fail" or webhook: "fail"',
    ),
  );
/** A granted Pro lasts 30 days, like a paid month. */
const PRO_GRANT_MS = 30 * 24 * 60 * 60_000;

/**
 * How long the provider's own words get for the overflow checks. The contract sets no maximum for
 * tag, user and plan names, plan features, order ids or a bot's last error (docs/api.md), so this
 * is a generous one chosen here, not a rule of the API: 64 characters with no space, about 830 px
 * of Latin text, far past a 320 px phone. A client must show longer ones too; a screen that can't
 * wrap this can't wrap those.
 */
export const LONGEST_PROVIDER_WORD = 64;

const stretch = (word: string) => padWord(word, LONGEST_PROVIDER_WORD);

function stretchNames(names: Names): Names {
  const stretched: Names = {};
  for (const language of LANGUAGES) {
    const name = names[language];
    if (name !== undefined) stretched[language] = stretch(name);
  }
  return stretched;
}

/**
 * Every word the provider names things with, in every language it gives, becomes one unbroken word
 * of `LONGEST_PROVIDER_WORD` characters that starts with the old one (`MusicWWW…`, `音乐WWW…`), so
 * a test can still tell them apart. Order ids, the capability to open a payment page, are renamed
 * with their idempotency keys; orders made later get long ids too, until the next reset.
 */
function stretchProviderWords(store: Store): void {
  for (const tag of store.tags) {
    tag.name = stretch(tag.name);
    tag.names = stretchNames(tag.names);
  }
  for (const user of store.users.values()) user.username = stretch(user.username);
  for (const tier of Object.values(store.tiers)) {
    tier.name = stretch(tier.name);
    tier.names = stretchNames(tier.names);
  }
  for (const plan of store.plans) {
    plan.name = stretch(plan.name);
    plan.features = plan.features.map(stretch);
    for (const language of LANGUAGES) {
      const translation = plan.translations?.[language];
      if (!translation) continue;
      if (translation.name !== undefined) translation.name = stretch(translation.name);
      translation.features = translation.features?.map(stretch);
    }
  }
  for (const bot of store.bots.values()) {
    if (bot.runtime.lastError !== null) bot.runtime.lastError = stretch(bot.runtime.lastError);
  }
  const renamed = new Map<string, string>();
  store.orders = new Map(
    [...store.orders.values()].map((order) => {
      const id = stretch(order.id);
      renamed.set(order.id, id);
      return [id, { ...order, id }];
    }),
  );
  for (const [slot, create] of store.idempotentCreates) {
    const id = slot.startsWith('order ') ? renamed.get(create.id) : undefined;
    if (id !== undefined) store.idempotentCreates.set(slot, { ...create, id });
  }
  store.orderIdLength = LONGEST_PROVIDER_WORD;
}

/** `faults()` is the faults of the request in hand (its test's scope, server/scopes.ts). */
export function registerControlRoutes(
  app: FastifyInstance,
  deps: Deps,
  faults: () => Faults,
): void {
  const { store } = deps;

  app.post('/demo/control/faults', (request) => {
    faults().add(parseInput(faultInputSchema, request.body));
    return ok({ faults: faults().list() });
  });

  app.delete('/demo/control/faults', () => {
    faults().clear();
    return ok({ faults: faults().list() });
  });

  app.post('/demo/control/reset', () => {
    store.reset();
    faults().clear();
    return ok(null);
  });

  app.post<{ Params: { id: string } }>('/demo/control/orders/:id/expire', (request) => {
    const order = store.orders.get(request.params.id);
    if (!order) throw notFound('Order not found');
    const now = deps.now();
    if (orderStatus(order, now) !== 'pending')
      throw conflict('Only a pending order can be expired');
    order.expiresAt = now;
    return ok(orderView(order, store.plans, originOf(request), now));
  });

  app.post<{ Params: { id: string } }>('/demo/control/users/:id/plan', (request) => {
    const user = store.users.get(request.params.id);
    if (!user) throw notFound('User not found');
    const { plan } = parseInput(planInputSchema, request.body);
    const now = deps.now();
    user.plan =
      plan === 'free'
        ? { id: 'free', expiresAt: null }
        : { id: 'pro', expiresAt: now + PRO_GRANT_MS };
    return ok(userView(user, store.tiers, now));
  });

  // Signs in as any seeded user, which the demo's KOOK consent page cannot (it is always the demo
  // user): how a journey acts as a co-owner. Answers what the token exchange answers.
  app.post<{ Params: { id: string } }>('/demo/control/users/:id/session', (request) => {
    const user = store.users.get(request.params.id);
    if (!user) throw notFound('User not found');
    const now = deps.now();
    const token = createSession(store, user.id, now, deps.sessionTtlMs);
    return ok({ token, user: userView(user, store.tiers, now) });
  });

  app.post<{ Params: { id: string } }>('/demo/control/bots/:id/logs', (request) => {
    const bot = store.bots.get(request.params.id);
    if (!bot) throw notFound('Bot not found');
    const { rate, history, cut } = parseInput(logControlSchema, request.body);
    const now = deps.now();
    const log = logOf(store.logs, bot, now);
    if (rate !== undefined) setLogRate(log, rate);
    if (history !== undefined) seedLog(log, bot, history, now);
    const streamsCut = cut ? deps.logStreams.cut(bot.id) : 0;
    return ok({ rate: log.rate, lines: log.lines.length, lastId: log.nextId - 1, streamsCut });
  });

  // Makes a running bot's process exit, as a crash would: the health monitor records it and its
  // auto-restart policy decides what follows (server/health.ts). Answers the bot's status after.
  app.post<{ Params: { id: string } }>('/demo/control/bots/:id/crash', (request) => {
    const bot = store.bots.get(request.params.id);
    if (!bot) throw notFound('Bot not found');
    const now = deps.now();
    const status = botStatus(bot, now);
    if (status !== 'online') throw conflict('Only a running bot can crash');
    crashBot(store.health, bot, now);
    return ok({ status: botStatus(bot, now) });
  });

  // Revokes the bot's token as KOOK would after a reset in its developer centre: a running bot
  // ends in `error`, and the next read of its health or of the alerts opens `token_rejected`.
  app.post<{ Params: { id: string } }>('/demo/control/bots/:id/revoke-token', (request) => {
    const bot = store.bots.get(request.params.id);
    if (!bot) throw notFound('Bot not found');
    const now = deps.now();
    revokeToken(bot, now);
    return ok({ status: botStatus(bot, now) });
  });

  // Reports what the bot's KOOK traffic did (the signals the demo cannot observe): events paused or
  // flowing on the gateway, failed or successful resumes, failed or successful webhook deliveries,
  // 429s on a route. The health monitor's rules open and end incidents from them (server/health.ts).
  // Answers the bot's health after it, as `GET user/bots/:id/health` does.
  app.post<{ Params: { id: string } }>('/demo/control/bots/:id/signals', (request) => {
    const bot = store.bots.get(request.params.id);
    if (!bot) throw notFound('Bot not found');
    const signals = parseInput(signalsSchema, request.body);
    const now = deps.now();
    const gateway = bot.settings.mode === 'websocket';
    if ((signals.events ?? signals.resume) !== undefined && !gateway)
      throw conflict('Only a bot on the websocket gateway has events to pause and resumes');
    if (signals.webhook !== undefined && gateway)
      throw conflict('Only a bot in webhook mode has webhook deliveries');
    if ((signals.resume ?? signals.rateLimited) !== undefined && botStatus(bot, now) !== 'online')
      throw conflict('Only a running bot resumes its connection or calls KOOK');
    recordSignals(store.health, bot, signals, now);
    return ok(healthView(store.health, bot, now));
  });

  // What the demo "posted" to the bots' KOOK alert channels, oldest first.
  app.get<{ Params: { id: string } }>('/demo/control/bots/:id/deliveries', (request) => {
    const deliveries = store.health.deliveries.filter(
      (delivery) => delivery.botId === request.params.id,
    );
    return ok(
      deliveries.map((delivery) => ({ ...delivery, at: new Date(delivery.at).toISOString() })),
    );
  });

  app.post('/demo/control/long-words', () => {
    stretchProviderWords(store);
    return ok(null);
  });
}
