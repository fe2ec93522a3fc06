// One set of the provider's data: the tables of one Postgres schema (`public` for the provider,
// another per test scope with the test controls on, server/provider/scopes.ts). Every use is a
// transaction, in which the repositories read and write: a request's checks and writes commit
// together or not at all.
import { sql } from 'drizzle-orm';
import type { Engine, Tx } from './engine';
import { rowsOf, tableNames } from './engine';
import { Repos } from './repos';
import type { Secrets } from './secrets';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Where instances sharing a Postgres server tell each other of changes to run (runtime/host.ts). */
const CHANGES = 'botdeck_runtime';
/** A NOTIFY payload stays well under Postgres's 8,000 bytes: past this, "look at every bot". */
const MAX_PAYLOAD = 7000;

/** What another instance did: saved or deleted these bots, gave leases back, or unknown (''). */
export type RuntimeChange = { bots: string[] } | { leases: true } | { unknown: true };

/** Every set's versions are drawn from one counter: no two sets (nor one set made again) share one. */
let versions = 0;

export class Database {
  /**
   * Changes each time a transaction of this process that wrote a bot commits, and on a copy: what
   * a cache of bot answers keys on (routes/bots.ts), so this instance never serves its own
   * change stale. Other instances' changes reach it when its entries expire (`seesEveryChange`).
   */
  botsVersion = (versions += 1);

  /**
   * Told, after the commit, which bots a transaction of this process saved or deleted ('all' after
   * a copy): how the runtime (runtime/host.ts) learns that a bot started, stopped or changed.
   */
  onBotsWritten: ((ids: readonly string[] | 'all') => void) | null = null;

  constructor(
    readonly engine: Engine,
    readonly secrets: Secrets,
    /** The Postgres schema holding this set's tables. */
    readonly schemaName = 'public',
  ) {
    if (!SCHEMA_NAME.test(schemaName)) throw new Error(`Not a schema name: ${schemaName}`);
  }

  /**
   * Runs `work` in one transaction (READ COMMITTED; the repositories lock what a check must hold,
   * such as a user's row before counting their bots). It commits when `work` resolves and rolls
   * back when it throws.
   */
  async transaction<T>(work: (repos: Repos) => Promise<T>): Promise<T> {
    const { answer, wroteBots } = await this.engine.db.transaction(async (tx) => {
      await this.enter(tx);
      const repos = new Repos(tx, this.secrets);
      const result = { answer: await work(repos), wroteBots: [...repos.bots.changed] };
      // Told to the other instances as this commits (a NOTIFY is sent on commit, or never).
      if (result.wroteBots.length > 0) await this.tell(tx, `bots:${result.wroteBots.join(',')}`);
      if (repos.leases.released) await this.tell(tx, 'leases');
      return result;
    });
    if (wroteBots.length > 0) {
      this.botsVersion = versions += 1;
      this.onBotsWritten?.(wroteBots);
    }
    return answer;
  }

  /** Whether other processes may share this set: a Postgres server's own data. */
  private get shared(): boolean {
    return this.engine.kind === 'postgres' && this.schemaName === 'public';
  }

  /**
   * Whether every change to this set's bots is made through this object, so `botsVersion` tells
   * them all: the embedded engine (one process) and a test scope (one provider's), not a Postgres
   * server's own data, which other instances change too.
   */
  get seesEveryChange(): boolean {
    return !this.shared;
  }

  private async tell(tx: Tx, payload: string): Promise<void> {
    if (!this.shared) return;
    const said = payload.length > MAX_PAYLOAD ? 'bots:*' : payload;
    await tx.execute(sql`select pg_notify(${CHANGES}, ${said})`);
  }

  /**
   * Follows what other instances on the same Postgres server change (nothing to follow on the
   * embedded engine, which is one process). Answers how to stop following.
   */
  async follow(onChange: (change: RuntimeChange) => void): Promise<() => Promise<void>> {
    if (!this.shared) return () => Promise.resolve();
    return this.engine.listen(CHANGES, (payload) => {
      if (payload === 'leases') onChange({ leases: true });
      else if (payload.startsWith('bots:') && payload !== 'bots:*') {
        onChange({ bots: payload.slice('bots:'.length).split(',') });
      } else onChange({ unknown: true });
    });
  }

  private async enter(tx: Tx): Promise<void> {
    if (this.schemaName !== 'public') {
      await tx.execute(sql.raw(`set local search_path to "${this.schemaName}"`));
    }
  }

  /** Whether this set holds nothing yet (no user): the demo seed goes into an empty database. */
  async isEmpty(): Promise<boolean> {
    return this.transaction(async (repos) => (await repos.users.count()) === 0);
  }

  /**
   * Another set of the same tables in schema `name`, empty or a copy of `from`'s rows. Only the
   * tables and their indexes are copied (CREATE TABLE … LIKE): a test scope's foreign keys are
   * the migrations' business, in `public`.
   */
  async derive(name: string, from: Database | null): Promise<Database> {
    const target = new Database(this.engine, this.secrets, name);
    const tables = await tableNames(this.engine.db);
    const statements = [`create schema if not exists "${name}"`];
    for (const table of tables) {
      statements.push(`create table "${name}"."${table}" (like "public"."${table}" including all)`);
    }
    await this.engine.script(statements.join(';\n'));
    if (from) await target.copyFrom(from, tables);
    return target;
  }

  /** Replaces every row of this set by `from`'s (the demo's reset). */
  async copyFrom(from: Database, tables?: string[]): Promise<void> {
    const names = tables ?? (await tableNames(this.engine.db));
    const to = this.schemaName;
    const statements = [`truncate ${names.map((t) => `"${to}"."${t}"`).join(', ')}`];
    for (const table of names) {
      statements.push(
        `insert into "${to}"."${table}" overriding system value select * from "${from.schemaName}"."${table}"`,
      );
    }
    // Identity columns go on from the copied rows' highest id.
    const identities = await rowsOf<{ table_name: string; column_name: string }>(
      this.engine.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = ${to} and is_identity = 'YES'`,
    );
    for (const { table_name: table, column_name: column } of identities) {
      statements.push(
        `select setval(pg_get_serial_sequence('"${to}"."${table}"', '${column}'), coalesce((select max("${column}") from "${to}"."${table}"), 0) + 1, false)`,
      );
    }
    await this.engine.script(['begin', ...statements, 'commit'].join(';\n'));
    this.botsVersion = versions += 1;
    this.onBotsWritten?.('all');
  }

  /** Drops a derived set and everything in it. */
  async drop(): Promise<void> {
    if (this.schemaName === 'public') throw new Error('The provider’s own data is never dropped');
    await this.engine.script(`drop schema if exists "${this.schemaName}" cascade`);
  }
}
