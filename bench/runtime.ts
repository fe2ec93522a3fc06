// `npm run bench:runtime`: the runtime hosting bots for real (docs/quality.md "Runtime"), against the
// local KOOK in this process and a Postgres server (BENCH_DATABASE_URL or TEST_DATABASE_URL; else a
// throwaway one, scripts/throwaway-postgres.sh). Each provider is `server/provider/main.ts`, a
// process of its own, measured from outside.
//
// A. One instance, BOTS_A websocket bots (1,000):
//    - memory per bot: the provider's RSS after a GC with every bot connected and idle, less the
//      same with none running (the baseline: the same process before the bots start), over the
//      bots; beside it what the V8 heap reserves and what the bots' objects keep;
//    - CPU at idle: the provider's CPU time over IDLE_MS with heartbeats only, as a share of a core;
//    - replies: RATE direct messages a second, spread over the bots, for ASK_MS: p50 and p99 from
//      each message to its answer reaching KOOK. Targets: p99 < 200 ms, < 100 KB a bot.
// B. Three instances, BOTS_B bots (300), RUNTIME_CAPACITY 150 each, so two run them all and the
//    third stands by; a member keeps asking throughout:
//    - `kill -9` of one: how long until each of its bots runs again elsewhere (target ≤ 45 s);
//    - it comes back, then another gets SIGTERM: the longest time any of its bots had no session,
//      against one reconnect, and how many resumed their session rather than starting afresh;
//    - throughout: the most sessions KOOK ever saw at once for a bot (must be 1), and the answers
//      owed (messages that came while their bot was connected) missing or sent twice.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LocalKook } from '../server/kook';
import { startLocalKook } from '../server/kook';
import { ReplyAudit } from '../server/provider/runtime/replyAudit';
import { Database } from '../server/provider/storage/database';
import { openEngine } from '../server/provider/storage/engine';
import { prepareStorage } from '../server/provider/storage';
import { Secrets } from '../server/provider/storage/secrets';
import { startProvider, stopProvider } from '../scripts/providerProcess';
import type { ProviderProcess } from '../scripts/providerProcess';

