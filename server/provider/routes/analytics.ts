// The owner's analytics (docs/product.md §8.7) and the public pages' events that feed them.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { botAnalytics, recordBotEvent } from '../analytics';
import { botRole } from '../access';
import { apiRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { forbidden, notFound, tooManyRequests } from '../envelope';
import { clientAddress } from '../eventCounting';
import { longStatsMessage, mayReadStats } from '../stats';
import { botNotFoundMessage } from './bots';

export function registerAnalyticsRoutes(app: FastifyInstance, deps: Deps): void {
  const { store } = deps;

  // Every co-owner reads them; 90 days stay the owner's, on Pro (mayReadStats).
  apiRoute(
    app,
    deps,
    endpoints.getBotAnalytics,
    botRole('viewer'),
    ({ access: { bot }, session, query, now }) => {
      if (!mayReadStats(bot, query.days, session, now)) throw forbidden(longStatsMessage);
      return botAnalytics(store, bot, query.days, now);
    },
  );

  // Anyone may send these, so what counts is decided here (server/eventCounting.ts): a rate per
  // address, then one view and one invite per bot, day and client. A repeat is answered as a
  // success, counted or not: the page has nothing to do about it.
  apiRoute(
    app,
    deps,
    endpoints.recordBotEvent,
    ({ params, request, now }) => {
      const address = clientAddress(request);
      if (!store.eventCounting.withinRate(address, now)) throw tooManyRequests();
      const bot = store.bots.get(params.id);
      // A private bot has no public page to view: it learns nothing, as for GET bots/:id.
      if (!bot?.public) throw notFound(botNotFoundMessage);
      return { bot, address };
    },
    ({ access: { bot, address }, body, request, now }) => {
      const client = { address, userAgent: request.headers['user-agent'] ?? '' };
      if (store.eventCounting.firstToday(bot.id, body.type, client, now)) {
        recordBotEvent(store, bot, body.type, now);
      }
      return null;
    },
  );
}
