// Helpers for the demo provider's tests: a server on a controllable clock, calls that return the
// parsed envelope, the sign-in flow a browser would go through (on a local KOOK's consent page),
// and valid inputs to vary.
import type { FastifyInstance } from 'fastify';
import { startLocalKook } from '../kook';
import type { LocalKook, LocalKookOptions } from '../kook';
import { buildServer } from './app';
import type { ServerOptions } from './app';
import type { Envelope } from './envelope';
import type { KookOAuthSettings } from './oauth';
import { createSeed } from './seed';
import { testStorage } from './storage/testStorage';

export const START = Date.parse('2026-03-01T12:00:00Z');

export interface Clock {
  now: () => number;
  advance: (ms: number) => void;
}

export function makeClock(start = START): Clock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

export interface Harness {
  app: FastifyInstance;
  clock: Clock;
}

export const CALLBACK = 'http://localhost:3000/kook/auth';

/** The provider's OAuth client on the tests' KOOK (its secret is what no answer may hold). */
export const KOOK_CLIENT = {
  clientId: 'botdeck-test',
  clientSecret: 'test-secret-5f1c0a9e7d3b',
  redirectUris: [CALLBACK, 'https://botdeck.example/kook/auth'],
};

let kook: Promise<LocalKook> | null = null;

/**
 * The test file's local KOOK (server/kook), started when a test first signs in and closed with the
 * file: every server the file makes signs in there. Cheap (one HTTP server on 127.0.0.1, no
 * chatter); per file rather than per worker, since a finished file's modules are not to run.
 */
export function testKook(): Promise<LocalKook> {
  kook ??= startLocalKook().then((started) => {
    started.addOAuthClient({ ...KOOK_CLIENT, name: 'Botdeck' });
    return started;
  });
  return kook;
}

afterAll(async () => {
  const started = kook;
  kook = null;
  await (await started)?.close();
});

/** The provider's sign-in settings for the file's KOOK, which starts only when first asked. */
const kookOAuth: PromiseLike<KookOAuthSettings> = {
  then: (resolve, reject) =>
    testKook()
      .then((started) => ({
        apiBase: started.apiBase,
        clientId: KOOK_CLIENT.clientId,
        clientSecret: KOOK_CLIENT.clientSecret,
      }))
      .then(resolve, reject),
};

export function makeServer(options: Partial<ServerOptions> = {}): Harness {
  const clock = makeClock();
  const app = buildServer({
    sessionTtlSeconds: 3600,
    faults: true,
    now: clock.now,
    storage: testStorage(),
    kookOAuth,
    ...options,
  });
  return { app, clock };
}

/** A server with the demo user signed in: its harness and the session token. */
export interface SignedIn extends Harness {
  token: string;
}

/** The demo provider with the demo user signed in, on Pro unless `pro: false`. */
export async function signedInServer({
  pro = true,
  ...options
}: { pro?: boolean } & Partial<ServerOptions> = {}): Promise<SignedIn> {
  const harness = makeServer(options);
  if (pro) await grantPro(harness.app);
  return { ...harness, token: await signIn(harness.app) };
}

/**
 * A signed-in server whose runtime connects its bots to a local KOOK of their own (`kookOptions`),
 * which knows the seed's bots by their tokens, as KOOK would a real host's. The caller closes both.
 */
export async function serverOnKook(kookOptions: LocalKookOptions = {}) {
  const kook = await startLocalKook(kookOptions);
  for (const bot of createSeed().bots) kook.addBot({ name: bot.name, token: bot.token });
  const server = await signedInServer({
    runtime: { apiBase: kook.apiBase, flushMs: 10, sweepMs: 600_000 },
  });
  return { kook, server };
}

