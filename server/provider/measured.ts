// What the provider measures of the bots it hosts, instead of trusting their owners: servers,
// uptime, reconnects and event rate (docs/product.md §7). The demo seeds 30 days of it for the
// public bots and starts measuring a bot the first time it comes online here.
import type * as z from 'zod/mini';
import type { botMeasuredDetailSchema } from '../../src/api/schemas';
import type { BotRecord } from './records';
import { prng } from './prng';

/** A bot that has just come online for the first time: measured from now on. */
export function firstMeasured(since: number): NonNullable<BotRecord['measured']> {
  return { since, uptime: 1, reconnects: 0, eventsPerMinute: 0 };
}

/**
 * Thirty days of measurements for a seeded bot, from its own random stream (so the rest of the
 * seed is unchanged): a running bot is up nearly all the time and reconnects now and then; one that
 * is stopped now was down for a good part of the month.
 */
export function seededMeasured(
  number: number,
  bot: Pick<BotRecord, 'createdAt' | 'serverCount' | 'runtime'>,
): NonNullable<BotRecord['measured']> {
  const random = prng(number * 7919);
  const online = bot.runtime.state === 'online';
  const uptime = online ? 0.985 + random() * 0.0149 : 0.8 + random() * 0.17;
  return {
    since: bot.createdAt,
    uptime: Math.round(uptime * 10_000) / 10_000,
    reconnects: online ? Math.floor(random() * 8) : 3 + Math.floor(random() * 40),
    eventsPerMinute: Math.round(bot.serverCount * (0.05 + random() * 0.3) * 10) / 10,
  };
}

const iso = (time: number) => new Date(time).toISOString();

export function measuredView(
  measured: BotRecord['measured'],
): z.input<typeof botMeasuredDetailSchema> | null {
  if (!measured) return null;
  return { ...measured, since: iso(measured.since) };
}
