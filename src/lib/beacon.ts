// Fire-and-forget telemetry to the provider (docs/product.md §8.2): a beacon, which the browser
// delivers even as the page is left, else a `keepalive` fetch. Plain text with a JSON body, the one
// type a cross-origin beacon may carry without a preflight; no `token` header and no cookies
// (`credentials: 'omit'`; a beacon cannot omit them, and the provider reads none). Never throws:
// a lost beacon is no one's concern.
import { apiBase } from './config';

/** Sends `body` as JSON to `path` under the API's base; whether it was handed to the browser. */
export function sendBeacon(path: string, body: unknown): boolean {
  const url = `${apiBase()}${path}`;
  const text = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, text)) return true;
    void fetch(url, {
      method: 'POST',
      body: text,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
      mode: 'cors',
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `key` is new in this browser session (the tab's sessionStorage), marking it seen. Without
 * sessionStorage (blocked, private mode), every call is new: counted more often rather than never.
 */
export function firstInSession(key: string): boolean {
  try {
    if (sessionStorage.getItem(key) !== null) return false;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused: nothing to remember it by.
  }
  return true;
}
