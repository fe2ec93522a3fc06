/** @jest-environment node */
// The runtime in the provider against the local KOOK (server/kook): a bot started through the API
// connects, answers a member as Configure says, and its log shows what it received and answered;
// a token KOOK revokes ends the bot in `error` with the cause logged; a stopped bot disconnects.
// Real sockets on 127.0.0.1; every wait is bounded.
import { startLocalKook } from '../../kook';
import type { LocalKook } from '../../kook';
import { createSeed } from '../seed';
import { callOk, signedInServer, validNewBot } from '../testHarness';
import type { SignedIn } from '../testHarness';

let kook: LocalKook;
let server: SignedIn;
let channelId = '';
let memberId = '';

/** Waits for real I/O until `condition` holds: at most 10 s. */
async function until<T>(condition: () => T | false | Promise<T | false>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await condition();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  kook = await startLocalKook();
  // The seed's running bots connect too: KOOK knows their tokens, as it would a real host's.
  for (const bot of createSeed().bots) kook.addBot({ name: bot.name, token: bot.token });
  server = await signedInServer({
    runtime: { apiBase: kook.apiBase, flushMs: 10, sweepMs: 600_000 },
  });
  await server.app.ready();
  const [guild] = kook.guilds();
  channelId = guild.channels[0].id;
  memberId = kook.members()[0].id;
});

afterAll(async () => {
  await server.app.close();
  await kook.close();
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

it('connects a started bot, answers a member’s command and logs both', async () => {
  const bot = await startedBot('Runtime Ping');
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
