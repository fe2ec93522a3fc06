// OAuth2 (authorization_code only): the consent page a user meets at /app/oauth2/authorize, the
// redirect with code and state, and POST /api/oauth2/token.
// KOOK: docs/zh-cn/oauth2.md (developer.kookapp.cn/doc/oauth2), docs/zh-cn/http/oauth.md
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomHex } from './crypto';
import { escapeHtml, nonce, page, readParams, sendHtml, sendJson } from './http';
import { DEMO_USER_ID, type Member } from './world';

interface OAuthClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
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

interface PendingConsent {
  clientId: string;
  redirectUri: string;
  scope: string[];
  state: string | null;
  expiresAt: number;
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

  private errorPage(response: ServerResponse, message: string): void {
    const styleNonce = nonce();
    sendHtml(
      response,
      400,
      page('授权失败', styleNonce, `<h1>授权失败</h1><p>${escapeHtml(message)}</p>`),
      { styleNonce },
    );
  }

  /** GET /app/oauth2/authorize: the consent page. */
  authorizePage(response: ServerResponse, query: URLSearchParams): void {
    this.prune();
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    const client = this.clients.get(clientId);
    if (!client) {
      this.errorPage(response, '未知的应用 (client_id)');
      return;
    }
    // An unregistered redirect_uri is never redirected to.
    if (!client.redirectUris.includes(redirectUri)) {
      this.errorPage(response, 'redirect_uri 不在白名单中');
      return;
    }
    if (query.get('response_type') !== 'code') {
      this.errorPage(response, 'response_type 必须为 code');
      return;
    }
    const scope = (query.get('scope') ?? 'get_user_info').split(/[\s,+]+/).filter(Boolean);
    if (scope.length === 0 || scope.some((s) => !SCOPES.includes(s))) {
      this.errorPage(response, '不支持的 scope');
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
    const styleNonce = nonce();
    const body = `<h1>KOOK 授权</h1>
<p>应用 <code>${escapeHtml(clientId)}</code> 请求以下权限：</p>
<ul>${scope.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>
<p class="muted">授权后将跳转至 <code>${escapeHtml(redirectUri)}</code></p>
<form method="post" action="/app/oauth2/authorize">
<input type="hidden" name="consent" value="${consentId}">
<p><label>以此用户身份登录（模拟）：<select name="member_id">${options}</select></label></p>
<p><button type="submit" name="decision" value="approve">授权</button><button type="submit" name="decision" value="deny">拒绝</button></p>
</form>`;
    sendHtml(response, 200, page('KOOK 授权', styleNonce, body), {
      styleNonce,
      formActions: [new URL(redirectUri).origin],
    });
  }

  /** POST /app/oauth2/authorize: the user's decision, answered with a redirect. */
  async decide(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.prune();
    const params = await readParams(request);
    const consentId = typeof params['consent'] === 'string' ? params['consent'] : '';
    const consent = this.consents.get(consentId);
    if (!consent) {
      this.errorPage(response, '授权请求已过期，请重新发起');
      return;
    }
    this.consents.delete(consentId);
    const target = new URL(consent.redirectUri);
    if (params['decision'] === 'approve') {
      const memberId = typeof params['member_id'] === 'string' ? params['member_id'] : '';
      if (!this.members().some((m) => m.id === memberId)) {
        this.errorPage(response, '未知的用户');
        return;
      }
      const code = randomHex(16);
      this.codes.set(code, { ...consent, memberId, expiresAt: this.now() + CODE_TTL_MS });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    if (consent.state !== null) target.searchParams.set('state', consent.state);
    response.writeHead(302, { Location: target.toString(), 'Cache-Control': 'no-store' });
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
