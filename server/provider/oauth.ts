// The simulated KOOK OAuth flow: authorize issues a state, the consent page turns it into a code
// (or a refusal), and the app exchanges the code, once, for a session.
import { ApiCode } from '../../src/api/constants';
import { CommittedFailure, invalidInput } from './envelope';
import { DEMO_USER_ID } from './seed';
import type { Repos } from './storage/repos';
import { randomToken } from './tokens';
import { absoluteUrl } from '../../src/lib/absoluteUrl';
import { paths } from '../../src/kernel/paths';

export const CLIENT_ID = 'botdeck-demo';
const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 5 * 60_000;

export const codeExpiredMessage = 'This sign-in link has expired or was already used';
const stateMismatchMessage =
  'This sign-in was started from another page or tab. Please log in again.';

/**
 * Only the app's own callback path is a valid destination, so the consent page can never be used
 * to bounce a user to an arbitrary site (an open redirect).
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

/** The redirect URI a live state was issued for, or null for an unknown or expired state. */
export async function pendingRedirectUri(
  repos: Repos,
  state: string,
  now: number,
): Promise<string | null> {
  return (await repos.auth.state(state, now))?.redirectUri ?? null;
}

/**
 * The user's answer on the consent page. Consumes the state, so each authorize request is
 * answered once, and returns where to send the browser: the callback with a code, or with
 * `error=access_denied`. Null when the state is unknown or expired.
 */
export async function decide(
  repos: Repos,
  state: string,
  approve: boolean,
  now: number,
): Promise<string | null> {
  const redirectUri = await pendingRedirectUri(repos, state, now);
  if (redirectUri === null) return null;
  await repos.auth.deleteState(state);
  const target = new URL(redirectUri);
  if (approve) {
    const code = randomToken(24);
    await repos.auth.addCode(code, { state, userId: DEMO_USER_ID, expiresAt: now + CODE_TTL_MS });
    target.searchParams.set('code', code);
  } else {
    target.searchParams.set('error', 'access_denied');
  }
  target.searchParams.set('state', state);
  return target.toString();
}

/** Redeems a code for its user id. Any use, even a failed one, burns the code. */
export async function redeemCode(
  repos: Repos,
  code: string,
  state: string,
  now: number,
): Promise<string> {
  const record = await repos.auth.takeCode(code);
  if (!record || now >= record.expiresAt) {
    throw new CommittedFailure(ApiCode.invalidInput, codeExpiredMessage, {
      fields: { code: codeExpiredMessage },
    });
  }
  if (record.state !== state) {
    throw new CommittedFailure(ApiCode.invalidInput, stateMismatchMessage, {
      fields: { state: stateMismatchMessage },
    });
  }
  return record.userId;
}
