/** @jest-environment node */
// The gateway as KOOK's websocket.md describes it, through a raw ws client.
import { startLocalKook, manualTimers, type LocalKook, type KookBotAccount } from './index';
import { connect, gatewayUrl, type TestSocket } from './testClient';

const timers = manualTimers();
let kook: LocalKook;
let bot: KookBotAccount;
let channelId: string;
let memberId: string;
const open: TestSocket[] = [];

async function session(url: string): Promise<TestSocket> {
  const socket = await connect(url);
  open.push(socket);
  return socket;
}

async function hello(compress = 0): Promise<{ socket: TestSocket; url: string; id: string }> {
  const url = await gatewayUrl(kook.apiBase, bot.token, compress);
  const socket = await session(url);
  const frame = await socket.next();
  expect(frame).toEqual({ s: 1, d: { code: 0, session_id: expect.any(String) as unknown } });
  return { socket, url, id: frame.d?.['session_id'] as string };
}

function say(content: string): string {
  return kook.say({ memberId, channelId, content });
}

beforeAll(async () => {
  kook = await startLocalKook({ timers, heartbeatTimeoutMs: 90_000 });
  bot = kook.addBot({ name: 'EchoBot' });
  const [guild] = kook.guilds();
  channelId = guild.channels[0].id;
  memberId = kook.members()[0].id;
});

afterEach(() => {
  for (const socket of open.splice(0)) socket.ws.terminate();
  kook.controls.helloError(bot.id, null);
  kook.controls.stallEvents(bot.id, false);
  kook.controls.dropPongs(bot.id, false);
});

afterAll(() => kook.close());

describe('gateway/index', () => {
  it('answers a ws URL on the same server with compress and token', async () => {
    const url = new URL(await gatewayUrl(kook.apiBase, bot.token, 0));
    expect(url.protocol).toBe('ws:');
    expect(url.host).toBe(new URL(kook.origin).host);
    expect(url.pathname).toBe('/gateway');
    expect(url.searchParams.get('compress')).toBe('0');
    expect(url.searchParams.get('token')).toMatch(/\S+/);
    const compressed = new URL(await gatewayUrl(kook.apiBase, bot.token));
    expect(compressed.searchParams.get('compress')).toBe('1');
  });
});

describe('HELLO', () => {
  it('greets a valid token with code 0 and a session id', async () => {
    await hello();
  });

  it('answers 40100 without a token and 40101 for an unknown one, then closes', async () => {
    const origin = kook.origin.replace('http', 'ws');
    const missing = await session(`${origin}/gateway?compress=0`);
    expect(await missing.next()).toMatchObject({ s: 1, d: { code: 40100 } });
    await missing.closed;
    const unknown = await session(`${origin}/gateway?compress=0&token=nope`);
    expect(await unknown.next()).toMatchObject({ s: 1, d: { code: 40101 } });
    await unknown.closed;
  });

  it.each([40100, 40101, 40102, 40103] as const)('answers %i when told to', async (code) => {
    const url = await gatewayUrl(kook.apiBase, bot.token, 0);
    kook.controls.helloError(bot.id, code);
    const socket = await session(url);
    expect(await socket.next()).toEqual({ s: 1, d: { code, err: expect.any(String) as unknown } });
    await socket.closed;
  });
});

describe('frames', () => {
  it('answers PING with PONG', async () => {
    const { socket } = await hello();
    socket.send({ s: 2, sn: 0 });
    expect(await socket.next()).toEqual({ s: 3 });
  });

  it('sends events with an sn that increases, deflated when compress=1', async () => {
    const { socket } = await hello(1);
    const first = say('hello');
    const second = say('你好');
    const a = await socket.next();
    const b = await socket.next();
    expect(a).toMatchObject({ s: 0, sn: 1, d: { msg_id: first, content: 'hello' } });
    expect(b).toMatchObject({ s: 0, sn: 2, d: { msg_id: second, content: '你好' } });
    expect(socket.allCompressed()).toBe(true);
  });

  it('delivers a channel message in KOOK event shape', async () => {
    const { socket } = await hello();
    const msgId = kook.say({
      memberId,
      channelId,
      content: 'hi',
      type: 9,
      mentionBotIds: [bot.id],
    });
    const { d } = await socket.next();
    const guild = kook.guilds()[0];
    expect(d).toMatchObject({
      channel_type: 'GROUP',
      type: 9,
      target_id: channelId,
      author_id: memberId,
      content: `(met)${bot.id}(met) hi`,
      msg_id: msgId,
      msg_timestamp: expect.any(Number) as unknown,
      nonce: '',
      extra: {
        type: 9,
        guild_id: guild.id,
        channel_name: guild.channels[0].name,
        mention: [bot.id],
        mention_all: false,
        author: { id: memberId, bot: false, username: expect.any(String) as unknown },
        kmarkdown: { raw_content: `@EchoBot#${bot.identifyNum} hi` },
      },
    });
  });

  it('re-sends the events after the sn of a PING that is behind', async () => {
    const { socket } = await hello();
    say('one');
    say('two');
    say('three');
    await socket.next();
    await socket.next();
    await socket.next();
    socket.send({ s: 2, sn: 1 });
    expect(await socket.next()).toEqual({ s: 3 });
    expect(await socket.next()).toMatchObject({ s: 0, sn: 2, d: { content: 'two' } });
    expect(await socket.next()).toMatchObject({ s: 0, sn: 3, d: { content: 'three' } });
  });
});

