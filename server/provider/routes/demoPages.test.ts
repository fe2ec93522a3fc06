/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { orderSchema, tokenExchangeSchema } from '../../../src/api/schemas';
import type { Order } from '../../../src/api/schemas';
import { consentScript } from '../consentScript';
import { authorize, call, CALLBACK, callOk, makeServer, signIn } from '../testHarness';

const JSON_ACCEPT = { accept: 'application/json' };
/** What Chromium sends for a form post it navigates with. */
const BROWSER_ACCEPT = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

async function postConsent(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/demo/kook/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The page's text as a reader sees it: tags dropped, entities of the escaper undone. */
function visibleText(body: string): string {
  const inBody = body.slice(body.indexOf('<body'));
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
  return `${title} ${inBody.replace(/<[^>]*>/g, ' ')}`.replace(/\s+/g, ' ').trim();
}

/** Latin words left in a Chinese page, besides names that stay as they are (an order's id). */
function untranslated(body: string, names: readonly string[] = []): string[] {
  const kept = new Set(['KOOK', 'Botdeck', 'Pro', 'UTC', 'ID', 'DemoUser']);
  const text = names.reduce((rest, name) => rest.split(name).join(' '), visibleText(body));
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !kept.has(word));
}

describe('the consent page answer', () => {
  it('answers JSON {location} to the script, and the code in it signs in', async () => {
    const { app } = makeServer();
    const { state } = await authorize(app, 'https://botdeck.example/kook/auth?keep=1');
    const response = await postConsent(app, { state, decision: 'approve' }, JSON_ACCEPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.location).toBeUndefined();
    const { location } = JSON.parse(response.body) as { location: string };
    const target = new URL(location);
    expect(`${target.origin}${target.pathname}`).toBe('https://botdeck.example/kook/auth');
    expect(target.searchParams.get('keep')).toBe('1');
    expect(target.searchParams.get('state')).toBe(state);
    const code = target.searchParams.get('code') ?? '';
    const session = tokenExchangeSchema.parse(
      await callOk(app, 'POST', 'auth/kook/token', { body: { code, state } }),
    );
    expect(session.user.username).toBe('DemoUser');
  });

  it('answers JSON with error=access_denied on Cancel', async () => {
    const { app } = makeServer();
    const { state } = await authorize(app);
    const response = await postConsent(app, { state, decision: 'deny' }, JSON_ACCEPT);
    const target = new URL((JSON.parse(response.body) as { location: string }).location);
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.has('code')).toBe(false);
  });

  it.each([
    ['no Accept header', {}],
    ['a browser form post', BROWSER_ACCEPT],
    ['*/*', { accept: '*/*' }],
  ])('keeps the 302 to the callback for %s (no JavaScript)', async (_case, headers) => {
    const { app } = makeServer();
    const { state } = await authorize(app);
    const response = await postConsent(app, { state, decision: 'approve' }, headers);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const target = new URL(String(response.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    expect(target.searchParams.get('state')).toBe(state);
  });

  it('refuses a spent or unknown state in JSON too, with no location', async () => {
    const { app } = makeServer();
    const { state } = await authorize(app);
    await postConsent(app, { state, decision: 'approve' }, JSON_ACCEPT);
    for (const spent of [state, 'made-up']) {
      const again = await postConsent(app, { state: spent, decision: 'approve' }, JSON_ACCEPT);
      expect(again.statusCode).toBe(400);
      expect(JSON.parse(again.body)).toEqual({ error: 'invalid_request' });
      expect(again.headers.location).toBeUndefined();
    }
  });

  it('sends the browser nowhere but the redirect_uri authorize accepted', async () => {
    const { app } = makeServer();
    // authorize refuses anything but an http(s) /kook/auth, so no state exists for it…
    const refused = await call(app, 'GET', 'auth/kook/authorize', {
      query: { redirect_uri: 'https://evil.example/steal' },
    });
    expect(refused.statusCode).toBe(400);
    // …the consent page refuses a redirect_uri swapped in its address…
    const { url, state } = await authorize(app);
    const swapped = new URL(url);
    swapped.searchParams.set('redirect_uri', 'https://evil.example/kook/auth');
    const page = await app.inject({ method: 'GET', url: `${swapped.pathname}${swapped.search}` });
    expect(page.statusCode).toBe(400);
    // …and a target posted with the answer is ignored, in JSON and in the redirect alike.
    const posted = await postConsent(
      app,
      { state, decision: 'approve', redirect_uri: 'https://evil.example/kook/auth' },
      JSON_ACCEPT,
    );
    const target = new URL((JSON.parse(posted.body) as { location: string }).location);
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    const second = await authorize(app);
    const redirected = await postConsent(app, {
      state: second.state,
      decision: 'approve',
      redirect_uri: 'https://evil.example/kook/auth',
    });
    expect(redirected.statusCode).toBe(302);
    const redirectTarget = new URL(String(redirected.headers.location));
    expect(`${redirectTarget.origin}${redirectTarget.pathname}`).toBe(CALLBACK);
  });
});

describe('the consent script', () => {
  it('is served as JavaScript from the demo origin, cached for an hour', async () => {
    const { app } = makeServer();
    const response = await app.inject({ method: 'GET', url: '/demo/consent.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The text that consentScript.test.ts runs against the consent form.
    expect(response.body).toBe(consentScript);
  });

  it('is what the consent page loads, under a CSP that allows only same-origin scripts', async () => {
    const { app } = makeServer();
    const { consentPath } = await authorize(app);
    const page = await app.inject({ method: 'GET', url: consentPath });
    expect(page.body).toContain('<script src="/demo/consent.js" defer></script>');
    expect(page.body).toContain('<form method="post" action="/demo/kook/authorize" data-consent>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });
});

describe('the demo pages in the reader’s language', () => {
  it('draws the consent page in Chinese for Accept-Language zh-CN', async () => {
    const { app } = makeServer();
    const { consentPath } = await authorize(app);
    const page = await app.inject({
      method: 'GET',
      url: consentPath,
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('zh-CN');
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('<title>授权 Botdeck · KOOK（演示）</title>');
    expect(page.body).toContain('<h1>Botdeck 请求访问你的 KOOK 账号</h1>');
    expect(page.body).toMatch(/value="approve" class="primary">\s*授权\s*<\/button>/);
    expect(page.body).toMatch(/value="deny">\s*取消\s*<\/button>/);
    expect(page.body).toContain('<strong>DemoUser#0001</strong>');
    expect(untranslated(page.body)).toEqual([]);
  });

  const headings = {
    'en-US': 'Botdeck wants to access your KOOK account',
    'zh-CN': 'Botdeck 请求访问你的 KOOK 账号',
  } as const;

  it.each([
    ['no header', undefined, 'en-US', undefined],
    ['a language we lack, then Chinese', 'fr-FR, zh-TW;q=0.5', 'zh-CN', undefined],
    ['Chinese ranked below English', 'zh-CN;q=0.4, en-GB;q=0.8', 'en-US', undefined],
    ['an unknown cookie value', 'zh', 'zh-CN', 'lang=fr-FR'],
    // The app's language cookie wins over the browser's header, either way.
    ['the app’s Chinese over the browser’s English', 'en-US,en', 'zh-CN', 'theme=x; lang=zh-CN'],
    ['the app’s English over the browser’s Chinese', 'zh-CN', 'en-US', 'lang=en-US'],
  ] as const)('picks the language from %s', async (_case, acceptLanguage, lang, cookie) => {
    const { app } = makeServer();
    const { consentPath } = await authorize(app);
    const headers: Record<string, string> = {};
    if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
    if (cookie !== undefined) headers.cookie = cookie;
    const page = await app.inject({ method: 'GET', url: consentPath, headers });
    expect(page.body).toContain(`<html lang="${lang}">`);
    expect(page.body).toContain(headings[lang]);
  });

  it('says a spent sign-in request is not valid, in Chinese', async () => {
    const { app } = makeServer();
    const headers = { 'accept-language': 'zh-CN' };
    const page = await app.inject({
      method: 'GET',
      url: '/demo/kook/authorize?state=gone',
      headers,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<h1>此登录请求无效</h1>');
    expect(page.body).toContain('使用 KOOK 登录');
    expect(untranslated(page.body)).toEqual([]);
    const posted = await postConsent(app, { state: 'gone', decision: 'approve' }, headers);
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('<h1>此登录请求无效</h1>');
  });

  describe('the payment page', () => {
    const zh = { 'accept-language': 'zh-CN' };

    async function pendingOrder() {
      const harness = makeServer();
      const token = await signIn(harness.app);
      const order: Order = orderSchema.parse(
        await callOk(harness.app, 'POST', 'pay/orders', {
          token,
          body: { planId: 'pro-month', method: 'wechat' },
          headers: { 'Idempotency-Key': 'k1' },
        }),
      );
      return { ...harness, token, order, path: new URL(order.payUrl).pathname };
    }

    it('asks for payment in Chinese', async () => {
      const { app, order, path } = await pendingOrder();
      const page = await app.inject({ method: 'GET', url: path, headers: zh });
      expect(page.body).toContain('<html lang="zh-CN">');
      expect(page.body).toContain('<title>支付 Botdeck 订单 · 模拟支付</title>');
      expect(page.body).toContain('<h1>支付 Botdeck 订单</h1>');
      expect(page.body).toContain('<dd>专业版（月付）</dd>');
      expect(page.body).toContain('<dd>微信支付</dd>');
      expect(page.body).toContain('请在 2026-03-01 12:15（UTC）前完成支付。');
      expect(page.body).toMatch(/>\s*支付 ¥15\.00\s*<\/button>/);
      expect(untranslated(page.body, [order.id])).toEqual([]);
    });

    it('confirms the payment, and refuses to take it twice, in Chinese', async () => {
      const { app, order, path } = await pendingOrder();
      const paid = await app.inject({ method: 'POST', url: path, headers: zh });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('<h1>支付成功</h1>');
      expect(untranslated(paid.body, [order.id])).toEqual([]);
      const again = await app.inject({ method: 'POST', url: path, headers: zh });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('<h1>此订单已支付</h1>');
      expect(untranslated(again.body, [order.id])).toEqual([]);
    });

    it('explains an expired order and an unknown one in Chinese', async () => {
      const { app, clock, order, path } = await pendingOrder();
      clock.advance(15 * 60_000);
      const expired = await app.inject({ method: 'GET', url: path, headers: zh });
      expect(expired.body).toContain('<h1>此订单已过期</h1>');
      expect(untranslated(expired.body, [order.id])).toEqual([]);
      const unknown = await app.inject({ method: 'GET', url: '/demo/pay/o-nope', headers: zh });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<h1>找不到订单</h1>');
      expect(untranslated(unknown.body)).toEqual([]);
    });
  });
});
