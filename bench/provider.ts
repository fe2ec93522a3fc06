// `npm run bench:provider`: the provider's latency and throughput on each storage, side by side in
// one run (docs/quality.md): the in-memory provider this storage replaced (commit BASELINE, from
// git, in a temporary worktree), the embedded engine, and a Postgres server when TEST_DATABASE_URL
// (or BENCH_DATABASE_URL) names one. Each is loaded with 10,000 public bots and 1,020,000 log
// lines (17 bots × the 60,000 a log keeps), then measured over HTTP from this process:
// - closed loop, 8 requests in flight for 5 s: requests a second, p50 and p99, for `GET bots` (a
//   directory page), `GET bots/:id`, `PUT user/bots/:id` (in turn on the demo user's bots it may
//   edit; and, with no target, all on one bot) and `POST /demo/control/bots/:id/logs` with a new
//   rate (one log write: what was written up to now, then the new rate);
// - closed loop the same way, "log append (runtime)": the runtime's own append
//   (server/provider/logs.ts `appendRuntimeLines`, what runtime/botRunner.ts writes, one line in a
//   transaction that locks the bot), which has no HTTP route: in this process, on the storage the
//   provider just used, once it has stopped. Its ratio is to the in-memory provider's log write;
// - open loop, `GET bots` at 200 requests a second for 10 s: p50 and p99 (target: p99 < 50 ms on
//   the embedded engine).
// Prints a table, and MISSED for a target not met (no endpoint's p99 over 3× the in-memory one's).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { appendRuntimeLines } from '../server/provider/logs';
import { openEngine } from '../server/provider/storage/engine';
import { prepareStorage } from '../server/provider/storage';
import { secretsFromEnv } from '../server/provider/storage/secrets';
import { control, editOf, startProvider, stopProvider } from '../scripts/providerProcess';
import type { ProviderProcess } from '../scripts/providerProcess';

const root = path.resolve(__dirname, '..');
/** The last commit of the in-memory provider. */
const BASELINE = process.env.BASELINE ?? '6cd528b';
const BOTS = 10_000;
const LOG_BOTS = 17;
const LOG_LINES = 60_000;
const CLOSED_MS = Number(process.env.CLOSED_MS ?? 5000);
const OPEN_MS = Number(process.env.OPEN_MS ?? 10_000);
const OPEN_RATE = 200;
const IN_FLIGHT = 8;

type Provider = ProviderProcess;

const start = (cwd: string, entry: string, env: Record<string, string>) =>
  startProvider({ cwd, entry, env, waitMs: 150_000 });

function stop({ child }: Provider): Promise<unknown> {
  return stopProvider(child, 'SIGTERM');
}

/** The in-memory provider of BASELINE, its store grown to BOTS public bots as it seeds itself. */
async function startBaseline(dir: string): Promise<Provider> {
  execFileSync('git', ['worktree', 'add', '--detach', dir, BASELINE], {
    cwd: root,
    stdio: 'ignore',
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(
    path.join(dir, 'bench-load.ts'),
    `import { Store } from './server/store';
const reset = Store.prototype.reset;
Store.prototype.reset = function (this: Store) {
  reset.call(this);
  const template = this.bots.get('b1001')!;
  for (let i = 1; i <= ${BOTS}; i += 1) {
    const id = 'bx' + i;
    this.bots.set(id, { ...structuredClone(template), id, name: template.name + ' ' + i, serverCount: (i * 7919) % 5000, createdAt: template.createdAt + i });
  }
};
require('./server/main');
`,
  );
  return start(dir, 'bench-load.ts', {});
}

/** Grows a database's seed to BOTS public bots, in SQL: the same rows the API would keep. */
async function load(env: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const engine = await openEngine({ databaseUrl: env.databaseUrl, dataDir: env.dataDir ?? null });
  try {
    const secrets = secretsFromEnv(env.databaseUrl ? null : (env.dataDir ?? null));
    await prepareStorage(engine, secrets, { faults: false });
    await engine.db.execute(sql`
      insert into bots
      select (jsonb_populate_record(null::bots, to_jsonb(b) || jsonb_build_object(
        'id', 'bx' || i, 'name', b.name || ' ' || i, 'server_count', (i * 7919) % 5000,
        'created_at', b.created_at + i))).*
      from bots b, generate_series(1, ${BOTS}) i where b.id = 'b1001'`);
    await engine.db.execute(sql`analyze`);
  } finally {
    await engine.close();
  }
}

/** Fills LOG_BOTS logs with LOG_LINES lines each, through the provider's own control. */
async function fillLogs({ origin }: Provider): Promise<string[]> {
  const { data } = (await (await fetch(`${origin}/api/v2/bots?pageSize=${LOG_BOTS}`)).json()) as {
    data: { items: { id: string }[] };
  };
  const ids = data.items.map((bot) => bot.id);
  for (const id of ids) await control(origin, `bots/${id}/logs`, { history: LOG_LINES });
  return ids;
}

/** One request (or, with no answer, one call in this process). */
type Call = (index: number) => Promise<Response | undefined>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function summary(times: number[], ms: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    rps: Math.round((times.length / ms) * 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

async function timed(call: Call, index: number, times: number[]): Promise<void> {
  const started = performance.now();
  const response = await call(index);
  if (response) {
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }
  times.push(performance.now() - started);
}

/** IN_FLIGHT requests at a time for `ms`. */
async function closedLoop(call: Call, ms: number) {
  const times: number[] = [];
  const end = performance.now() + ms;
  let index = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < end) await timed(call, (index += 1), times);
    }),
  );
  return summary(times, ms);
}

