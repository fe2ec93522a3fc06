/** @jest-environment node */
// The health monitor through the API: the seeded history, a revoked token raising one alert for
// the owner and every co-owner, crashes with and without the auto-restart policy and its hourly
// limit, the alert channel's deliveries, who may read and change what, and reading the alerts.
import { ApiCode } from '../../../src/api/constants';
import {
  activityPageSchema,
  botHealthSchema,
  notificationPageSchema,
} from '../../../src/api/schemas';
import { SHARED_BOTS } from '../seed';
import type { SignedIn } from '../testHarness';
import { call, callOk, signInAs, signedInServer, validSettings } from '../testHarness';

/** The demo user's bot, Aki its viewer; auto-restart on in the seed. */
const DECKHAND = 'b1004';
/** The demo user's private bot with a revoked token. */
const NIGHT_WATCH = 'b1061';
/** A demo user's bot that is not running in the seed state used here (after a stop). */
const ECHO_RADIO = 'b1012';
const HOUR_MS = 3_600_000;

const health = async ({ app, token }: Pick<SignedIn, 'app' | 'token'>, botId: string) =>
  botHealthSchema.parse(await callOk(app, 'GET', `user/bots/${botId}/health`, { token }));

const alerts = async (
  { app, token }: Pick<SignedIn, 'app' | 'token'>,
  query: Record<string, number> = {},
) => notificationPageSchema.parse(await callOk(app, 'GET', 'user/notifications', { token, query }));

const crash = async ({ app }: Pick<SignedIn, 'app'>, botId: string) => {
  const response = await app.inject({ method: 'POST', url: `/demo/control/bots/${botId}/crash` });
  return JSON.parse(response.body) as { status: boolean; data: { status: string } | null };
};

/** Starts the bot and waits for it to be running. */
const running = async (s: SignedIn, botId: string) => {
  await callOk(s.app, 'POST', `user/bots/${botId}/start`, { token: s.token });
  s.clock.advance(5000);
};

const setPolicy = (
  { app, token }: Pick<SignedIn, 'app' | 'token'>,
  botId: string,
  body: Record<string, unknown>,
) => call(app, 'PUT', `user/bots/${botId}/health/policy`, { token, body });

describe('GET user/bots/:id/health', () => {
  it('explains a revoked token: down, the token check failing, an open incident', async () => {
    const s = await signedInServer();
    const answer = await health(s, NIGHT_WATCH);
    expect(answer.state).toBe('down');
    expect(answer.checks).toEqual(
      expect.arrayContaining([
        { kind: 'token', status: 'failing' },
        { kind: 'process', status: 'failing' },
      ]),
    );
    expect(answer.incidents[0]).toMatchObject({ kind: 'token_rejected', endedAt: null });
    expect(answer.policy).toEqual({
      autoRestart: false,
      maxRestartsPerHour: 3,
      restartsThisHour: 0,
    });
  });

  it('lists the seeded history newest first: stopped is unknown, running with nothing open healthy', async () => {
    const s = await signedInServer();
    expect((await health(s, DECKHAND)).state).toBe('unknown');
    await running(s, DECKHAND);
    const answer = await health(s, DECKHAND);
    expect(answer.state).toBe('healthy');
    expect(answer.incidents.map((incident) => incident.kind)).toEqual([
      'crashed',
      'rate_limited',
      'resume_failed',
      'stalled',
    ]);
    expect(answer.incidents.every((incident) => incident.endedAt !== null)).toBe(true);
    expect(answer.incidents[0]?.params).toEqual({ exitCode: 1, restarted: 1 });
    expect(answer.alertChannel).toBe('3960012345678902');
    expect(answer.lastDelivery).toMatchObject({ channelId: '3960012345678902', kind: 'crashed' });
  });

  it('is for every co-owner, viewers too, and no one else', async () => {
    const s = await signedInServer();
    // The demo user is a viewer of SHARED_BOTS.viewer.
    expect((await health(s, SHARED_BOTS.viewer)).policy).toBeDefined();
    const stranger = await signInAs(s.app, 'u-lin');
    const refused = await call(s.app, 'GET', `user/bots/${DECKHAND}/health`, { token: stranger });
    expect(refused.body.code).toBe(ApiCode.forbidden);
    const missing = await call(s.app, 'GET', 'user/bots/b9999/health', { token: s.token });
    expect(missing.body.code).toBe(ApiCode.notFound);
    const signedOut = await call(s.app, 'GET', `user/bots/${DECKHAND}/health`);
    expect(signedOut.body.code).toBe(ApiCode.sessionExpired);
  });
});

