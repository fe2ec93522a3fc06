// Server-count history for the public bot page's chart: made up, but stable. Each past day's value
// depends only on the bot and the calendar day, so the chart does not jump between reloads and a
// day keeps its value as time goes by; the last point is today's real count.
import type * as z from 'zod/mini';
import { limits } from '../../src/api/constants';
import type { statsSchema } from '../../src/api/schemas';
import { effectivePlan } from './billing';
import type { BotRecord } from './records';
import { prng } from './prng';
import { hash } from './seed';
import type { Session } from './sessions';

export const longStatsMessage = `More than ${String(limits.statsDays.free)} days of statistics is for the bot's owner on the Pro plan`;

/**
 * Whether `session` may read `days` of `bot`'s history: anyone up to the free range; beyond it only
 * the owner, on Pro as of `now`. Refused rather than cut short, so `days` always means what it says.
 */
export function mayReadStats(
  bot: BotRecord,
  days: number,
  session: Session | null,
  now: number,
): boolean {
  if (days <= limits.statsDays.free) return true;
  return session?.user.id === bot.ownerId && effectivePlan(session.user, now).id === 'pro';
}

const DAY_MS = 24 * 60 * 60_000;
/** Bots grow from their creation until this day (the seed's epoch), then hold steady. */
const GROWN_BY_DAY = Math.floor(Date.parse('2026-01-01T00:00:00Z') / DAY_MS);
const RAMP_START_DAYS = 30;

function servers(bot: BotRecord, day: number, createdDay: number): number {
  const span = Math.max(1, GROWN_BY_DAY - createdDay + RAMP_START_DAYS);
  const growth = Math.min(1, Math.max(0.05, (day - createdDay + RAMP_START_DAYS) / span));
  const wobble = 1 + 0.06 * (prng(hash(`${bot.id}:${day}`))() - 0.5);
  return Math.max(0, Math.round(bot.serverCount * growth * wobble));
}

export function botStats(bot: BotRecord, days: number, now: number): z.input<typeof statsSchema> {
  const today = Math.floor(now / DAY_MS);
  const createdDay = Math.floor(bot.createdAt / DAY_MS);
  const points: { date: string; servers: number }[] = [];
  for (let day = today - days + 1; day <= today; day++) {
    const value =
      day === today ? bot.serverCount : day < createdDay ? 0 : servers(bot, day, createdDay);
    points.push({ date: new Date(day * DAY_MS).toISOString().slice(0, 10), servers: value });
  }
  return { points };
}
