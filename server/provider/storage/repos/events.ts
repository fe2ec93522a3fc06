// The public pages' views and invite clicks (server/provider/analytics.ts, eventCounting.ts): the
// counts per bot and day, which client already counted today (keyed hashes only), and the events
// per address in the current minute. Every count is one atomic statement: two beacons at once both
// count. The old days and windows are swept by the beacons' writes, never by a read.
import { and, between, eq, sql } from 'drizzle-orm';
import type { BotEventType } from '../../../../src/api/schemas';
import type { Tx } from '../engine';
import { rowsOf } from '../engine';
import { botEventDays, catalog, countedEvents, eventRates } from '../schema';

interface EventDay {
  day: string;
  views: number;
  invites: number;
  commands: number;
  errors: number;
}

/** The day's salt of the client hashes, sealed (storage/secrets.ts): one catalog entry. */
const SALT_KEY = 'eventSalt';
interface SaltEntry {
  day: string;
  sealed: string;
}

/** The most old rows one sweep deletes: a beacon never waits on a large delete. */
const SWEEP_BATCH = 1000;

export class EventRepo {
  constructor(readonly tx: Tx) {}

  /** Adds one event to the bot's day. */
  async count(botId: string, day: string, type: BotEventType): Promise<void> {
    const views = type === 'view' ? 1 : 0;
    const invites = type === 'invite' ? 1 : 0;
    await this.tx
      .insert(botEventDays)
      .values({ botId, day, views, invites })
      .onConflictDoUpdate({
        target: [botEventDays.botId, botEventDays.day],
        set: {
          views: sql`${botEventDays.views} + ${views}`,
          invites: sql`${botEventDays.invites} + ${invites}`,
        },
      });
  }

  /** Adds what the runtime handled and failed on the bot's day (one atomic upsert). */
  async countRuntime(
    botId: string,
    day: string,
    { commands, errors }: { commands: number; errors: number },
  ): Promise<void> {
    if (commands === 0 && errors === 0) return;
    await this.tx
      .insert(botEventDays)
      .values({ botId, day, commands, errors })
      .onConflictDoUpdate({
        target: [botEventDays.botId, botEventDays.day],
        set: {
          commands: sql`${botEventDays.commands} + ${commands}`,
          errors: sql`${botEventDays.errors} + ${errors}`,
        },
      });
  }

  /** The bot's counted days from `first` to `last` (ISO dates), those with any event. */
  async days(botId: string, first: string, last: string): Promise<EventDay[]> {
    return this.tx
      .select({
        day: botEventDays.day,
        views: botEventDays.views,
        invites: botEventDays.invites,
        commands: botEventDays.commands,
        errors: botEventDays.errors,
      })
      .from(botEventDays)
      .where(and(eq(botEventDays.botId, botId), between(botEventDays.day, first, last)));
  }

  /** Remembers `hash` for `day`; whether it is new (the first such event that day). */
  async firstOfDay(day: string, hash: string): Promise<boolean> {
    const inserted = await this.tx
      .insert(countedEvents)
      .values({ day, hash })
      .onConflictDoNothing()
      .returning({ hash: countedEvents.hash });
    return inserted.length > 0;
  }

  /**
   * Counts one event from the address hash in its window (a new window when the last one is
   * `windowMs` old); the events in the window, this one included.
   */
  async countInWindow(addressHash: string, now: number, windowMs: number): Promise<number> {
    const stale = sql`${eventRates.windowStart} <= ${now - windowMs}`;
    const rows = await this.tx
      .insert(eventRates)
      .values({ addressHash, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: eventRates.addressHash,
        set: {
          windowStart: sql`case when ${stale} then ${now} else ${eventRates.windowStart} end`,
          count: sql`case when ${stale} then 1 else ${eventRates.count} + 1 end`,
        },
      })
      .returning({ count: eventRates.count });
    return rows.at(0)?.count ?? 1;
  }

  /**
   * Deletes what no beacon needs any more: the counted events of days before `today` and the
   * windows that ended by `now - windowMs`, a batch at a time, skipping rows another beacon holds.
   */
  async sweep(today: string, now: number, windowMs: number): Promise<void> {
    await this.tx.execute(
      sql`delete from ${countedEvents} where (day, hash) in (select day, hash from ${countedEvents} where day < ${today} limit ${SWEEP_BATCH} for update skip locked)`,
    );
    await this.tx.execute(
      sql`delete from ${eventRates} where address_hash in (select address_hash from ${eventRates} where window_start <= ${now - windowMs} limit ${SWEEP_BATCH} for update skip locked)`,
    );
  }

  /**
   * The sealed salt of `day`'s hashes: the stored one if it is that day's (or a later one's),
   * otherwise `fresh()`, stored in its place. Two beacons at once get the same salt.
   */
  async daySalt(day: string, fresh: () => string): Promise<string> {
    const value: SaltEntry = { day, sealed: fresh() };
    const replaced = await rowsOf<{ value: SaltEntry }>(
      this.tx,
      sql`insert into ${catalog} (key, value) values (${SALT_KEY}, ${JSON.stringify(value)}::jsonb) on conflict (key) do update set value = excluded.value where ${catalog.value}->>'day' < ${day} returning value`,
    );
    if (replaced.length > 0) return value.sealed;
    const rows = await this.tx.select().from(catalog).where(eq(catalog.key, SALT_KEY));
    return (rows.at(0)?.value as SaltEntry | undefined)?.sealed ?? value.sealed;
  }
}
