// A bot's audit log (server/activity.ts): every co-owner reads it, viewers too; a deleted bot's is
// no one's to read any more (400004, like the bot).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { botRole } from '../access';
import { activityView } from '../activity';
import { apiRoute } from '../apiRoute';
import type { Deps } from '../deps';

export function registerActivityRoutes(app: FastifyInstance, deps: Deps): void {
  apiRoute(
    app,
    deps,
    endpoints.getBotActivity,
    botRole('viewer'),
    async ({ access: { bot }, query, repos }) => {
      const { records, hasOlder } = await repos.activity.page(bot.id, query);
      const users = await repos.users.byIds(
        records.flatMap((record) => [
          record.actorId,
          ...(record.memberId ? [record.memberId] : []),
        ]),
      );
      return { entries: records.map((record) => activityView(record, users)), hasOlder };
    },
  );
}
