// A bot's log: pages of history and the live stream (server/logs.ts, server/logStreams.ts).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { apiRoute, apiStreamRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { lastId, logOf, logPage } from '../logs';
import { botRole } from '../access';

export function registerLogRoutes(app: FastifyInstance, deps: Deps): void {
  const { store } = deps;
  /** Who may read a bot's log: its owner and every co-owner, viewers too. Both routes ask it. */
  const readers = botRole('viewer');

  apiRoute(app, deps, endpoints.getBotLogs, readers, ({ access: { bot }, query, now }) =>
    logPage(logOf(store.logs, bot, now), query.before, query.limit),
  );

  apiStreamRoute(app, deps, endpoints.streamBotLogs, readers, ({ access: { bot }, query }) => {
    const read = () => logOf(store.logs, bot, deps.now());
    // A resume from an id the log has not reached (another server's, a reset) starts from now.
    const after =
      query.after !== undefined && query.after <= lastId(read()) ? query.after : undefined;
    return deps.logStreams.start(bot.id, read, after).body;
  });
}
