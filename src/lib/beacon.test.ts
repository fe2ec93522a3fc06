// The view and invite beacon says nothing about the reader (docs/product.md §8.7, issue 31 item 3):
// no session cookie, no token, no authorization, even for a signed-in reader whose cookies the
// browser holds. A real HTTP server receives the request; the browser's transports are played by
// doubles that attach the page's cookies as the Fetch standard says a browser does: a beacon
// always ("include"), a fetch unless its credentials are "omit", a cross-origin XMLHttpRequest only
// with `withCredentials`, a same-origin one always.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendBeacon } from './beacon';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
let received: Promise<Received>;
const realFetch = globalThis.fetch;
const realXhr = globalThis.XMLHttpRequest;

/** The next request the server receives. */
function nextRequest(): Promise<Received> {
  return new Promise((resolve) => {
    server.once('request', (request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        response.end();
        resolve({ headers: request.headers, body });
      });
    });
  });
}

/** Whether the browser would attach the page's cookies: credentials mode and origin decide. */
function cookiesFor(url: string, credentials: RequestCredentials): Record<string, string> {
  const sameOrigin = new URL(url).origin === window.location.origin;
  const attach = credentials === 'include' || (credentials === 'same-origin' && sameOrigin);
  return attach && document.cookie !== '' ? { cookie: document.cookie } : {};
}

/** A browser's fetch: the page's cookies unless `credentials: 'omit'` (default: same-origin). */
const browserFetch = jest.fn((input: string, init: RequestInit = {}) => {
  const url = input;
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(cookiesFor(url, init.credentials ?? 'same-origin'))) {
    headers.set(name, value);
  }
  return realFetch(url, { method: init.method, body: init.body, headers });
});

/** A browser's beacon: always with the page's cookies (its credentials mode is "include"). */
const browserBeacon = jest.fn((url: string, data?: BodyInit | null) => {
  void realFetch(url, { method: 'POST', body: data, headers: cookiesFor(url, 'include') });
  return true;
});

/** A browser's XMLHttpRequest, as far as the beacon may use it. */
class BrowserXhr {
  static opened: BrowserXhr[] = [];
  withCredentials = false;
  private url = '';
  private method = '';
  private readonly headers = new Headers();

  constructor() {
    BrowserXhr.opened.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: string) {
    const sameOrigin = new URL(this.url).origin === window.location.origin;
    const credentials = sameOrigin || this.withCredentials ? 'include' : 'omit';
    for (const [name, value] of Object.entries(cookiesFor(this.url, credentials))) {
      this.headers.set(name, value);
    }
    void realFetch(this.url, { method: this.method, body, headers: this.headers });
  }
}

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  // A signed-in reader: the session cookies the app keeps (lib/cookies.ts).
  document.cookie = 'token=secret-session-token';
  document.cookie = 'user=%7B%22id%22%3A%22u-demo%22%7D';
  window.__BOTDECK__ = { apiHost: origin };
  received = nextRequest();
  BrowserXhr.opened = [];
  globalThis.fetch = browserFetch as typeof fetch;
  Object.defineProperty(navigator, 'sendBeacon', { value: browserBeacon, configurable: true });
});

afterEach(() => {
  server.removeAllListeners('request');
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = realXhr;
  Reflect.deleteProperty(navigator, 'sendBeacon');
  delete window.__BOTDECK__;
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const expectNothingOfTheReader = (headers: IncomingHttpHeaders) => {
  expect(headers.cookie).toBeUndefined();
  expect(headers.token).toBeUndefined();
  expect(headers.authorization).toBeUndefined();
};

describe('the beacon', () => {
  it('reaches the provider with its body and no cookie, token or authorization', async () => {
    expect(document.cookie).toContain('token=secret-session-token');
    expect(sendBeacon('bots/b1/events', { type: 'view' })).toBe(true);
    const { headers, body } = await received;
    expect(JSON.parse(body)).toEqual({ type: 'view' });
    expectNothingOfTheReader(headers);
    expect(browserBeacon).not.toHaveBeenCalled();
  });

  it('asks fetch for no credentials, keepalive and no referrer', async () => {
    sendBeacon('bots/b1/events', { type: 'invite' });
    await received;
    expect(browserFetch).toHaveBeenCalledWith(
      `${origin}/api/v2/bots/b1/events`,
      expect.objectContaining({
        method: 'POST',
        credentials: 'omit',
        keepalive: true,
        referrerPolicy: 'no-referrer',
      }),
    );
  });

  it('without fetch, sends a cross-origin XMLHttpRequest without credentials', async () => {
    Reflect.deleteProperty(globalThis, 'fetch');
    globalThis.XMLHttpRequest = BrowserXhr as unknown as typeof XMLHttpRequest;
    expect(sendBeacon('bots/b1/events', { type: 'view' })).toBe(true);
    const { headers, body } = await received;
    expect(JSON.parse(body)).toEqual({ type: 'view' });
    expectNothingOfTheReader(headers);
    expect(BrowserXhr.opened).toHaveLength(1);
    expect(browserBeacon).not.toHaveBeenCalled();
  });

  it('without fetch, sends nothing to its own origin, where every other way carries the cookie', () => {
    Reflect.deleteProperty(globalThis, 'fetch');
    globalThis.XMLHttpRequest = BrowserXhr as unknown as typeof XMLHttpRequest;
    delete window.__BOTDECK__;
    expect(sendBeacon('bots/b1/events', { type: 'view' })).toBe(false);
    expect(BrowserXhr.opened).toHaveLength(0);
    expect(browserBeacon).not.toHaveBeenCalled();
  });

  it('never throws: a lost beacon is no one’s concern', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline')));
    expect(sendBeacon('bots/b1/events', { type: 'view' })).toBe(true);
  });
});