const root = path.resolve(__dirname, '..');
const BOTS_A = Number(process.env.BOTS_A ?? 1000);
const BOTS_B = Number(process.env.BOTS_B ?? 300);
const IDLE_MS = Number(process.env.IDLE_MS ?? 30_000);
const ASK_MS = Number(process.env.ASK_MS ?? 30_000);
const RATE = 50;
const CAPACITY_B = Math.ceil(BOTS_B / 2);
const KEY = randomBytes(32);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, ms: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out: ${what}`);
    await sleep(50);
  }
  return Date.now() - started;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The process's resident memory (kB) and CPU time (s), from /proc. */
function usage(pid: number): { rssKb: number; cpuS: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of stat (12 and 13 after the command's closing paren).
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssKb, cpuS: ticks / 100 };
}

const probeDir = mkdtempSync(path.join(os.tmpdir(), 'bench-runtime-'));
const PROBE = path.join(probeDir, 'memory.json');

interface Kept {
  kept: number;
  heap: number;
  rss: number;
}

/**
 * What the provider keeps after collecting its garbage: heap and external memory, the V8 heap
 * reserved, and its RSS then, in kB; each the median of three samples 2 s apart (the allocator
 * gives memory back in its own time).
 */
async function retainedKb(pid: number): Promise<Kept> {
  const samples: Kept[] = [];
  for (let i = 0; i < 3; i += 1) {
    if (i > 0) await sleep(2000);
    samples.push(await sampleKb(pid));
  }
  const median = (pick: (one: Kept) => number) => percentile(samples.map(pick), 50);
  return {
    kept: median((one) => one.kept),
    heap: median((one) => one.heap),
    rss: median((one) => one.rss),
  };
}

async function sampleKb(pid: number): Promise<Kept> {
  rmSync(PROBE, { force: true });
  process.kill(pid, 'SIGUSR2');
  await waitFor('the memory probe', 10_000, () => existsSync(PROBE));
  await sleep(100);
  const usage = JSON.parse(readFileSync(PROBE, 'utf8')) as {
    heapUsed: number;
    heapTotal: number;
    external: number;
    rss: number;
  };
  return {
    kept: (usage.heapUsed + usage.external) / 1024,
    heap: usage.heapTotal / 1024,
    rss: usage.rss / 1024,
  };
}

/** A Postgres server: the one named, or a throwaway one stopped at the end. */
function postgresServer(): { url: string; stop: () => void } {
  const named = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (named) return { url: named, stop: () => undefined };
  const script = path.join(root, 'scripts/throwaway-postgres.sh');
  const exports = execFileSync('bash', [script, 'start'], { encoding: 'utf8' });
  const url = /TEST_DATABASE_URL='([^']+)'/.exec(exports)?.[1];
  const dir = /PG_THROWAWAY_DIR='([^']+)'/.exec(exports)?.[1];
  if (!url || !dir) throw new Error('the throwaway Postgres did not start');
  return { url, stop: () => execFileSync('bash', [script, 'stop', dir], { stdio: 'ignore' }) };
}

/**
 * A database of its own on the server, with the demo seed stopped and `count` bots of a KOOK
 * account each, answering `!ping`; running from the start if `running`. Answers the database's
 * URL and the bots' KOOK ids by their Botdeck ids.
 */
async function benchDatabase(
  serverUrl: string,
  kook: LocalKook,
  count: number,
  running: boolean,
): Promise<{ url: string; accounts: Map<string, string> }> {
  const name = `bench_runtime_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const engine = await openEngine({ databaseUrl: target.toString(), poolSize: 4 });
  const secrets = new Secrets(KEY);
  await prepareStorage(engine, secrets, { faults: false });
  const db = new Database(engine, secrets);
  const accounts = new Map<string, string>();
  await db.transaction(async (repos) => {
    const seeded = await repos.bots.all();
    for (const bot of seeded) {
      bot.runtime = { state: 'offline', transition: null, lastError: null };
      await repos.bots.save(bot);
    }
    const template = seeded[0];
    for (let i = 1; i <= count; i += 1) {
      // Direct messages only: a bot in no server hears nothing else.
      const account = kook.addBot({ name: `Runtime bench ${String(i)}`, guildIds: [] });
      const id = `rb${String(i)}`;
      accounts.set(id, account.id);
      await repos.bots.save({
        ...template,
        id,
        name: `Runtime bench ${String(i)}`,
        public: false,
        members: [],
        token: account.token,
        tokenAccepted: true,
        runtime: { state: running ? 'online' : 'offline', transition: null, lastError: null },
        settings: {
          ...template.settings,
          mode: 'websocket',
          behaviour: {
            ...template.settings.behaviour,
            prefix: '!',
            autoReplies: [],
            keywordFilter: { enabled: false, words: [], action: 'warn' },
          },
        },
      });
    }
  });
  await engine.close();
  return { url: target.toString(), accounts };
}

function provider(
  kook: LocalKook,
  databaseUrl: string,
  instanceId: string,
  capacity: number,
): Promise<ProviderProcess> {
  return startProvider({
    cwd: root,
    entry: 'server/provider/main.ts',
    waitMs: 120_000,
    env: {
      BOT_RUNTIME: 'on',
      DATABASE_URL: databaseUrl,
      BOTDECK_SECRET_KEY: KEY.toString('base64'),
      KOOK_API_BASE: kook.apiBase,
      INSTANCE_ID: instanceId,
      RUNTIME_CAPACITY: String(capacity),
      LOG_LEVEL: 'error',
      NODE_OPTIONS: `--expose-gc --import ${path.join(__dirname, 'memoryProbe.mjs')}`,
      BENCH_PROBE_FILE: PROBE,
    },
  });
}

/** Asks RATE direct messages a second, round the bots, until stopped. */
function keepAsking(audit: ReplyAudit, bots: readonly string[]): () => void {
  let next = 0;
  const timer = setInterval(() => {
    audit.ask(bots[next % bots.length]);
    next += 1;
  }, 1000 / RATE);
  return () => clearInterval(timer);
}

