// Which provider instance runs which bot (docs/runtime.md "Leases"): every running bot has one
// lease row; an instance claims free or expired ones with FOR UPDATE SKIP LOCKED (instances
// claiming at once each take different rows, none waits for another), renews its own on a timer,
// and gives them back when it stops. Each claim raises the lease's epoch: the fencing token a
// runner's writes are checked against, so a runner whose lease went to another instance cannot
// write as if it still ran the bot.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../engine';
import { rowsOf } from '../engine';

/**
 * Where a bot's websocket session stood, for the next runner to resume: every event up to `sn`
 * handled, and of those KOOK replays after it, the ones already handled too (`answered`). An event
 * whose answer is still owed (under way, or withheld when the lease left) keeps `sn` below it, and
 * the answers sent after it are not sent again.
 */
export interface ResumePoint {
  sessionId: string;
  sn: number;
  answered: readonly number[];
  at: number;
}

export interface Lease {
  botId: string;
  epoch: number;
  expiresAt: number;
  resume: ResumePoint | null;
}

interface LeaseRow {
  bot_id: string;
  epoch: string | number;
  expires_at: string | number;
  session_id: string | null;
  sn: string | number | null;
  checkpoint_at: string | number | null;
  answered: ReadonlyArray<string | number> | null;
}

/** A bot the runtime should run: started (or starting), not stopped, stopping or failed. */
const RUNNING = sql`coalesce(b.runtime -> 'transition' ->> 'to', b.runtime ->> 'state') = 'online'`;

const leaseOf = (row: LeaseRow): Lease => ({
  botId: row.bot_id,
  epoch: Number(row.epoch),
  expiresAt: Number(row.expires_at),
  resume:
    row.session_id !== null && row.sn !== null && row.checkpoint_at !== null
      ? {
          sessionId: row.session_id,
          sn: Number(row.sn),
          answered: (row.answered ?? []).map(Number),
          at: Number(row.checkpoint_at),
        }
      : null,
});

const RETURNING = sql`returning l.bot_id, l.epoch, l.expires_at, l.session_id, l.sn, l.checkpoint_at, l.answered`;

/** The columns a resume point is written to (none: nothing to resume). */
const pointColumns = (resume: ResumePoint | null): SQL =>
  sql`session_id = ${resume?.sessionId ?? null}, sn = ${resume?.sn ?? null},
    answered = ${resume ? toArray(resume.answered, 'bigint') : null}, checkpoint_at = ${resume?.at ?? null}`;

export interface ClaimRequest {
  owner: string;
  now: number;
  ttlMs: number;
  /** How many leases it may take. */
  room: number;
  /** Only these bots (a bot just started); otherwise any running bot. */
  only?: readonly string[];
  /** Also the leases this owner's name still holds: the same instance, restarted. */
  adopt?: boolean;
}

export class LeaseRepo {
  /** Whether this transaction gave a lease back: the other instances are told, to claim it. */
  released = false;

  constructor(private readonly tx: Tx) {}

  /**
   * Claims up to `room` leases of running bots that nobody holds (never held, given back, or
   * expired): their owner becomes `owner`, their epoch grows by one, and they expire `ttlMs` from
   * `now` unless renewed. Rows locked by another instance's claim are skipped, not waited for.
   */
  async claim({ owner, now, ttlMs, room, only, adopt = false }: ClaimRequest): Promise<Lease[]> {
    if (room <= 0) return [];
    const within: SQL = only ? sql`and b.id = any(${toArray(only)})` : sql``;
    // A running bot's row, made the first time it is wanted.
    await this.tx.execute(sql`
      insert into bot_leases (bot_id)
      select b.id from bots b
      where ${RUNNING} ${within} and not exists (select 1 from bot_leases x where x.bot_id = b.id)
      on conflict do nothing`);
    const free = adopt
      ? sql`(l.owner is null or l.expires_at <= ${now} or l.owner = ${owner})`
      : sql`(l.owner is null or l.expires_at <= ${now})`;
    const rows = await rowsOf<LeaseRow>(
      this.tx,
      sql`
      with free as (
        select l.bot_id from bot_leases l join bots b on b.id = l.bot_id
        where ${RUNNING} ${within} and ${free}
        order by l.expires_at, l.bot_id
        limit ${room}
        for update of l skip locked
      )
      update bot_leases l set owner = ${owner}, epoch = l.epoch + 1, expires_at = ${now + ttlMs}
      from free where l.bot_id = free.bot_id
      ${RETURNING}`,
    );
    return rows.map(leaseOf);
  }

