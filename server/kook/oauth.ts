// OAuth2 (authorization_code only): the consent page a user meets at /app/oauth2/authorize, the
// redirect with code and state, and POST /api/oauth2/token.
// KOOK: docs/zh-cn/oauth2.md (developer.kookapp.cn/doc/oauth2), docs/zh-cn/http/oauth.md
import type { IncomingMessage, ServerResponse } from 'node:http';
import { consentScript } from './consentScript';
import { randomHex } from './crypto';
import { escapeHtml, nonce, page, readParams, sendHtml, sendJson } from './http';
import { DEMO_USER_ID, type Member } from './world';

interface OAuthClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** The application's name, as its developer named it in the developer centre. */
  name?: string;
}

interface AccessGrant {
  memberId: string;
  clientId: string;
  scope: string[];
  expiresAt: number;
}

const SCOPES = ['get_user_info', 'get_user_guilds'];
const CODE_TTL_MS = 10 * 60_000;
const ACCESS_TTL_S = 2_678_400;
export const CONSENT_SCRIPT_PATH = '/app/oauth2/consent.js';

interface PendingConsent {
  clientId: string;
  redirectUri: string;
  scope: string[];
  state: string | null;
  expiresAt: number;
}

type Lang = 'zh-CN' | 'en-US';

/** The consent page's words: KOOK's site is in Chinese and English. */
const TEXT = {
  'zh-CN': {
    kook: 'KOOK（本地）',
    title: (app: string) => `授权 ${app} · KOOK`,
    heading: (app: string) => `${app} 请求访问你的 KOOK 账号`,
    account: '以此用户身份登录（模拟）',
    asks: '该应用将可以：',
    scopes: {
      get_user_info: '读取你的用户信息（用户名、头像）',
      get_user_guilds: '获取你加入的服务器列表',
    } as Record<string, string>,
    approve: '授权',
    deny: '取消',
    redirect: '授权后将跳转至',
    failed: '授权失败',
    unknownClient: '未知的应用 (client_id)',
    badRedirect: 'redirect_uri 不在白名单中',
    badResponseType: 'response_type 必须为 code',
    badScope: '不支持的 scope',
    expired: '授权请求已过期，请回到应用重新登录',
    unknownMember: '未知的用户',
  },
  'en-US': {
    kook: 'KOOK (local)',
    title: (app: string) => `Authorize ${app} · KOOK`,
    heading: (app: string) => `${app} wants to access your KOOK account`,
    account: 'Sign in as (simulated)',
    asks: 'This application will be able to:',
    scopes: {
      get_user_info: 'Read your user info (username, avatar)',
      get_user_guilds: 'See the servers you have joined',
    } as Record<string, string>,
    approve: 'Authorize',
    deny: 'Cancel',
    redirect: 'You will be sent to',
    failed: 'Authorization failed',
    unknownClient: 'Unknown application (client_id)',
    badRedirect: 'redirect_uri is not on the application’s list',
    badResponseType: 'response_type must be code',
    badScope: 'Unsupported scope',
    expired: 'This authorization request has expired. Go back to the application and log in again.',
    unknownMember: 'Unknown user',
  },
} as const;

/** Chinese unless the reader's browser ranks English first among the two. */
function langOf(request: IncomingMessage): Lang {
  const ranked = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0 && /^(zh|en)\b/.test(entry.tag))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag.startsWith('en') ? 'en-US' : 'zh-CN';
}

export class OAuth {
  private readonly clients = new Map<string, OAuthClient>();
  private readonly consents = new Map<string, PendingConsent>();
  private readonly codes = new Map<string, PendingConsent & { memberId: string }>();
  private readonly grants = new Map<string, AccessGrant>();

  constructor(
    private readonly now: () => number,
    private readonly members: () => Member[],
  ) {}

  addClient(client: OAuthClient): void {
    this.clients.set(client.clientId, { ...client, redirectUris: [...client.redirectUris] });
  }

  /** The grant behind a Bearer token, if it is current. */
  grant(accessToken: string): AccessGrant | null {
    const grant = this.grants.get(accessToken);
    if (!grant) return null;
    if (grant.expiresAt <= this.now()) {
      this.grants.delete(accessToken);
      return null;
    }
    return grant;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, value] of this.consents) if (value.expiresAt <= now) this.consents.delete(key);
    for (const [key, value] of this.codes) if (value.expiresAt <= now) this.codes.delete(key);
  }

  private errorPage(response: ServerResponse, lang: Lang, message: string): void {
    const styleNonce = nonce();
    const text = TEXT[lang];
    sendHtml(
      response,
      400,
      page(
        text.failed,
        styleNonce,
        `<p class="muted">${escapeHtml(text.kook)}</p><h1>${escapeHtml(text.failed)}</h1><p>${escapeHtml(message)}</p>`,
        '',
        lang,
      ),
      { styleNonce },
    );
  }

  /** GET /app/oauth2/authorize: the consent page. */
  authorizePage(request: IncomingMessage, response: ServerResponse, query: URLSearchParams): void {
    this.prune();
    const lang = langOf(request);
    const text = TEXT[lang];
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    const client = this.clients.get(clientId);
    if (!client) {
      this.errorPage(response, lang, text.unknownClient);
      return;
    }
    // An unregistered redirect_uri is never redirected to.
    if (!client.redirectUris.includes(redirectUri)) {
      this.errorPage(response, lang, text.badRedirect);
      return;
    }
    if (query.get('response_type') !== 'code') {
      this.errorPage(response, lang, text.badResponseType);
      return;
    }
    const scope = (query.get('scope') ?? 'get_user_info').split(/[\s,+]+/).filter(Boolean);
    if (scope.length === 0 || scope.some((s) => !SCOPES.includes(s))) {
      this.errorPage(response, lang, text.badScope);
      return;
    }
    const consentId = randomHex(16);
    this.consents.set(consentId, {
      clientId,
      redirectUri,
      scope,
      state: query.get('state'),
      expiresAt: this.now() + CODE_TTL_MS,
    });
    const options = this.members()
      .map(
        (m) =>
          `<option value="${escapeHtml(m.id)}"${m.id === DEMO_USER_ID ? ' selected' : ''}>${escapeHtml(
            `${m.username}#${m.identifyNum}`,
          )}</option>`,
      )
      .join('');
    const app = client.name ?? clientId;
    const styleNonce = nonce();
    const body = `<main>
