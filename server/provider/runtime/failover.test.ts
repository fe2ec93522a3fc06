/** @jest-environment node */
// Several provider instances on one Postgres server (docs/runtime.md "Leases"), as in a deployment:
// three runtime hosts, each with its own connections to the database (the instances of one
// process here, with short leases), running bots on the local KOOK while a member keeps asking
// them something. One instance dies without a word (its sockets cut, nothing written, no lease
// given back): its bots run again on the others once their leases expire. Another stops
// gracefully: its bots move at once and resume their sessions. Throughout, KOOK never sees two
// sessions of one bot, and every message that came while its bot was connected is answered
// exactly once. Needs a Postgres server (TEST_DATABASE_URL; CI starts one): LISTEN/NOTIFY and
// several connections are what is tested. Real time, every wait bounded.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LocalKook } from '../../kook';
import { startLocalKook } from '../../kook';
import { runAction } from '../runtime';
import { Database } from '../storage/database';
import type { Engine } from '../storage/engine';
import { openEngine } from '../storage/engine';
import { prepareStorage } from '../storage/index';
import { Secrets } from '../storage/secrets';
import { until } from '../testHarness';
import { RuntimeHost } from './host';
import { ReplyAudit } from './replyAudit';

const url = process.env.TEST_DATABASE_URL;
const it = url ? test : test.skip;

const BOTS = 12;
const TTL_MS = 6000;
const RENEW_MS = 500;

let kook: LocalKook;
let admin: pg.Client;
let database = '';
const engines: Engine[] = [];
const hosts: RuntimeHost[] = [];
const secrets = Secrets.random();
/** Bot id in Botdeck → its KOOK account id. */
const accounts = new Map<string, string>();

beforeAll(async () => {
  if (!url) return;
  // Limits past what the member's pace asks of any bot: this test is about hosting, not 429s.
  kook = await startLocalKook({
    chatter: false,
    rateLimits: { buckets: { 'message/create': { limit: 100, windowMs: 1000 } } },
  });
  // A database of its own: the instances share its `public` schema, as a deployment's do.
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  database = `failover_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${database}"`);
}, 30_000);

afterAll(async () => {
  if (!url) return;
  // Whatever a failed test left running stops writing before its database goes.
  for (const made of hosts) made.halt();
  for (const engine of engines) await engine.close();
  await kook.close();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
});

async function instance(): Promise<Database> {
  const target = new URL(url ?? '');
  target.pathname = `/${database}`;
  const engine = await openEngine({ databaseUrl: target.toString(), poolSize: 4 });
  engines.push(engine);
  return new Database(engine, secrets);
}

/** The seed's bots, all stopped but BOTS of them, each given a KOOK account of its own. */
async function seedBots(db: Database): Promise<void> {
  await prepareStorage(db.engine, secrets, { faults: false });
  await db.transaction(async (repos) => {
    const bots = await repos.bots.all();
    for (const [index, bot] of bots.entries()) {
      if (index < BOTS) {
        const account = kook.addBot({ name: `Failover ${String(index)}` });
        accounts.set(bot.id, account.id);
        bot.token = account.token;
        bot.tokenAccepted = true;
        bot.settings.mode = 'websocket';
        // One answer per message: the built-in !ping, nothing else.
        bot.settings.behaviour = {
          ...bot.settings.behaviour,
          prefix: '!',
          autoReplies: [],
          keywordFilter: { enabled: false, words: [], action: 'warn' },
        };
        bot.runtime = { state: 'online', transition: null, lastError: null };
      } else {
        bot.runtime = { state: 'offline', transition: null, lastError: null };
      }
      await repos.bots.save(bot);
    }
  });
}

function host(db: Database, instanceId: string, capacity: number): RuntimeHost {
  const made = new RuntimeHost(db, {
    apiBase: kook.apiBase,
    instanceId,
    capacity,
    leaseTtlMs: TTL_MS,
    renewMs: RENEW_MS,
    sweepMs: 60_000,
    flushMs: 50,
    report: () => undefined,
  });
  hosts.push(made);
  return made;
}

const allLive = () => [...accounts.values()].every((id) => kook.sessions(id).live === 1);