  /**
   * Renews the leases `owner` holds (as it knows them: bot and epoch) to `now + ttlMs`, and
   * answers those renewed: one missing went to another instance (it expired first). A lease the
   * owner no longer counts as its own is left to expire.
   */
  async renew(
    owner: string,
    held: ReadonlyArray<{ botId: string; epoch: number }>,
    now: number,
    ttlMs: number,
  ): Promise<Lease[]> {
    if (held.length === 0) return [];
    const pairs = sql.join(
      held.map(({ botId, epoch }) => sql`(${botId}, ${epoch}::bigint)`),
      sql`, `,
    );
    const rows = await rowsOf<LeaseRow>(
      this.tx,
      sql`
      update bot_leases l set expires_at = ${now + ttlMs}
      from (values ${pairs}) as held (bot_id, epoch)
      where l.bot_id = held.bot_id and l.epoch = held.epoch and l.owner = ${owner}
      ${RETURNING}`,
    );
    return rows.map(leaseOf);
  }

  /**
   * Gives leases back (their bots stopped here, or the instance is stopping), with where each
   * session stood (none: the bot stopped, nothing to resume), so another instance can claim them
   * at once and resume. Only leases still held at the given epoch.
   */
  async release(
    owner: string,
    leases: ReadonlyArray<{ botId: string; epoch: number; resume?: ResumePoint | null }>,
  ): Promise<void> {
    for (const { botId, epoch, resume = null } of leases) {
      await this.tx.execute(sql`
        update bot_leases set owner = null, expires_at = 0, ${pointColumns(resume)}
        where bot_id = ${botId} and owner = ${owner} and epoch = ${epoch}`);
    }
    if (leases.length > 0) this.released = true;
  }

  /** Writes where the bot's session stands, if the lease is still this one: false when fenced. */
  async checkpoint(
    botId: string,
    owner: string,
    epoch: number,
    resume: ResumePoint | null,
  ): Promise<boolean> {
    const rows = await rowsOf<{ bot_id: string }>(
      this.tx,
      sql`
      update bot_leases set ${pointColumns(resume)}
      where bot_id = ${botId} and owner = ${owner} and epoch = ${epoch}
      returning bot_id`,
    );
    return rows.length > 0;
  }

  /** Whether `owner` still holds the bot's lease at `epoch`, unexpired at `now` (the fence). */
  async holds(botId: string, owner: string, epoch: number, now: number): Promise<boolean> {
    const rows = await rowsOf<{ bot_id: string }>(
      this.tx,
      sql`
      select bot_id from bot_leases
      where bot_id = ${botId} and owner = ${owner} and epoch = ${epoch} and expires_at > ${now}`,
    );
    return rows.length > 0;
  }

  /** Every lease, for the operator's view and the tests. */
  async all(): Promise<Array<Lease & { owner: string | null }>> {
    const rows = await rowsOf<LeaseRow & { owner: string | null }>(
      this.tx,
      sql`select l.bot_id, l.owner, l.epoch, l.expires_at, l.session_id, l.sn, l.checkpoint_at,
          l.answered
        from bot_leases l order by l.bot_id`,
    );
    return rows.map((row) => ({ ...leaseOf(row), owner: row.owner }));
  }

  /**
   * Whether a webhook delivery (by its `sn:…` or `msg:…` keys) is new for the bot, noting it as
   * seen: the first instance to note a key handles it, a retry reaching any instance is dropped.
   */
  async firstDelivery(botId: string, keys: readonly string[], now: number): Promise<boolean> {
    if (keys.length === 0) return true;
    const rows = await rowsOf<{ key: string }>(
      this.tx,
      sql`
      insert into webhook_seen (bot_id, key, at)
      select ${botId}, k, ${now} from unnest(${toArray(keys)}) as k
      on conflict do nothing
      returning key`,
    );
    return rows.length === keys.length;
  }

  /**
   * Forgets deliveries seen before `before` (KOOK's retries of one come within about a minute), or
   * all of one bot's (a new challenge: KOOK may number a fresh round of deliveries from 1 again).
   */
  async forgetDeliveries(before: number, botId?: string): Promise<void> {
    const ofBot = botId === undefined ? sql`` : sql`and bot_id = ${botId}`;
    await this.tx.execute(sql`delete from webhook_seen where at < ${before} ${ofBot}`);
  }
}

/** An array of parameters, of the given type (an empty one included). */
function toArray(values: ReadonlyArray<string | number>, type: 'text' | 'bigint' = 'text'): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}