/** `rate` requests a second, sent on schedule whatever the answers do, for `ms`. */
async function openLoop(call: Call, rate: number, ms: number) {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < (rate * ms) / 1000; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(timed(call, index, times));
  }
  await Promise.all(pending);
  return summary(times, ms);
}

/** The runtime's append on the storage a provider used (stopped by now), the same logs filled. */
async function runtimeAppend(
  env: { databaseUrl?: string; dataDir?: string },
  logBots: readonly string[],
) {
  const engine = await openEngine({ databaseUrl: env.databaseUrl, dataDir: env.dataDir ?? null });
  try {
    const secrets = secretsFromEnv(env.databaseUrl ? null : (env.dataDir ?? null));
    const { base } = await prepareStorage(engine, secrets, { faults: false });
    const append: Call = async (i) => {
      await base.transaction(async (repos) => {
        const bot = await repos.bots.lock(logBots[i % logBots.length] ?? '');
        if (!bot) throw new Error('A log bot is gone');
        const now = Date.now();
        await appendRuntimeLines(
          repos,
          bot,
          [{ at: now, level: 'info', source: 'command', message: `Handled !help (${i})` }],
          now,
        );
      });
      return undefined;
    };
    return await closedLoop(append, CLOSED_MS);
  } finally {
    await engine.close();
  }
}

