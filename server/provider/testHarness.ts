// Helpers for the demo provider's tests: a server on a controllable clock, calls that return the
// parsed envelope, the sign-in flow a browser would go through, and valid inputs to vary.
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import type { ServerOptions } from './app';
import type { Envelope } from './envelope';
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

export function makeServer(options: Partial<ServerOptions> = {}): Harness {
  const clock = makeClock();
  const app = buildServer({
    sessionTtlSeconds: 3600,
    faults: true,
    now: clock.now,
    storage: testStorage(),
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

export const CALLBACK = 'http://localhost:3000/kook/auth';

/** Starts a sign-in; returns the state and the consent page path. */
export async function authorize(app: FastifyInstance, redirectUri = CALLBACK) {
  const data = (await callOk(app, 'GET', 'auth/kook/authorize', {
    query: { redirect_uri: redirectUri },
  })) as { url: string; state: string };
  const url = new URL(data.url);
  return { state: data.state, consentPath: `${url.pathname}${url.search}`, url };
}

/** Answers the consent page as the user would; returns the redirect's Location. */
export async function answerConsent(
  app: FastifyInstance,
  state: string,
  decision: 'approve' | 'deny',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/demo/kook/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, decision }).toString(),
  });
  return {
    statusCode: response.statusCode,
    location: response.headers.location,
    body: response.body,
  };
}

/** The whole sign-in as the demo user; returns the session token. */
export async function signIn(app: FastifyInstance): Promise<string> {
  const { state } = await authorize(app);
  const { location } = await answerConsent(app, state, 'approve');
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
