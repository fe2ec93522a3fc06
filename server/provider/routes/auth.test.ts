/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiCode } from '../../../src/api/constants';
import { tokenExchangeSchema, userSchema } from '../../../src/api/schemas';
import { startLocalKook } from '../../kook';
import { codeExpiredMessage, kookUnreachableMessage, signInAbsentMessage } from '../oauth';
import {
  answerConsent,
  authorize,
  call,
  CALLBACK,
  callOk,
  KOOK_CLIENT,
  makeServer,
  signIn,
  testKook,
  until,
} from '../testHarness';

describe('GET auth/kook/authorize', () => {
  it('answers KOOK’s consent page for this app and callback, with a fresh state', async () => {
    const { app } = makeServer();
    const kook = await testKook();
    const first = await authorize(app);
    const second = await authorize(app);
    expect(`${first.url.origin}${first.url.pathname}`).toBe(`${kook.origin}/app/oauth2/authorize`);
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      client_id: KOOK_CLIENT.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'get_user_info',
      state: first.state,
    });
    expect(first.state).not.toBe(second.state);
  });

  it.each(['https://botdeck.example/kook/auth', 'http://127.0.0.1:8080/kook/auth?from=login'])(
    'accepts the app callback %s',
    async (redirectUri) => {
      const { app } = makeServer();
      const { body } = await call(app, 'GET', 'auth/kook/authorize', {
        query: { redirect_uri: redirectUri },
      });
      expect(body.status).toBe(true);
    },
  );

  it.each([
    'https://evil.example/steal',
    'https://evil.example/kook/auth/../x',
    'javascript:alert(1)//kook/auth',
    'ftp://botdeck.example/kook/auth',
    'https://user:pass@botdeck.example/kook/auth',
    '/kook/auth',
    'not a url',
  ])('rejects %s as a redirect target (no open redirect)', async (redirectUri) => {
    const { app } = makeServer();
    const { body, statusCode } = await call(app, 'GET', 'auth/kook/authorize', {
      query: { redirect_uri: redirectUri },
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: false, code: ApiCode.invalidInput });
    expect(body.data).toEqual({ fields: { redirect_uri: expect.any(String) as unknown } });
  });

  it('requires redirect_uri', async () => {
    const { app } = makeServer();
    const { body } = await call(app, 'GET', 'auth/kook/authorize');
    expect(body.code).toBe(ApiCode.invalidInput);
    expect(body.data).toEqual({ fields: { redirect_uri: expect.any(String) as unknown } });
  });

  it('says so when no KOOK application is set up', async () => {
    const { app } = makeServer({ kookOAuth: undefined });
    const { body, statusCode } = await call(app, 'GET', 'auth/kook/authorize', {
      query: { redirect_uri: CALLBACK },
    });
    expect(statusCode).toBe(500);
    expect(body).toMatchObject({ code: ApiCode.providerError, message: signInAbsentMessage });
  });
});

