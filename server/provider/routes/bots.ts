// The public directory: search, tags, bot profiles and their statistics.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { apiRoute, keptPublicRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../envelope';
import type { BotRecord } from '../records';
import type { Session } from '../sessions';
import { botStats, longStatsMessage, mayReadStats } from '../stats';
import { botCardView, botProfileView } from '../views';

export const botNotFoundMessage = 'Bot not found';

/** Public bots for everyone; a private bot only for its owner. Anyone else learns nothing. */
function visible<T extends Pick<BotRecord, 'public' | 'ownerId'>>(
  bot: T | undefined,
  session: Session | null,
): T {
  if (!bot || (!bot.public && bot.ownerId !== session?.user.id)) throw notFound(botNotFoundMessage);
  return bot;
}

/**
 * How long a directory page is answered again without asking the database: the directory is the
 * same for everyone and the most asked-for page, and a second's delay in what it shows is one no
 * reader notices. This instance's own changes are never served stale (`Database.botsVersion`);
 * where every change is this instance's (the embedded engine, a test scope), a page is kept until
 * one, or until a bot on it ends a start or stop (its status changes with no write).
 */
const DIRECTORY_FRESH_MS = 1000;

/**
 * How many bots a filter matches, kept as the pages are (every page and order of a filter shares
 * it): by the data's version and filter, until `until`.
 */
const totals = new Map<string, { total: number; until: number }>();
const TOTALS_MAX = 200;

export function registerBotRoutes(app: FastifyInstance, deps: Deps): void {
  keptPublicRoute(
    app,
    deps,
    endpoints.listBots,
    {
      freshMs: ({ db }) => (db.seesEveryChange ? Infinity : DIRECTORY_FRESH_MS),
      versionOf: ({ db }) => `${db.schemaName} ${String(db.botsVersion)}`,
    },
    async ({ query, now, repos, scope: { db }, keepUntil }) => {
      const filter = { keyword: query.keyword, tags: query.tag ?? [], language: query.language };
      const key = `${db.schemaName} ${String(db.botsVersion)} ${JSON.stringify(filter)}`;
      const known = totals.get(key);
      const { bots, total } = await repos.bots.directory(
        { ...filter, sort: query.sort, page: query.page, pageSize: query.pageSize },
        known && now < known.until ? known.total : undefined,
      );
      if (!known || now >= known.until) {
        if (totals.size >= TOTALS_MAX) totals.clear();
        const freshMs = db.seesEveryChange ? Infinity : DIRECTORY_FRESH_MS;
        totals.set(key, { total, until: now + freshMs });
      }
      // A start or stop still under way ends by itself (one that has ended shows as it will stay).
      for (const { runtime } of bots) {
        if (runtime.transition && runtime.transition.until > now)
          keepUntil(runtime.transition.until);
      }
      return {
        items: bots.map((bot) => botCardView(bot, now)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );

  apiRoute(app, deps, endpoints.listTags, async ({ repos }) => {
    const counts = await repos.bots.publicTagCounts();
    return (await repos.catalog.get('tags')).map((tag) => ({
      id: tag.id,
      name: tag.name,
      names: { ...tag.names },
      count: counts.get(tag.id) ?? 0,
    }));
  });

  apiRoute(app, deps, endpoints.getBot, async ({ params, session, now, repos }) => {
    const found = await repos.bots.profile(params.id);
    return botProfileView(visible(found?.bot, session), found?.owner, now);
  });

  apiRoute(app, deps, endpoints.getBotStats, async ({ params, session, query, now, repos }) => {
    const bot = visible(await repos.bots.get(params.id), session);
    if (!mayReadStats(bot, query.days, session, now)) throw forbidden(longStatsMessage);
    return botStats(bot, query.days, now);
  });
}
