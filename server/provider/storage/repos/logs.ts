// Bots' logs (server/provider/logs.ts decides what a bot writes and when): where each log stands in
// `bot_logs`, its lines in `log_lines`, numbered per bot. Only the write paths call the methods
// that change them (catchUpLog, the runtime's lines and the test controls); a read computes what
// is not written yet.
//
// Retention (docs/deploy.md): a log keeps its newest lines, as many as the writer says. Where the
// kept lines begin is a column of the log's row, moved on by each write without reading the lines
// (their ids are consecutive), so a write is an insert and an update and a read an index range;
// the lines past the retention are deleted in one statement once they are a tenth of it.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { BotStatus, LogLevel } from '../../../../src/api/schemas';
import type { Tx } from '../engine';
import { botLogs, logLines } from '../schema';

/** Where a bot's log stands: the next line's id, written up to `until`, at what rate. */
export interface LogState {
  nextId: number;
  /** Written up to this time. */
  until: number;
  /** The bot's status as of `until`. */
  status: BotStatus;
  /** Lines a second while online. */
  rate: number;
}

/**
 * A written log's state with its retention: the lines it keeps are the stored ones from id
 * `keptFrom` on, `kept` of them (at most the retention); `stale` older lines, past the retention,
 * are still stored, to be deleted together once they are many (a read never shows them).
 */
export interface StoredLogState extends LogState {
  keptFrom: number;
  kept: number;
  stale: number;
}

export interface LogLineRecord {
  id: number;
  at: number;
  level: LogLevel;
  source: string;
  message: string;
}

/** Lines one insert carries (as five arrays, whatever their number: one statement each). */
const INSERT_BATCH = 10_000;

const lineColumns = {
  id: logLines.id,
  at: logLines.at,
  level: logLines.level,
  source: logLines.source,
  message: logLines.message,
};

/**
 * Past the retention, lines are not deleted one write at a time but together once they are this
 * share of it: a write is an insert and an update of the log's row, and one in many a delete.
 */
const STALE_SHARE = 0.1;

export class LogRepo {
  constructor(readonly tx: Tx) {}

  /** The log's state, locked until the transaction ends with `lock`; undefined if never written. */
  async state(botId: string, { lock = false } = {}): Promise<StoredLogState | undefined> {
    const query = this.tx.select().from(botLogs).where(eq(botLogs.botId, botId));
    const row = (lock ? await query.for('update') : await query).at(0);
    if (!row) return undefined;
    return {
      nextId: row.nextId,
      until: row.until,
      status: row.status as BotStatus,
      rate: row.rate,
      keptFrom: row.keptFrom,
      kept: row.kept,
      stale: row.stale,
    };
  }

  /**
   * Writes `lines` (ids above every stored one, ascending) after the log `before` (its state as
   * read in this transaction, locked; undefined if never written), and `next` as where the log now
   * stands, keeping its newest `keep` lines. Answers the log's new state.
   */
  async write(
    botId: string,
    before: StoredLogState | undefined,
    lines: readonly LogLineRecord[],
    next: LogState,
    keep: number,
  ): Promise<StoredLogState> {
    await this.insert(botId, lines);
    let { keptFrom, kept, stale } = before ?? { keptFrom: 0, kept: 0, stale: 0 };
    const first = lines.at(0);
    if (kept === 0 && first) keptFrom = first.id;
    const excess = kept + lines.length - keep;
    if (excess > 0) {
      if (excess >= kept) {
        // Every line kept before goes, and the oldest new ones with them.
        keptFrom = lines[excess - kept].id;
      } else if (before && before.nextId - keptFrom === kept) {
        // The kept lines' ids are consecutive (as every write after a log's first makes them).
        keptFrom += excess;
      } else {
        keptFrom = await this.idAbove(botId, keptFrom, excess);
      }
      stale += excess;
      kept = keep;
    } else {
      kept += lines.length;
    }
    if (stale > keep * STALE_SHARE) {
      await this.tx
        .delete(logLines)
        .where(and(eq(logLines.botId, botId), lt(logLines.id, keptFrom)));
      stale = 0;
    }
    const state = { ...next, keptFrom, kept, stale };
    await this.tx
      .insert(botLogs)
      .values({ botId, ...state })
      .onConflictDoUpdate({ target: botLogs.botId, set: state });
    return state;
  }

