/** @jest-environment node */
// The HTTP API (reference.md, rate-limit.md, http/*.md) and the /_local/ pages and controls.
import { startLocalKook, manualTimers, type LocalKook, type KookBotAccount } from './index';
import { connect, gatewayUrl, type TestSocket } from './testClient';

const clock = manualTimers();
let kook: LocalKook;
let bot: KookBotAccount;
let listener: KookBotAccount;
let channelId: string;
let guildId: string;

interface Envelope {
  code: number;
  message: string;
  data: Record<string, unknown>;
}

async function call(
  path: string,
  options: { token?: string; body?: object; method?: string; auth?: string } = {},
): Promise<{ status: number; headers: Headers; body: Envelope }> {
  const response = await fetch(`${kook.apiBase}/${path}`, {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    headers: {
      Authorization: options.auth ?? `Bot ${options.token ?? bot.token}`,
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Envelope,
  };
}

beforeAll(async () => {
  kook = await startLocalKook({
    timers: clock,
    controls: true,
    rateLimits: { buckets: { 'message/create': { limit: 3, windowMs: 5000 } } },
  });
  bot = kook.addBot({ name: 'Sender' });
  listener = kook.addBot({ name: 'Listener' });
  const guild = kook.guilds()[0];
  guildId = guild.id;
  channelId = guild.channels[0].id;
});

afterAll(() => kook.close());

describe('authorization', () => {
  it('answers 401 with KOOK body for an unknown token', async () => {
    const { status, body } = await call('user/me', { token: 'nope' });
    expect(status).toBe(401);
    expect(body).toEqual({
      code: 401,
      message: expect.any(String) as unknown,
      data: { name: 'Unauthorized', status: 401 },
    });
  });

  it('answers 401 once a token is revoked', async () => {
    const doomed = kook.addBot({ name: 'Doomed' });
    expect((await call('user/me', { token: doomed.token })).status).toBe(200);
    kook.controls.revokeToken(doomed.id);
    expect((await call('user/me', { token: doomed.token })).status).toBe(401);
  });

  it('answers user/me for the bot in the envelope', async () => {
    const { status, body } = await call('user/me');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      data: { id: bot.id, username: 'Sender', identify_num: bot.identifyNum, bot: true },
    });
  });
});

describe('guilds', () => {
  it('pages guild/list with meta', async () => {
    const { body } = await call('guild/list?page=2&page_size=1');
    expect(body.data['meta']).toEqual({ page: 2, page_total: 3, page_size: 1, total: 3 });
    expect(body.data['items']).toEqual([
      expect.objectContaining({ id: kook.guilds()[1].id }) as unknown,
    ]);
  });

  it('views a guild with its channels, and refuses one the bot is not in', async () => {
    const { body } = await call(`guild/view?guild_id=${guildId}`);
    expect(body.data).toMatchObject({
      id: guildId,
      default_channel_id: expect.any(String) as unknown,
    });
    expect(body.data['channels']).toContainEqual(
      expect.objectContaining({ id: channelId, type: 1 }) as unknown,
    );
    const loner = kook.addBot({ name: 'Loner', guildIds: [] });
    expect(
      (await call(`guild/view?guild_id=${guildId}`, { token: loner.token })).body.code,
    ).not.toBe(0);
  });
});

describe('messages', () => {
  let socket: TestSocket;

  beforeAll(async () => {
    socket = await connect(await gatewayUrl(kook.apiBase, listener.token, 0));
    await socket.next();
  });
  afterAll(() => socket.ws.terminate());

  it('records message/create, answers msg_id and nonce, and tells the other bots with author.bot', async () => {
    const { body, headers } = await call('message/create', {
      body: { type: 9, target_id: channelId, content: '**pong**', nonce: 'n-1', quote: 'q-1' },
    });
    expect(body).toMatchObject({
      code: 0,
      data: { msg_id: expect.any(String) as unknown, msg_timestamp: clock.now(), nonce: 'n-1' },
    });
    expect(headers.get('x-rate-limit-bucket')).toBe('message/create');
    const msgId = body.data['msg_id'] as string;
    expect(kook.sent({ botId: bot.id })).toEqual([
      {
        seq: expect.any(Number) as unknown,
        botId: bot.id,
        kind: 'channel',
        targetId: channelId,
        content: '**pong**',
        type: 9,
        quote: 'q-1',
        msgId,
        at: clock.now(),
      },
    ]);
    expect(await socket.next()).toMatchObject({
      s: 0,
      d: { msg_id: msgId, author_id: bot.id, nonce: 'n-1', extra: { author: { bot: true } } },
    });
  });

  it('sends direct messages by target_id, and refuses a message without content', async () => {
    const member = kook.members()[1];
    const { body } = await call('direct-message/create', {
      body: { target_id: member.id, content: 'hi there' },
    });
    expect(body.code).toBe(0);
    expect(kook.sent({ botId: bot.id }).at(-1)).toMatchObject({
      kind: 'direct',
      targetId: member.id,
      type: 1,
      content: 'hi there',
    });
    const empty = await call('direct-message/create', { body: { target_id: member.id } });
    expect(empty.body.code).toBe(40000);
  });

  it('delivers a member direct message to the bot as a PERSON event', async () => {
    const member = kook.members()[2];
    const msgId = kook.directMessage({ memberId: member.id, botId: listener.id, content: '/ping' });
    expect(await socket.next()).toMatchObject({
      d: {
        channel_type: 'PERSON',
        type: 1,
        target_id: listener.id,
        author_id: member.id,
        msg_id: msgId,
        extra: { author: { id: member.id, bot: false }, code: expect.any(String) as unknown },
      },
    });
  });

  it('sends joined_guild to the bots of the guild', async () => {
    const guild = kook.guilds()[0];
    const outsider = kook.members().at(-1)!;
    kook.join({ memberId: outsider.id, guildId: guild.id });
    expect(await socket.next()).toMatchObject({
      d: {
        channel_type: 'GROUP',
        type: 255,
        target_id: guild.id,
        extra: { type: 'joined_guild', body: { user_id: outsider.id, joined_at: clock.now() } },
      },
    });
  });

  it('deletes the bot own message only', async () => {
    const created = await call('message/create', {
      token: listener.token,
      body: { target_id: channelId, content: 'x' },
    });
    const msgId = created.body.data['msg_id'] as string;
    expect((await call('message/delete', { body: { msg_id: msgId } })).body.code).not.toBe(0);
    expect(
      (await call('message/delete', { token: listener.token, body: { msg_id: msgId } })).body.code,
    ).toBe(0);
  });
});

