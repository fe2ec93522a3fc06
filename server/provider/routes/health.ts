// A bot's health and its auto-restart policy (server/health.ts), and the signed-in user's alerts.
// Viewers read a bot's health; owner and admins change the policy. Reading the alerts settles
// every bot the user can see in memory first (writing nothing), so polling them is how a new
// incident is noticed; marking them read stores what that settling raised.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { botRole } from '../access';
import { apiRoute } from '../apiRoute';
import type { Deps } from '../deps';
import {
  healthView,
  lockHealth,
  notificationPage,
  notificationView,
  readNotifications,
  settleHealth,
  storeHealth,
} from '../health';

export function registerHealthRoutes(app: FastifyInstance, deps: Deps): void {
  apiRoute(
    app,
    deps,
    endpoints.getBotHealth,
    botRole('viewer'),
    ({ access: { bot }, now, repos }) => healthView(repos, bot, now),
  );

  apiRoute(
    app,
    deps,
    endpoints.updateBotHealthPolicy,
    botRole('admin'),
    async ({ access: { bot }, body, session, now, repos }) => {
      // What happened under the old policy is stored first: its alerts went to the old channel.
      await settleHealth(repos, bot, now);
      const health = await lockHealth(repos, bot);
      const { record } = health;
      const before = { ...record.policy, alertChannel: record.alertChannel };
      const changes = [
        {
          field: 'health.autoRestart.enabled',
          before: String(before.autoRestart),
          after: String(body.autoRestart),
        },
        {
          field: 'health.maxRestartsPerHour',
          before: String(before.maxRestartsPerHour),
          after: String(body.maxRestartsPerHour),
        },
        { field: 'health.alertChannel', before: before.alertChannel, after: body.alertChannel },
      ].filter((change) => change.before !== change.after);
      record.policy = {
        autoRestart: body.autoRestart,
        maxRestartsPerHour: body.maxRestartsPerHour,
      };
      record.alertChannel = body.alertChannel;
      await storeHealth(repos, health);
      if (changes.length > 0) {
        await repos.activity.record({
          botId: bot.id,
          at: now,
          actorId: session.user.id,
          kind: 'health.policy_changed',
          changes,
        });
      }
      return healthView(repos, bot, now);
    },
  );

  apiRoute(app, deps, endpoints.listNotifications, async ({ query, session, now, repos }) => {
    const page = await notificationPage(repos, session.user.id, query, now);
    return { ...page, items: page.items.map(notificationView) };
  });

  apiRoute(app, deps, endpoints.readNotifications, async ({ body, session, now, repos }) => ({
    unread: await readNotifications(repos, session.user.id, body.ids, now),
  }));
}
