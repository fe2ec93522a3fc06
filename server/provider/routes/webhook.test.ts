/** @jest-environment node */
// GET user/bots/:id/webhook: KOOK's challenge on the callback URL, simulated a few seconds after a
// save in webhook mode, the events that follow while the bot runs, and the owner-only rules.
import { ApiCode } from '../../../src/api/constants';
import { botWebhookSchema } from '../../../src/api/schemas';
import type { BotWebhook } from '../../../src/api/schemas';
import { TRANSITION_MS } from '../runtime';
import { createSeed } from '../seed';
import type { SignedIn as Session } from '../testHarness';
import { call, callOk, validSettings, signedInServer } from '../testHarness';
import {
  CHALLENGE_DELAY_MS,
  EVENT_INTERVAL_MS,
  missingVerifyTokenError,
  undecryptableChallengeError,
  webhookView,
} from '../webhook';

const session = signedInServer;

async function webhookOf({ app, token }: Session, id: string): Promise<BotWebhook> {
  return botWebhookSchema.parse(await callOk(app, 'GET', `user/bots/${id}/webhook`, { token }));
}

const unchecked: BotWebhook = {
  verifiedAt: null,
  lastEventAt: null,
  lastError: null,
  lastErrorCause: null,
};
const iso = (time: number) => new Date(time).toISOString();

function saveSettings({ app, token }: Session, id: string, connection: Record<string, unknown>) {
  return callOk(app, 'PUT', `user/bots/${id}/settings`, {
    token,
    body: validSettings({ connection }),
  });
}

const webhookMode = { mode: 'webhook', verifyToken: 'verify-me', encryptKey: 'key-1' };

