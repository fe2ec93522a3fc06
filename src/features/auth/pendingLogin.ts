// The sign-in this tab started: the OAuth `state` to check the callback against, and where to land
// afterwards. Kept in sessionStorage so it survives the trip to KOOK but not into other tabs.
import { afterLogin } from './afterLogin';

const KEY = 'botdeck:oauth';

export interface PendingLogin {
  state: string;
  redirect: string;
}

/** False when the browser refuses storage: the callback could not be checked, so don't leave. */
export function savePendingLogin(pending: PendingLogin): boolean {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and forgets the pending sign-in, so a state can be matched once only: a second callback
 * (a reload, a replayed link, a double effect) finds nothing and calls nothing.
 */
export function takePendingLogin(): PendingLogin | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { state, redirect } = parsed as Record<string, unknown>;
    if (typeof state !== 'string' || state === '') return null;
    return { state, redirect: afterLogin(typeof redirect === 'string' ? redirect : null) };
  } catch {
    return null;
  }
}
