// Sign-in with KOOK (OAuth2, authorization code only): authorize issues a state bound to the app's
// callback and sends the browser to KOOK's consent page; the callback's code and state come back
// here, once, and are traded with KOOK for an access token (the client secret stays here), whose
// `user/me` is the Botdeck user signing in. No refresh token: an expired sign-in signs in again.
// KOOK: docs/zh-cn/oauth2.md (developer.kookapp.cn/doc/oauth2), docs/zh-cn/http/oauth.md,
// docs/zh-cn/http/user.md (user/me)
import { ApiCode } from '../../src/api/constants';
import { ApiFailure, invalidInput } from './envelope';
import type { UserRecord } from './records';
import type { Database } from './storage/database';
import type { Repos } from './storage/repos';
import { randomToken } from './tokens';
import { absoluteUrl } from '../../src/lib/absoluteUrl';
import { paths } from '../../src/kernel/paths';

/** The application registered with KOOK (docs/deploy.md) and the KOOK it is registered with. */
export interface KookOAuthSettings {
  /** KOOK's API base, `https://www.kookapp.cn/api/v3`; its origin serves the consent page. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** How long a call to KOOK may take; default 10 s. */
  timeoutMs?: number;
}

const STATE_TTL_MS = 10 * 60_000;
const KOOK_TIMEOUT_MS = 10_000;
/** What Botdeck asks of the user's account: their name, tag and avatar, nothing more. */
const SCOPE = 'get_user_info';

export const codeExpiredMessage = 'This sign-in link has expired or was already used';
export const kookUnreachableMessage =
  'KOOK could not be reached to finish signing in. Please try again in a moment.';
export const signInAbsentMessage = 'Signing in with KOOK is not set up on this server';

/**
 * Only the app's own callback path is a valid destination, so KOOK's consent page can never be
 * used to bounce a user to an arbitrary site (an open redirect); KOOK checks its own list too.
 */
function isAllowedRedirectUri(value: string): boolean {
  const url = absoluteUrl(value, ['http:', 'https:']);
  return url?.pathname === paths.kookCallback.pattern && url.username === '' && url.password === '';
}

export async function issueState(repos: Repos, redirectUri: string, now: number): Promise<string> {
  if (!isAllowedRedirectUri(redirectUri)) {
    throw invalidInput(
      { redirect_uri: 'Must be an http(s) URL whose path is /kook/auth' },
      'This redirect address is not allowed',
    );
  }
  const state = randomToken(16);
  await repos.auth.addState(state, { redirectUri, expiresAt: now + STATE_TTL_MS });
  return state;
}

/** KOOK's consent page for this sign-in (oauth2.md: the link the developer centre generates). */
export function authorizeUrl(settings: KookOAuthSettings, redirectUri: string, state: string) {
  const url = new URL('/app/oauth2/authorize', settings.apiBase);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', SCOPE);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * Takes the state: the redirect URI it was issued for, or null when it is unknown, expired or
 * already used. Any use, even a failed one, spends it.
 */
async function takeState(repos: Repos, state: string, now: number): Promise<string | null> {
  const record = await repos.auth.state(state, now);
  if (!record) return null;
  await repos.auth.deleteState(state);
  return record.redirectUri;
}

/** The KOOK account that signed in, as `user/me` describes it. */
interface KookProfile {
  kookId: string;
  username: string;
  identifyNum: string;
  avatar: string;
}

const unreachable = () => new ApiFailure(ApiCode.providerError, kookUnreachableMessage);
const expired = () =>
  new ApiFailure(ApiCode.invalidInput, codeExpiredMessage, {
    fields: { code: codeExpiredMessage },
  });

/** A call to KOOK: its JSON, or null for an answer that is not JSON. Never logs what it sends. */
async function callKook(
  settings: KookOAuthSettings,
  url: URL,
  init: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(settings.timeoutMs ?? KOOK_TIMEOUT_MS),
    });
  } catch {
    throw unreachable();
  }
  const body: unknown = await response.json().catch(() => null);
  return {
    status: response.status,
    body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Trades the code for an access token (http/oauth.md: POST /api/oauth2/token, form fields) and
 * reads the account with it (user/me, `Authorization: Bearer`). KOOK refusing the code is the
 * user's link gone stale; anything else that goes wrong is KOOK not answering as it should.
 */
async function kookAccount(
  settings: KookOAuthSettings,
  code: string,
  redirectUri: string,
): Promise<KookProfile> {
  const token = await callKook(settings, new URL('/api/oauth2/token', settings.apiBase), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code,
      redirect_uri: redirectUri,
    }).toString(),
  });
  if (token.status >= 500 || !token.body) throw unreachable();
  // The doc's example answers the fields bare; an answer in the API's envelope is read too.
  const granted = text(token.body['access_token'])
    ? token.body
    : ((token.body['data'] as Record<string, unknown> | undefined) ?? {});
  const accessToken = text(granted['access_token']);
  if (!accessToken) {
    if (token.status >= 400 && token.status < 500) throw expired();
    throw unreachable();
  }
  const me = await callKook(settings, new URL(`${settings.apiBase}/user/me`), {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  const data = me.body?.['data'] as Record<string, unknown> | undefined;
  if (me.status !== 200 || me.body?.['code'] !== 0 || !data || !text(data['id'])) {
    throw unreachable();
  }
  return {
    kookId: text(data['id']),
    username: text(data['username']),
    identifyNum: text(data['identify_num']),
    avatar: text(data['avatar']),
  };
}

/**
 * The sign-in's callback: spends the state, trades the code with KOOK and answers the Botdeck user
 * of that KOOK account, made on their first sign-in and kept up to date with their KOOK profile,
 * with `then` done in the same transaction (the session). Three steps, the call to KOOK (up to its
 * timeout) between two transactions and inside neither.
 */
export async function signInWithKook<T>(
  db: Database,
  settings: KookOAuthSettings,
  { code, state }: { code: string; state: string },
  now: number,
  then: (repos: Repos, user: UserRecord) => Promise<T>,
): Promise<T> {
  // A state this provider did not issue, or one already answered, or stale: refused before KOOK is
  // asked, so a forged callback cannot spend the user's code. (Whether the state is the one this
  // browser started with is the console's check: it kept it.) Spent for good, whatever KOOK says.
  const redirectUri = await db.transaction((repos) => takeState(repos, state, now));
  if (redirectUri === null) throw expired();
  const profile = await kookAccount(settings, code, redirectUri);
  return db.transaction(async (repos) =>
    then(repos, await repos.users.signIn(profile, { id: `u-${randomToken(9)}`, createdAt: now })),
  );
}
