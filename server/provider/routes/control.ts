// Test controls, registered only with DEMO_FAULTS=1: inject faults, reset the data, move orders
// and plans to states that would otherwise take minutes or money to reach, sign in as any seeded
// user, and stretch the provider's own words to the longest a screen must hold.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Names } from '../../../src/api/schemas';
import { LANGUAGES } from '../../../src/lib/language';
import { originOf } from '../apiRoute';
import { alertDeliveries, crashBot } from '../health';
import { writeUpTo } from '../simulation';
import { botStatus, revokeToken } from '../runtime';
import { orderStatus } from '../billing';
import { catchUpLog, KEPT_LINES, logSummary, seedLog, setLogRate } from '../logs';
import type { Deps } from '../deps';
import { conflict, notFound, ok, parseInput } from '../envelope';
import { faultInputSchema } from '../faults';
import { createSession } from '../sessions';
import type { BotRecord } from '../records';
import type { Scope } from '../scopes';
import type { Database } from '../storage/database';
import type { Repos } from '../storage/repos';
import { padWord } from '../tokens';
import { botNotFoundMessage } from './bots';
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
async function stretchProviderWords(repos: Repos): Promise<void> {
  const tags = await repos.catalog.get('tags');
  for (const tag of tags) {
    tag.name = stretch(tag.name);
    tag.names = stretchNames(tag.names);
  }
  await repos.catalog.set('tags', tags);
  const tiers = await repos.catalog.get('tiers');
  for (const tier of Object.values(tiers)) {
    tier.name = stretch(tier.name);
    tier.names = stretchNames(tier.names);
  }
  await repos.catalog.set('tiers', tiers);
  const plans = await repos.catalog.get('plans');
  for (const plan of plans) {
    plan.name = stretch(plan.name);
    plan.features = plan.features.map(stretch);
    for (const language of LANGUAGES) {
      const translation = plan.translations?.[language];
      if (!translation) continue;
      if (translation.name !== undefined) translation.name = stretch(translation.name);
      translation.features = translation.features?.map(stretch);
    }
  }
  await repos.catalog.set('plans', plans);
  await repos.users.stretchNames(stretch);
  for (const bot of await repos.bots.all()) {
    if (bot.runtime.lastError === null) continue;
    bot.runtime.lastError = stretch(bot.runtime.lastError);
    await repos.bots.save(bot);
  }
  await repos.orders.renameAll(stretch);
  await repos.catalog.set('orderIdLength', LONGEST_PROVIDER_WORD);
}

/** The bot a control named, as it was read, or 404. */
function found<T>(bot: T | undefined): T {
  if (!bot) throw notFound(botNotFoundMessage);
  return bot;
}

/** The bot a control names, locked, or 404. */
async function botOf(repos: Repos, id: string): Promise<BotRecord> {
  return found(await repos.bots.lock(id));
}

/**
 * `template()` is the pristine demo seed a reset copies (storage/index.ts). Every control runs in
 * one transaction of the request's scope (its test's, server/provider/scopes.ts).
 */
