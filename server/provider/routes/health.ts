// A bot's health and its auto-restart policy (server/health.ts), and the signed-in user's alerts.
// Viewers read a bot's health; owner and admins change the policy. Reading the alerts settles
// every bot the user can see first, so polling them is how a new incident is noticed.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { botRole, botsWithAccess } from '../access';
import { apiRoute } from '../apiRoute';
import type { Deps } from '../deps';
import { healthView, notificationView, settleHealth } from '../health';

export function registerHealthRoutes(app: FastifyInstance, deps: Deps): void {
  const { store } = deps;

  apiRoute(app, deps, endpoints.getBotHealth, botRole('viewer'), ({ access: { bot }, now }) =>
    healthView(store.health, bot, now),
  );

  apiRoute(
    app,
    deps,
    endpoints.updateBotHealthPolicy,
    botRole('admin'),
    ({ access: { bot }, body, session, now }) => {
      const record = store.health.of(bot.id);
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
      if (changes.length > 0) {
        store.activity.record({
          botId: bot.id,
          at: now,
          actorId: session.user.id,
          kind: 'health.policy_changed',
          changes,
        });
      }
      return healthView(store.health, bot, now);
    },
  );

  apiRoute(app, deps, endpoints.listNotifications, ({ query, session, now }) => {
    for (const { bot } of botsWithAccess(store, session.user.id)) {
      settleHealth(store.health, bot, now);
    }
    const page = store.health.page(session.user.id, query);
    return { ...page, items: page.items.map(notificationView) };
  });

  apiRoute(app, deps, endpoints.readNotifications, ({ body, session, now }) => ({
    unread: store.health.markRead(session.user.id, body.ids, now),
  }));
}
