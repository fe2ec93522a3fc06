/** @jest-environment node */
// OAuth2 as KOOK's oauth2.md and http/oauth.md describe it: authorize → code → token → user/me.
import { consentScript } from './consentScript';
import { startLocalKook, type LocalKook } from './index';

const CLIENT = {
  clientId: 'client-1',
  clientSecret: 'secret-1',
  redirectUris: ['http://127.0.0.1:9/callback'],
  name: 'Botdeck',
};
const REDIRECT = CLIENT.redirectUris[0];
let kook: LocalKook;

beforeAll(async () => {
  kook = await startLocalKook();
  kook.addOAuthClient(CLIENT);
});

afterAll(() => kook.close());

function authorizeUrl(params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    id: '1',
    client_id: CLIENT.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'get_user_info',
    state: 'st<ate>',
    ...params,
  });
  return `${kook.origin}/app/oauth2/authorize?${query.toString()}`;
}

/** Opens the consent page and submits the decision as the browser would; the redirect's URL. */
async function consent(decision: 'approve' | 'deny', memberId?: string): Promise<URL> {
  const page = await fetch(authorizeUrl());
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain('form-action');
  const html = await page.text();
  expect(html).not.toContain('st<ate>');
  const consentId = /name="consent" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  const member = memberId ?? /<option value="(\d+)" selected>/.exec(html)?.[1] ?? '';
  const answer = await fetch(`${kook.origin}/app/oauth2/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent: consentId, member_id: member, decision }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

async function token(code: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${kook.origin}/api/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      code,
      redirect_uri: REDIRECT,
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it('approves, trades the code for a Bearer token, and user/me answers the chosen member', async () => {
  const member = kook.members()[3];
  const back = await consent('approve', member.id);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('st<ate>');
  const code = back.searchParams.get('code') ?? '';
  const first = await token(code);
  expect(first).toEqual({
    status: 200,
    body: {
      access_token: expect.any(String) as unknown,
      expires_in: expect.any(Number) as unknown,
      token_type: 'Bearer',
      scope: 'get_user_info',
    },
  });
  const me = await fetch(`${kook.apiBase}/user/me`, {
    headers: { Authorization: `Bearer ${String(first.body['access_token'])}` },
  });
  expect(await me.json()).toMatchObject({
    code: 0,
    data: { id: member.id, username: member.username, identify_num: member.identifyNum },
  });
  // The scope is get_user_info only: no guild list.
  const guilds = await fetch(`${kook.apiBase}/guild/list`, {
    headers: { Authorization: `Bearer ${String(first.body['access_token'])}` },
  });
  expect(guilds.status).toBe(403);

  const second = await token(code);
  expect(second.status).toBe(400);
  expect(second.body['code']).not.toBe(0);
});

it('redirects a denial with error=access_denied and the state', async () => {
  const back = await consent('deny');
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('code')).toBeNull();
  expect(back.searchParams.get('state')).toBe('st<ate>');
});

it('never redirects to an address outside the whitelist', async () => {
  const page = await fetch(authorizeUrl({ redirect_uri: 'http://evil.example/cb' }), {
    redirect: 'manual',
  });
  expect(page.status).toBe(400);
  expect(page.headers.get('location')).toBeNull();
});

describe('the consent page', () => {
  it('names the app, offers the demo user first, and loads its one same-origin script', async () => {
    const page = await fetch(authorizeUrl(), { headers: { 'Accept-Language': 'en-US,en' } });
    const html = await page.text();
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<h1>Botdeck wants to access your KOOK account</h1>');
    expect(html).toMatch(/<option value="1845003001" selected>DemoUser#0001<\/option>/);
    expect(html).toMatch(/>Cancel<\/button>/);
    expect(html).toMatch(/>Authorize<\/button>/);
    expect(html.match(/<script[^>]*>[^<]*<\/script>/g)).toEqual([
      '<script src="/app/oauth2/consent.js" defer></script>',
    ]);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:9");
    const script = await fetch(`${kook.origin}/app/oauth2/consent.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe(consentScript);
  });

  it('speaks Chinese unless the browser ranks English first', async () => {
    for (const [header, lang, heading] of [
      [undefined, 'zh-CN', 'Botdeck 请求访问你的 KOOK 账号'],
      ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN', 'Botdeck 请求访问你的 KOOK 账号'],
      ['fr-FR, en;q=0.5', 'en-US', 'Botdeck wants to access your KOOK account'],
    ] as const) {
      const page = await fetch(authorizeUrl(), {
        headers: header ? { 'Accept-Language': header } : {},
      });
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('answers its script in JSON, once: the callback to replace the page with', async () => {
    const html = await (await fetch(authorizeUrl())).text();
    const consentId = /name="consent" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    const answer = () =>
      fetch(`${kook.origin}/app/oauth2/authorize`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({
          consent: consentId,
          member_id: '1845003001',
          decision: 'approve',
        }).toString(),
      });
    const first = await answer();
    const { location } = (await first.json()) as { location: string };
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]+$/);
    const again = await answer();
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_request' });
  });
});
