/** @jest-environment node */
import { ApiCode } from '../../../src/api/constants';
import { tokenExchangeSchema, userSchema } from '../../../src/api/schemas';
import { codeExpiredMessage } from '../oauth';
import {
  answerConsent,
  authorize,
  call,
  CALLBACK,
  callOk,
  makeServer,
  signIn,
} from '../testHarness';

describe('GET auth/kook/authorize', () => {
  it('returns the consent page URL on the origin the browser used, with a fresh state', async () => {
    const { app } = makeServer();
    const first = await authorize(app);
    const second = await authorize(app);
    expect(first.url.pathname).toBe('/demo/kook/authorize');
    expect(first.url.searchParams.get('client_id')).toBe('botdeck-demo');
    expect(first.url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(first.url.searchParams.get('state')).toBe(first.state);
    expect(first.state).not.toBe(second.state);

    const proxied = await app.inject({
      method: 'GET',
      url: `/api/v2/auth/kook/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}`,
      headers: { host: 'localhost:3000' },
    });
    const { url } = (JSON.parse(proxied.body) as { data: { url: string } }).data;
    expect(url.startsWith('http://localhost:3000/demo/kook/authorize?')).toBe(true);
  });

  it('uses the forwarded origin behind a reverse proxy', async () => {
    const { app } = makeServer();
    const response = await app.inject({
      method: 'GET',
      url: `/api/v2/auth/kook/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}`,
      headers: { 'x-forwarded-host': 'botdeck.example', 'x-forwarded-proto': 'https' },
    });
    const { url } = (JSON.parse(response.body) as { data: { url: string } }).data;
    expect(new URL(url).origin).toBe('https://botdeck.example');
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
});

describe('the simulated KOOK consent page', () => {
  it('asks for consent with Authorize and Cancel, escaped, with no inline script', async () => {
    const { app } = makeServer();
    const { consentPath, state } = await authorize(app);
    const response = await app.inject({ method: 'GET', url: consentPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Botdeck wants to access your KOOK account');
    expect(response.body).toContain('value="approve"');
    expect(response.body).toMatch(/>\s*Authorize\s*<\/button>/);
    expect(response.body).toMatch(/>\s*Cancel\s*<\/button>/);
    expect(response.body).toContain(`name="state" value="${state}"`);
    // The one script is the same-origin file; nothing inline, nothing from elsewhere.
    expect(response.body.match(/<script[^>]*>[^<]*<\/script>/g)).toEqual([
      '<script src="/demo/consent.js" defer></script>',
    ]);
    expect(response.body).not.toMatch(/style=|https?:\/\/(?!localhost)/i);
    expect(response.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:3000",
    );
    const css = await app.inject({ method: 'GET', url: '/demo/demo.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('refuses an unknown state or a redirect_uri other than the one authorize was given', async () => {
    const { app } = makeServer();
    const { url } = await authorize(app);
    const unknown = new URL(url);
    unknown.searchParams.set('state', 'made-up');
    const swapped = new URL(url);
    swapped.searchParams.set('redirect_uri', 'https://evil.example/kook/auth');
    for (const target of [unknown, swapped]) {
      const response = await app.inject({
        method: 'GET',
        url: `${target.pathname}${target.search}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This sign-in request is not valid');
    }
    const posted = await answerConsent(app, 'made-up', 'approve');
    expect(posted.statusCode).toBe(400);
    expect(posted.location).toBeUndefined();
  });

  it('redirects to the callback with a code and the state on Authorize', async () => {
    const { app } = makeServer();
    const { state } = await authorize(app, 'https://botdeck.example/kook/auth?keep=1');
    const { statusCode, location } = await answerConsent(app, state, 'approve');
    expect(statusCode).toBe(302);
    const target = new URL(String(location));
    expect(`${target.origin}${target.pathname}`).toBe('https://botdeck.example/kook/auth');
    expect(target.searchParams.get('keep')).toBe('1');
    expect(target.searchParams.get('state')).toBe(state);
    expect(target.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it('redirects with error=access_denied on Cancel, and the state cannot be answered twice', async () => {
    const { app } = makeServer();
    const { state } = await authorize(app);
    const { location } = await answerConsent(app, state, 'deny');
    const target = new URL(String(location));
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe(state);
    expect(target.searchParams.has('code')).toBe(false);
    expect((await answerConsent(app, state, 'approve')).statusCode).toBe(400);
  });
});

describe('POST auth/kook/token', () => {
  async function codeFor(app: ReturnType<typeof makeServer>['app']) {
    const { state } = await authorize(app);
    const { location } = await answerConsent(app, state, 'approve');
    return { state, code: new URL(String(location)).searchParams.get('code') ?? '' };
  }

  it('exchanges the code for a session token and the demo user', async () => {
    const { app } = makeServer();
    const { code, state } = await codeFor(app);
    const data = tokenExchangeSchema.parse(
      await callOk(app, 'POST', 'auth/kook/token', { body: { code, state } }),
    );
    expect(data.user).toMatchObject({ id: 'u-demo', username: 'DemoUser', identifyNum: '0001' });
    expect(data.token.length).toBeGreaterThanOrEqual(32);
    const profile = userSchema.parse(
      await callOk(app, 'GET', 'user/profile', { token: data.token }),
    );
    expect(profile).toEqual(data.user);
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
  });

  it('binds the code to its state, and a mismatch burns the code', async () => {
    const { app } = makeServer();
    const { code, state } = await codeFor(app);
    const other = await authorize(app);
    const wrong = await call(app, 'POST', 'auth/kook/token', {
      body: { code, state: other.state },
    });
    expect(wrong.body.code).toBe(ApiCode.invalidInput);
    expect(wrong.body.message).toMatch(/another page or tab/);
    const right = await call(app, 'POST', 'auth/kook/token', { body: { code, state } });
    expect(right.body.message).toBe(codeExpiredMessage);
  });

  it('expires a code after 5 minutes', async () => {
    const { app, clock } = makeServer();
    const fresh = await codeFor(app);
    clock.advance(5 * 60_000 - 1);
    expect((await call(app, 'POST', 'auth/kook/token', { body: fresh })).body.status).toBe(true);

    const stale = await codeFor(app);
    clock.advance(5 * 60_000);
    const { body } = await call(app, 'POST', 'auth/kook/token', { body: stale });
    expect(body).toMatchObject({ code: ApiCode.invalidInput, message: codeExpiredMessage });
  });

  it('rejects an unknown code and a missing field', async () => {
    const { app } = makeServer();
    const unknown = await call(app, 'POST', 'auth/kook/token', {
      body: { code: 'nope', state: 'x' },
    });
    expect(unknown.body.message).toBe(codeExpiredMessage);
    const missing = await call(app, 'POST', 'auth/kook/token', { body: { code: 'x' } });
    expect(missing.body.code).toBe(ApiCode.invalidInput);
    expect(missing.body.data).toEqual({ fields: { state: expect.any(String) as unknown } });
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