describe('GET user/bots/:id/webhook', () => {
  it('is verified a few seconds after webhook mode is saved, and cleared by websocket', async () => {
    const s = await session();
    // Deckhand is on websocket in the seed: nothing to check.
    expect(await webhookOf(s, 'b1004')).toEqual(unchecked);

    await saveSettings(s, 'b1004', webhookMode);
    const savedAt = s.clock.now();
    expect(await webhookOf(s, 'b1004')).toEqual(unchecked);
    s.clock.advance(CHALLENGE_DELAY_MS - 1);
    expect(await webhookOf(s, 'b1004')).toEqual(unchecked);
    s.clock.advance(1);
    expect(await webhookOf(s, 'b1004')).toEqual({
      verifiedAt: iso(savedAt + CHALLENGE_DELAY_MS),
      lastEventAt: null,
      lastError: null,
      lastErrorCause: null,
    });

    // Saving again with the same secrets (a behaviour change) keeps the check.
    s.clock.advance(60_000);
    await saveSettings(s, 'b1004', webhookMode);
    expect((await webhookOf(s, 'b1004')).verifiedAt).toBe(iso(savedAt + CHALLENGE_DELAY_MS));

    await saveSettings(s, 'b1004', { mode: 'websocket', verifyToken: null, encryptKey: null });
    expect(await webhookOf(s, 'b1004')).toEqual(unchecked);
    s.clock.advance(CHALLENGE_DELAY_MS);
    expect(await webhookOf(s, 'b1004')).toEqual(unchecked);
  });

  it('asks again after the verify token or encrypt key changes', async () => {
    const s = await session();
    await saveSettings(s, 'b1004', webhookMode);
    s.clock.advance(CHALLENGE_DELAY_MS);
    expect((await webhookOf(s, 'b1004')).verifiedAt).not.toBeNull();

    await saveSettings(s, 'b1004', { ...webhookMode, encryptKey: 'key-2' });
    const changedAt = s.clock.now();
    expect(await webhookOf(s, 'b1004')).toEqual(unchecked);
    s.clock.advance(CHALLENGE_DELAY_MS);
    expect((await webhookOf(s, 'b1004')).verifiedAt).toBe(iso(changedAt + CHALLENGE_DELAY_MS));
  });

  it('fails the challenge without a verify token, and passes once one is saved', async () => {
    const s = await session();
    await saveSettings(s, 'b1004', { mode: 'webhook', verifyToken: '  ', encryptKey: '' });
    s.clock.advance(CHALLENGE_DELAY_MS);
    expect(await webhookOf(s, 'b1004')).toEqual({
      ...unchecked,
      ...missingVerifyTokenError,
    });
    expect(missingVerifyTokenError.lastErrorCause).toEqual({
      kind: 'webhookChallengeFailed',
      params: { reason: 'verifyTokenMissing' },
    });

    await saveSettings(s, 'b1004', webhookMode);
    // The failure was about the secrets before: the next challenge decides.
    expect((await webhookOf(s, 'b1004')).lastError).toBeNull();
    s.clock.advance(CHALLENGE_DELAY_MS);
    expect(await webhookOf(s, 'b1004')).toMatchObject({
      lastError: null,
      verifiedAt: expect.any(String) as unknown,
    });
  });

  it('moves lastEventAt while the bot runs, and keeps it while it is stopped', async () => {
    const s = await session();
    const { app, token, clock } = s;
    await saveSettings(s, 'b1004', webhookMode);
    clock.advance(CHALLENGE_DELAY_MS);
    const verifiedAt = clock.now();
    // Deckhand is offline in the seed: no events.
    clock.advance(EVENT_INTERVAL_MS * 3);
    expect((await webhookOf(s, 'b1004')).lastEventAt).toBeNull();

    await callOk(app, 'POST', 'user/bots/b1004/start', { token });
    clock.advance(TRANSITION_MS);
    const online = clock.now();
    const lastTick =
      verifiedAt + Math.floor((online - verifiedAt) / EVENT_INTERVAL_MS) * EVENT_INTERVAL_MS;
    expect((await webhookOf(s, 'b1004')).lastEventAt).toBe(iso(lastTick));
    clock.advance(EVENT_INTERVAL_MS);
    expect((await webhookOf(s, 'b1004')).lastEventAt).toBe(iso(lastTick + EVENT_INTERVAL_MS));

    await callOk(app, 'POST', 'user/bots/b1004/stop', { token });
    clock.advance(TRANSITION_MS + EVENT_INTERVAL_MS * 4);
    expect((await webhookOf(s, 'b1004')).lastEventAt).toBe(iso(lastTick + EVENT_INTERVAL_MS));
  });

  it("shows the seed's verified webhook on Echo Radio, with recent events, on Free too", async () => {
    const s = await session({ pro: false });
    const webhook = await webhookOf(s, 'b1012');
    expect(webhook).toMatchObject({ verifiedAt: '2025-10-14T09:28:03.000Z', lastError: null });
    const sinceEvent = s.clock.now() - Date.parse(webhook.lastEventAt ?? '');
    expect(sinceEvent).toBeGreaterThanOrEqual(0);
    expect(sinceEvent).toBeLessThan(EVENT_INTERVAL_MS);
  });

  it('seeds a webhook whose last challenge failed on the encrypt key', () => {
    const bot = createSeed().bots.find((candidate) => candidate.id === 'b1006');
    if (!bot) throw new Error('b1006 is missing');
    expect(bot.settings.mode).toBe('webhook');
    expect(webhookView(bot, Date.parse('2026-03-01T12:00:00Z'))).toEqual({
      ...unchecked,
      ...undecryptableChallengeError,
    });
    expect(undecryptableChallengeError.lastError).toMatch(/encrypt key/);
    expect(undecryptableChallengeError.lastErrorCause).toEqual({
      kind: 'webhookChallengeFailed',
      params: { reason: 'undecryptable' },
    });
  });

  it("is 400003 for another user's bot and 400004 for an unknown one", async () => {
    const s = await session();
    const theirs = await call(s.app, 'GET', 'user/bots/b1006/webhook', { token: s.token });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).toMatchObject({ status: false, code: ApiCode.forbidden });
    const unknown = await call(s.app, 'GET', 'user/bots/b9999/webhook', { token: s.token });
    expect(unknown.body).toMatchObject({ code: ApiCode.notFound, message: 'Bot not found' });
  });

  it('is 400005 without a session or once it has expired', async () => {
    const s = await session({ sessionTtlSeconds: 60 });
    expect((await call(s.app, 'GET', 'user/bots/b1012/webhook')).body.code).toBe(
      ApiCode.sessionExpired,
    );
    expect(
      (await call(s.app, 'GET', 'user/bots/b1012/webhook', { token: s.token })).body.status,
    ).toBe(true);
    s.clock.advance(60_000);
    const expired = await call(s.app, 'GET', 'user/bots/b1012/webhook', { token: s.token });
    expect(expired.statusCode).toBe(401);
    expect(expired.body.code).toBe(ApiCode.sessionExpired);
  });

  it('meets injected faults like every endpoint', async () => {
    const s = await session();
    await s.app.inject({
      method: 'POST',
      url: '/demo/control/faults',
      payload: { route: 'user/bots/*/webhook', method: 'GET', kind: 'http500' },
    });
    const failed = await call(s.app, 'GET', 'user/bots/b1012/webhook', { token: s.token });
    expect(failed.statusCode).toBe(500);
    expect(failed.body.code).toBe(ApiCode.providerError);
    expect((await webhookOf(s, 'b1012')).verifiedAt).not.toBeNull();
  });
});
