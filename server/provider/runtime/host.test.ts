/** @jest-environment node */
// The runtime in the provider against the local KOOK (server/kook): a bot started through the API
// connects, answers a member as Configure says, and its log shows what it received and answered;
// a token KOOK revokes ends the bot in `error` with the cause logged; a stopped bot disconnects.
// Real sockets on 127.0.0.1; every wait is bounded.
import type { LocalKook } from '../../kook';
import { healthView, WEBHOOK_WARNING_FAILURES } from '../health';
import type { BotRecord } from '../records';
import { testStorage } from '../storage/testStorage';
import { RuntimeHost } from './host';
import { callOk, serverOnKook, until, validNewBot } from '../testHarness';
import type { SignedIn } from '../testHarness';

let kook: LocalKook;
let server: SignedIn;
let channelId = '';
let memberId = '';

beforeAll(async () => {
  ({ kook, server } = await serverOnKook());
  await server.app.ready();
  const [guild] = kook.guilds();
  channelId = guild.channels[0].id;
  memberId = kook.members()[0].id;
});

const logMessages = async (botId: string) => {
  const page = (await callOk(server.app, 'GET', `user/bots/${botId}/logs`, {
    token: server.token,
    query: { limit: 200 },
  })) as { lines: Array<{ level: string; source: string; message: string }> };
  return page.lines.map((line) => `${line.level} ${line.source}: ${line.message}`);
};

async function startedBot(name: string): Promise<{ id: string; kookId: string }> {
  const account = kook.addBot({ name });
  const bot = (await callOk(server.app, 'POST', 'user/bots', {
    token: server.token,
    body: validNewBot({ name, token: account.token }),
  })) as { id: string };
  await callOk(server.app, 'POST', `user/bots/${bot.id}/start`, { token: server.token });
  await until(() => kook.sessions(account.id).live === 1 || false, 'the bot connects');
  return { id: bot.id, kookId: account.id };
}