  /** Inserts lines, many per statement. */
  private async insert(botId: string, lines: readonly LogLineRecord[]): Promise<void> {
    for (let start = 0; start < lines.length; start += INSERT_BATCH) {
      const batch = lines.slice(start, start + INSERT_BATCH);
      const column = <T>(pick: (line: LogLineRecord) => T) => sql.param(batch.map(pick));
      await this.tx.execute(
        sql`insert into ${logLines} (bot_id, id, at, level, source, message) select ${botId}, * from unnest(${column((line) => line.id)}::bigint[], ${column((line) => line.at)}::bigint[], ${column((line) => line.level)}::text[], ${column((line) => line.source)}::text[], ${column((line) => line.message)}::text[])`,
      );
    }
  }

  /** The id of the stored line `skip` lines above the lowest at or above `from` (an index walk). */
  private async idAbove(botId: string, from: number, skip: number): Promise<number> {
    const rows = await this.tx
      .select({ id: logLines.id })
      .from(logLines)
      .where(and(eq(logLines.botId, botId), gte(logLines.id, from)))
      .orderBy(asc(logLines.id))
      .offset(skip)
      .limit(1);
    const row = rows.at(0);
    if (!row) throw new Error(`The log of ${botId} has fewer lines than it counts`);
    return row.id;
  }

  /**
   * The lowest id of the log's `keep` newest kept lines (or the lowest kept one if it keeps no
   * more): the ids of its lines are consecutive but for a never-written log's opening lines, so
   * this is arithmetic, or a short index walk while those are kept.
   */
  private async floor(botId: string, log: StoredLogState, keep: number): Promise<number> {
    const skip = log.kept - keep;
    if (skip <= 0) return log.keptFrom;
    if (log.nextId - log.keptFrom === log.kept) return log.keptFrom + skip;
    return this.idAbove(botId, log.keptFrom, skip);
  }

  /**
   * Up to `limit` kept lines below id `below`, newest first; with `keep`, only among the `keep`
   * newest kept lines (the others are past the retention once the pending lines are written).
   */
  async newestBelow(
    botId: string,
    log: StoredLogState,
    below: number,
    limit: number,
    keep = log.kept,
  ): Promise<LogLineRecord[]> {
    if (keep <= 0 || limit <= 0) return [];
    const floor = await this.floor(botId, log, keep);
    return this.tx
      .select(lineColumns)
      .from(logLines)
      .where(and(eq(logLines.botId, botId), lt(logLines.id, below), gte(logLines.id, floor)))
      .orderBy(desc(logLines.id))
      .limit(limit);
  }

  /** The kept lines above id `after`, oldest first; with `keep`, only among the `keep` newest. */
  async above(
    botId: string,
    log: StoredLogState,
    after: number,
    keep = log.kept,
  ): Promise<LogLineRecord[]> {
    if (keep <= 0) return [];
    const floor = Math.max(after + 1, await this.floor(botId, log, keep));
    return this.tx
      .select(lineColumns)
      .from(logLines)
      .where(and(eq(logLines.botId, botId), gte(logLines.id, floor)))
      .orderBy(asc(logLines.id));
  }

  /** Deletes every line, keeping where the log stands (a test control's fresh history). */
  async clear(botId: string): Promise<void> {
    await this.tx.delete(logLines).where(eq(logLines.botId, botId));
    await this.tx
      .update(botLogs)
      .set({ keptFrom: sql`${botLogs.nextId}`, kept: 0, stale: 0 })
      .where(eq(botLogs.botId, botId));
  }

  /** Deletes the log altogether (its bot is gone). */
  async forget(botId: string): Promise<void> {
    await this.tx.delete(logLines).where(eq(logLines.botId, botId));
    await this.tx.delete(botLogs).where(eq(botLogs.botId, botId));
  }
}
