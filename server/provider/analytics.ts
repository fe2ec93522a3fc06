// The owner's analytics (docs/product.md §8.7): made up like the server history (server/stats.ts),
// stable per bot and calendar day, with the servers taken from that history; plus the views and
// invite clicks the public pages really recorded (POST bots/:id/events) and the commands answered
// and errors the runtime counted (runtime/botRunner.ts), added to their day: rows of
// `bot_event_days` (storage/repos/events.ts), counted by the beacons and the runtime, read here.
import type * as z from 'zod/mini';
import type { BotEventType, analyticsSchema } from '../../src/api/schemas';
import { isoDay } from './eventCounting';
import type { BotRecord } from './records';
import { prng } from './prng';
import { hash } from './seed';
import { botStats } from './stats';
import type { Repos } from './storage/repos';

/** Counts one event of `type` for the bot on the day of `now` (one atomic upsert). */
export async function recordBotEvent(
  repos: Repos,
  botId: string,
  type: BotEventType,
  now: number,
): Promise<void> {
  await repos.events.count(botId, isoDay(now), type);
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

export async function botAnalytics(
  repos: Repos,
  bot: BotRecord,
  days: number,
  now: number,
): Promise<z.input<typeof analyticsSchema>> {
  const stats = botStats(bot, days, now).points;
  const recorded =
    stats.length === 0
      ? []
      : await repos.events.days(bot.id, stats[0].date, stats[stats.length - 1].date);
  const byDay = new Map(recorded.map((row) => [row.day, row]));
  const points = stats.map(({ date, servers }) => {
    const seeded = seededDay(bot, date, servers);
    const counted = byDay.get(date);
    return {
      date,
      servers,
      ...seeded,
      views: seeded.views + (counted?.views ?? 0),
      invites: seeded.invites + (counted?.invites ?? 0),
      commands: seeded.commands + (counted?.commands ?? 0),
      errors: seeded.errors + (counted?.errors ?? 0),
    };
  });
  return { points };
}
