// The owner's analytics (docs/product.md §8.7): made up like the server history (server/stats.ts),
// stable per bot and calendar day, with the servers taken from that history; plus the views and
// invite clicks the public pages really recorded (POST bots/:id/events), added to their day.
import type * as z from 'zod/mini';
import type { BotEventType, analyticsSchema } from '../../src/api/schemas';
import type { BotRecord } from './records';
import { prng } from './prng';
import { hash } from './seed';
import { botStats } from './stats';
import type { BotEventCounts, Store } from './store';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const eventKey = (botId: string, date: string) => `${botId} ${date}`;

/** Counts one event of `type` for `bot` on the day of `now`. */
export function recordBotEvent(
  store: Store,
  bot: BotRecord,
  type: BotEventType,
  now: number,
): void {
  const key = eventKey(bot.id, isoDay(now));
  const counts = store.botEvents.get(key) ?? { view: 0, invite: 0 };
  counts[type] += 1;
  store.botEvents.set(key, counts);
}

/** A bot's own rates, drawn once from its id: how its servers turn into members, commands, views. */
function profileOf(bot: BotRecord) {
  const random = prng(hash(`${bot.id}:analytics`));
  return {
    membersPerServer: 12 + Math.floor(random() * 60),
    commandsPerMember: 0.05 + random() * 0.25,
    errorRate: 0.002 + random() * 0.02,
    viewsPerServer: 0.05 + random() * 0.2,
    inviteRate: 0.03 + random() * 0.1,
  };
}

/** The made-up figures of one day with `servers` servers (none before the bot had any). */
function seededDay(bot: BotRecord, date: string, servers: number) {
  const profile = profileOf(bot);
  const random = prng(hash(`${bot.id}:${date}:analytics`));
  // ±15 % from day to day, and quieter weekends for commands.
  const wobble = () => 0.85 + 0.3 * random();
  const weekend = [0, 6].includes(new Date(date).getUTCDay()) ? 0.8 : 1;
  const members = Math.round(servers * profile.membersPerServer * wobble());
  const commands = Math.round(members * profile.commandsPerMember * weekend * wobble());
  const errors = Math.round(commands * profile.errorRate * wobble());
  const views = servers === 0 ? 0 : Math.round((2 + servers * profile.viewsPerServer) * wobble());
  const invites = Math.round(views * profile.inviteRate * wobble());
  return { members, commands, errors, views, invites };
}

const noEvents: BotEventCounts = { view: 0, invite: 0 };

export function botAnalytics(
  store: Store,
  bot: BotRecord,
  days: number,
  now: number,
): z.input<typeof analyticsSchema> {
  const points = botStats(bot, days, now).points.map(({ date, servers }) => {
    const seeded = seededDay(bot, date, servers);
    const recorded = store.botEvents.get(eventKey(bot.id, date)) ?? noEvents;
    return {
      date,
      servers,
      ...seeded,
      views: seeded.views + recorded.view,
      invites: seeded.invites + recorded.invite,
    };
  });
  return { points };
}
