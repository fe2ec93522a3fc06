// Server-count history for the public bot page's chart: made up, but stable. Each day's value
// depends only on the bot and the calendar day, so the chart does not jump between reloads and
// yesterday's point stays put as days go by; the last point is today's real count.
import type * as z from 'zod/mini';
import type { statsSchema } from '../src/api/schemas';
import type { BotRecord } from './records';
import { hash, prng } from './seed';

const DAY_MS = 24 * 60 * 60_000;

export function botStats(bot: BotRecord, days: number, now: number): z.input<typeof statsSchema> {
  const today = Math.floor(now / DAY_MS);
  const createdDay = Math.floor(bot.createdAt / DAY_MS);
  const points: { date: string; servers: number }[] = [];
  for (let ago = days - 1; ago >= 0; ago--) {
    const day = today - ago;
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (day < createdDay) {
      points.push({ date, servers: 0 });
      continue;
    }
    // Steady growth towards today's count, with a little daily wobble.
    const noise = prng(hash(`${bot.id}:${day}`))() - 0.5;
    const trend = bot.serverCount * (1 - 0.004 * ago);
    const servers = ago === 0 ? bot.serverCount : Math.round(trend * (1 + 0.04 * noise));
    points.push({ date, servers: Math.max(0, servers) });
  }
  return { points };
}
