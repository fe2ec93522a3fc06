// What the provider measures of the bots it hosts, instead of trusting their owners: servers,
// uptime, reconnects and event rate (docs/product.md §7). The demo seeds 30 days of it for the
// public bots and starts measuring a bot the first time it comes online here.
import type * as z from 'zod/mini';
import type { botMeasuredDetailSchema } from '../../src/api/schemas';
import { isoDay } from './eventCounting';
import type { BotRecord, MeasuredDay } from './records';
import { prng } from './prng';

/** A bot that has just come online for the first time: measured from now on. */
export function firstMeasured(since: number): NonNullable<BotRecord['measured']> {
  return { since, uptime: 1, reconnects: 0, eventsPerMinute: 0 };
}

const DAY_MS = 24 * 60 * 60_000;
/** The window the figures cover (docs/product.md §7: the share of the last 30 days). */
const WINDOW_DAYS = 30;

/**
 * Adds what the runtime measured since its last report, at `at`, to the day's row, drops the days
 * past the window, and works the figures out from the days kept: uptime is the share of the hosted
 * time that was connected, reconnects their sum, and the event rate today's events per hosted
 * minute. The whole delta goes to `at`'s day (reports come every few minutes).
 */
export function accrue(
  measured: NonNullable<BotRecord['measured']>,
  at: number,
  delta: Omit<MeasuredDay, 'day'>,
): void {
  const day = isoDay(at);
  const oldest = isoDay(at - (WINDOW_DAYS - 1) * DAY_MS);
  const days = (measured.days ?? daysOfSummary(measured, at)).filter((kept) => kept.day >= oldest);
  let today = days.find((kept) => kept.day === day);
  if (!today) {
    today = { day, hostedMs: 0, upMs: 0, reconnects: 0, events: 0 };
    days.push(today);
  }
  today.hostedMs += delta.hostedMs;
  today.upMs += Math.min(delta.upMs, delta.hostedMs);
  today.reconnects += delta.reconnects;
  today.events += delta.events;
  measured.days = days;
  const hosted = days.reduce((sum, kept) => sum + kept.hostedMs, 0);
  if (hosted > 0) {
    const up = days.reduce((sum, kept) => sum + kept.upMs, 0);
    measured.uptime = Math.round((up / hosted) * 10_000) / 10_000;
  }
  measured.reconnects = days.reduce((sum, kept) => sum + kept.reconnects, 0);
  const minutes = today.hostedMs / 60_000;
  // Within a day's first minute the rate so far says little: the last one stands.
  if (minutes >= 1) measured.eventsPerMinute = Math.round((today.events / minutes) * 10) / 10;
}

/**
 * The day rows a summary without them stands for (a seeded bot's 30 days, measured before this
 * host kept days): each day from its `since` to the day before `at`, in the window, at the
 * summary's uptime and event rate, its reconnects spread over them. So the first report adds to
 * that history instead of replacing it, and it leaves the window day by day.
 */
function daysOfSummary(measured: NonNullable<BotRecord['measured']>, at: number): MeasuredDay[] {
  const first = Math.max(measured.since, at - (WINDOW_DAYS - 1) * DAY_MS);
  const starts: number[] = [];
  for (let start = first; isoDay(start) < isoDay(at); start = Date.parse(isoDay(start)) + DAY_MS) {
    starts.push(start);
  }
  return starts.map((start, index) => {
    const hostedMs = Date.parse(isoDay(start)) + DAY_MS - start;
    const share = Math.floor(measured.reconnects / starts.length);
    return {
      day: isoDay(start),
      hostedMs,
      upMs: Math.round(hostedMs * measured.uptime),
      reconnects: share + (index < measured.reconnects - share * starts.length ? 1 : 0),
      events: Math.round((hostedMs / 60_000) * measured.eventsPerMinute),
    };
  });
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
  const { uptime, reconnects, eventsPerMinute } = measured;
  return { since: iso(measured.since), uptime, reconnects, eventsPerMinute };
}