const kb = (value: number) => `${Math.round(value)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function partA(kook: LocalKook, serverUrl: string): Promise<void> {
  console.log(`A. One instance, ${String(BOTS_A)} websocket bots`);
  const { url, accounts } = await benchDatabase(serverUrl, kook, BOTS_A, false);
  const kookIds = [...accounts.values()];
  const instance = await provider(kook, url, 'bench-a', BOTS_A);
  const pid = instance.child.pid ?? 0;
  try {
    await sleep(10_000);
    const before = usage(pid);
    await sleep(IDLE_MS);
    const idleBase = usage(pid);
    const keptBefore = await retainedKb(pid);
    // Every bot started at once, as after a restore; the instance hears of it by NOTIFY.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `update bots set runtime = '{"state":"online","transition":null,"lastError":null}'::jsonb where id like 'rb%'`,
    );
    await admin.query(`select pg_notify('botdeck_runtime', 'bots:*')`);
    await admin.end();
    const connectMs = await waitFor('every bot connects', 300_000, () =>
      kookIds.every((id) => kook.sessions(id).live === 1),
    );
    await sleep(15_000);
    const loaded = usage(pid);
    await sleep(IDLE_MS);
    const idle = usage(pid);
    const kept = await retainedKb(pid);

    const audit = new ReplyAudit(kook, { memberId: kook.members()[0].id, channelId: '' }, kookIds);
    const stopAsking = keepAsking(audit, kookIds);
    await sleep(ASK_MS);
    stopAsking();
    await waitFor('every answer', 60_000, () => audit.unanswered() === 0).catch(() => 0);
    const result = audit.result();
    const peak = Math.max(...kookIds.map((id) => kook.sessions(id).peakLive));

    console.table({
      'connect all': ms(connectMs),
      'RSS after a GC, no bot running': kb(keptBefore.rss),
      'RSS after a GC, all connected and idle': kb(kept.rss),
      'memory per bot: RSS after a GC (target < 100 KB)': kb((kept.rss - keptBefore.rss) / BOTS_A),
      'memory per bot: V8 heap reserved': kb((kept.heap - keptBefore.heap) / BOTS_A),
      'memory per bot: kept by the bots (heap + external)': kb(
        (kept.kept - keptBefore.kept) / BOTS_A,
      ),
      'CPU at idle, no bot': `${((100 * (idleBase.cpuS - before.cpuS)) / (IDLE_MS / 1000)).toFixed(1)} %`,
      'CPU at idle, all connected': `${((100 * (idle.cpuS - loaded.cpuS)) / (IDLE_MS / 1000)).toFixed(1)} %`,
      'messages asked': result.asked,
      'reply p50': ms(percentile(result.latencies, 50)),
      'reply p99 (target < 200 ms)': ms(percentile(result.latencies, 99)),
      'answers missing': result.missing,
      'answers sent twice': result.doubled,
      'most sessions of one bot at once': peak,
    });
  } finally {
    await stopProvider(instance.child, 'SIGTERM');
  }
}

async function partB(kook: LocalKook, serverUrl: string): Promise<void> {
  console.log(`B. Three instances, ${String(BOTS_B)} bots, capacity ${String(CAPACITY_B)} each`);
  const { url, accounts } = await benchDatabase(serverUrl, kook, BOTS_B, true);
  const kookIds = [...accounts.values()];
  const live = (id: string) => kook.sessions(id).live === 1;
  const owners = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ bot_id: string; owner: string | null }>(
      'select bot_id, owner from bot_leases',
    );
    await client.end();
    return rows;
  };
  const instances: ProviderProcess[] = [];
  const audit = new ReplyAudit(kook, { memberId: kook.members()[0].id, channelId: '' }, kookIds);
  // Each bot's time without a live session, as KOOK sees it, sampled every 50 ms.
  const downSince = new Map<string, number>();
  const gaps = new Map<string, number>();
  const sampler = setInterval(() => {
    const now = Date.now();
    for (const id of kookIds) {
      if (!live(id)) {
        if (!downSince.has(id)) downSince.set(id, now);
      } else if (downSince.has(id)) {
        gaps.set(id, Math.max(gaps.get(id) ?? 0, now - (downSince.get(id) ?? now)));
        downSince.delete(id);
      }
    }
  }, 50);
  try {
    const a = await provider(kook, url, 'bench-b1', CAPACITY_B);
    instances.push(a);
    const b = await provider(kook, url, 'bench-b2', CAPACITY_B);
    instances.push(b);
    await waitFor('every bot connects', 300_000, () => kookIds.every(live));
    const c = await provider(kook, url, 'bench-b3', CAPACITY_B);
    instances.push(c);
    const stopAsking = keepAsking(audit, kookIds);
    await sleep(5000);

    // kill -9: its bots' leases expire (30 s), then the spare claims them (within a renewal).
    const ofA = (await owners()).filter((row) => row.owner === 'bench-b1').map((row) => row.bot_id);
    const aIds = ofA.map((id) => accounts.get(id) ?? '');
    gaps.clear();
    const killed = Date.now();
    a.child.kill('SIGKILL');
    await waitFor('its sessions end', 30_000, () => aIds.every((id) => !live(id)));
    const back = new Map<string, number>();
    await waitFor('its bots run again', 120_000, () => {
      for (const id of aIds) if (!back.has(id) && live(id)) back.set(id, Date.now() - killed);
      return back.size === aIds.length;
    });
    const failover = [...back.values()];

    // It comes back (a rolling deploy), then the second leaves gracefully: its bots move at once.
    const a2 = await provider(kook, url, 'bench-b1', CAPACITY_B);
    instances.push(a2);
    await sleep(5000);
    const ofB = (await owners()).filter((row) => row.owner === 'bench-b2').map((row) => row.bot_id);
    const bIds = ofB.map((id) => accounts.get(id) ?? '');
    const resumedBefore = new Map(bIds.map((id) => [id, kook.sessions(id).resumed]));
    const openedBefore = new Map(bIds.map((id) => [id, kook.sessions(id).opened]));
    gaps.clear();
    const leaving = Date.now();
    await stopProvider(b.child, 'SIGTERM');
    const stopTook = Date.now() - leaving;
    await waitFor('its bots run elsewhere', 60_000, () => bIds.every(live));
    await sleep(500);
    const moveGaps = bIds.map((id) => gaps.get(id) ?? 0);
    const resumed = bIds.filter(
      (id) =>
        kook.sessions(id).resumed > (resumedBefore.get(id) ?? 0) &&
        kook.sessions(id).opened === openedBefore.get(id),
    ).length;

    await sleep(5000);
    stopAsking();
    await waitFor('every answer', 60_000, () => audit.unanswered() === 0).catch(() => 0);
    const result = audit.result();
    const peak = Math.max(...kookIds.map((id) => kook.sessions(id).peakLive));
    const missing = audit.missingAnswers();
    if (missing.length > 0) {
      const bots = new Set(missing.map((one) => one.botId));
      console.log(
        `missing: ${String(missing.length)} answers of ${String(bots.size)} bots; asked at (ms after the kill):`,
        missing.slice(0, 20).map((one) => one.at - killed),
        `the leave was at ${String(leaving - killed)} ms`,
      );
    }

    console.table({
      'kill -9: bots moved': aIds.length,
      'kill -9: running again, median': ms(percentile(failover, 50)),
      'kill -9: running again, last (target ≤ 45 s)': ms(Math.max(...failover)),
      'SIGTERM: bots moved': bIds.length,
      'SIGTERM: the instance took to stop': ms(stopTook),
      'SIGTERM: longest gap of a bot': ms(Math.max(...moveGaps)),
      'SIGTERM: median gap': ms(percentile(moveGaps, 50)),
      'SIGTERM: sessions resumed (not new)': `${String(resumed)} of ${String(bIds.length)}`,
      'messages asked': result.asked,
      'answers owed (bot connected)': result.owed,
      'answers missing': result.missing,
      'answers sent twice': result.doubled,
      'most sessions of one bot at once (must be 1)': peak,
    });
  } finally {
    clearInterval(sampler);
    for (const instance of instances) await stopProvider(instance.child, 'SIGTERM');
  }
}

async function main(): Promise<void> {
  const server = postgresServer();
  // KOOK's own limits per bot; the chatter off (a bench bot is in no server anyway).
  // The recorder keeps every message of the run: the audit reads them all.
  const kook = await startLocalKook({ chatter: false, recordLimit: 1_000_000 });
  try {
    const parts = (process.env.PARTS ?? 'AB').toUpperCase();
    if (parts.includes('A')) await partA(kook, server.url);
    if (parts.includes('B')) await partB(kook, server.url);
  } finally {
    await kook.close();
    server.stop();
    rmSync(probeDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
