/** @jest-environment node */
// The callback URL Configure shows, as the local KOOK (server/kook) uses it in webhook mode: KOOK's
// challenge answered and the check verified; a member's command delivered, deflated and encrypted
// or with compress=0, and answered; a repeated delivery handled once; a wrong verify token or
// encrypt key refused and shown as the check's error; unknown bots and websocket bots refused
// without a word about them. The provider listens on 127.0.0.1 so KOOK can reach it; every wait is
// bounded.
import type { LocalKook } from '../../kook';
import { botWebhookSchema } from '../../../src/api/schemas';
import type { BotWebhook } from '../../../src/api/schemas';
import { startDemoKook } from '../../demoKook';
import { callOk, serverOnKook, signInAs, until, validNewBot, validSettings } from '../testHarness';
import type { SignedIn } from '../testHarness';
import { CHALLENGE_DELAY_MS } from '../webhook';

let kook: LocalKook;
let server: SignedIn;
let origin = '';
let channelId = '';
let guildId = '';
let memberId = '';

beforeAll(async () => {
  // KOOK's 1 s for an answer is the local KOOK's own test's (server/kook/webhook.test.ts): here a
  // busy CI machine must not turn a slow answer into a failed delivery.
  ({ kook, server } = await serverOnKook({ webhook: { deadlineMs: 10_000 } }));
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const [guild] = kook.guilds();
  guildId = guild.id;
  channelId = guild.channels[0].id;
  memberId = kook.members()[0].id;
});

interface WebhookBot {
  id: string;
  kookId: string;
  /** The callback URL Configure shows for it, on the origin KOOK reaches. */
  callbackUrl: string;
}

/** A bot KOOK knows, saved in webhook mode with these secrets and started. */
async function webhookBot(
  name: string,
  secrets: { verifyToken: string; encryptKey: string | null },
): Promise<WebhookBot> {
  const account = kook.addBot({ name });
  const { token, app } = server;
  const bot = (await callOk(app, 'POST', 'user/bots', {
    token,
    body: validNewBot({ name, token: account.token }),
  })) as { id: string };
  await callOk(app, 'PUT', `user/bots/${bot.id}/settings`, {
    token,
    body: validSettings({ connection: { mode: 'webhook', ...secrets } }),
  });
  await callOk(app, 'POST', `user/bots/${bot.id}/start`, { token });
  // What Configure shows, asked on the address KOOK will post to.
  const response = await fetch(`${origin}/api/v2/user/bots/${bot.id}/settings`, {
    headers: { token },
  });
  const settings = (await response.json()) as { data: { connection: { callbackUrl: string } } };
  return { id: bot.id, kookId: account.id, callbackUrl: settings.data.connection.callbackUrl };
}

async function webhookOf(botId: string): Promise<BotWebhook> {
  return botWebhookSchema.parse(
    await callOk(server.app, 'GET', `user/bots/${botId}/webhook`, { token: server.token }),
  );
}

const answers = (bot: WebhookBot, since: number) =>
  kook
    .sent({ botId: bot.kookId })
    .slice(since)
    .map((message) => message.content);

/**
 * Says `content` until the bot answers `expected` (the runtime picks a started bot up within a
 * moment; KOOK sends what it delivered before that again): at most 10 tries, 8 s.
 */
async function firstAnswer(bot: WebhookBot, content: string, expected: string): Promise<void> {
  const since = kook.sent({ botId: bot.kookId }).length;
  const answered = () => answers(bot, since).includes(expected) || false;
  for (let attempt = 0; attempt < 10; attempt++) {
    kook.say({ memberId, channelId, content });
    if (await until(answered, 'the bot answers', 800).catch(() => false)) return;
  }
  throw new Error(`the bot never answered ${content}`);
}

