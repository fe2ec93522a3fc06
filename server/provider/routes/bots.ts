// The public directory: search, tags, bot profiles and their statistics.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { apiRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../envelope';
import type { BotRecord } from '../records';
import type { Session } from '../sessions';
import { botStats, longStatsMessage, mayReadStats } from '../stats';
import { botCardView, botProfileView } from '../views';

export const botNotFoundMessage = 'Bot not found';

/** Public bots for everyone; a private bot only for its owner. Anyone else learns nothing. */
function visibleBot(deps: Deps, id: string, session: Session | null): BotRecord {
  const bot = deps.store.bots.get(id);
  if (!bot || (!bot.public && bot.ownerId !== session?.user.id)) throw notFound(botNotFoundMessage);
  return bot;
}

const byPopularity = (a: BotRecord, b: BotRecord) =>
  b.serverCount - a.serverCount || a.id.localeCompare(b.id);
const byNewest = (a: BotRecord, b: BotRecord) =>
  b.createdAt - a.createdAt || a.id.localeCompare(b.id);
/** Highest measured uptime first; bots with nothing measured last. */
const byUptime = (a: BotRecord, b: BotRecord) =>
  (b.measured?.uptime ?? -1) - (a.measured?.uptime ?? -1) || byPopularity(a, b);
const orders = { popular: byPopularity, newest: byNewest, uptime: byUptime } as const;

export function registerBotRoutes(app: FastifyInstance, deps: Deps): void {
  const { store } = deps;

  apiRoute(app, deps, endpoints.listBots, ({ query, now }) => {
    const keyword = query.keyword?.toLowerCase() ?? '';
    // Several tags narrow the list: a bot must carry every one of them.
    const tags = query.tag ?? [];
    const matches = store
      .publicBots()
      .filter((bot) => tags.every((tag) => bot.tags.includes(tag)))
      // A listing has text in a language when it is written in it or translated into it.
      .filter(
        (bot) =>
          query.language === undefined ||
          bot.language === query.language ||
          bot.translation !== null,
      )
      .filter(
        (bot) =>
          keyword === '' ||
          [bot, ...(bot.translation ? [bot.translation] : [])].some(
            (text) =>
              text.name.toLowerCase().includes(keyword) ||
              text.summary.toLowerCase().includes(keyword),
          ),
      )
      .sort(orders[query.sort]);
    const start = (query.page - 1) * query.pageSize;
    return {
      items: matches.slice(start, start + query.pageSize).map((bot) => botCardView(bot, now)),
      total: matches.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  apiRoute(app, deps, endpoints.listTags, () => {
    const publicBots = store.publicBots();
    return store.tags.map((tag) => ({
      id: tag.id,
      name: tag.name,
      names: { ...tag.names },
      count: publicBots.filter((bot) => bot.tags.includes(tag.id)).length,
    }));
  });

  apiRoute(app, deps, endpoints.getBot, ({ params, session, now }) => {
    const bot = visibleBot(deps, params.id, session);
    return botProfileView(bot, store.users.get(bot.ownerId), now);
  });

  apiRoute(app, deps, endpoints.getBotStats, ({ params, session, query, now }) => {
    const bot = visibleBot(deps, params.id, session);
    if (!mayReadStats(bot, query.days, session, now)) throw forbidden(longStatsMessage);
    return botStats(bot, query.days, now);
  });
}