describe('resume', () => {
  it('replays what was missed after the sn, then RESUME ACK', async () => {
    const { socket, url, id } = await hello();
    say('before');
    expect(await socket.next()).toMatchObject({ sn: 1 });
    kook.controls.drop(bot.id);
    await socket.closed;
    say('missed one');
    say('missed two');
    const again = await session(`${url}&resume=1&sn=1&session_id=${id}`);
    expect(await again.next()).toEqual({ s: 1, d: { code: 0, session_id: id } });
    expect(await again.next()).toMatchObject({ s: 0, sn: 2, d: { content: 'missed one' } });
    expect(await again.next()).toMatchObject({ s: 0, sn: 3, d: { content: 'missed two' } });
    expect(await again.next()).toEqual({ s: 6, d: { session_id: id } });
    expect(kook.sessions(bot.id)).toMatchObject({ live: 1 });
    expect(kook.sessions(bot.id).resumed).toBeGreaterThanOrEqual(1);
  });

  it('answers the in-connection RESUME signal with the events after its sn and RESUME ACK', async () => {
    const { socket, id } = await hello();
    say('a');
    say('b');
    await socket.next();
    await socket.next();
    socket.send({ s: 4, sn: 1 });
    expect(await socket.next()).toMatchObject({ s: 0, sn: 2, d: { content: 'b' } });
    expect(await socket.next()).toEqual({ s: 6, d: { session_id: id } });
  });

  it('sends RECONNECT with the code it is told to refuse with', async () => {
    const { socket, url, id } = await hello();
    socket.ws.terminate();
    await socket.closed;
    kook.controls.refuseResume(bot.id, 40107);
    const again = await session(`${url}&resume=1&sn=0&session_id=${id}`);
    expect(await again.next()).toEqual({
      s: 5,
      d: { code: 40107, err: expect.any(String) as unknown },
    });
    await again.closed;
  });

  it('sends RECONNECT 40106, 40107 and 40108 for missing params, unknown sessions and bad sn', async () => {
    const { socket, url, id } = await hello();
    say('x');
    await socket.next();
    socket.ws.terminate();
    await socket.closed;
    const missing = await session(`${url}&resume=1&session_id=${id}`);
    expect(await missing.next()).toMatchObject({ s: 5, d: { code: 40106 } });
    const unknown = await session(`${url}&resume=1&sn=0&session_id=nope`);
    expect(await unknown.next()).toMatchObject({ s: 5, d: { code: 40107 } });
    const ahead = await session(`${url}&resume=1&sn=99&session_id=${id}`);
    expect(await ahead.next()).toMatchObject({ s: 5, d: { code: 40108 } });
  });
});

describe('controls', () => {
  it('holds events while stalled, PING/PONG going on, and sends them when released', async () => {
    const { socket } = await hello();
    kook.controls.stallEvents(bot.id, true);
    say('held');
    socket.send({ s: 2, sn: 0 });
    expect(await socket.next()).toEqual({ s: 3 });
    kook.controls.stallEvents(bot.id, false);
    expect(await socket.next()).toMatchObject({ s: 0, sn: 1, d: { content: 'held' } });
  });

  it('leaves PINGs unanswered with dropPongs', async () => {
    const { socket, id } = await hello();
    kook.controls.dropPongs(bot.id, true);
    socket.send({ s: 2, sn: 0 });
    // Frames are handled in order: the RESUME ACK comes after the PING was (not) answered.
    socket.send({ s: 4, sn: 0 });
    expect(await socket.next()).toEqual({ s: 6, d: { session_id: id } });
    kook.controls.dropPongs(bot.id, false);
    socket.send({ s: 2, sn: 0 });
    expect(await socket.next()).toEqual({ s: 3 });
  });

  it('closes a socket that sent no PING within the heartbeat timeout', async () => {
    const { socket } = await hello();
    timers.advance(60_000);
    socket.send({ s: 2, sn: 0 });
    expect(await socket.next()).toEqual({ s: 3 });
    timers.advance(60_000);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    timers.advance(31_000);
    await socket.closed;
  });

  it('counts sessions: a fresh connect opens one, and only one is live after a drop', async () => {
    const before = kook.sessions(bot.id);
    const { socket } = await hello();
    expect(kook.sessions(bot.id)).toMatchObject({ live: 1, opened: before.opened + 1 });
    kook.controls.drop(bot.id);
    await socket.closed;
    expect(kook.sessions(bot.id).live).toBe(0);
  });

  it('revoking the token closes the live session and refuses the next HELLO with 40101', async () => {
    const other = kook.addBot({ name: 'Revoked' });
    const url = await gatewayUrl(kook.apiBase, other.token, 0);
    const socket = await session(url);
    expect(await socket.next()).toMatchObject({ s: 1, d: { code: 0 } });
    kook.controls.revokeToken(other.id);
    await socket.closed;
    const again = await session(url);
    expect(await again.next()).toMatchObject({ s: 1, d: { code: 40101 } });
  });
});
