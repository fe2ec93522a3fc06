/** @jest-environment node */
// The protocol layer against the local KOOK (server/kook): one server for the file, its own
// timers manual (nothing expires on its side unless a test says so), the client's on jest's fake
// timers, real sockets and HTTP on 127.0.0.1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { manualTimers, startLocalKook, type LocalKook } from '../../../kook';
import { GatewaySession, type GatewayStatus, type StatusDetail } from './gateway';
import { KookApiError, KookHttp, type RateLimitReason } from './http';
import { challengeAnswer, deliveryKeys, openDelivery, type Delivery } from './webhook';

let kook: LocalKook;
let channelId = '';
let memberId = '';
let guildId = '';

beforeAll(async () => {
  kook = await startLocalKook({ timers: manualTimers(), now: () => Date.now() });
  const guilds = kook.guilds();
  const members = kook.members();
  if (guilds.length === 0 || guilds[0].channels.length === 0 || members.length === 0) {
    throw new Error('the local KOOK has no guild, channel or member');
  }
  guildId = guilds[0].id;
  channelId = guilds[0].channels[0].id;
  memberId = members[0].id;
});
afterAll(() => kook.close());
beforeEach(() =>
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime'] }),
);
afterEach(() => jest.useRealTimers());

/** Waits for real I/O (fake timers stand still meanwhile); bounded in real time. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const start = process.hrtime.bigint();
  while (!condition()) {
    if (process.hrtime.bigint() - start > 3_000_000_000n) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Moves fake time on in steps, letting real I/O run between them. */
async function advance(ms: number, step = 1_000): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    await jest.advanceTimersByTimeAsync(Math.min(step, ms - done));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function bot(name: string) {
  const account = kook.addBot({ name });
  const limited: [string, number, RateLimitReason][] = [];
  const http = new KookHttp({
    apiBase: kook.apiBase,
    token: account.token,
    onRateLimited: (bucket, ms, reason) => limited.push([bucket, ms, reason]),
  });
  const events: [string, number][] = [];
  const statuses: [GatewayStatus, StatusDetail][] = [];
  const logs: string[] = [];
  const session = new GatewaySession({
    http,
    random: () => 0.5,
    onEvent: (d, sn) => events.push([typeof d.content === 'string' ? d.content : '', sn]),
    onStatus: (status, detail) => statuses.push([status, detail]),
    onLog: (level, message) => logs.push(`${level} ${message}`),
  });
  const last = () => statuses.at(-1)?.[0];
  const connected = () => until(() => last() === 'connected', `${name} connected`);
  const say = (content: string) => kook.say({ memberId, channelId, content });
  return { account, http, limited, session, events, statuses, logs, last, connected, say };
}

