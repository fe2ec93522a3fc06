// A bot's audit log (server/activity.ts): every co-owner reads it, viewers too; a deleted bot's is
// no one's to read any more (400004, like the bot).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { botRole } from '../access';
import { activityView } from '../activity';
import { apiRoute } from '../apiRoute';
import type { Deps } from '../deps';

export function registerActivityRoutes(app: FastifyInstance, deps: Deps): void {
  const { store } = deps;
  apiRoute(app, deps, endpoints.getBotActivity, botRole('viewer'), ({ access: { bot }, query }) => {
    const { records, hasOlder } = store.activity.page(bot.id, query);
    return { entries: records.map((record) => activityView(record, store.users)), hasOlder };
  });
}
