// Where the provider's API lives: config.js at run time, then API_HOST at build time, then this origin.

import { requestScope } from './requestScope';

const API_PATH = '/api/v2/';
export const HTTP_TIMEOUT_MS = 10_000;

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
