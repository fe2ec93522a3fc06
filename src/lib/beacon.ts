// Fire-and-forget telemetry to the provider (docs/product.md §8.7): it says nothing about the
// reader, so it carries no `token` header and no cookie. A `keepalive` fetch with
// `credentials: 'omit'`, which the browser delivers even as the page is left. Not
// navigator.sendBeacon: a beacon always sends the page's cookies to the provider (its credentials
// mode is "include"), the session among them. Plain text with a JSON body, the one type a
// cross-origin request may carry without a preflight. Never throws: a lost beacon is no one's
// concern.
import { apiBase } from './config';

const contentType = 'text/plain;charset=UTF-8';

/**
 * Without fetch (an old browser): an XMLHttpRequest, which omits cookies only across origins and
 * without `withCredentials`. To the page's own origin every way but fetch carries the cookies, so
 * nothing is sent: a view not counted rather than a reader told on.
 */
function sendByXhr(url: string, text: string): boolean {
  if (typeof XMLHttpRequest !== 'function') return false;
  if (new URL(url, window.location.href).origin === window.location.origin) return false;
  const request = new XMLHttpRequest();
  request.open('POST', url, true);
  request.withCredentials = false;
  request.setRequestHeader('Content-Type', contentType);
  request.send(text);
  return true;
}

/** Sends `body` as JSON to `path` under the API's base; whether it was handed to the browser. */
export function sendBeacon(path: string, body: unknown): boolean {
  const url = `${apiBase()}${path}`;
  const text = JSON.stringify(body);
  try {
    if (typeof fetch !== 'function') return sendByXhr(url, text);
    void fetch(url, {
      method: 'POST',
      body: text,
      headers: { 'Content-Type': contentType },
      credentials: 'omit',
      keepalive: true,
      mode: 'cors',
      referrerPolicy: 'no-referrer',
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
