// HTTP mocked at the transport: the real client (base URL, headers, timeout, envelope, schemas)
// runs, and a fake provider answers in place of `fetch`. The fake's routes read as a test says
// them: `api.onGet('bots/b1').reply(200, envelope(bot))`, `api.history.post[0].data`. Any call no
// route answers fails the test.
import { isDeepStrictEqual } from 'node:util';
import { noAnswer, wrapTransport } from '../lib/http';
import type { HttpAnswer, HttpMethod, SentRequest } from '../lib/http';
import { registerCleanup } from './cleanup';

type Answer = [status: number, body: unknown];
type Responder = (request: SentRequest) => Answer | Promise<Answer>;

interface Route {
  /** Any method when absent (`onAny`). */
  method?: HttpMethod;
  url: string | RegExp;
  params?: Readonly<Record<string, unknown>>;
  once: boolean;
  respond: Responder;
}

/** Every call made, in order, and by method: `history.get`, `history.post`… */
type History = SentRequest[] & Readonly<Record<Lowercase<HttpMethod>, SentRequest[]>>;

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function newHistory(): History {
  const calls: SentRequest[] = [];
  for (const method of METHODS) {
    Object.defineProperty(calls, method.toLowerCase(), {
      get: () => calls.filter((call) => call.method === method),
    });
  }
  return calls as History;
}

function withoutSlash(url: string): string {
  return url.startsWith('/') ? url.slice(1) : url;
}

function matches(route: Route, request: SentRequest): boolean {
  if (route.method && route.method !== request.method) return false;
  const whole = `${request.baseURL.replace(/\/+$/, '')}/${withoutSlash(request.url)}`;
  const urlMatches =
    typeof route.url === 'string'
      ? withoutSlash(route.url) === withoutSlash(request.url) || route.url === whole
      : route.url.test(request.url) || route.url.test(whole);
  return urlMatches && (!route.params || isDeepStrictEqual(route.params, request.params));
}

/** The body as the provider sends it: JSON text, or the text a test gives as it is. */
function bodyText(body: unknown): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The answers of one route: `reply`, once or for every call, or a failure of the transport. */
class RouteAnswers {
  constructor(
    private readonly api: MockApi,
    private readonly route: Omit<Route, 'once' | 'respond'>,
  ) {}

  private add(once: boolean, respond: Responder): MockApi {
    this.api.add({ ...this.route, once, respond });
    return this.api;
  }

  private static responder(answer: number | Responder, body?: unknown): Responder {
    return typeof answer === 'function' ? answer : () => [answer, body];
  }

  /** Answers every matching call: `reply(200, body)`, or `reply((request) => [status, body])`. */
  reply(answer: number | Responder, body?: unknown) {
    return this.add(false, RouteAnswers.responder(answer, body));
  }

  /** Answers the next matching call only. */
  replyOnce(answer: number | Responder, body?: unknown) {
    return this.add(true, RouteAnswers.responder(answer, body));
  }

  networkError() {
    return this.add(false, networkError);
  }

  networkErrorOnce() {
    return this.add(true, networkError);
  }

  /** The call runs out of time, as `fetchTransport` reports it. */
  timeout() {
    return this.add(false, timeout);
  }

  timeoutOnce() {
    return this.add(true, timeout);
  }
}

function networkError(request: SentRequest): never {
  throw noAnswer(false, request.timeoutMs);
}

function timeout(request: SentRequest): never {
  throw noAnswer(true, request.timeoutMs);
}

export class MockApi {
  readonly history: History = newHistory();
  private routes: Route[] = [];
  private readonly undo = wrapTransport(() => (request) => this.answer(request));

  /** A route for every method; added after the others, it answers what they do not. */
  onAny(url: string | RegExp = /.*/) {
    return new RouteAnswers(this, { url });
  }

  onGet(url: string | RegExp = /.*/, match: { params?: Route['params'] } = {}) {
    return new RouteAnswers(this, { method: 'GET', url, params: match.params });
  }

  onDelete(url: string | RegExp = /.*/, match: { params?: Route['params'] } = {}) {
    return new RouteAnswers(this, { method: 'DELETE', url, params: match.params });
  }

  onPost(url: string | RegExp = /.*/) {
    return new RouteAnswers(this, { method: 'POST', url });
  }

  onPut(url: string | RegExp = /.*/) {
    return new RouteAnswers(this, { method: 'PUT', url });
  }

  onPatch(url: string | RegExp = /.*/) {
    return new RouteAnswers(this, { method: 'PATCH', url });
  }

  /**
   * A lasting route takes the place of an earlier lasting one for the same calls, so a test can
   * change an answer; routes for one call queue up.
   */
  add(route: Route): void {
    const same = route.once
      ? -1
      : this.routes.findIndex(
          (earlier) =>
            !earlier.once &&
            earlier.method === route.method &&
            String(earlier.url) === String(route.url) &&
            isDeepStrictEqual(earlier.params, route.params),
        );
    if (same === -1) this.routes.push(route);
    else this.routes.splice(same, 1, route);
  }

  /** Forgets every route (the calls made stay in `history`). */
  resetHandlers(): void {
    this.routes = [];
  }

  /** Forgets every route and every call made. */
  reset(): void {
    this.resetHandlers();
    this.history.length = 0;
  }

  /** Hands the calls back to `fetch`. */
  restore(): void {
    this.undo();
  }

  async answer(request: SentRequest): Promise<HttpAnswer> {
    this.history.push(request);
    const route = this.routes.find((candidate) => matches(candidate, request));
    if (!route) {
      throw new Error(
        `No route answers ${request.method} ${request.url} ${JSON.stringify(request.params ?? {})}`,
      );
    }
    if (route.once) this.routes.splice(this.routes.indexOf(route), 1);
    const [status, body] = await route.respond(request);
    return { status, body: bodyText(body) };
  }
}

export function mockApi(): Promise<MockApi> {
  const api = new MockApi();
  registerCleanup(() => {
    api.restore();
  });
  return Promise.resolve(api);
}

/**
 * A reply that stays on the wire until the test gives it: `api.onPut(url).reply(reply)`, then
 * `answer([200, envelope(…)])` when the test has done what happens meanwhile.
 */
export function heldReply() {
  let settle: (value: Answer) => void = () => undefined;
  return {
    reply: () =>
      new Promise<Answer>((resolve) => {
        settle = resolve;
      }),
    answer: (value: Answer) => {
      settle(value);
    },
  };
}

/** A GET as the client puts it on the wire, for tests of a transport. */
export const sentGet: SentRequest = {
  method: 'GET',
  url: 'bots',
  baseURL: 'https://provider.example/api/v2/',
  headers: { token: 't-1' },
  timeoutMs: 10_000,
};
