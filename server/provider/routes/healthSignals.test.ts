/** @jest-environment node */
// The health monitor's live rules on the gateway and webhook signals (server/health.ts): a stall,
// failed resumes, failing webhook deliveries and rate limits each open at their threshold and not
// before, alert the owner and the co-owner and post to the alert channel, open once while they
// last, and end on recovery. The signals go in through `recordSignals`, the runtime's way in
// (runtime/botRunner.ts), in a transaction on the server's own storage; the health, the alerts and
// the alert channel's deliveries are read through the API.
import { botHealthSchema, notificationPageSchema } from '../../../src/api/schemas';
import type { HealthSignals } from '../health';
import {
  KOOK_OFFLINE_THRESHOLD,
  RATE_LIMIT_HITS,
  RATE_WINDOW_MS,
  recordSignals,
  RESUME_ATTEMPTS,
  STALL_MS,
  WEBHOOK_WARNING_FAILURES,
} from '../health';
import type { Database } from '../storage/database';
import { testStorage } from '../storage/testStorage';
import type { SignedIn } from '../testHarness';
import { callOk, signInAs, signedInServer, validSettings } from '../testHarness';

/** The demo user's bot on the websocket gateway, Aki its viewer, alerts posted to a channel. */
const DECKHAND = 'b1004';
const ALERT_CHANNEL = '3960012345678902';
const MINUTE_MS = 60_000;
const route = 'message/create';

interface Session extends SignedIn {
  aki: string;
  /** The server's own data, which its default scope (every request here) reads and writes. */
  db: Database;
}

const session = async (): Promise<Session> => {
  const storage = testStorage()();
  const s = await signedInServer({ storage: () => storage });
  return { ...s, aki: await signInAs(s.app, 'u-aki'), db: (await storage).base };
};

/** Deckhand's runner reports `report` now, in a transaction of its own, as it flushes. */
const signal = (s: Session, report: HealthSignals) =>
  s.db.transaction(async (repos) => {
    const bot = await repos.bots.lock(DECKHAND);
    if (!bot) throw new Error('Deckhand is not in the seed');
    await recordSignals(repos, bot, report, s.clock.now());
  });

const health = async (s: SignedIn) =>
  botHealthSchema.parse(
    await callOk(s.app, 'GET', `user/bots/${DECKHAND}/health`, { token: s.token }),
  );

const incidents = async (s: SignedIn, kind: string) =>
  (await health(s)).incidents.filter((incident) => incident.kind === kind);

const check = async (s: SignedIn, kind: string) =>
  (await health(s)).checks.find((one) => one.kind === kind)?.status;

/** Unread alerts of `kind` about Deckhand for the demo user (the owner) and for Aki (a viewer). */
const alerted = async (s: Session, kind: string) => {
  const unread = async (token: string) =>
    notificationPageSchema
      .parse(await callOk(s.app, 'GET', 'user/notifications', { token }))
      .items.filter(
        (item) => item.kind === kind && item.botId === DECKHAND && item.readAt === null,
      );
  return { owner: await unread(s.token), viewer: await unread(s.aki) };
};

const lastDelivery = async (s: SignedIn) => {
  const response = await s.app.inject({
    method: 'GET',
    url: `/demo/control/bots/${DECKHAND}/deliveries`,
  });
  return (JSON.parse(response.body) as { data: { kind: string; channelId: string }[] }).data.at(-1);
};

const running = async (s: SignedIn) => {
  await callOk(s.app, 'POST', `user/bots/${DECKHAND}/start`, { token: s.token });
  s.clock.advance(5000);
};

const iso = (time: number) => new Date(time).toISOString();

/** The incident opened once, alerted both and was posted to the channel. */
const expectRaisedOnce = async (s: Session, kind: string) => {
  const { owner, viewer } = await alerted(s, kind);
  expect(owner).toHaveLength(1);
  expect(viewer).toHaveLength(1);
  expect(await lastDelivery(s)).toMatchObject({ kind, channelId: ALERT_CHANNEL });
  expect((await incidents(s, kind)).filter((one) => one.endedAt === null)).toHaveLength(1);
};

