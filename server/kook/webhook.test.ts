/** @jest-environment node */
// Webhook delivery as KOOK's webhook.md describes it, against a callback server in the test.
import { createDecipheriv } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { encryptWebhookPayload } from './crypto';
import { startLocalKook, manualTimers, type LocalKook } from './index';

/** webhook.md §解密消息, written from the doc: base64 → 16-char iv + base64 cipher → aes-256-cbc. */
function decrypt(encrypted: string, encryptKey: string): string {
  const text = Buffer.from(encrypted, 'base64').toString('utf8');
  const iv = text.slice(0, 16);
  const data = Buffer.from(text.slice(16), 'base64');
  let key = encryptKey;
  while (key.length < 32) key += '\0';
  const decipher = createDecipheriv(
    'aes-256-cbc',
    Buffer.from(key, 'utf8'),
    Buffer.from(iv, 'utf8'),
  );
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

interface Received {
  raw: Buffer;
  url: string;
}

type Answer = (body: Record<string, unknown>) => { status: number; body: unknown };

const timers = manualTimers();
let kook: LocalKook;
let receiver: Server;
let base: string;
const received: Received[] = [];
let answer: Answer = () => ({ status: 200, body: {} });

let encryptKeyForDecode: string | null = null;

/** What the callback at that path got. */
function at(path: string): Received[] {
  return received.filter((entry) => new URL(entry.url, 'http://x').pathname === path);
}

/** What the callback got, as a KOOK client decodes it: inflate (unless compress=0), decrypt. */
function decode(entry: Received): Record<string, unknown> {
  const compressed = new URL(entry.url, 'http://x').searchParams.get('compress') !== '0';
  const json = JSON.parse(
    (compressed ? inflateSync(entry.raw) : entry.raw).toString('utf8'),
  ) as Record<string, unknown>;
  if (encryptKeyForDecode !== null && typeof json['encrypt'] === 'string') {
    return JSON.parse(decrypt(json['encrypt'], encryptKeyForDecode)) as Record<string, unknown>;
  }
  return json;
}

async function read(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    void read(request).then((raw) => {
      const entry = { raw, url: request.url ?? '/' };
      received.push(entry);
      const { status, body } = answer(decode(entry));
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  kook = await startLocalKook({ timers, webhook: { offlineAfterFailures: 3 } });
});

afterEach(() => {
  received.length = 0;
  encryptKeyForDecode = null;
  answer = echo;
});

afterAll(async () => {
  await kook.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const echo: Answer = (body) => {
  const d = body['d'] as { challenge?: string } | undefined;
  return { status: 200, body: d?.challenge ? { challenge: d.challenge } : {} };
};

describe('encryption', () => {
  it('matches openssl for a fixed iv (the doc PHP sample data and key)', () => {
    // printf "Kaiheila's bot is awesome" | openssl enc -aes-256-cbc -K <testKey\0…> -iv <0123456789abcdef> -base64
    expect(encryptWebhookPayload("Kaiheila's bot is awesome", 'testKey', '0123456789abcdef')).toBe(
      'MDEyMzQ1Njc4OWFiY2RlZkhxK01wZzVtYmp6d3d2ZlhkeHBkZDRJRXM4M21LdUkvMkhkbVR3WFMwSnc9',
    );
  });

  it('round-trips through the doc algorithm with a random iv', () => {
    const plain = JSON.stringify({ s: 0, d: { content: '你好 hello' } });
    expect(decrypt(encryptWebhookPayload(plain, 'k3y'), 'k3y')).toBe(plain);
  });
});

describe('challenge', () => {
  it('is sent deflated, and answered with the challenge puts the bot online', async () => {
    answer = echo;
    const bot = kook.addBot({ name: 'Hooked' });
    const result = await kook.setWebhook(bot.id, {
      callbackUrl: `${base}/hook`,
      verifyToken: 'vt-1',
      encryptKey: null,
    });
    expect(result).toEqual({ ok: true });
    expect(decode(received[0])).toEqual({
      s: 0,
      d: {
        type: 255,
        channel_type: 'WEBHOOK_CHALLENGE',
        challenge: expect.any(String) as unknown,
        verify_token: 'vt-1',
      },
    });
    expect(kook.webhookState(bot.id).offline).toBe(false);
  });

  it('fails when the answer is not the challenge or not 200', async () => {
    const bot = kook.addBot({ name: 'Wrong' });
    const hook = { callbackUrl: `${base}/hook?compress=0`, verifyToken: 'vt', encryptKey: null };
    answer = () => ({ status: 200, body: { challenge: 'nope' } });
    expect((await kook.setWebhook(bot.id, hook)).ok).toBe(false);
    answer = () => ({ status: 500, body: {} });
    expect(await kook.setWebhook(bot.id, hook)).toEqual({
      ok: false,
      error: expect.stringContaining('500') as unknown,
    });
    expect(kook.webhookState(bot.id).offline).toBe(true);
  });
});

describe('events', () => {
  it('are POSTed plain with compress=0, with verify_token and sn, encrypted with a key', async () => {
    answer = echo;
    encryptKeyForDecode = 'secret-key';
    const bot = kook.addBot({ name: 'Secret' });
    const result = await kook.setWebhook(bot.id, {
      callbackUrl: `${base}/secret?compress=0`,
      verifyToken: 'vt-2',
      encryptKey: 'secret-key',
    });
    expect(result.ok).toBe(true);
    const outer = JSON.parse(at('/secret')[0].raw.toString('utf8')) as Record<string, unknown>;
    expect(Object.keys(outer)).toEqual(['encrypt']);
    const guild = kook.guilds()[0];
    const msgId = kook.say({
      memberId: kook.members()[0].id,
      channelId: guild.channels[0].id,
      content: 'hello',
    });
    await kook.webhookIdle(bot.id);
    expect(decode(at('/secret')[1])).toMatchObject({
      s: 0,
      sn: 1,
      d: { msg_id: msgId, content: 'hello', verify_token: 'vt-2', channel_type: 'GROUP' },
    });
    expect(kook.webhookState(bot.id)).toMatchObject({ delivered: 1, failed: 0, offline: false });
  });

  it('are retried after failures and the bot is taken offline after too many', async () => {
    answer = echo;
    const bot = kook.addBot({ name: 'Flaky' });
    await kook.setWebhook(bot.id, {
      callbackUrl: `${base}/flaky`,
      verifyToken: 'vt',
      encryptKey: null,
    });
    const channelId = kook.guilds()[0].channels[0].id;
    const memberId = kook.members()[0].id;
    answer = () => ({ status: 503, body: {} });
    kook.say({ memberId, channelId, content: 'one' });
    await kook.webhookIdle(bot.id);
    expect(kook.webhookState(bot.id)).toMatchObject({ delivered: 0, failed: 1, offline: false });
    answer = echo;
    timers.advance(2000);
    await kook.webhookIdle(bot.id);
    expect(kook.webhookState(bot.id)).toMatchObject({ delivered: 1, failed: 1 });
    const sns = at('/flaky')
      .slice(1)
      .map((entry) => decode(entry)['sn']);
    expect(sns).toEqual([1, 1]);

    kook.controls.failWebhook(bot.id, true);
    kook.say({ memberId, channelId, content: 'two' });
    await kook.webhookIdle(bot.id);
    timers.advance(2000);
    await kook.webhookIdle(bot.id);
    timers.advance(4000);
    await kook.webhookIdle(bot.id);
    expect(kook.webhookState(bot.id)).toMatchObject({ failed: 4, offline: true });
    kook.controls.failWebhook(bot.id, false);
  });
});