describe('POST auth/kook/token', () => {
  async function codeFor(app: ReturnType<typeof makeServer>['app'], memberId?: string) {
    const { state } = await authorize(app);
    const { location } = await answerConsent(app, state, 'approve', memberId);
    return { state, code: new URL(String(location)).searchParams.get('code') ?? '' };
  }

  it('signs in through KOOK as the demo user, the consent page’s default account', async () => {
    const { app } = makeServer();
    const { code, state } = await codeFor(app);
    const data = tokenExchangeSchema.parse(
      await callOk(app, 'POST', 'auth/kook/token', { body: { code, state } }),
    );
    expect(data.user).toMatchObject({
      id: 'u-demo',
      kookId: '1845003001',
      username: 'DemoUser',
      identifyNum: '0001',
    });
    expect(data.token.length).toBeGreaterThanOrEqual(32);
    const profile = userSchema.parse(
      await callOk(app, 'GET', 'user/profile', { token: data.token }),
    );
    expect(profile).toEqual(data.user);
    // The demo user owns the demo bots.
    const mine = (await callOk(app, 'GET', 'user/bots', { token: data.token })) as unknown[];
    expect(mine.length).toBeGreaterThan(0);
  });

  it('makes a Botdeck user of another KOOK account from user/me, once, on Free', async () => {
    const { app, clock } = makeServer();
    const member = (await testKook()).members()[3];
    const first = tokenExchangeSchema.parse(
      await callOk(app, 'POST', 'auth/kook/token', { body: await codeFor(app, member.id) }),
    );
    expect(first.user).toMatchObject({
      kookId: member.id,
      username: member.username,
      identifyNum: member.identifyNum,
      avatar: member.avatar,
      plan: { id: 'free' },
    });
    expect(first.user.id).toMatch(/^u-/);
    clock.advance(60_000);
    const again = tokenExchangeSchema.parse(
      await callOk(app, 'POST', 'auth/kook/token', { body: await codeFor(app, member.id) }),
    );
    expect(again.user).toEqual(first.user);
    expect(again.token).not.toBe(first.token);
  });

  it('accepts a code once only', async () => {
    const { app } = makeServer();
    const { code, state } = await codeFor(app);
    await callOk(app, 'POST', 'auth/kook/token', { body: { code, state } });
    const again = await call(app, 'POST', 'auth/kook/token', { body: { code, state } });
    expect(again.body).toMatchObject({
      status: false,
      code: ApiCode.invalidInput,
      message: codeExpiredMessage,
    });
    // With a fresh state, KOOK itself refuses the spent code.
    const other = await authorize(app);
    const spent = await call(app, 'POST', 'auth/kook/token', {
      body: { code, state: other.state },
    });
    expect(spent.body).toMatchObject({ code: ApiCode.invalidInput, message: codeExpiredMessage });
  });

  it('refuses a state it never issued before asking KOOK, so the code stays good', async () => {
    const { app } = makeServer();
    const { code, state } = await codeFor(app);
    const forged = await call(app, 'POST', 'auth/kook/token', {
      body: { code, state: 'made-up' },
    });
    expect(forged.body).toMatchObject({ code: ApiCode.invalidInput, message: codeExpiredMessage });
    expect(
      (await call(app, 'POST', 'auth/kook/token', { body: { code, state } })).body.status,
    ).toBe(true);
  });

  it('says the link expired when KOOK refuses the code', async () => {
    const { app } = makeServer();
    const { state } = await authorize(app);
    const { body, statusCode } = await call(app, 'POST', 'auth/kook/token', {
      body: { code: 'not-a-kook-code', state },
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      code: ApiCode.invalidInput,
      message: codeExpiredMessage,
      data: { fields: { code: codeExpiredMessage } },
    });
  });

  it('expires a state after 10 minutes', async () => {
    const { app, clock } = makeServer();
    const stale = await codeFor(app);
    clock.advance(10 * 60_000);
    const { body } = await call(app, 'POST', 'auth/kook/token', { body: stale });
    expect(body).toMatchObject({ code: ApiCode.invalidInput, message: codeExpiredMessage });
  });

  it('says KOOK could not be reached, and never shows the client secret or the token', async () => {
    const closed = await startLocalKook();
    const apiBase = closed.apiBase;
    await closed.close();
    const { app } = makeServer({ kookOAuth: { apiBase, ...KOOK_CLIENT } });
    const { state } = await authorize(app);
    const { body, statusCode } = await call(app, 'POST', 'auth/kook/token', {
      body: { code: 'c0de', state },
    });
    expect(statusCode).toBe(500);
    expect(body).toMatchObject({ code: ApiCode.providerError, message: kookUnreachableMessage });
    expect(JSON.stringify(body)).not.toContain(KOOK_CLIENT.clientSecret);
  });

  it('waits for KOOK outside the database: other requests are answered meanwhile', async () => {
    // A KOOK that holds the code's trade until told to refuse it.
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    let asked = false;
    const slowKook = createServer((request, response) => {
      asked = true;
      request.resume();
      void refused.then(() => response.writeHead(400).end('{"error":"invalid_grant"}'));
    });
    await new Promise<void>((resolve) => slowKook.listen(0, '127.0.0.1', resolve));
    const { port } = slowKook.address() as AddressInfo;
    try {
      const { app } = makeServer({
        kookOAuth: { apiBase: `http://127.0.0.1:${port}/api/v3`, ...KOOK_CLIENT, timeoutMs: 5000 },
      });
      const { state } = await authorize(app);
      const exchange = call(app, 'POST', 'auth/kook/token', { body: { code: 'c0de', state } });
      await until(() => asked || false, 'KOOK is asked for the code');

      // Another sign-in starts (its state written) while KOOK still holds the first.
      await authorize(app);
      let held = true;
      void exchange.then(() => (held = false));
      expect(held).toBe(true);

      refuse();
      expect((await exchange).body).toMatchObject({ message: codeExpiredMessage });
    } finally {
      slowKook.closeAllConnections();
      await new Promise((resolve) => slowKook.close(resolve));
    }
  });

  it('keeps the client secret and KOOK’s access token out of every answer', async () => {
    const { app } = makeServer();
    const { state, url } = await authorize(app);
    expect(url.href).not.toContain(KOOK_CLIENT.clientSecret);
    const { location } = await answerConsent(app, state, 'approve');
    const code = new URL(String(location)).searchParams.get('code') ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/kook/token',
      payload: { code, state },
    });
    expect(response.statusCode).toBe(200);
    const data = tokenExchangeSchema.parse((JSON.parse(response.body) as { data: unknown }).data);
    expect(Object.keys(data).sort()).toEqual(['token', 'user']);
    expect(response.body).not.toContain(KOOK_CLIENT.clientSecret);
    expect(response.body).not.toMatch(/access_token|Bearer/);
  });

  it('rejects a missing field', async () => {
    const { app } = makeServer();
    const missing = await call(app, 'POST', 'auth/kook/token', { body: { code: 'x' } });
    expect(missing.body.code).toBe(ApiCode.invalidInput);
    expect(missing.body.data).toEqual({ fields: { state: expect.any(String) as unknown } });
  });
});

