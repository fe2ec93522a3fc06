/** @jest-environment node */
// GET user/bots/:id/analytics and POST bots/:id/events: the seeded series, the owner-only and
// Free/Pro rules, and the public pages' events counted into today's views and invite clicks: one
// of each per bot, day and client, and a rate limit per address (server/eventCounting.ts).
import { ApiCode } from '../../../src/api/constants';
import { analyticsSchema } from '../../../src/api/schemas';
import type { AnalyticsPoint } from '../../../src/api/schemas';
import type { Harness, SignedIn as Session } from '../testHarness';
import { START, call, callOk, grantPro, signIn, signedInServer } from '../testHarness';

const session = signedInServer;

async function analyticsOf({ app, token }: Session, id: string, days = 30) {
  const data = await callOk(app, 'GET', `user/bots/${id}/analytics`, { token, query: { days } });
  return analyticsSchema.parse(data).points;
}

const today = (points: readonly AnalyticsPoint[]) => points.at(-1);

interface Client {
  /** The address the request comes from (the socket's, unless a local proxy forwards it). */
  address?: string;
  /** What a proxy in front says the address is. */
  forwardedFor?: string;
  userAgent?: string;
}

function sendEvent(s: Harness, id: string, type: string, client: Client = {}) {
  return s.app.inject({
    method: 'POST',
    url: `/api/v2/bots/${id}/events`,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      ...(client.forwardedFor === undefined ? {} : { 'x-forwarded-for': client.forwardedFor }),
      ...(client.userAgent === undefined ? {} : { 'user-agent': client.userAgent }),
    },
    remoteAddress: client.address,
    payload: JSON.stringify({ type }),
  });
}

/** Readers behind a local proxy (the dev server, a deploy's reverse proxy): what it forwards. */
const reader = (address: string, userAgent = 'Mozilla/5.0 Reader'): Client => ({
  forwardedFor: address,
  userAgent,
});

