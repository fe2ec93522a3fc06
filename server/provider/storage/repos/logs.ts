// Bots' logs (server/provider/logs.ts decides what a bot writes and when): where each log stands in
// `bot_logs`, its lines in `log_lines`, numbered per bot. Only the write paths call the methods
// that change them (catchUpLog and the test controls); a read computes what is not written yet.
import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
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

export class LogRepo {
  constructor(readonly tx: Tx) {}

  /** The log's state, locked until the transaction ends with `lock`; undefined if never written. */
  async state(botId: string, { lock = false } = {}): Promise<LogState | undefined> {
    const query = this.tx.select().from(botLogs).where(eq(botLogs.botId, botId));
    const row = (lock ? await query.for('update') : await query).at(0);
    if (!row) return undefined;
    return {
      nextId: row.nextId,
      until: row.until,
      status: row.status as BotStatus,
      rate: row.rate,
    };
  }

  async saveState(botId: string, state: LogState): Promise<void> {
    const row = { botId, ...state };
    await this.tx
      .insert(botLogs)
      .values(row)
      .onConflictDoUpdate({ target: botLogs.botId, set: state });
  }

  /** Appends lines (ids above every kept one), many per statement. */
  async append(botId: string, lines: readonly LogLineRecord[]): Promise<void> {
    for (let start = 0; start < lines.length; start += INSERT_BATCH) {
      const batch = lines.slice(start, start + INSERT_BATCH);
      const column = <T>(pick: (line: LogLineRecord) => T) => sql.param(batch.map(pick));
      await this.tx.execute(
        sql`insert into ${logLines} (bot_id, id, at, level, source, message) select ${botId}, * from unnest(${column((line) => line.id)}::bigint[], ${column((line) => line.at)}::bigint[], ${column((line) => line.level)}::text[], ${column((line) => line.source)}::text[], ${column((line) => line.message)}::text[])`,
      );
    }
  }

  /**
   * The id of the newest line past the `keep` newest (0 when there is none): the lines at or below
   * it are not kept.
   */
  private async cutoff(botId: string, keep: number): Promise<number> {
    const rows = await this.tx
      .select({ id: logLines.id })
      .from(logLines)
      .where(eq(logLines.botId, botId))
      .orderBy(desc(logLines.id))
      .offset(keep)
      .limit(1);
    return rows.at(0)?.id ?? 0;
  }

  /**
   * Up to `limit` lines below id `below`, newest first; with `keep`, only among the `keep` newest
   * lines (the others are past the retention, or about to be).
   */
  async newestBelow(
    botId: string,
    below: number,
    limit: number,
    keep?: number,
  ): Promise<LogLineRecord[]> {
    const floor = keep === undefined ? 0 : await this.cutoff(botId, keep);
    return this.tx
      .select(lineColumns)
      .from(logLines)
      .where(and(eq(logLines.botId, botId), lt(logLines.id, below), gt(logLines.id, floor)))
      .orderBy(desc(logLines.id))
      .limit(limit);
  }

  /** The lines above id `after`, oldest first; with `keep`, only among the `keep` newest lines. */
  async above(botId: string, after: number, keep?: number): Promise<LogLineRecord[]> {
    const floor = keep === undefined ? after : Math.max(after, await this.cutoff(botId, keep));
    return this.tx
      .select(lineColumns)
      .from(logLines)
      .where(and(eq(logLines.botId, botId), gt(logLines.id, floor)))
      .orderBy(asc(logLines.id));
  }

  async count(botId: string): Promise<number> {
    const rows = await this.tx
      .select({ n: count() })
      .from(logLines)
      .where(eq(logLines.botId, botId));
    return rows.at(0)?.n ?? 0;
  }

  /** Deletes all but the `keep` newest lines (the retention, docs/deploy.md). */
  async trim(botId: string, keep: number): Promise<void> {
    const floor = await this.cutoff(botId, keep);
    if (floor > 0) {
      await this.tx
        .delete(logLines)
        .where(and(eq(logLines.botId, botId), sql`${logLines.id} <= ${floor}`));
    }
  }

  /** Deletes every line, keeping where the log stands (a test control's fresh history). */
  async clear(botId: string): Promise<void> {
    await this.tx.delete(logLines).where(eq(logLines.botId, botId));
  }

  /** Deletes the log altogether (its bot is gone). */
  async forget(botId: string): Promise<void> {
    await this.clear(botId);
    await this.tx.delete(botLogs).where(eq(botLogs.botId, botId));
  }
}