describe('stalled', () => {
  it('opens STALL_MS after the last event while heartbeats go on, once, and an event ends it', async () => {
    const s = await session();
    await running(s);
    await signal(s, { events: 'pause' });
    const pausedAt = s.clock.now();

    s.clock.advance(STALL_MS - 1);
    expect((await incidents(s, 'stalled')).every((one) => one.endedAt !== null)).toBe(true);
    expect(await check(s, 'events')).toBe('ok');
    expect((await alerted(s, 'stalled')).owner).toHaveLength(0);

    s.clock.advance(1);
    const [stall] = await incidents(s, 'stalled');
    expect(stall).toMatchObject({
      startedAt: iso(pausedAt + STALL_MS),
      endedAt: null,
      params: { minutes: STALL_MS / MINUTE_MS },
    });
    expect(await check(s, 'events')).toBe('warning');
    expect((await health(s)).state).toBe('degraded');
    await expectRaisedOnce(s, 'stalled');

    // Still silent later, and paused again: the same incident, no new alert.
    s.clock.advance(5 * MINUTE_MS);
    await signal(s, { events: 'pause' });
    await expectRaisedOnce(s, 'stalled');

    await signal(s, { events: 'resume' });
    expect((await incidents(s, 'stalled'))[0]?.endedAt).toBe(iso(s.clock.now()));
    expect(await check(s, 'events')).toBe('ok');
    expect((await health(s)).state).toBe('healthy');
  });

  it('a restart ends the stall; still without events, the fresh session stalls again', async () => {
    const s = await session();
    await running(s);
    await signal(s, { events: 'pause' });
    s.clock.advance(STALL_MS);
    expect((await incidents(s, 'stalled'))[0]?.endedAt).toBeNull();

    await callOk(s.app, 'POST', `user/bots/${DECKHAND}/restart`, { token: s.token });
    s.clock.advance(5000);
    expect((await incidents(s, 'stalled'))[0]?.endedAt).not.toBeNull();
    s.clock.advance(STALL_MS);
    const stalls = await incidents(s, 'stalled');
    expect(stalls[0]?.endedAt).toBeNull();
    expect(stalls[1]?.endedAt).not.toBeNull();
    expect((await alerted(s, 'stalled')).viewer).toHaveLength(2);
  });

  it('a stopped bot does not stall: no heartbeats, nothing to watch', async () => {
    const s = await session();
    await signal(s, { events: 'pause' });
    s.clock.advance(2 * STALL_MS);
    expect((await incidents(s, 'stalled')).every((one) => one.endedAt !== null)).toBe(true);
  });
});

describe('resume_failed', () => {
  it('opens at RESUME_ATTEMPTS failures in a row, once, and a successful resume ends it', async () => {
    const s = await session();
    await running(s);
    await signal(s, { resume: 'fail', count: RESUME_ATTEMPTS - 1 });
    expect((await alerted(s, 'resume_failed')).owner).toHaveLength(0);
    expect((await health(s)).state).toBe('healthy');

    s.clock.advance(10_000);
    await signal(s, { resume: 'fail' });
    expect((await incidents(s, 'resume_failed'))[0]).toMatchObject({
      endedAt: null,
      params: { attempts: RESUME_ATTEMPTS },
    });
    await expectRaisedOnce(s, 'resume_failed');
    expect((await health(s)).state).toBe('degraded');

    await signal(s, { resume: 'fail', count: 2 });
    await expectRaisedOnce(s, 'resume_failed');

    s.clock.advance(30_000);
    await signal(s, { resume: 'ok' });
    expect((await incidents(s, 'resume_failed'))[0]?.endedAt).toBe(iso(s.clock.now()));
    expect((await health(s)).state).toBe('healthy');
    // The count starts again: one more failure opens nothing.
    await signal(s, { resume: 'fail' });
    expect((await alerted(s, 'resume_failed')).owner).toHaveLength(1);
  });

  it('a fresh session (a restart) ends the run of failures', async () => {
    const s = await session();
    await running(s);
    await signal(s, { resume: 'fail', count: RESUME_ATTEMPTS - 1 });
    await callOk(s.app, 'POST', `user/bots/${DECKHAND}/restart`, { token: s.token });
    s.clock.advance(5000);
    await signal(s, { resume: 'fail' });
    expect((await alerted(s, 'resume_failed')).owner).toHaveLength(0);
  });
});