describe('KOOK’s consent page', () => {
  it('sends the browser back with error=access_denied and the state on Cancel', async () => {
    const { app } = makeServer();
    const { state } = await authorize(app);
    const { statusCode, location } = await answerConsent(app, state, 'deny');
    expect(statusCode).toBe(302);
    const target = new URL(String(location));
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe(state);
    expect(target.searchParams.has('code')).toBe(false);
  });
});

describe('sessions', () => {
  const signedIn = ['user/profile', 'user/bots', 'pay/orders'] as const;

  it.each(signedIn)('GET %s without a token is 400005', async (path) => {
    const { app } = makeServer();
    const { body, statusCode } = await call(app, 'GET', path);
    expect(statusCode).toBe(401);
    expect(body).toEqual({
      status: false,
      code: ApiCode.sessionExpired,
      message: 'Your session has expired, please log in again',
      data: null,
    });
  });

  it('an unknown token is 400005', async () => {
    const { app } = makeServer();
    const { body } = await call(app, 'GET', 'user/profile', { token: 'not-a-session' });
    expect(body.code).toBe(ApiCode.sessionExpired);
  });

  it('a token expires after the session lifetime', async () => {
    const { app, clock } = makeServer({ sessionTtlSeconds: 60 });
    const token = await signIn(app);
    clock.advance(59_999);
    expect((await call(app, 'GET', 'user/profile', { token })).body.status).toBe(true);
    clock.advance(1);
    expect((await call(app, 'GET', 'user/profile', { token })).body.code).toBe(
      ApiCode.sessionExpired,
    );
  });

  it('logout ends the session, even with an empty JSON body', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      headers: { token, 'content-type': 'application/json' },
    });
    expect(JSON.parse(response.body)).toEqual({ status: true, code: 0, message: 'ok', data: null });
    expect((await call(app, 'GET', 'user/profile', { token })).body.code).toBe(
      ApiCode.sessionExpired,
    );
    expect((await call(app, 'POST', 'auth/logout', { token })).body.code).toBe(
      ApiCode.sessionExpired,
    );
  });

  it('public endpoints ignore a bad token', async () => {
    const { app } = makeServer();
    expect((await call(app, 'GET', 'bots', { token: 'stale' })).body.status).toBe(true);
    expect((await call(app, 'GET', 'pay/plans', { token: 'stale' })).body.status).toBe(true);
    expect((await call(app, 'GET', 'bots/b1001', { token: 'stale' })).body.status).toBe(true);
  });
});