describe('a revoked token raises an alert', () => {
  it('when KOOK revokes it: once, for the owner and each co-owner, until a token is accepted', async () => {
    const s = await signedInServer();
    const aki = await signInAs(s.app, 'u-aki');
    const before = await alerts(s);
    const akiBefore = (await alerts({ app: s.app, token: aki })).unread;
    await running(s, DECKHAND);
    const revoked = await s.app.inject({
      method: 'POST',
      url: `/demo/control/bots/${DECKHAND}/revoke-token`,
    });
    expect(JSON.parse(revoked.body)).toMatchObject({ data: { status: 'error' } });

    const mine = await alerts(s);
    expect(mine.unread).toBe(before.unread + 1);
    expect(mine.items[0]).toMatchObject({
      botId: DECKHAND,
      botName: 'Deckhand',
      kind: 'token_rejected',
      readAt: null,
    });
    // The viewer is told too, and a second read raises nothing more.
    expect((await alerts({ app: s.app, token: aki })).unread).toBe(akiBefore + 1);
    expect((await alerts(s)).unread).toBe(before.unread + 1);
    const down = await health(s, DECKHAND);
    expect(down.state).toBe('down');
    expect(down.incidents[0]).toMatchObject({ kind: 'token_rejected', endedAt: null });

    // The owner pastes a new token and starts the bot: the incident ends.
    await callOk(s.app, 'PUT', `user/bots/${DECKHAND}/settings`, {
      token: s.token,
      body: validSettings({ token: '1/MTA1004/a-fresh-token' }),
    });
    await callOk(s.app, 'POST', `user/bots/${DECKHAND}/start`, { token: s.token });
    s.clock.advance(5000);
    const back = await health(s, DECKHAND);
    expect(back.state).toBe('healthy');
    expect(back.incidents[0]?.endedAt).not.toBeNull();
  });

  it('is read once opened, though no write stored it before the read that showed it', async () => {
    const s = await signedInServer();
    await s.app.inject({ method: 'POST', url: `/demo/control/bots/${DECKHAND}/revoke-token` });
    await callOk(s.app, 'POST', `user/bots/${DECKHAND}/start`, { token: s.token });
    // The start fails when it completes; the alert is seen by a read, a while later.
    s.clock.advance(5000);
    const shown = await alerts(s);
    const alert = shown.items[0];
    expect(alert).toMatchObject({ botId: DECKHAND, kind: 'token_rejected', readAt: null });

    s.clock.advance(5000);
    const read = (await callOk(s.app, 'POST', 'user/notifications/read', {
      token: s.token,
      body: { ids: [alert.id] },
    })) as { unread: number };

    expect(read.unread).toBe(shown.unread - 1);
    const after = await alerts(s);
    expect(after.items[0]).toMatchObject({ botId: DECKHAND, kind: 'token_rejected' });
    expect(after.items[0]?.readAt).not.toBeNull();
    // Dated when the start failed, not when the read stored it.
    expect(after.items[0]?.at).toBe(alert.at);
  });

  it('opens token_rejected when a restart of the revoked bot fails, not again on the next read', async () => {
    const s = await signedInServer();
    const first = await alerts(s);
    const seeded = first.items.filter((item) => item.kind === 'token_rejected');
    expect(seeded).toHaveLength(1);
    // The incident is still open: restarting fails again, and raises nothing new.
    await callOk(s.app, 'POST', `user/bots/${NIGHT_WATCH}/restart`, { token: s.token });
    s.clock.advance(5000);
    const again = await alerts(s);
    expect(again.items.filter((item) => item.kind === 'token_rejected')).toHaveLength(1);
    expect((await health(s, NIGHT_WATCH)).incidents[0]).toMatchObject({ endedAt: null });
  });
});