describe('KookHttp against the local KOOK', () => {
  it('reads the bot, its guilds and a guild, and sends to a channel and a member', async () => {
    const b = bot('Http');
    await expect(b.http.me()).resolves.toMatchObject({ id: b.account.id, bot: true });
    const guilds = await b.http.guildList();
    expect(guilds.map((g) => g.id)).toContain(guildId);
    const view = await b.http.guildView(guildId);
    expect(view.channels.map((c) => c.id)).toContain(channelId);
    const sent = await b.http.sendChannel({ targetId: channelId, content: 'hello', type: 9 });
    expect(sent.msgId).not.toBe('');
    await b.http.sendDirect({ targetId: memberId, content: 'psst', type: 1 });
    expect(kook.sent({ botId: b.account.id }).map((m) => m.content)).toEqual(['hello', 'psst']);
  });

  it("keeps to message/create's limit instead of bursting past it", async () => {
    const b = bot('Burst');
    const sends = Array.from({ length: 7 }, (_, i) =>
      b.http.sendChannel({ targetId: channelId, content: `m${i}`, type: 9 }),
    );
    const progress = { settled: false };
    const all = Promise.all(sends).finally(() => (progress.settled = true));
    for (let i = 0; i < 20 && !progress.settled; i += 1) await advance(1_000);
    await all;
    expect(kook.sent({ botId: b.account.id })).toHaveLength(7);
    expect(b.limited.map((l) => l[2])).toContain('exhausted');
    expect(b.limited.map((l) => l[2])).not.toContain('too_many_requests');
  });

  it('waits out a 429 and retries', async () => {
    const b = bot('Limited');
    kook.controls.rateLimit(b.account.id, 'user/me', 1);
    const progress = { done: false };
    const me = b.http.me().finally(() => (progress.done = true));
    await until(() => b.limited.length > 0, 'the 429');
    for (let i = 0; i < 20 && !progress.done; i += 1) await advance(1_000);
    await expect(me).resolves.toMatchObject({ id: b.account.id });
    expect(b.limited[0]?.[2]).toBe('too_many_requests');
  });

  it('calls a revoked token unauthorized', async () => {
    const b = bot('Revoked');
    kook.controls.revokeToken(b.account.id);
    const error = (await b.http.me().catch((e: unknown) => e)) as KookApiError;
    expect(error).toBeInstanceOf(KookApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
  });
});

describe('GatewaySession against the local KOOK', () => {
  it('connects (HELLO 0), inflates compressed events and delivers them in order', async () => {
    const b = bot('Hello');
    b.session.start();
    await b.connected();
    expect(kook.sessions(b.account.id)).toMatchObject({ live: 1, opened: 1 });
    b.say('one');
    b.say('two');
    await until(() => b.events.length === 2, 'two events');
    expect(b.events).toEqual([
      ['one', 1],
      ['two', 2],
    ]);
    expect(b.session.state()).toMatchObject({ sn: 2, consecutiveFailedResumes: 0 });
    expect(b.session.state().sessionId).toEqual(expect.any(String));
    expect(b.session.state().lastEventAt).not.toBeNull();
    b.session.stop();
    await until(() => kook.sessions(b.account.id).live === 0, 'closed');
    expect(b.last()).toBe('stopped');
  });

  it('pings every 30 s and takes the PONG', async () => {
    const b = bot('Ping');
    b.session.start();
    await b.connected();
    await advance(29_000);
    expect(b.session.state().lastPongAt).toBeNull();
    await advance(1_000);
    await until(() => b.session.state().lastPongAt !== null, 'a PONG');
    const first = b.session.state().lastPongAt ?? 0;
    await advance(30_000);
    await until(() => (b.session.state().lastPongAt ?? 0) > first, 'a second PONG');
    expect(b.logs.join('\n')).not.toContain('no PONG');
    b.session.stop();
  });

  it('after a drop, resumes with nothing lost or handled twice', async () => {
    const b = bot('Drop');
    b.session.start();
    await b.connected();
    b.say('before 1');
    b.say('before 2');
    await until(() => b.events.length === 2, 'two events');
    kook.controls.drop(b.account.id);
    await until(() => b.last() === 'resuming', 'resuming');
    b.say('while away 1');
    b.say('while away 2');
    await advance(8_000);
    await until(() => b.last() === 'connected', 'resumed');
    await until(() => b.events.length >= 4, 'the missed events');
    b.say('after');
    await until(() => b.events.length >= 5, 'a new event');
    expect(b.events.map((e) => e[1])).toEqual([1, 2, 3, 4, 5]);
    expect(b.events.map((e) => e[0])).toEqual([
      'before 1',
      'before 2',
      'while away 1',
      'while away 2',
      'after',
    ]);
    expect(b.statuses.at(-1)?.[1]).toMatchObject({ resumed: true });
    expect(kook.sessions(b.account.id)).toMatchObject({ opened: 1, resumed: 1 });
    b.session.stop();
  });

  it('on RECONNECT clears sn and session, then starts a new session', async () => {
    const b = bot('Reconnect');
    b.session.start();
    await b.connected();
    b.say('old');
    await until(() => b.events.length === 1, 'an event');
    const oldSession = b.session.state().sessionId;
    kook.controls.refuseResume(b.account.id, 40108);
    kook.controls.drop(b.account.id);
    await until(() => b.last() === 'resuming', 'resuming');
    await advance(8_000);
    await until(() => kook.sessions(b.account.id).opened === 2, 'a new session');
    await until(() => b.last() === 'connected', 'connected again');
    expect(b.statuses.map((s) => s[0])).toContain('reconnecting');
    expect(b.statuses.find((s) => s[0] === 'reconnecting')?.[1]).toMatchObject({ code: 40108 });
    expect(b.session.state().sessionId).not.toBe(oldSession);
    expect(b.session.state().consecutiveFailedResumes).toBe(0);
    expect(b.session.state().sn).toBe(0);
    b.say('new');
    await until(() => b.events.length === 2, "the new session's event");
    expect(b.events[1]).toEqual(['new', 1]);
    b.session.stop();
  });

  it('without PONGs: two PINGs again, two resumes, then a new gateway', async () => {
    const b = bot('Silent');
    b.session.start();
    await b.connected();
    kook.controls.dropPongs(b.account.id, true);
    // PING at 30 s, no PONG by 36; PING again at 38, none by 44; again at 48, none by 54.
    await advance(53_000);
    expect(b.last()).toBe('connected');
    expect(b.logs.filter((l) => l.includes('no PONG within 6 s'))).toHaveLength(2);
    await advance(1_000);
    expect(b.last()).toBe('resuming');
    // Both resumes fail (HELLO refused with 40100), after 8 then 16 s.
    kook.controls.helloError(b.account.id, 40100);
    await advance(8_000);
    await until(() => b.session.state().consecutiveFailedResumes === 1, 'first resume failed');
    await advance(16_000);
    await until(() => b.session.state().consecutiveFailedResumes === 2, 'second resume failed');
    await until(() => b.last() === 'reconnecting', 'back to the gateway');
    expect(b.session.state().consecutiveFailedResumes).toBe(2);
    kook.controls.helloError(b.account.id, null);
    kook.controls.dropPongs(b.account.id, false);
    for (let i = 0; i < 10 && b.last() !== 'connected'; i += 1) await advance(1_000);
    await b.connected();
    expect(b.statuses.at(-1)?.[1]).toMatchObject({ resumed: false });
    expect(kook.sessions(b.account.id)).toMatchObject({ opened: 2, resumed: 0 });
    b.session.stop();
  });

  it('stops for good on HELLO 40101 (invalid token)', async () => {
    const b = bot('Invalid');
    kook.controls.helloError(b.account.id, 40101);
    b.session.start();
    await until(() => b.last() === 'failed', 'failed');
    expect(b.statuses.at(-1)?.[1]).toMatchObject({ fatal: true, code: 40101 });
    await advance(120_000, 10_000);
    expect(b.last()).toBe('failed');
    expect(b.statuses.filter((s) => s[0] === 'connecting' || s[0] === 'reconnecting')).toHaveLength(
      1,
    );
  });

  it('stops for good when the token is revoked while connected', async () => {
    const b = bot('RevokedLive');
    b.session.start();
    await b.connected();
    kook.controls.revokeToken(b.account.id);
    await until(() => b.last() === 'resuming', 'resuming');
    await advance(8_000);
    await until(() => b.last() === 'failed', 'failed');
    expect(b.statuses.at(-1)?.[1]).toMatchObject({ fatal: true, code: 40101 });
  });

  it('stops for good when the gateway request is refused (401)', async () => {
    const b = bot('RevokedCold');
    kook.controls.revokeToken(b.account.id);
    b.session.start();
    await until(() => b.last() === 'failed', 'failed');
    expect(b.statuses.at(-1)?.[1]).toMatchObject({ fatal: true, code: 401 });
  });

  it('resumes a saved session after a restart', async () => {
    const first = bot('Restart');
    first.session.start();
    await first.connected();
    first.say('a');
    await until(() => first.events.length === 1, 'an event');
    const saved = first.session.state();
    kook.controls.drop(first.account.id);
    first.session.stop();
    first.say('b');
    const events: number[] = [];
    let status: GatewayStatus | null = null;
    let detail: StatusDetail | null = null;
    const second = new GatewaySession({
      http: first.http,
      random: () => 0.5,
      resumeFrom: { sessionId: saved.sessionId ?? '', sn: saved.sn },
      onEvent: (_d, sn) => events.push(sn),
      onStatus: (s, d) => {
        status = s;
        detail = d;
      },
    });
    second.start();
    await until(() => status === 'connected' && events.length === 1, 'resumed');
    expect(detail).toMatchObject({ resumed: true });
    expect(events).toEqual([2]);
    second.stop();
  });
});

describe('webhook deliveries from the local KOOK', () => {
  it.each([
    ['compressed and encrypted', 'secret-key', ''],
    ['plain (compress=0)', null, '?compress=0'],
  ])('opens the challenge and events, %s', async (_name, encryptKey, query) => {
    const verifyToken = 'verify-me';
    const opened: Delivery[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const delivery = openDelivery(Buffer.concat(chunks), {
          encryptKey,
          verifyToken,
          compressed: query === '',
        });
        opened.push(delivery);
        response.setHeader('Content-Type', 'application/json');
        if (delivery.kind === 'challenge') response.end(challengeAnswer(delivery.challenge));
        else response.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    const port = (receiver.address() as AddressInfo).port;
    try {
      const account = kook.addBot({ name: `Hook${query}` });
      const set = await kook.setWebhook(account.id, {
        callbackUrl: `http://127.0.0.1:${port}/hook${query}`,
        verifyToken,
        encryptKey,
      });
      expect(set).toEqual({ ok: true });
      expect(opened[0]).toMatchObject({ kind: 'challenge' });
      kook.say({ memberId, channelId, content: 'via webhook' });
      await kook.webhookIdle(account.id);
      await until(() => opened.length === 2, 'the event');
      const event = opened[1];
      if (event.kind !== 'event') throw new Error(`not an event: ${JSON.stringify(event)}`);
      expect(event.event).toMatchObject({ content: 'via webhook', target_id: channelId });
      // What the provider notes to drop a retry of it: its sn and its message id.
      expect(deliveryKeys(event.sn, event.event.msg_id)).toEqual([
        `sn:${String(event.sn)}`,
        `msg:${String(event.event.msg_id)}`,
      ]);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