describe('rate limits', () => {
  it('sends the headers and answers 429 past the limit, until the window resets', async () => {
    clock.advance(10_000);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await call('message/create', { body: { target_id: channelId, content: `m${i}` } }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get('x-rate-limit-remaining'))).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    const limited = answers[3];
    expect(limited.headers.get('x-rate-limit-limit')).toBe('3');
    expect(limited.headers.get('x-rate-limit-bucket')).toBe('message/create');
    expect(Number(limited.headers.get('x-rate-limit-reset'))).toBeGreaterThan(0);
    expect(limited.body.code).toBe(429);
    clock.advance(5_000);
    expect(
      (await call('message/create', { body: { target_id: channelId, content: 'again' } })).status,
    ).toBe(200);
  });

  it('answers 429 for the next calls it is told to', async () => {
    kook.controls.rateLimit(bot.id, 'user/me', 2);
    expect((await call('user/me')).status).toBe(429);
    expect((await call('user/me')).status).toBe(429);
    expect((await call('user/me')).status).toBe(200);
  });
});

describe('/_local/', () => {
  it('exposes the controls and the sent record as JSON', async () => {
    const post = await fetch(`${kook.origin}/_local/controls/rateLimit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ botId: bot.id, bucket: 'guild/list', count: 1 }),
    });
    expect(post.status).toBe(200);
    expect((await call('guild/list')).status).toBe(429);
    const sent = (await (
      await fetch(`${kook.origin}/_local/sent?botId=${bot.id}`)
    ).json()) as unknown[];
    expect(sent.length).toBe(kook.sent({ botId: bot.id }).length);
    const bad = await fetch(`${kook.origin}/_local/controls/helloError`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ botId: bot.id, code: 123 }),
    });
    expect(bad.status).toBe(400);
  });

  it('shows the channel escaped, under a strict CSP, and as JSON', async () => {
    const member = kook.members()[0];
    kook.say({ memberId: member.id, channelId, content: '<script>alert(1)</script>' });
    const page = await fetch(`${kook.origin}/_local/channel/${channelId}`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const json = (await (
      await fetch(`${kook.origin}/_local/channel/${channelId}.json`)
    ).json()) as {
      messages: Array<{ content: string }>;
    };
    expect(json.messages.at(-1)?.content).toBe('<script>alert(1)</script>');
  });

  it('creates a bot in the developer centre and shows its token once', async () => {
    const page = await (await fetch(`${kook.origin}/_local/developer`)).text();
    const form = /name="form" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const created = await fetch(`${kook.origin}/_local/developer/bots`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form, name: '<b>New</b>' }).toString(),
    });
    expect(created.status).toBe(201);
    const html = await created.text();
    const token = /Token[^<]*<\/p><p><code>([^<]+)<\/code>/.exec(html)?.[1] ?? '';
    expect((await call('user/me', { token })).body.data).toMatchObject({ username: '<b>New</b>' });
    expect(html).toContain('&#60;b&#62;New&#60;/b&#62;');
    expect(html).not.toContain('<b>New</b>');
    const again = await fetch(`${kook.origin}/_local/developer/bots`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form, name: 'Twice' }).toString(),
    });
    expect(again.status).toBe(200);
    expect(await (await fetch(`${kook.origin}/_local/developer`)).text()).not.toContain('Twice');
  });
});
