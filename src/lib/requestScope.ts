// What differs from one page request to the next when the app renders on the server: the visitor's
// cookies and the provider to ask. The browser has one visitor and no scope; code that reads cookies
// or the API host asks here first. The server entry installs the source (an AsyncLocalStorage), so
// nothing of Node's reaches the browser bundle.
import type Cookies from 'universal-cookie';

export interface RequestScope {
  cookies: Cookies;
  /** The provider's origin, e.g. `https://provider.example` (the front server's API_HOST). */
  apiHost: string;
  /** What every call to the provider carries for this request (the front server's forwardHeaders). */
  providerHeaders: Readonly<Record<string, string>>;
}

let source: () => RequestScope | undefined = () => undefined;

export function setRequestScopeSource(next: () => RequestScope | undefined): void {
  source = next;
}

/** The scope of the request being rendered on the server; undefined in the browser. */
export function requestScope(): RequestScope | undefined {
  return source();
}
