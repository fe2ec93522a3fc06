// Where the provider's API lives: config.js at run time, then API_HOST at build time, then this origin.

import { API_PATH } from '../api/constants';
import { requestScope } from './requestScope';

/** The seed's rule: a call the provider has not answered within 10 s has failed. */
export const HTTP_TIMEOUT_MS = 10_000;

/**
 * How long a call may take: HTTP_TIMEOUT_MS, unless the server's config.js sets another. Only the
 * demo provider with its test controls on does (REQUEST_TIMEOUT_MS), so that the browser tests
 * see a timeout without waiting 10 s for each.
 */
export function requestTimeoutMs(): number {
  const configured =
    typeof window === 'undefined' ? undefined : window.__BOTDECK__?.requestTimeoutMs;
  return typeof configured === 'number' && configured > 0 ? configured : HTTP_TIMEOUT_MS;
}

/** What every call to the provider carries besides the visitor's token, when drawn on a server. */
export function providerHeaders(): Readonly<Record<string, string>> {
  return requestScope()?.providerHeaders ?? {};
}

function trimSlashes(host: string): string {
  return host.trim().replace(/\/+$/, '');
}

function apiHost(): string {
  const scope = requestScope();
  if (scope) return trimSlashes(scope.apiHost);
  const runtime = typeof window === 'undefined' ? undefined : window.__BOTDECK__?.apiHost;
  if (runtime?.trim()) return trimSlashes(runtime);
  if (__API_HOST__.trim()) return trimSlashes(__API_HOST__);
  return window.location.origin;
}

/** `<host>/api/v2/`, always with the trailing slash so relative paths resolve under it. */
export function apiBase(): string {
  return `${apiHost()}${API_PATH}`;
}