describe('GET user/bots/:id/analytics', () => {
  it('answers one point a day ending today, the same on every call, with the servers of the bot page', async () => {
    const s = await session();
    const points = await analyticsOf(s, 'b1012', 30);
    expect(points).toHaveLength(30);
    expect(today(points)?.date).toBe(new Date(START).toISOString().slice(0, 10));
    expect(points.every((point) => point.members >= point.servers)).toBe(true);
    expect(points.some((point) => point.commands > 0 && point.views > 0)).toBe(true);
    expect(points.every((point) => point.errors <= point.commands)).toBe(true);
    expect(await analyticsOf(s, 'b1012', 30)).toEqual(points);
    const stats = (await callOk(s.app, 'GET', 'bots/b1012/stats', { query: { days: 30 } })) as {
      points: { servers: number }[];
    };
    expect(points.map((point) => point.servers)).toEqual(stats.points.map((p) => p.servers));
    // Another bot has other figures.
    expect((await analyticsOf(s, 'b1004', 30)).map((p) => p.commands)).not.toEqual(
      points.map((p) => p.commands),
    );
  });

  it('takes 7, 30 or 90 days, 30 when not said, and refuses any other', async () => {
    const s = await session();
    expect(await analyticsOf(s, 'b1012', 7)).toHaveLength(7);
    expect(await analyticsOf(s, 'b1012', 90)).toHaveLength(90);
    const unsaid = await callOk(s.app, 'GET', 'user/bots/b1012/analytics', { token: s.token });
    expect(analyticsSchema.parse(unsaid).points).toHaveLength(30);
    for (const days of ['14', '0', '-7', '7.5', 'week', '365']) {
      const refused = await call(s.app, 'GET', 'user/bots/b1012/analytics', {
        token: s.token,
        query: { days },
      });
      expect(refused.body).toMatchObject({ code: ApiCode.invalidInput });
    }
  });

  it('gives 90 days on Pro only: on Free it is 400003, never a shorter history', async () => {
    const s = await session({ pro: false });
    expect(await analyticsOf(s, 'b1012', 30)).toHaveLength(30);
    const refused = await call(s.app, 'GET', 'user/bots/b1012/analytics', {
      token: s.token,
      query: { days: 90 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ status: false, code: ApiCode.forbidden });
    await grantPro(s.app);
    expect(await analyticsOf(s, 'b1012', 90)).toHaveLength(90);
  });

  it("is for the owner only: 400003 for another user's bot, 400004 for none, 400005 without a session", async () => {
    const s = await session();
    const theirs = await call(s.app, 'GET', 'user/bots/b1006/analytics', { token: s.token });
    expect(theirs.body).toMatchObject({ code: ApiCode.forbidden });
    const unknown = await call(s.app, 'GET', 'user/bots/b9999/analytics', { token: s.token });
    expect(unknown.body).toMatchObject({ code: ApiCode.notFound });
    const anonymous = await call(s.app, 'GET', 'user/bots/b1012/analytics');
    expect(anonymous.body).toMatchObject({ code: ApiCode.sessionExpired });
  });

  it('has nothing for a bot with no servers yet', async () => {
    const s = await session();
    const points = await analyticsOf(s, 'b1061', 7);
    expect(points).toHaveLength(7);
    expect(points.every((p) => p.servers + p.members + p.commands + p.views === 0)).toBe(true);
  });

  it('meets injected faults like every endpoint', async () => {
    const s = await session();
    await s.app.inject({
      method: 'POST',
      url: '/demo/control/faults',
      payload: { route: 'user/bots/*/analytics', method: 'GET', kind: 'http500' },
    });
    const failed = await call(s.app, 'GET', 'user/bots/b1012/analytics', { token: s.token });
    expect(failed.body.code).toBe(ApiCode.providerError);
    expect(await analyticsOf(s, 'b1012')).toHaveLength(30);
  });
});

describe('POST bots/:id/events', () => {
  it("counts into today's views or invites, without a token or cookie", async () => {
    const s = await session();
    const before = today(await analyticsOf(s, 'b1012', 7));
    expect((await sendEvent(s, 'b1012', 'view', reader('203.0.113.1'))).statusCode).toBe(200);
    await sendEvent(s, 'b1012', 'view', reader('203.0.113.2'));
    await sendEvent(s, 'b1012', 'invite', reader('203.0.113.1'));
    const after = today(await analyticsOf(s, 'b1012', 7));
    expect(after?.views).toBe((before?.views ?? 0) + 2);
    expect(after?.invites).toBe((before?.invites ?? 0) + 1);
    expect(after?.commands).toBe(before?.commands);
    // Tomorrow they stay on their day, and the new day starts from its seeded figures.
    s.clock.advance(24 * 60 * 60_000);
    const nextDay = await analyticsOf({ ...s, token: await signIn(s.app) }, 'b1012', 7);
    expect(nextDay.at(-2)).toMatchObject({ views: after?.views, invites: after?.invites });
  });

  it('counts 50 anonymous invites from one client as one (issue 31: they counted 50)', async () => {
    const s = await session();
    const before = today(await analyticsOf(s, 'b1004', 7));
    for (let i = 0; i < 50; i += 1) await sendEvent(s, 'b1004', 'invite');
    const after = today(await analyticsOf(s, 'b1004', 7));
    expect(after?.invites).toBe((before?.invites ?? 0) + 1);
    expect(after?.views).toBe(before?.views);
  });

  it('counts one view and one invite per bot, per day, per client (address and browser)', async () => {
    const s = await session();
    const before = today(await analyticsOf(s, 'b1012', 7));
    const alice = reader('203.0.113.7', 'Mozilla/5.0 Alice');
    for (let i = 0; i < 3; i += 1) {
      await sendEvent(s, 'b1012', 'view', alice);
      await sendEvent(s, 'b1012', 'invite', alice);
    }
    // Another bot's page is another count.
    await sendEvent(s, 'b1004', 'view', alice);
    // Another browser at the same address, and the same browser at another address, are others.
    await sendEvent(s, 'b1012', 'view', reader('203.0.113.7', 'Mozilla/5.0 Bob'));
    await sendEvent(s, 'b1012', 'view', reader('198.51.100.4', 'Mozilla/5.0 Alice'));
    const after = today(await analyticsOf(s, 'b1012', 7));
    expect(after?.views).toBe((before?.views ?? 0) + 3);
    expect(after?.invites).toBe((before?.invites ?? 0) + 1);
    // The next day, the same reader counts again.
    s.clock.advance(24 * 60 * 60_000);
    const next = { ...s, token: await signIn(s.app) };
    const dayBefore = today(await analyticsOf(next, 'b1012', 7));
    await sendEvent(s, 'b1012', 'view', alice);
    await sendEvent(s, 'b1012', 'view', alice);
    expect(today(await analyticsOf(next, 'b1012', 7))?.views).toBe((dayBefore?.views ?? 0) + 1);
  });

  it('limits each address to 30 events a minute, then answers 429000 in the envelope', async () => {
    const s = await session();
    const crowd = (i: number) => reader('203.0.113.9', `Mozilla/5.0 Reader ${String(i)}`);
    for (let i = 0; i < 30; i += 1) {
      expect((await sendEvent(s, 'b1012', 'view', crowd(i))).statusCode).toBe(200);
    }
    const limited = await sendEvent(s, 'b1012', 'view', crowd(30));
    expect(limited.statusCode).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({
      status: false,
      code: ApiCode.tooManyRequests,
      message: 'Too many requests, please try again later',
      data: null,
    });
    // Another address is not held back, and a minute later this one may send again.
    expect((await sendEvent(s, 'b1012', 'view', reader('203.0.113.10'))).statusCode).toBe(200);
    s.clock.advance(60_000);
    expect((await sendEvent(s, 'b1012', 'view', crowd(31))).statusCode).toBe(200);
  });

  it('takes the address from a local proxy only: a client cannot name another one', async () => {
    const s = await session();
    const before = today(await analyticsOf(s, 'b1012', 7));
    // Straight from the internet, each request claiming another address in X-Forwarded-For.
    for (let i = 0; i < 31; i += 1) {
      const sent = await sendEvent(s, 'b1012', 'invite', {
        address: '198.51.100.20',
        forwardedFor: `192.0.2.${String(i)}`,
      });
      expect(sent.statusCode).toBe(i < 30 ? 200 : 429);
    }
    expect(today(await analyticsOf(s, 'b1012', 7))?.invites).toBe((before?.invites ?? 0) + 1);
  });

  it('takes application/json too, and refuses an unknown type', async () => {
    const s = await session();
    expect(await callOk(s.app, 'POST', 'bots/b1004/events', { body: { type: 'invite' } })).toBe(
      null,
    );
    const wrong = await call(s.app, 'POST', 'bots/b1004/events', { body: { type: 'click' } });
    expect(wrong.body).toMatchObject({ code: ApiCode.invalidInput });
    const none = await sendEvent(s, 'b1004', 'click');
    expect(JSON.parse(none.body)).toMatchObject({ code: ApiCode.invalidInput });
  });

  it('is 400004 for an unknown bot and a private one, even from its owner', async () => {
    const s = await session();
    for (const id of ['b9999', 'b1061']) {
      const refused = await call(s.app, 'POST', `bots/${id}/events`, {
        token: s.token,
        body: { type: 'view' },
      });
      expect(refused.body).toMatchObject({ code: ApiCode.notFound, message: 'Bot not found' });
    }
    expect(today(await analyticsOf(s, 'b1061', 7))?.views).toBe(0);
  });
});