describe('bots spread over three instances', () => {
  it('survive one dying and one leaving: never two sessions, nothing answered twice or lost', async () => {
    const [one, two, three] = [await instance(), await instance(), await instance()];
    const marks: Record<string, number> = {};
    await seedBots(one);
    // The first two take six bots each; the third waits with room for all.
    for (const [db, name, capacity] of [
      [one, 'one', 6],
      [two, 'two', BOTS],
      [three, 'three', BOTS],
    ] as const) {
      await host(db, name, capacity).start();
    }
    await until(allLive, 'every bot connects', 20_000);
    expect(hosts.map((h) => h.leased().length)).toEqual([6, 6, 0]);

    const [guild] = kook.guilds();
    const audit = new ReplyAudit(
      kook,
      { channelId: guild.channels[0].id, memberId: kook.members()[0].id },
      [...accounts.values()],
    );
    let asking = setInterval(() => audit.ask(), 150);
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));

      // Instance one dies: its six bots come back on the others once their leases expire. It dies
      // between answers: one it had sent but not yet noted (a single write's window, which no
      // host can close without KOOK de-duplicating sends) would be sent again by the next owner.
      clearInterval(asking);
      await until(() => audit.unanswered() === 0 || false, 'the answers so far');
      const died = hosts[0].leased();
      // ...and once each of its bots has noted where its session stands after its last answer
      // (on a busy machine that write may take a while).
      await until(async () => {
        const leases = await one.transaction((repos) => repos.leases.all());
        return died.every((botId) => {
          const account = accounts.get(botId);
          const lastAnswer = Math.max(
            0,
            ...kook
              .sent()
              .filter((sent) => sent.botId === account)
              .map((sent) => sent.at),
          );
          const resume = leases.find((lease) => lease.botId === botId)?.resume;
          return resume !== undefined && resume !== null && resume.at >= lastAnswer;
        });
      }, 'its resume points are written');
      marks.halt = Date.now();
      hosts[0].halt();
      // Asked at once, before KOOK sees the sockets close: owed, and replayed to the next owner.
      asking = setInterval(() => audit.ask(), 150);
      audit.ask();
      await until(
        () => died.every((id) => kook.sessions(accounts.get(id) ?? '').live === 0) || false,
        'the dead instance’s sessions end',
      );
      await until(allLive, 'its bots run again elsewhere', 20_000);
      expect(hosts[1].leased().length + hosts[2].leased().length).toBe(BOTS);

      // Instance two leaves gracefully: its bots move to three at once and resume.
      const resumedBefore = [...accounts.values()].map((id) => kook.sessions(id).resumed);
      const leaving = hosts[1].leased().map((id) => accounts.get(id) ?? '');
      marks.leave = Date.now();
      await hosts[1].stop();
      marks.left = Date.now();
      await until(allLive, 'its bots run on the last instance', 10_000);
      expect(hosts[2].leased()).toHaveLength(BOTS);
      const resumed = [...accounts.values()].filter(
        (id, index) => kook.sessions(id).resumed > resumedBefore[index],
      );
      expect(resumed.sort()).toEqual([...leaving].sort());

      // A stop through another instance's database reaches the one running the bot.
      const [stopped] = hosts[2].leased();
      await two.transaction(async (repos) => {
        const bot = await repos.bots.lock(stopped);
        if (!bot) throw new Error('no bot');
        runAction(bot, 'stop', Date.now());
        await repos.bots.save(bot);
      });
      await until(
        () => kook.sessions(accounts.get(stopped) ?? '').live === 0 || false,
        'the stopped bot disconnects',
      );
    } finally {
      clearInterval(asking);
    }
    await until(() => audit.unanswered() === 0 || false, 'every owed answer', 15_000).catch(
      (error: unknown) => {
        // Which answers, to tell a lost event from a slow one.
        console.log(JSON.stringify(audit.missingAnswers()));
        throw error;
      },
    );
    await hosts[2].stop();

    const result = audit.result();
    // Which answers, and when, to tell the phase they came from.
    if (result.doubled > 0) console.log(JSON.stringify({ marks, doubled: audit.doubledAnswers() }));
    expect(result.asked).toBeGreaterThan(10);
    expect(result).toMatchObject({ missing: 0, doubled: 0 });
    for (const id of accounts.values()) expect(kook.sessions(id).peakLive).toBe(1);
  }, 90_000);
});
