// The database under the repositories: an embedded Postgres (PGlite) keeping its files in a data
// folder, the zero-setup default, or a Postgres server named by DATABASE_URL. Both speak the same
// SQL through Drizzle and get the same migrations (./migrations, generated from schema.ts).
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { EmbeddedPostgres } from './embedded';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** The advisory lock the migrations are applied under: any number, the same in every instance. */
const MIGRATION_LOCK = 28_001;

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export interface Engine {
  kind: 'embedded' | 'postgres';
  /** Where the data is, for the start-up line: a folder, or the server without its password. */
  where: string;
  db: Db;
  /** Runs SQL statements separated by semicolons, without parameters (schema work, copies). */
  script(text: string): Promise<void>;
  /**
   * Housekeeping a server does by itself (autovacuum) and the embedded engine, one process with no
   * background workers, does when asked: reclaims what updates and deletes left, and refreshes the
   * planner's statistics and the visibility map its index-only scans read.
   */
  maintain(): Promise<void>;
  /** Applies the migrations not yet applied to the `public` schema. */
  migrate(): Promise<void>;
  /**
   * Hears what other processes NOTIFY on `channel` (a Postgres server; the embedded engine is one
   * process, which hears its own changes without it). `onMessage('')` after a reconnect: what was
   * said while it was away is lost, so the listener looks again.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** postgres://… : a Postgres server. Without it, the embedded engine. */
  databaseUrl?: string;
  /** The embedded engine's folder; null keeps its data in memory (tests). */
  dataDir?: string | null;
  /** Connections to a Postgres server. */
  poolSize?: number;
}

/** `postgres://user:secret@host/db` → `postgres://user@host/db`. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres (DATABASE_URL)';
  }
}

let assets: Promise<
  Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>
> | null = null;

/**
 * The embedded engine's WebAssembly and files, read and compiled once a process: what PGlite would
 * otherwise load itself on every start, through dynamic imports that a test runner's sandbox lacks.
 */
function embeddedAssets() {
  assets ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const read = (file: string) => readFile(path.join(dist, file));
    const [pglite, initdb, bundle] = await Promise.all([
      read('pglite.wasm'),
      read('initdb.wasm'),
      read('pglite.data'),
    ]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    };
  })();
  return assets;
}

export async function openEngine(options: EngineOptions): Promise<Engine> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      // A provider that cannot reach its database says so instead of hanging.
      connectionTimeoutMillis: 10_000,
      // Idle connections do not keep a process alive that has nothing else to do (a script, a test).
      allowExitOnIdle: true,
    });
    // An idle connection the server dropped is replaced, not thrown at the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema });
    return {
      kind: 'postgres',
      where: withoutPassword(databaseUrl),
      db,
      script: async (text) => {
        await pool.query(text);
      },
      maintain: () => Promise.resolve(),
      // Instances starting together (a deploy, a test run's workers) take turns: one migrates, the
      // others then find nothing left to do.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg({ client, schema }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => null);
          client.release();
        }
      },
      listen: (channel, onMessage) => listenOn(databaseUrl, channel, onMessage),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? null;
  // The folder is its owner's alone: the data, and beside it the key of its secrets.
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await new EmbeddedPostgres({
    ...(await embeddedAssets()),
    ...(dataDir === null ? {} : { dataDir: path.resolve(dataDir, 'pgdata') }),
  }).started();
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'embedded',
    where: dataDir === null ? 'memory' : path.resolve(dataDir),
    db,
    script: async (text) => {
      await client.exec(text);
    },
    maintain: async () => {
      await client.exec('vacuum analyze');
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    listen: () => Promise.resolve(() => Promise.resolve()),
    close: () => client.close(),
  };
}

/** How long a listener waits before connecting again: doubling from 1 s, at most 30 s. */
const relisten = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * A connection of its own that LISTENs on `channel` (a pool's connections come and go), connected
 * again after a drop, for as long as the listener is not closed.
 */
async function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    const again = () => {
      if (closed || client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      timer = setTimeout(() => {
        void connect().then(() => onMessage(''));
      }, relisten(attempt));
      timer.unref();
      attempt += 1;
    };
    client = next;
    next.on('error', again);
    next.on('end', again);
    next.on('notification', (message) => onMessage(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      attempt = 0;
    } catch {
      again();
    }
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/** The rows a raw statement answers, whichever driver ran it (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db | Tx, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/** The provider's tables, as the migrations made them in `public`. */
export async function tableNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}