export function registerControlRoutes(
  app: FastifyInstance,
  deps: Deps,
  template: () => Promise<Database>,
): void {
  const inScope = async <T>(
    request: FastifyRequest,
    work: (repos: Repos, scope: Scope) => Promise<T>,
  ) => {
    const scope = await deps.scopeOf(request);
    return scope.db.transaction((repos) => work(repos, scope));
  };

  app.post('/demo/control/faults', async (request) => {
    const { faults } = await deps.scopeOf(request);
    faults.add(parseInput(faultInputSchema, request.body));
    return ok({ faults: faults.list() });
  });

  app.delete('/demo/control/faults', async (request) => {
    const { faults } = await deps.scopeOf(request);
    faults.clear();
    return ok({ faults: faults.list() });
  });

  app.post('/demo/control/reset', async (request) => {
    const scope = await deps.scopeOf(request);
    await scope.db.copyFrom(await template());
    scope.faults.clear();
    return ok(null);
  });

  app.post<{ Params: { id: string } }>('/demo/control/orders/:id/expire', (request) =>
    inScope(request, async (repos) => {
      const order = await repos.orders.lock(request.params.id);
      if (!order) throw notFound('Order not found');
      const now = deps.now();
      if (orderStatus(order, now) !== 'pending')
        throw conflict('Only a pending order can be expired');
      order.expiresAt = now;
      await repos.orders.save(order);
      return ok(orderView(order, await repos.catalog.get('plans'), originOf(request), now));
    }),
  );

  app.post<{ Params: { id: string } }>('/demo/control/users/:id/plan', (request) =>
    inScope(request, async (repos) => {
      const user = await repos.users.lock(request.params.id);
      if (!user) throw notFound('User not found');
      const { plan } = parseInput(planInputSchema, request.body);
      const now = deps.now();
      user.plan =
        plan === 'free'
          ? { id: 'free', expiresAt: null }
          : { id: 'pro', expiresAt: now + PRO_GRANT_MS };
      await repos.users.save(user);
      return ok(userView(user, await repos.catalog.get('tiers'), now));
    }),
  );

  // Signs in as any seeded user, which the demo's KOOK consent page cannot (it is always the demo
  // user): how a journey acts as a co-owner. Answers what the token exchange answers.
  app.post<{ Params: { id: string } }>('/demo/control/users/:id/session', (request) =>
    inScope(request, async (repos) => {
      const user = await repos.users.get(request.params.id);
      if (!user) throw notFound('User not found');
      const now = deps.now();
      const token = await createSession(repos, user.id, now, deps.sessionTtlMs);
      return ok({ token, user: userView(user, await repos.catalog.get('tiers'), now) });
    }),
  );

  app.post<{ Params: { id: string } }>('/demo/control/bots/:id/logs', (request) =>
    inScope(request, async (repos, scope) => {
      const bot = found(await repos.bots.forLog(request.params.id));
      const { rate, history, cut } = parseInput(logControlSchema, request.body);
      const now = deps.now();
      // Each of these writes what the log holds up to now first.
      let state =
        rate === undefined && history === undefined ? await catchUpLog(repos, bot, now) : undefined;
      if (rate !== undefined) state = await setLogRate(repos, bot, rate, now);
      if (history !== undefined) state = await seedLog(repos, bot, history, now);
      const streamsCut = cut ? scope.logStreams.cut(bot.id) : 0;
      return ok({ ...logSummary(state), streamsCut });
    }),
  );

  // Makes a running bot's process exit, as a crash would: the health monitor records it and its
  // auto-restart policy decides what follows (server/health.ts). Answers the bot's status after.
  app.post<{ Params: { id: string } }>('/demo/control/bots/:id/crash', (request) =>
    inScope(request, async (repos) => {
      const bot = await botOf(repos, request.params.id);
      const now = deps.now();
      // What the stored state has become by now first: asking the status settles the record.
      await writeUpTo(repos, bot, now);
      if (botStatus(bot, now) !== 'online') throw conflict('Only a running bot can crash');
      await crashBot(repos, bot, now);
      await writeUpTo(repos, bot, now);
      return ok({ status: botStatus(bot, now) });
    }),
  );

  // Revokes the bot's token as KOOK would after a reset in its developer centre: a running bot
  // ends in `error`, and the next read of its health or of the alerts opens `token_rejected`.
  app.post<{ Params: { id: string } }>('/demo/control/bots/:id/revoke-token', (request) =>
    inScope(request, async (repos) => {
      const bot = await botOf(repos, request.params.id);
      const now = deps.now();
      await writeUpTo(repos, bot, now);
      revokeToken(bot, now);
      await repos.bots.save(bot);
      await writeUpTo(repos, bot, now);
      return ok({ status: botStatus(bot, now) });
    }),
  );

  // What the demo "posted" to the bots' KOOK alert channels, oldest first.
  app.get<{ Params: { id: string } }>('/demo/control/bots/:id/deliveries', (request) =>
    inScope(request, async (repos) => {
      const deliveries = await alertDeliveries(repos, request.params.id, deps.now());
      return ok(
        deliveries.map((delivery) => ({ ...delivery, at: new Date(delivery.at).toISOString() })),
      );
    }),
  );

  app.post('/demo/control/long-words', (request) =>
    inScope(request, async (repos) => {
      await stretchProviderWords(repos);
      return ok(null);
    }),
  );
}