// The servers close within this block: before the test storage's own afterAll drops the data
// their runtime may still be writing (a schema dropped under a live transaction deadlocks).
describe('the runtime against the local KOOK', () => {
  afterAll(async () => {
    await server.app.close();
    await kook.close();
  });

  it('connects a started bot, answers a member’s command and logs both', async () => {
    const bot = await startedBot('Runtime Ping');
    const botView = async () =>
      (await callOk(server.app, 'GET', `user/bots/${bot.id}`, { token: server.token })) as {
        status: string;
        serverCount: number;
      };
    // Its server count is what guild/list says once it is connected.
    await until(
      async () => (await botView()).serverCount === kook.guilds().length || false,
      'the bot counts its servers',
    );
    const todaysCommands = async () => {
      const { points } = (await callOk(server.app, 'GET', `user/bots/${bot.id}/analytics`, {
        token: server.token,
        query: { days: 7 },
      })) as { points: Array<{ commands: number; errors: number }> };
      return points.at(-1)!;
    };
    const before = await todaysCommands();

    const since = kook.sent({ botId: bot.kookId }).length;
    kook.say({ memberId, channelId, content: '!ping' });
    const [reply] = await until(() => {
      const sent = kook.sent({ botId: bot.kookId }).slice(since);
      return sent.length > 0 && sent;
    }, 'the bot answers');
    expect(reply).toMatchObject({ kind: 'channel', targetId: channelId, content: 'Pong!' });
    const lines = await until(async () => {
      const found = await logMessages(bot.id);
      return found.some((line) => line.includes('Handled !ping')) && found;
    }, 'the log shows the answer');
    expect(lines.join('\n')).toMatch(/debug event: Received from .+ in channel .+: "!ping"/);
    // One session for the bot, however many times the host looked at it.
    expect(kook.sessions(bot.kookId).live).toBe(1);
    // Online because connected, once the start's moment has passed on the test's clock.
    server.clock.advance(2000);
    expect((await botView()).status).toBe('online');
    // The analytics' day counts the answer on top of what it had.
    expect(await todaysCommands()).toEqual({
      ...before,
      commands: before.commands + 1,
    });
  });

  it('ends a bot whose token KOOK revokes in error, with the cause in its log', async () => {
    const bot = await startedBot('Runtime Revoked');
    kook.controls.revokeToken(bot.kookId);
    const status = await until(async () => {
      const found = (await callOk(server.app, 'GET', `user/bots/${bot.id}`, {
        token: server.token,
      })) as { status: string; lastError: string | null };
      return found.status === 'error' && found;
    }, 'the bot ends in error');
    expect(status.lastError).toMatch(/token/i);
    expect((await logMessages(bot.id)).join('\n')).toMatch(/error auth: .*refused the bot token/i);
    expect(kook.sessions(bot.kookId).live).toBe(0);
  });

  it('disconnects a bot that is stopped', async () => {
    const bot = await startedBot('Runtime Stop');
    await callOk(server.app, 'POST', `user/bots/${bot.id}/stop`, { token: server.token });
    await until(() => kook.sessions(bot.kookId).live === 0 || false, 'the bot disconnects');
  });

  it('resumes its bots’ sessions after a graceful stop, so KOOK replays what came meanwhile', async () => {
    // A provider of its own on a fresh copy of the seed: the runtime alone, stopped and started.
    const { db, bot, kookId } = await oneRunningBot();
    const options = { apiBase: kook.apiBase, flushMs: 10, sweepMs: 600_000 };
    const before = kook.sessions(kookId);
    const sessionsNoted = async () =>
      (await db.transaction((repos) => repos.bots.get(bot.id)))?.runtime.connection?.sessions ?? 0;
    const noted = await sessionsNoted();
    const first = new RuntimeHost(db, options);
    await first.start();
    await until(() => kook.sessions(kookId).live === before.live + 1 || false, 'it connects');
    // KOOK counts the socket before its HELLO reaches the runner, and a runner stopped before it
    // has a session has nothing to resume: it is stopped once it has noted the session.
    await until(async () => (await sessionsNoted()) > noted || false, 'it notes its session');
    await first.stop();
    await until(() => kook.sessions(kookId).live === before.live || false, 'it disconnects');

    const second = new RuntimeHost(db, options);
    await second.start();
    try {
      await until(
        () => kook.sessions(kookId).resumed === before.resumed + 1 || false,
        'it resumes',
      );
    } finally {
      await second.stop();
    }
  });

  it('hands over with an answer held by KOOK’s limit still owed, and none sent twice', async () => {
    const { db, kookId } = await oneRunningBot();
    const options = { apiBase: kook.apiBase, flushMs: 10, sweepMs: 600_000 };
    const first = new RuntimeHost(db, options);
    await first.start();
    await until(() => kook.sessions(kookId).live === 1 || false, 'it connects');
    const answersTo = (msgId: string) =>
      kook.sent({ botId: kookId }).filter((sent) => sent.quote === msgId).length;
    // The channel's answer meets a 429 and waits out the limit (5 s); the direct message's,
    // after it in the session, goes out at once on a bucket of its own.
    kook.controls.rateLimit(kookId, 'message/create', 1);
    const held = kook.say({ memberId, channelId, content: '!ping' });
    const direct = kook.directMessage({ memberId, botId: kookId, content: '!ping' });
    await until(() => answersTo(direct) === 1 || false, 'the direct message is answered');
    expect(answersTo(held)).toBe(0);

    // A graceful stop: the held answer is not waited for, and stays owed to the next runner.
    await first.stop();
    expect(answersTo(held)).toBe(0);
    const second = new RuntimeHost(db, options);
    await second.start();
    try {
      await until(() => answersTo(held) === 1 || false, 'the next runner answers it', 10_000);
      expect(kook.sessions(kookId).resumed).toBe(1);
      // Replayed with the held one, the direct message was not answered again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answersTo(direct)).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it('ends the bot as its health policy says (in error by default), with what went wrong', async () => {
    // Settings the runner cannot read: handling a member's message throws.
    const {
      db,
      bot: victim,
      kookId,
    } = await oneRunningBot((bot) => {
      bot.settings.behaviour.keywordFilter = null as never;
    });
    const live = kook.sessions(kookId).live;
    const host = new RuntimeHost(db, { apiBase: kook.apiBase, flushMs: 10, sweepMs: 600_000 });
    await host.start();
    try {
      await until(() => kook.sessions(kookId).live === live + 1 || false, 'it connects');
      kook.say({ memberId, channelId, content: 'hello there' });
      const crashed = await until(async () => {
        const bot = await db.transaction((repos) => repos.bots.get(victim.id));
        return bot?.runtime.state === 'error' && bot.runtime;
      }, 'the bot ends in error');
      expect(crashed.lastErrorCause).toMatchObject({ kind: 'crashed' });
      await until(() => kook.sessions(kookId).live === live || false, 'its session ends');
    } finally {
      await host.stop();
    }
  });

  it('takes a started webhook bot’s first event at once, making its runner; a stopping host turns it away', async () => {
    const { db, bot, kookId } = await oneRunningBot((one) => {
      one.settings.mode = 'webhook';
      one.settings.verifyToken = 'verify-takes';
    });
    // Not started: it has not looked over its bots yet, as in the moments after a start.
    const host = new RuntimeHost(db, { apiBase: kook.apiBase, flushMs: 10, sweepMs: 600_000 });
    try {
      const now = Date.now();
      const stopped = {
        ...bot,
        id: 'b-stopped',
        runtime: { ...bot.runtime, state: 'offline' as const },
      };
      expect(host.takes(stopped, now)).toBe(true);
      expect(host.running()).toEqual([]);

      expect(host.takes(bot, now)).toBe(true);
      expect(host.running()).toEqual([bot.id]);
      const member = kook.members()[0];
      const ping = {
        type: 1,
        channel_type: 'GROUP',
        target_id: channelId,
        author_id: memberId,
        content: '!ping',
        msg_id: `takes-${String(now)}`,
        msg_timestamp: now,
        extra: {
          type: 1,
          guild_id: kook.guilds()[0].id,
          author: { id: memberId, username: member.username, bot: false },
        },
      };
      expect(host.deliver(bot.id, ping)).toBe(true);
      await until(
        () => kook.sent({ botId: kookId }).some((sent) => sent.content === 'Pong!') || false,
        'the bot answers',
      );
    } finally {
      await host.stop();
    }
    expect(host.takes(bot, Date.now())).toBe(false);
  });

  it('counts deliveries it could not take toward webhook_failing, and a handled one ends it', async () => {
    const { db, bot } = await oneRunningBot((one) => {
      one.settings.mode = 'webhook';
      one.settings.verifyToken = 'verify-failing';
    });
    const host = new RuntimeHost(db, { apiBase: kook.apiBase, flushMs: 10, sweepMs: 600_000 });
    const failing = async () => {
      const view = await db.transaction(async (repos) => {
        const current = await repos.bots.get(bot.id);
        return current && healthView(repos, current, Date.now());
      });
      return view?.incidents.find(
        (incident) => incident.kind === 'webhook_failing' && incident.endedAt === null,
      );
    };
    for (let delivery = 0; delivery < WEBHOOK_WARNING_FAILURES; delivery++) {
      expect(await failing()).toBeUndefined();
      await host.undelivered(bot);
    }
    expect(await failing()).toBeDefined();

    await host.start();
    try {
      const event = { type: 255, channel_type: 'PERSON', extra: { type: 'updated_message' } };
      expect(host.deliver(bot.id, event)).toBe(true);
      await until(async () => (await failing()) === undefined, 'the delivery ends the incident');
    } finally {
      await host.stop();
    }
  });
});

/**
 * A copy of the seed in which one running bot runs, the rest stopped (a host starting 40 sessions
 * is not what these tests are about), with `change` made to it. It gets a KOOK account of its own:
 * the file's server runs the seed's accounts, and KOOK sends a bot's events to one session.
 */
async function oneRunningBot(change: (bot: BotRecord) => void = () => undefined) {
  const { base: db } = await testStorage()();
  const account = kook.addBot({ name: `Alone ${String(kook.members().length)}-${Date.now()}` });
  const bot = await db.transaction(async (repos) => {
    const running = (await repos.bots.all()).filter((one) => one.runtime.state === 'online');
    for (const other of running.slice(1)) {
      other.runtime.state = 'offline';
      await repos.bots.save(other);
    }
    running[0].token = account.token;
    change(running[0]);
    await repos.bots.save(running[0]);
    return running[0];
  });
  return { db, bot, kookId: account.id };
}