describe('crashes and the auto-restart policy', () => {
  it('restarts at most N times an hour, then stays down and raises restart_limit', async () => {
    const s = await signedInServer();
    const saved = await setPolicy(s, DECKHAND, {
      autoRestart: true,
      maxRestartsPerHour: 2,
      alertChannel: '3960012345678902',
    });
    expect(saved.body.status).toBe(true);
    await running(s, DECKHAND);

    for (let restart = 1; restart <= 2; restart += 1) {
      expect((await crash(s, DECKHAND)).data).toEqual({ status: 'starting' });
      s.clock.advance(5000);
      const answer = await health(s, DECKHAND);
      expect(answer.policy.restartsThisHour).toBe(restart);
      expect(answer.state).toBe('healthy');
    }
    expect((await crash(s, DECKHAND)).data).toEqual({ status: 'error' });
    const down = await health(s, DECKHAND);
    expect(down.state).toBe('down');
    expect(down.incidents.slice(0, 2)).toMatchObject([
      { kind: 'restart_limit', endedAt: null, params: { restarts: 2, max: 2 } },
      { kind: 'crashed', endedAt: null, params: { restarted: 0 } },
    ]);
    // Posted to the alert channel, the last one the limit.
    expect(down.lastDelivery).toMatchObject({
      channelId: '3960012345678902',
      kind: 'restart_limit',
    });
    const deliveries = await s.app.inject({
      method: 'GET',
      url: `/demo/control/bots/${DECKHAND}/deliveries`,
    });
    const posted = (JSON.parse(deliveries.body) as { data: { kind: string }[] }).data;
    expect(posted.slice(-4).map((one) => one.kind)).toEqual([
      'crashed',
      'crashed',
      'crashed',
      'restart_limit',
    ]);

    // The owner starts it by hand: the crash and the limit end.
    await callOk(s.app, 'POST', `user/bots/${DECKHAND}/start`, { token: s.token });
    s.clock.advance(5000);
    const back = await health(s, DECKHAND);
    expect(back.state).toBe('healthy');
    expect(back.incidents.slice(0, 2).every((incident) => incident.endedAt !== null)).toBe(true);

    // An hour after the first restarts, the policy restarts again.
    s.clock.advance(HOUR_MS);
    expect((await crash(s, DECKHAND)).data).toEqual({ status: 'starting' });
  });

  it('without the policy a crash leaves the bot down; only a running bot can crash', async () => {
    const s = await signedInServer();
    await callOk(s.app, 'POST', `user/bots/${ECHO_RADIO}/stop`, { token: s.token });
    s.clock.advance(5000);
    expect((await crash(s, ECHO_RADIO)).status).toBe(false);
    await callOk(s.app, 'POST', `user/bots/${ECHO_RADIO}/start`, { token: s.token });
    s.clock.advance(5000);
    expect((await crash(s, ECHO_RADIO)).data).toEqual({ status: 'error' });
    const answer = await health(s, ECHO_RADIO);
    expect(answer.incidents[0]).toMatchObject({ kind: 'crashed', endedAt: null });
    expect(answer.incidents.some((incident) => incident.kind === 'restart_limit')).toBe(false);
    expect(answer.lastDelivery).toBeNull();
  });
});

describe('PUT user/bots/:id/health/policy', () => {
  it('is for the owner and admins, validates its range, and is recorded in the activity', async () => {
    const s = await signedInServer();
    const viewer = await setPolicy(s, SHARED_BOTS.viewer, {
      autoRestart: true,
      maxRestartsPerHour: 3,
      alertChannel: null,
    });
    expect(viewer.body.code).toBe(ApiCode.forbidden);
    const admin = await setPolicy(s, SHARED_BOTS.admin, {
      autoRestart: true,
      maxRestartsPerHour: 4,
      alertChannel: null,
    });
    expect(admin.body.status).toBe(true);
    const tooMany = await setPolicy(s, DECKHAND, {
      autoRestart: true,
      maxRestartsPerHour: 11,
      alertChannel: null,
    });
    expect(tooMany.body.code).toBe(ApiCode.invalidInput);
    const notDigits = await setPolicy(s, DECKHAND, {
      autoRestart: true,
      maxRestartsPerHour: 3,
      alertChannel: '#alerts',
    });
    expect(notDigits.body.code).toBe(ApiCode.invalidInput);

    const changed = await setPolicy(s, DECKHAND, {
      autoRestart: false,
      maxRestartsPerHour: 3,
      alertChannel: null,
    });
    expect(botHealthSchema.parse(changed.body.data).alertChannel).toBeNull();
    const { entries } = activityPageSchema.parse(
      await callOk(s.app, 'GET', `user/bots/${DECKHAND}/activity`, { token: s.token }),
    );
    expect(entries[0]).toMatchObject({
      kind: 'health.policy_changed',
      changes: [
        { field: 'health.autoRestart.enabled', before: 'true', after: 'false' },
        { field: 'health.alertChannel', before: '3960012345678902', after: null },
      ],
    });
  });
});

describe('user/notifications', () => {
  it('pages newest first, counts every unread alert, and marks some or all read', async () => {
    const s = await signedInServer();
    const all = await alerts(s);
    expect(all.unread).toBe(1);
    expect(all.items[0]).toMatchObject({ kind: 'token_rejected', botName: 'Night Watch' });
    const ids = all.items.map((item) => item.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const first = await alerts(s, { limit: 2 });
    expect(first.hasMore).toBe(true);
    const next = await alerts(s, { limit: 2, before: first.items[1]?.id ?? 0 });
    expect(next.items[0]?.id).toBe(ids[2]);

    await running(s, DECKHAND);
    await crash(s, DECKHAND);
    expect((await alerts(s)).unread).toBe(2);
    const one = await callOk(s.app, 'POST', 'user/notifications/read', {
      token: s.token,
      body: { ids: [all.items[0]?.id] },
    });
    expect(one).toEqual({ unread: 1 });
    // Another user's alerts are theirs: Aki's unread count is not touched by the demo user.
    const aki = await signInAs(s.app, 'u-aki');
    const akiUnread = (await alerts({ app: s.app, token: aki })).unread;
    expect(
      await callOk(s.app, 'POST', 'user/notifications/read', { token: s.token, body: {} }),
    ).toEqual({ unread: 0 });
    expect((await alerts({ app: s.app, token: aki })).unread).toBe(akiUnread);
  });
});