async function measure(provider: Provider) {
  const { origin } = provider;
  const logBots = await fillLogs(provider);
  const { token } = await control<{ token: string }>(origin, 'users/u-demo/session');
  await control(origin, 'users/u-demo/plan', { plan: 'pro' });
  // The demo user's bots it may edit (its own, and those it is an admin of): edits of different
  // bots, as users make them. Eight at once on one bot each wait for the one before (the bot is
  // locked while an edit checks its version and writes), which the "one bot" row shows.
  const mine = (await (
    await fetch(`${origin}/api/v2/user/bots`, { headers: { token } })
  ).json()) as {
    data: Array<Record<string, unknown> & { role?: string; owner?: { id?: string } }>;
  };
  const editable = mine.data.filter((bot) =>
    bot.role === undefined ? bot.owner?.id === 'u-demo' : ['owner', 'admin'].includes(bot.role),
  );
  const b1004 = editable.filter((bot) => bot.id === 'b1004');
  if (editable.length < 2 || b1004.length !== 1)
    throw new Error('The seed has changed: no bots to edit');
  const sorts = ['popular', 'newest', 'uptime'];
  const directory: Call = (i) =>
    fetch(`${origin}/api/v2/bots?page=${(i % 20) + 1}&pageSize=24&sort=${sorts[i % 3] ?? ''}`);
  const oneBot: Call = (i) => fetch(`${origin}/api/v2/bots/bx${(i % BOTS) + 1}`);
  const edit =
    (bots: typeof editable): Call =>
    (i) => {
      const profile = bots[i % bots.length] ?? {};
      return fetch(`${origin}/api/v2/user/bots/${String(profile.id)}`, {
        method: 'PUT',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify(editOf(profile, `Edited by the benchmark, edit number ${i}`)),
      });
    };
  const logWrite: Call = (i) =>
    fetch(`${origin}/demo/control/bots/${logBots[i % logBots.length] ?? ''}/logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 0.5 + (i % 2) }),
    });
  return {
    logBots,
    results: {
      'GET bots': await closedLoop(directory, CLOSED_MS),
      'GET bots/:id': await closedLoop(oneBot, CLOSED_MS),
      'PUT user/bots/:id': await closedLoop(edit(editable), CLOSED_MS),
      'PUT user/bots/:id, one bot': await closedLoop(edit(b1004), CLOSED_MS),
      'log write': await closedLoop(logWrite, CLOSED_MS),
      'GET bots at 200/s': await openLoop(directory, OPEN_RATE, OPEN_MS),
    } as Results,
  };
}

type Summary = ReturnType<typeof summary>;
const ENDPOINTS = [
  'GET bots',
  'GET bots/:id',
  'PUT user/bots/:id',
  'PUT user/bots/:id, one bot',
  'log write',
  'log append (runtime)',
  'GET bots at 200/s',
] as const;
type Endpoint = (typeof ENDPOINTS)[number];
/** A storage's figures; the in-memory provider has no runtime, so no runtime append. */
type Results = Partial<Record<Endpoint, Summary>>;
/** What an endpoint's p99 is compared with in the in-memory provider. */
const BASELINE_OF: Partial<Record<Endpoint, Endpoint>> = { 'log append (runtime)': 'log write' };
/** Shown, with no target: eight edits at once of one bot, each waiting for the one before. */
const UNTARGETED: ReadonlySet<Endpoint> = new Set(['PUT user/bots/:id, one bot']);

async function main(): Promise<void> {
  const results: [string, Results][] = [];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'botdeck-bench-'));
  const baselineDir = path.join(scratch, 'baseline');
  try {
    console.log(`in-memory (${BASELINE}): loading…`);
    const baseline = await startBaseline(baselineDir);
    try {
      results.push([`in-memory (${BASELINE})`, (await measure(baseline)).results]);
    } finally {
      await stop(baseline);
    }

    console.log('embedded: loading…');
    const dataDir = path.join(scratch, 'data');
    await load({ dataDir });
    const embedded = await start(root, 'server/provider/main.ts', { DATA_DIR: dataDir });
    let measured: Awaited<ReturnType<typeof measure>>;
    try {
      measured = await measure(embedded);
    } finally {
      await stop(embedded);
    }
    measured.results['log append (runtime)'] = await runtimeAppend({ dataDir }, measured.logBots);
    results.push(['embedded (PGlite)', measured.results]);

    const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (server) {
      console.log('postgres: loading…');
      const name = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      const key = randomBytes(32).toString('base64');
      process.env.BOTDECK_SECRET_KEY = key;
      try {
        await load({ databaseUrl: url.toString() });
        const postgres = await start(root, 'server/provider/main.ts', {
          DATABASE_URL: url.toString(),
          BOTDECK_SECRET_KEY: key,
        });
        let onServer: Awaited<ReturnType<typeof measure>>;
        try {
          onServer = await measure(postgres);
        } finally {
          await stop(postgres);
        }
        onServer.results['log append (runtime)'] = await runtimeAppend(
          { databaseUrl: url.toString() },
          onServer.logBots,
        );
        results.push(['postgres', onServer.results]);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else {
      console.log('postgres: skipped (no BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    }
  } finally {
    if (existsSync(baselineDir)) {
      execFileSync('git', ['worktree', 'remove', '--force', baselineDir], { cwd: root });
    }
    rmSync(scratch, { recursive: true, force: true });
  }
  report(results);
}

function report(results: [string, Results][]): void {
  const baseline = results.at(0);
  if (!baseline) return;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\n${BOTS.toLocaleString('en')} public bots, ${(LOG_BOTS * LOG_LINES).toLocaleString('en')} log lines; ${os.cpus().length} cores; commit ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()}\n`,
  );
  console.log('| endpoint | storage | req/s | p50 | p99 | p99 ÷ in-memory |');
  console.log('|---|---|---|---|---|---|');
  let missed = 0;
  for (const endpoint of ENDPOINTS) {
    const base = baseline[1][BASELINE_OF[endpoint] ?? endpoint];
    for (const [name, result] of results) {
      const figures = result[endpoint];
      if (!figures || !base) continue;
      const { rps, p50, p99 } = figures;
      const ratio = p99 / base.p99;
      const overBudget = ratio > 3 && !UNTARGETED.has(endpoint);
      const directoryMissed =
        endpoint === 'GET bots at 200/s' && name.startsWith('embedded') && p99 >= 50;
      if (overBudget || directoryMissed) missed += 1;
      console.log(
        `| ${endpoint} | ${name} | ${rps} | ${ms(p50)} | ${ms(p99)} | ${ratio.toFixed(2)}×${overBudget || directoryMissed ? ' MISSED' : ''} |`,
      );
    }
  }
  console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} targets MISSED.`);
}

void main();