/** Waits for real I/O until `condition` holds (anything but `false`): at most `ms`. */
export async function until<T>(
  condition: () => T | false | Promise<T | false>,
  what: string,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await condition();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface CallResult {
  statusCode: number;
  body: Envelope;
  headers: Record<string, unknown>;
}

/** Calls `/api/v2/<path>` and parses the envelope (failing the test if the body is not JSON). */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.token = options.token;
  const query = options.query
    ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
    : undefined;
  const response = await app.inject({
    method,
    url: `/api/v2/${path}`,
    query,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return {
    statusCode: response.statusCode,
    body: JSON.parse(response.body) as Envelope,
    headers: response.headers,
  };
}

/** Expects a success and returns its `data`. */
export async function callOk(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<unknown> {
  const { body } = await call(app, method, path, options);
  if (!body.status) {
    throw new Error(
      `${method} ${path} failed: ${body.code} ${body.message} ${JSON.stringify(body.data)}`,
    );
  }
  return body.data;
}

/** The consent page each state's sign-in was sent to, for `answerConsent`. */
const consentPages = new Map<string, URL>();

/** Starts a sign-in; returns the state and KOOK's consent page (its URL, and path with query). */
export async function authorize(app: FastifyInstance, redirectUri = CALLBACK) {
  const data = (await callOk(app, 'GET', 'auth/kook/authorize', {
    query: { redirect_uri: redirectUri },
  })) as { url: string; state: string };
  const url = new URL(data.url);
  consentPages.set(data.state, url);
  return { state: data.state, consentPath: `${url.pathname}${url.search}`, url };
}

/**
 * Answers KOOK's consent page as the user would, as its default member (the demo user) unless
 * `memberId` names another: opens the page, posts its form; returns the redirect's Location.
 */
export async function answerConsent(
  _app: FastifyInstance,
  state: string,
  decision: 'approve' | 'deny',
  memberId?: string,
) {
  const url = consentPages.get(state);
  if (!url) throw new Error(`No sign-in was started with the state ${state}`);
  const html = await (await fetch(url)).text();
  const consent = /name="consent" value="([0-9a-f]+)"/.exec(html)?.[1];
  const member = memberId ?? /<option value="(\d+)" selected>/.exec(html)?.[1];
  if (!consent || !member) throw new Error(`KOOK's consent page offered no consent: ${html}`);
  const response = await fetch(new URL('/app/oauth2/authorize', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent, member_id: member, decision }).toString(),
    redirect: 'manual',
  });
  return {
    statusCode: response.status,
    location: response.headers.get('location') ?? undefined,
    body: await response.text(),
  };
}

/** The whole sign-in, as the demo user unless `memberId` names another KOOK member; the token. */
export async function signIn(app: FastifyInstance, memberId?: string): Promise<string> {
  const { state } = await authorize(app);
  const { location } = await answerConsent(app, state, 'approve', memberId);
  const code = new URL(String(location)).searchParams.get('code') ?? '';
  const data = (await callOk(app, 'POST', 'auth/kook/token', { body: { code, state } })) as {
    token: string;
  };
  return data.token;
}

/** A session for any seeded user, through the test control; returns the token. */
export async function signInAs(app: FastifyInstance, userId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/demo/control/users/${userId}/session`,
  });
  if (response.statusCode !== 200) throw new Error(`Could not sign in: ${response.body}`);
  return (JSON.parse(response.body) as { data: { token: string } }).data.token;
}

/** Gives a user Pro (bot limit 20) through the test control. */
export async function grantPro(app: FastifyInstance, userId = 'u-demo'): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/demo/control/users/${userId}/plan`,
    payload: { plan: 'pro' },
  });
  if (response.statusCode !== 200) throw new Error(`Could not grant Pro: ${response.body}`);
}

export function validBot(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Harbor Bot',
    avatar: '',
    summary: 'Keeps the harbour tidy.',
    description: '## Harbor Bot\n\n- tidy\n- friendly',
    tags: ['utility'],
    inviteUrl: 'https://www.kookapp.cn/app/oauth2/authorize?id=1&scope=bot',
    website: '',
    supportUrl: '',
    public: true,
    ...overrides,
  };
}

export function validNewBot(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return validBot({ token: '1/MTAxMjM=/abcdEFGH', ...overrides });
}

export interface SettingsOverrides {
  connection?: Record<string, unknown>;
  behaviour?: Record<string, unknown>;
  token?: string;
}

export function validSettings(overrides: SettingsOverrides = {}): Record<string, unknown> {
  return {
    connection: { mode: 'websocket', verifyToken: null, encryptKey: null, ...overrides.connection },
    behaviour: {
      prefix: '!',
      language: 'en-US',
      welcome: { enabled: true, channelId: '123456', message: 'Hi {user}' },
      autoReplies: [{ id: 'r1', keyword: 'hello', match: 'exact', reply: 'Hi!' }],
      keywordFilter: { enabled: true, words: ['spam'], action: 'delete' },
      ...overrides.behaviour,
    },
    ...(overrides.token === undefined ? {} : { token: overrides.token }),
  };
}

/**
 * Opens `/api/v2/<path>` as a stream on a listening server (inject would wait for its end) and
 * reads newline-delimited JSON until `until` says stop, then goes away as a browser would.
 */
export async function readStream(
  app: FastifyInstance,
  path: string,
  options: CallOptions & { until: (events: unknown[]) => boolean },
): Promise<{ status: number; contentType: string | null; events: unknown[] }> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = new URL(`/api/v2/${path}`, address);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.token = options.token;
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const contentType = response.headers.get('content-type');
  const events: unknown[] = [];
  if (!response.body || !contentType?.startsWith('application/x-ndjson')) {
    events.push(await response.json());
    return { status: response.status, contentType, events };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  while (!options.until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) events.push(JSON.parse(line));
  }
  abort.abort();
  await reader.cancel().catch(() => undefined);
  return { status: response.status, contentType, events };
}
