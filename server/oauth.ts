// The simulated KOOK OAuth flow: authorize issues a state, the consent page turns it into a code
// (or a refusal), and the app exchanges the code, once, for a session.
import { ApiCode } from '../src/api/constants';
import { ApiFailure, invalidInput } from './envelope';
import { DEMO_USER_ID } from './seed';
import type { Store } from './store';
import { randomToken } from './store';
import { absoluteUrl } from '../src/lib/absoluteUrl';
import { paths } from '../src/kernel/paths';

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

export function issueState(store: Store, redirectUri: string, now: number): string {
  if (!isAllowedRedirectUri(redirectUri)) {
    throw invalidInput(
      { redirect_uri: 'Must be an http(s) URL whose path is /kook/auth' },
      'This redirect address is not allowed',
    );
  }
  const state = randomToken(16);
  store.authStates.set(state, { redirectUri, expiresAt: now + STATE_TTL_MS });
  return state;
}

/** The redirect URI a live state was issued for, or null for an unknown or expired state. */
export function pendingRedirectUri(store: Store, state: string, now: number): string | null {
  const record = store.authStates.get(state);
  if (!record) return null;
  if (now >= record.expiresAt) {
    store.authStates.delete(state);
    return null;
  }
  return record.redirectUri;
}

/**
 * The user's answer on the consent page. Consumes the state, so each authorize request is
 * answered once, and returns where to send the browser: the callback with a code, or with
 * `error=access_denied`. Null when the state is unknown or expired.
 */
export function decide(store: Store, state: string, approve: boolean, now: number): string | null {
  const redirectUri = pendingRedirectUri(store, state, now);
  if (redirectUri === null) return null;
  store.authStates.delete(state);
  const target = new URL(redirectUri);
  if (approve) {
    const code = randomToken(24);
    store.authCodes.set(code, { state, userId: DEMO_USER_ID, expiresAt: now + CODE_TTL_MS });
    target.searchParams.set('code', code);
  } else {
    target.searchParams.set('error', 'access_denied');
  }
  target.searchParams.set('state', state);
  return target.toString();
}

/** Redeems a code for its user id. Any use, even a failed one, burns the code. */
export function redeemCode(store: Store, code: string, state: string, now: number): string {
  const record = store.authCodes.get(code);
  store.authCodes.delete(code);
  if (!record || now >= record.expiresAt) {
    throw new ApiFailure(ApiCode.invalidInput, codeExpiredMessage, {
      fields: { code: codeExpiredMessage },
    });
  }
  if (record.state !== state) {
    throw new ApiFailure(ApiCode.invalidInput, stateMismatchMessage, {
      fields: { state: stateMismatchMessage },
    });
  }
  return record.userId;
}