describe('webhook_failing', () => {
  const webhookMode = async (s: Session) => {
    await callOk(s.app, 'PUT', `user/bots/${DECKHAND}/settings`, {
      token: s.token,
      body: validSettings({
        connection: { mode: 'webhook', verifyToken: 'verify-me', encryptKey: 'key-123' },
      }),
    });
    await running(s);
  };

  it('opens at WEBHOOK_WARNING_FAILURES failed deliveries, before KOOK’s threshold, once; a delivery ends it', async () => {
    const s = await session();
    await webhookMode(s);
    expect(await check(s, 'webhook')).toBe('ok');
    await signal(s, { webhook: 'fail', count: WEBHOOK_WARNING_FAILURES - 1 });
    expect((await alerted(s, 'webhook_failing')).owner).toHaveLength(0);
    expect(await check(s, 'webhook')).toBe('ok');

    await signal(s, { webhook: 'fail' });
    expect((await incidents(s, 'webhook_failing'))[0]).toMatchObject({
      endedAt: null,
      params: { failures: WEBHOOK_WARNING_FAILURES, threshold: KOOK_OFFLINE_THRESHOLD },
    });
    expect(WEBHOOK_WARNING_FAILURES).toBeLessThan(KOOK_OFFLINE_THRESHOLD);
    expect(await check(s, 'webhook')).toBe('warning');
    await expectRaisedOnce(s, 'webhook_failing');

    await signal(s, { webhook: 'fail', count: 5 });
    await expectRaisedOnce(s, 'webhook_failing');

    s.clock.advance(MINUTE_MS);
    await signal(s, { webhook: 'ok' });
    expect((await incidents(s, 'webhook_failing'))[0]?.endedAt).toBe(iso(s.clock.now()));
    expect(await check(s, 'webhook')).toBe('ok');
    // Failures count from the last success.
    await signal(s, { webhook: 'fail', count: WEBHOOK_WARNING_FAILURES - 1 });
    expect((await alerted(s, 'webhook_failing')).owner).toHaveLength(1);
  });
});

describe('rate_limited', () => {
  it('opens at RATE_LIMIT_HITS 429s on one route within a minute, once; a quiet minute ends it', async () => {
    const s = await session();
    await running(s);
    await signal(s, { rateLimited: { route, hits: RATE_LIMIT_HITS - 1 } });
    // A minute later those have slid out of the window.
    s.clock.advance(RATE_WINDOW_MS);
    await signal(s, { rateLimited: { route, hits: RATE_LIMIT_HITS - 1 } });
    // Another route counts apart.
    await signal(s, { rateLimited: { route: 'channel/list', hits: 1 } });
    expect((await alerted(s, 'rate_limited')).owner).toHaveLength(0);

    s.clock.advance(10_000);
    await signal(s, { rateLimited: { route, hits: 1 } });
    const [limited] = await incidents(s, 'rate_limited');
    expect(limited).toMatchObject({ endedAt: null, params: { route, hits: RATE_LIMIT_HITS } });
    await expectRaisedOnce(s, 'rate_limited');

    s.clock.advance(20_000);
    await signal(s, { rateLimited: { route, hits: 3 } });
    const lastHit = s.clock.now();
    await expectRaisedOnce(s, 'rate_limited');

    s.clock.advance(RATE_WINDOW_MS - 1);
    expect((await incidents(s, 'rate_limited'))[0]?.endedAt).toBeNull();
    s.clock.advance(1);
    expect((await incidents(s, 'rate_limited'))[0]?.endedAt).toBe(iso(lastHit + RATE_WINDOW_MS));
    expect((await health(s)).state).toBe('healthy');
  });
});
