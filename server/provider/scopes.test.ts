/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { ApiCode } from '../../src/api/constants';
import { SCOPE_HEADER } from './scopes';
import { call, makeServer, signIn } from './testHarness';

/** A session for the demo user in `scope` (the test control), and its token. */
async function sessionIn(app: FastifyInstance, scope: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/demo/control/users/u-demo/session',
    headers: { [SCOPE_HEADER]: scope },
  });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { data: { token: string } }).data.token;
}

function inScope(scope: string, token?: string) {
  return { headers: { [SCOPE_HEADER]: scope }, ...(token ? { token } : {}) };
}

describe('test scopes (x-demo-scope)', () => {
  it('gives each scope its own data: a change in one is not seen in another', async () => {
    const { app } = makeServer();
    const a = await sessionIn(app, 'a');
    const b = await sessionIn(app, 'b');
    const deleted = await call(app, 'DELETE', 'user/bots/b1004', inScope('a', a));
    expect(deleted.body.status).toBe(true);

    const mine = async (scope: string, token: string) =>
      (await call(app, 'GET', 'user/bots', inScope(scope, token))).body.data as { id: string }[];
    expect((await mine('a', a)).map((bot) => bot.id)).not.toContain('b1004');
    expect((await mine('b', b)).map((bot) => bot.id)).toContain('b1004');
    // The default scope (no header) is untouched too.
    const fallback = await signIn(app);
    const unscoped = await call(app, 'GET', 'user/bots', { token: fallback });
    expect((unscoped.body.data as { id: string }[]).map((bot) => bot.id)).toContain('b1004');
  });

  it('keeps sessions to their scope', async () => {
    const { app } = makeServer();
    const a = await sessionIn(app, 'a');
    expect((await call(app, 'GET', 'user/profile', inScope('a', a))).body.status).toBe(true);
    const elsewhere = await call(app, 'GET', 'user/profile', inScope('b', a));
    expect(elsewhere.body.code).toBe(ApiCode.sessionExpired);
    expect((await call(app, 'GET', 'user/profile', { token: a })).body.code).toBe(
      ApiCode.sessionExpired,
    );
  });

  it('gives each scope its own faults', async () => {
    const { app } = makeServer();
    const injected = await app.inject({
      method: 'POST',
      url: '/demo/control/faults',
      headers: inScope('a').headers,
      payload: { route: 'bots', kind: 'http500', times: 5 },
    });
    expect(injected.statusCode).toBe(200);
    expect((await call(app, 'GET', 'bots', inScope('b'))).statusCode).toBe(200);
    expect((await call(app, 'GET', 'bots')).statusCode).toBe(200);
    expect((await call(app, 'GET', 'bots', inScope('a'))).statusCode).toBe(500);
  });

  it('is ignored without the test controls: every request is in the one scope', async () => {
    const { app } = makeServer({ faults: false });
    const token = await signIn(app);
    const profile = await call(app, 'GET', 'user/profile', inScope('a', token));
    expect(profile.body.status).toBe(true);
  });

  it('refuses no request for a malformed scope name: it is the default scope', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    const profile = await call(app, 'GET', 'user/profile', inScope('../x y', token));
    expect(profile.body.status).toBe(true);
  });
});
