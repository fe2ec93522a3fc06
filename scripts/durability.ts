// `npm run test:durability` (node --import tsx scripts/durability.ts): a burst of 200 writes (bot creates, profile edits, payments) against a
// provider process, `kill -9` in the middle of it, a restart on the same data, and then every write
// that was answered with success must be there, and none half there (a bot without its audit
// entry, a payment without its plan change). Run for the embedded engine (a fresh DATA_DIR) and,
// when TEST_DATABASE_URL names a Postgres server, for it too (a fresh database on it).
// Prints what it sent, what was answered and what it found; exits 1 on any loss.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { control, editOf, startProvider, stopProvider } from './providerProcess';

const root = path.resolve(__dirname, '..');
/** Writes in flight at once. */
const PARALLEL = 8;
/** Answers received before the provider is killed. */
const KILL_AFTER = 100;
const CREATORS = ['u-alice', 'u-lin'];
const PAYER = 'u-demo';
/** A bot of the payer's that exists before the burst: its audit log counts the plan changes. */
const WITNESS_BOT = 'b1061';

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call -- the provider's answers, read as JSON: what the script compares them with is its own record of what it wrote */
interface Envelope {
  status: boolean;
  code: number;
  message: string;
  data: any;
}

interface Write {
  kind: 'create' | 'edit' | 'payment';
  key: string;
  detail: Record<string, string | undefined>;
  run: (this: Write) => Promise<boolean>;
  answered?: boolean;
  ok?: boolean;
}

type Tokens = Record<string, string>;

const startAt = (env: Record<string, string>) =>
  startProvider({ cwd: root, entry: 'server/provider/main.ts', env });

