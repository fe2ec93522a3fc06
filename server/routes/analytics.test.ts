/** @jest-environment node */
// GET user/bots/:id/analytics and POST bots/:id/events: the seeded series, the owner-only and
// Free/Pro rules, and the public pages' events counted into today's views and invite clicks.
import { ApiCode } from '../../src/api/constants';
import { analyticsSchema } from '../../src/api/schemas';
import type { AnalyticsPoint } from '../../src/api/schemas';
import type { Harness, SignedIn as Session } from '../testHarness';
import { START, call, callOk, grantPro, signIn, signedInServer } from '../testHarness';

const session = signedInServer;

async function analyticsOf({ app, token }: Session, id: string, days = 30) {
  const data = await callOk(app, 'GET', `user/bots/${id}/analytics`, { token, query: { days } });
  return analyticsSchema.parse(data).points;
}

const today = (points: readonly AnalyticsPoint[]) => points.at(-1);

function sendEvent(s: Harness, id: string, type: string, headers: Record<string, string> = {}) {
  return s.app.inject({
    method: 'POST',
    url: `/api/v2/bots/${id}/events`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: JSON.stringify({ type }),
  });
}

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
  it("counts each call once into today's views or invites, without a token or cookie", async () => {
    const s = await session();
    const before = today(await analyticsOf(s, 'b1012', 7));
    expect((await sendEvent(s, 'b1012', 'view')).statusCode).toBe(200);
    await sendEvent(s, 'b1012', 'view');
    await sendEvent(s, 'b1012', 'invite');
    const after = today(await analyticsOf(s, 'b1012', 7));
    expect(after?.views).toBe((before?.views ?? 0) + 2);
    expect(after?.invites).toBe((before?.invites ?? 0) + 1);
    expect(after?.commands).toBe(before?.commands);
    // Tomorrow they stay on their day, and the new day starts from its seeded figures.
    s.clock.advance(24 * 60 * 60_000);
    const nextDay = await analyticsOf({ ...s, token: await signIn(s.app) }, 'b1012', 7);
    expect(nextDay.at(-2)).toMatchObject({ views: after?.views, invites: after?.invites });
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
