// The owner's analytics (docs/product.md §8.7) and the public pages' events that feed them.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { ApiCode } from '../../../src/api/constants';
import { botAnalytics, recordBotEvent } from '../analytics';
import { botRole } from '../access';
import { apiRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { CommittedFailure, forbidden, messages } from '../envelope';
import { EventCounting, clientAddress } from '../eventCounting';
import { longStatsMessage, mayReadStats } from '../stats';
import { botNotFoundMessage } from './bots';

export function registerAnalyticsRoutes(app: FastifyInstance, deps: Deps): void {
  // Every co-owner reads them; 90 days stay the owner's, on Pro (mayReadStats). Only reads.
  apiRoute(
    app,
    deps,
    endpoints.getBotAnalytics,
    botRole('viewer'),
    ({ access: { bot }, session, query, now, repos }) => {
      if (!mayReadStats(bot, query.days, session, now)) throw forbidden(longStatsMessage);
      return botAnalytics(repos, bot, query.days, now);
    },
  );

  // Anyone may send these, so what counts is decided here (server/eventCounting.ts): a rate per
  // address, then one view and one invite per bot, day and client. A repeat is answered as a
  // success, counted or not: the page has nothing to do about it. The rate counts every request,
  // refused ones too: their failures commit it (CommittedFailure).
  apiRoute(
    app,
    deps,
    endpoints.recordBotEvent,
    async ({ params, request, now, repos }) => {
      const address = clientAddress(request);
      const { secrets } = (await deps.scopeOf(request)).db;
      const counting = new EventCounting(repos, secrets);
      if (!(await counting.withinRate(address, now))) {
        throw new CommittedFailure(ApiCode.tooManyRequests, messages.tooManyRequests);
      }
      const bot = await repos.bots.get(params.id);
      // A private bot has no public page to view: it learns nothing, as for GET bots/:id.
      if (!bot?.public) throw new CommittedFailure(ApiCode.notFound, botNotFoundMessage);
      return { bot, address, counting };
    },
    async ({ access: { bot, address, counting }, body, request, now, repos }) => {
      const client = { address, userAgent: request.headers['user-agent'] ?? '' };
      if (await counting.firstToday(bot.id, body.type, client, now)) {
        await recordBotEvent(repos, bot.id, body.type, now);
      }
      return null;
    },
  );
}