// The servers close within this block: before the test storage's own afterAll drops the data
// their runtime may still be writing (a schema dropped under a live transaction deadlocks).
describe('the webhook route against the local KOOK', () => {
  afterAll(async () => {
    await server.app.close();
    await kook.close();
  });

  it('answers KOOK’s challenge, deflated and encrypted, and the bot answers a member through it', async () => {
    const secrets = { verifyToken: 'verify-encrypted', encryptKey: 'an-encrypt-key' };
    const bot = await webhookBot('Webhook Encrypted', secrets);
    expect(bot.callbackUrl).toBe(`${origin}/api/v2/webhooks/kook/${bot.id}`);
    // With KOOK attached the check waits for KOOK's challenge: the demo's own never comes.
    server.clock.advance(CHALLENGE_DELAY_MS);
    expect(await webhookOf(bot.id)).toMatchObject({ verifiedAt: null, lastError: null });

    expect(await kook.setWebhook(bot.kookId, { callbackUrl: bot.callbackUrl, ...secrets })).toEqual(
      {
        ok: true,
      },
    );
    const verified = await until(async () => {
      const check = await webhookOf(bot.id);
      return check.verifiedAt !== null && check;
    }, 'the check is verified');
    expect(verified).toMatchObject({ lastError: null, lastErrorCause: null });

    await firstAnswer(bot, '!ping', 'Pong!');
    expect(kook.webhookState(bot.kookId).failed).toBe(0);
    const seen = await until(async () => {
      const check = await webhookOf(bot.id);
      return check.lastEventAt !== null && check;
    }, 'the last event is recorded');
    expect(seen).toMatchObject({ verifiedAt: verified.verifiedAt, lastError: null });
  });

  it('works with compress=0, and handles a repeated delivery once', async () => {
    const secrets = { verifyToken: 'verify-plain', encryptKey: null };
    const bot = await webhookBot('Webhook Plain', secrets);
    const callbackUrl = `${bot.callbackUrl}?compress=0`;
    expect(await kook.setWebhook(bot.kookId, { callbackUrl, ...secrets })).toEqual({ ok: true });
    await firstAnswer(bot, '!ping', 'Pong!');

    // One event KOOK sends twice (its answer lost, say): the same sn and msg_id, uncompressed.
    const since = kook.sent({ botId: bot.kookId }).length;
    const member = kook.members()[0];
    const delivery = JSON.stringify({
      s: 0,
      sn: 60_001,
      d: {
        type: 1,
        channel_type: 'GROUP',
        target_id: channelId,
        author_id: memberId,
        content: '!ping',
        msg_id: 'repeated-delivery-1',
        msg_timestamp: Date.now(),
        nonce: '',
        extra: {
          type: 1,
          guild_id: guildId,
          channel_name: 'general',
          mention: [],
          author: {
            id: memberId,
            username: member.username,
            nickname: member.nickname,
            bot: false,
          },
        },
        verify_token: secrets.verifyToken,
      },
    });
    for (let time = 0; time < 2; time++) {
      const response = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: delivery,
      });
      expect(response.status).toBe(200);
    }
    // A later message's answer comes after the repeat's would have (one queue per KOOK bucket).
    kook.say({ memberId, channelId, content: 'hello' });
    await until(() => answers(bot, since).includes('Hi!') || false, 'the bot answers hello');
    // Its answers to that message, by what they quote (an earlier "!ping" of firstAnswer's may be
    // answered late too: every delivery is).
    const toRepeated = kook
      .sent({ botId: bot.kookId })
      .filter((sent) => sent.quote === 'repeated-delivery-1');
    expect(toRepeated.map((sent) => sent.content)).toEqual(['Pong!']);
  });

  it('refuses a wrong verify token and shows it as the check’s error, until KOOK’s is saved', async () => {
    const bot = await webhookBot('Webhook Wrong Token', {
      verifyToken: 'verify-saved',
      encryptKey: null,
    });
    const wrong = { verifyToken: 'verify-other', encryptKey: null };
    expect(await kook.setWebhook(bot.kookId, { callbackUrl: bot.callbackUrl, ...wrong })).toEqual({
      ok: false,
      error: 'callback answered HTTP 401',
    });
    const failed = await until(async () => {
      const check = await webhookOf(bot.id);
      return check.lastError !== null && check;
    }, 'the check shows the error');
    expect(failed).toMatchObject({
      verifiedAt: null,
      lastErrorCause: { kind: 'webhookChallengeFailed', params: { reason: 'verifyTokenMismatch' } },
    });
    expect(failed.lastError).not.toContain('verify-saved');

    // The owner saves KOOK's verify token; KOOK's next challenge passes.
    await callOk(server.app, 'PUT', `user/bots/${bot.id}/settings`, {
      token: server.token,
      body: validSettings({ connection: { mode: 'webhook', ...wrong } }),
    });
    expect(await kook.setWebhook(bot.kookId, { callbackUrl: bot.callbackUrl, ...wrong })).toEqual({
      ok: true,
    });
    await until(async () => {
      const check = await webhookOf(bot.id);
      return (check.verifiedAt !== null && check.lastError === null) || false;
    }, 'the check is verified');
  });

  it('refuses what the saved encrypt key cannot decrypt', async () => {
    const bot = await webhookBot('Webhook Wrong Key', {
      verifyToken: 'verify-key',
      encryptKey: 'the-saved-key',
    });
    const result = await kook.setWebhook(bot.kookId, {
      callbackUrl: bot.callbackUrl,
      verifyToken: 'verify-key',
      encryptKey: 'another-key',
    });
    expect(result).toEqual({ ok: false, error: 'callback answered HTTP 400' });
    const failed = await until(async () => {
      const check = await webhookOf(bot.id);
      return check.lastError !== null && check;
    }, 'the check shows the error');
    expect(failed.lastErrorCause).toEqual({
      kind: 'webhookChallengeFailed',
      params: { reason: 'undecryptable' },
    });
  });

  it('answers the challenges of npm start’s local KOOK for the seed’s webhook bots', async () => {
    // Its developer centre has the two bots' callback URLs entered as their owners did: Echo
    // Radio's passes; b1006's fails on the encrypt key its owner mistyped in Botdeck.
    const demo = await startDemoKook({
      port: 0,
      host: '127.0.0.1',
      chatterMs: 0,
      controls: false,
      consoleOrigins: [],
    });
    try {
      const before = await webhookOf('b1012');
      expect(await demo.connectWebhooks(origin)).toEqual([
        { botId: 'b1012', ok: true },
        { botId: 'b1006', ok: false },
      ]);
      const echoRadio = await until(async () => {
        const check = await webhookOf('b1012');
        return check.verifiedAt !== before.verifiedAt && check;
      }, 'Echo Radio is verified by the local KOOK');
      expect(echoRadio.lastError).toBeNull();
      const owner = await signInAs(server.app, 'u-aki');
      const mistyped = await until(async () => {
        const check = botWebhookSchema.parse(
          await callOk(server.app, 'GET', 'user/bots/b1006/webhook', { token: owner }),
        );
        return check.lastError !== null && check;
      }, 'b1006’s check shows the failure');
      expect(mistyped).toMatchObject({
        verifiedAt: null,
        lastErrorCause: { kind: 'webhookChallengeFailed', params: { reason: 'undecryptable' } },
      });
    } finally {
      await demo.kook.close();
    }
  });

  it('answers 404 alike for an unknown bot and one on websocket, and 400 for a body it cannot read', async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}/api/v2/webhooks/kook/${path}`, { method: 'POST', headers, body });
    const unknown = await post('b9999', '{}', { 'content-type': 'application/json' });
    // Deckhand is the seed's bot on websocket.
    const websocket = await post('b1004', '{}', { 'content-type': 'application/json' });
    expect(unknown.status).toBe(404);
    expect(websocket.status).toBe(404);
    const body = { code: 404, message: 'Not Found', data: {} };
    expect(await unknown.json()).toEqual(body);
    expect(await websocket.json()).toEqual(body);

    const bot = await webhookBot('Webhook Garbage', { verifyToken: 'verify-g', encryptKey: null });
    const garbage = await post(bot.id, 'not zlib, not JSON');
    expect(garbage.status).toBe(400);
    expect(await webhookOf(bot.id)).toMatchObject({ lastError: null, verifiedAt: null });
  });
});