<p class="muted">${escapeHtml(text.kook)}</p>
<h1>${escapeHtml(text.heading(app))}</h1>
<form method="post" action="/app/oauth2/authorize" data-consent>
<input type="hidden" name="consent" value="${consentId}">
<p><label for="member">${escapeHtml(text.account)}</label> <select id="member" name="member_id">${options}</select></p>
<p>${escapeHtml(text.asks)}</p>
<ul>${scope.map((s) => `<li>${escapeHtml(text.scopes[s] ?? s)} (<code>${escapeHtml(s)}</code>)</li>`).join('')}</ul>
<p class="muted">${escapeHtml(text.redirect)} <code>${escapeHtml(redirectUri)}</code></p>
<p><button type="submit" name="decision" value="deny">${escapeHtml(text.deny)}</button><button type="submit" name="decision" value="approve">${escapeHtml(text.approve)}</button></p>
</form>
</main>`;
    sendHtml(
      response,
      200,
      page(
        text.title(app),
        styleNonce,
        body,
        `<script src="${CONSENT_SCRIPT_PATH}" defer></script>`,
        lang,
      ),
      {
        styleNonce,
        scripts: true,
        // Without JavaScript the form's answer is a redirect to the app's callback, which
        // form-action governs too.
        formActions: [new URL(redirectUri).origin],
      },
    );
  }

  /** GET /app/oauth2/consent.js: the consent page's script (consentScript.ts). */
  consentScript(response: ServerResponse): void {
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(consentScript);
  }

  /**
   * POST /app/oauth2/authorize: the user's decision, answered with a redirect, or with JSON
   * `{location}` to the page's script (Accept: application/json), which replaces the page with it.
   */
  async decide(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.prune();
    const lang = langOf(request);
    const json = (request.headers.accept ?? '').includes('application/json');
    const refuse = (message: string) => {
      if (json) sendJson(response, 400, { error: 'invalid_request' });
      else this.errorPage(response, lang, message);
    };
    const params = await readParams(request);
    const consentId = typeof params['consent'] === 'string' ? params['consent'] : '';
    const consent = this.consents.get(consentId);
    if (!consent) {
      refuse(TEXT[lang].expired);
      return;
    }
    this.consents.delete(consentId);
    const target = new URL(consent.redirectUri);
    if (params['decision'] === 'approve') {
      const memberId = typeof params['member_id'] === 'string' ? params['member_id'] : '';
      if (!this.members().some((m) => m.id === memberId)) {
        refuse(TEXT[lang].unknownMember);
        return;
      }
      const code = randomHex(16);
      this.codes.set(code, { ...consent, memberId, expiresAt: this.now() + CODE_TTL_MS });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    if (consent.state !== null) target.searchParams.set('state', consent.state);
    if (json) {
      sendJson(response, 200, { location: target.toString() }, { Vary: 'Accept' });
      return;
    }
    response.writeHead(302, {
      Location: target.toString(),
      'Cache-Control': 'no-store',
      Vary: 'Accept',
    });
    response.end();
  }

  /** POST /api/oauth2/token. */
  async token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.prune();
    const params = await readParams(request);
    const text = (name: string) => (typeof params[name] === 'string' ? params[name] : '');
    const fail = (message: string) => sendJson(response, 400, { code: 40000, message, data: {} });
    if (text('grant_type') !== 'authorization_code') {
      fail('grant_type 仅支持 authorization_code');
      return;
    }
    const client = this.clients.get(text('client_id'));
    if (!client || client.clientSecret !== text('client_secret')) {
      fail('client_id 或 client_secret 无效');
      return;
    }
    const code = this.codes.get(text('code'));
    // A code is good once: taken out of the store before anything else is checked.
    this.codes.delete(text('code'));
    if (!code || code.clientId !== client.clientId) {
      fail('code 无效或已使用');
      return;
    }
    if (code.redirectUri !== text('redirect_uri')) {
      fail('redirect_uri 与授权时不一致');
      return;
    }
    const accessToken = randomHex(24);
    this.grants.set(accessToken, {
      memberId: code.memberId,
      clientId: client.clientId,
      scope: code.scope,
      expiresAt: this.now() + ACCESS_TTL_S * 1000,
    });
    sendJson(response, 200, {
      access_token: accessToken,
      expires_in: ACCESS_TTL_S,
      token_type: 'Bearer',
      scope: code.scope.join(' '),
    });
  }
}
