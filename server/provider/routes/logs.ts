// A bot's log: pages of history and the live stream (server/logs.ts, server/logStreams.ts). Both
// only read: what the bot logged since the last write is computed, never stored, here.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { apiRoute, apiStreamRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { lastLogId, linesAfter, logPage } from '../logs';
import type { LogPoll } from '../logStreams';
import { botRole } from '../access';

export function registerLogRoutes(app: FastifyInstance, deps: Deps): void {
  /** Who may read a bot's log: its owner and every co-owner, viewers too. Both routes ask it. */
  const readers = botRole('viewer');

  apiRoute(app, deps, endpoints.getBotLogs, readers, ({ access: { bot }, query, now, repos }) =>
    logPage(repos, bot, query.before, query.limit, now),
  );

  apiStreamRoute(
    app,
    deps,
    endpoints.streamBotLogs,
    readers,
    async ({ access: { bot }, query, now, repos, scope }) => {
      // A resume from an id the log has not reached (another server's, a reset) starts from now.
      const last = await lastLogId(repos, bot, now);
      const after = query.after !== undefined && query.after <= last ? query.after : last;
      const { lines: opening } = await linesAfter(repos, bot, after, now);
      // Each poll in a short transaction of its own, with the bot as it is then.
      const poll: LogPoll = (sent) =>
        scope.db.transaction(async (polled) => {
          const current = await polled.bots.get(bot.id);
          if (!current) return null;
          return (await linesAfter(polled, current, sent, deps.now())).lines;
        });
      return scope.logStreams.start(bot.id, poll, { after, opening }).body;
    },
  );
}