async function api(
  origin: string,
  method: string,
  route: string,
  {
    token,
    body,
    headers = {},
  }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope> {
  const response = await fetch(`${origin}/api/v2/${route}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/** Everything of one kind group in a bot's audit log, paged through (bounded). */
async function activityOf(origin: string, token: string | undefined, botId: string) {
  const entries: { id: number; kind: string; changes: { after?: string | null }[] }[] = [];
  let before: number | undefined;
  for (let page = 0; page < 50; page += 1) {
    const query = new URLSearchParams({
      limit: '100',
      ...(before ? { before: String(before) } : {}),
    });
    const answer = await api(origin, 'GET', `user/bots/${botId}/activity?${query}`, { token });
    if (!answer.status) return { missing: true, entries };
    entries.push(...answer.data.entries);
    if (!answer.data.hasOlder) break;
    before = answer.data.entries.at(-1).id;
  }
  return { missing: false, entries };
}

/** The burst: returns what was sent and what was answered, once the provider is killed. */
async function burst(origin: string, child: ChildProcess, tokens: Tokens): Promise<Write[]> {
  const { data: bots } = await api(origin, 'GET', 'bots?pageSize=100&sort=newest');
  const editable = (bots.items as { id: string }[]).slice(0, 60);
  const writes: Write[] = [];
  for (let i = 0; i < 70; i += 1) {
    const owner = CREATORS[i % CREATORS.length] ?? PAYER;
    const name = `Durable ${owner.slice(2)} ${i}`;
    writes.push({
      kind: 'create',
      key: name,
      detail: { owner },
      run: async function (this: Write) {
        const answer = await api(origin, 'POST', 'user/bots', {
          token: tokens[owner],
          body: {
            name,
            avatar: '',
            summary: 'Made in a burst that ends with kill -9',
            description: '',
            tags: ['utility'],
            inviteUrl: 'https://www.kookapp.cn/app/oauth2/authorize?id=1',
            website: '',
            supportUrl: '',
            public: false,
            token: `1/MTAxMjM=/${randomBytes(6).toString('hex')}`,
          },
        });
        if (answer.status) this.detail.id = answer.data.id;
        else
          this.detail.refusal = `${answer.code} ${answer.message} ${JSON.stringify(answer.data)}`;
        return answer.status;
      },
    });
  }
  for (const bot of editable) {
    const summary = `Edited in the burst ${randomBytes(4).toString('hex')}`;
    writes.push({
      kind: 'edit',
      key: bot.id,
      detail: { summary },
      run: async function (this: Write) {
        const { data: ownerBot } = await api(origin, 'GET', `bots/${bot.id}`);
        const token = tokens[ownerBot.owner.id];
        const mine = await api(origin, 'GET', `user/bots/${bot.id}`, { token });
        if (!mine.status) return false;
        const current = mine.data;
        const answer = await api(origin, 'PUT', `user/bots/${bot.id}`, {
          token,
          body: editOf(current, summary),
        });
        this.detail.owner = ownerBot.owner.id;
        return answer.status;
      },
    });
  }
  for (let i = 0; writes.length < 200; i += 1) {
    writes.push({
      kind: 'payment',
      key: `pay-${i}`,
      detail: {},
      run: async function (this: Write) {
        const order = await api(origin, 'POST', 'pay/orders', {
          token: tokens[PAYER],
          headers: { 'Idempotency-Key': `durable-${i}` },
          body: { planId: 'pro-month', method: 'alipay' },
        });
        if (!order.status) return false;
        this.detail.order = order.data.id;
        const paid = await fetch(`${origin}/demo/pay/${encodeURIComponent(order.data.id)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
        });
        return paid.status === 200;
      },
    });
  }
  // Interleaved (a create, an edit, a payment, …), so every kind is in flight when the kill comes.
  const byKind = (['create', 'edit', 'payment'] as const).map((kind) =>
    writes.filter((w) => w.kind === kind),
  );
  writes.length = 0;
  for (let i = 0; byKind.some((list) => i < list.length); i += 1) {
    for (const list of byKind) if (i < list.length) writes.push(list[i]);
  }
  let answers = 0;
  let killing: Promise<unknown> | null = null;
  let next = 0;
  const worker = async () => {
    while (next < writes.length && killing === null) {
      const write = writes.at(next);
      if (!write) break;
      next += 1;
      try {
        write.ok = await write.run.call(write);
        write.answered = true;
      } catch {
        write.answered = false;
      }
      answers += 1;
      if (answers >= KILL_AFTER) {
        killing ??= stopProvider(child, 'SIGKILL');
        await killing;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return writes;
}

async function paidOrders(origin: string, token: string | undefined): Promise<number> {
  const { data: orders } = await api(origin, 'GET', 'pay/orders?pageSize=100', { token });
  return (orders.items as { status: string }[]).filter((order) => order.status === 'paid').length;
}

async function verify(
  origin: string,
  tokens: Tokens,
  writes: Write[],
  { planChangesBefore, paidBefore }: { planChangesBefore: number; paidBefore: number },
) {
  const problems: string[] = [];
  const answeredOk = writes.filter((write) => write.answered && write.ok);
  for (const write of answeredOk) {
    if (write.kind === 'create') {
      const token = tokens[write.detail.owner ?? ''];
      const bot = await api(origin, 'GET', `user/bots/${write.detail.id ?? ''}`, { token });
      if (!bot.status)
        problems.push(`created bot ${write.key} (${write.detail.id ?? '?'}) is gone`);
    } else if (write.kind === 'edit') {
      const bot = await api(origin, 'GET', `bots/${write.key}`);
      if (bot.data?.summary !== write.detail.summary) {
        problems.push(`edit of ${write.key} is gone`);
      }
    } else {
      const order = await api(
        origin,
        'GET',
        `pay/orders/${encodeURIComponent(write.detail.order ?? '')}`,
        {
          token: tokens[PAYER],
        },
      );
      if (order.data?.status !== 'paid') {
        problems.push(`payment ${write.detail.order ?? '?'} is not paid`);
      }
    }
  }
  // Nothing half there: every bot the burst made has its creation entry; every edit the database
  // holds has its entry; every paid order changed the plan and wrote the witness's entry.
  let created = 0;
  for (const owner of CREATORS) {
    const { data: mine } = await api(origin, 'GET', 'user/bots', { token: tokens[owner] });
    const made = (mine as { id: string; name: string }[]).filter((one) =>
      one.name.startsWith('Durable '),
    );
    for (const bot of made) {
      created += 1;
      const { entries } = await activityOf(origin, tokens[owner], bot.id);
      if (!entries.some((entry) => entry.kind === 'bot.created')) {
        problems.push(`bot ${bot.id} has no creation entry`);
      }
    }
  }
  let edited = 0;
  for (const write of writes.filter((one) => one.kind === 'edit' && one.detail.owner)) {
    const owner = write.detail.owner ?? '';
    const bot = await api(origin, 'GET', `bots/${write.key}`);
    if (bot.data?.summary !== write.detail.summary) continue;
    edited += 1;
    const { entries } = await activityOf(origin, tokens[owner], write.key);
    const recorded = entries.some(
      (entry) =>
        entry.kind === 'profile.updated' &&
        entry.changes.some((change) => change.after === write.detail.summary),
    );
    if (!recorded) problems.push(`edit of ${write.key} has no audit entry`);
  }
  const paid = await paidOrders(origin, tokens[PAYER]);
  const { entries } = await activityOf(origin, tokens[PAYER], WITNESS_BOT);
  const planChanges = entries.filter((entry) => entry.kind === 'plan.changed').length;
  if (planChanges - planChangesBefore !== paid - paidBefore) {
    problems.push(
      `${paid} orders are paid but the audit log has ${planChanges - planChangesBefore} plan changes`,
    );
  }
  const { data: me } = await api(origin, 'GET', 'user/profile', { token: tokens[PAYER] });
  if (paid > 0 && me.plan.id !== 'pro') problems.push('orders are paid but the plan is not Pro');
  return { problems, created, edited, paid, answeredOk: answeredOk.length };
}

async function runFor(engine: string, env: Record<string, string>): Promise<boolean> {
  let { child, origin } = await startAt(env);
  const tokens: Tokens = {};
  for (const user of [...CREATORS, PAYER, 'u-other', 'u-aki', 'u-mika']) {
    tokens[user] = (await control<{ token: string }>(origin, `users/${user}/session`)).token;
  }
  for (const user of CREATORS) await control(origin, `users/${user}/plan`, { plan: 'pro' });
  const before = await activityOf(origin, tokens[PAYER], WITNESS_BOT);
  const planChangesBefore = before.entries.filter((entry) => entry.kind === 'plan.changed').length;
  const paidBefore = await paidOrders(origin, tokens[PAYER]);

  const writes = await burst(origin, child, tokens);
  ({ child, origin } = await startAt(env));
  try {
    const result = await verify(origin, tokens, writes, { planChangesBefore, paidBefore });
    const sent = writes.filter((write) => write.answered !== undefined).length;
    const refused = writes.filter((write) => write.answered && !write.ok).length;
    const lost = writes.filter((write) => write.answered === false).length;
    console.log(
      `${engine}: ${sent} writes sent, ${result.answeredOk} answered with success, ${refused} refused, ${lost} cut off by kill -9, ${writes.length - sent} never sent.`,
    );
    console.log(
      `${engine}: after the restart: ${result.created} burst bots, ${result.edited} edits and ${result.paid} paid orders found; ${result.problems.length} problems.`,
    );
    for (const problem of result.problems) console.log(`  LOST: ${problem}`);
    const reasons = new Set(writes.map((write) => write.detail.refusal).filter(Boolean));
    for (const reason of reasons) console.log(`  refused: ${reason}`);
    return result.problems.length === 0;
  } finally {
    await stopProvider(child, 'SIGTERM');
  }
}

async function main(): Promise<void> {
  const results: boolean[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'botdeck-durability-'));
  try {
    results.push(await runFor('embedded', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.TEST_DATABASE_URL) {
    const name = `durability_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      results.push(
        await runFor('postgres', {
          DATABASE_URL: url.toString(),
          BOTDECK_SECRET_KEY: randomBytes(32).toString('base64'),
        }),
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log(
      'postgres: skipped (no TEST_DATABASE_URL; bash scripts/throwaway-postgres.sh start)',
    );
  }
  console.log(
    `${results.filter(Boolean).length} passed, ${results.filter((ok) => !ok).length} failed`,
  );
  process.exit(results.every(Boolean) ? 0 : 1);
}

void main();
