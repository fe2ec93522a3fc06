// Registers one endpoint of the contract table: session check, access check, request parsing with
// the contract's schemas, and the envelope around whatever the handler returns. Handlers hold only
// business logic.
//
// The order is the contract's (docs/api.md, "Codes"): the session (400005), then access to what the
// request names (400003, 400004), and only then the query and the body (400001). A caller without
// access learns nothing of the schema, not even which fields it has.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { API_PATH } from '../../src/api/constants';
import type { Endpoint } from '../../src/api/endpoints';
import type { Deps } from './deps';
import { CommittedFailure, ok, parseInput, sessionExpired } from './envelope';
import type { Scope } from './scopes';
import type { Session } from './sessions';
import { findSession } from './sessions';
import type { Repos } from './storage/repos';

/** The contract's path on the host, as the console calls it. */
export const API_PREFIX = API_PATH;

type Parsed<E, K extends 'query' | 'body'> =
  E extends Record<K, infer S extends z.core.$ZodType> ? z.output<S> : undefined;

/** Who asks, and about what: all an access check may read, before the query and the body. */
export interface Caller<E extends Endpoint> {
  params: Readonly<Record<string, string>>;
  session: E['access'] extends 'session' ? Session : Session | null;
  request: FastifyRequest;
  now: number;
  /** The request's transaction: the check and the handler's writes commit together. */
  repos: Repos;
}

/**
 * Whether the caller may go on, run before the query and the body are read: it throws the
 * failure (400003, 400004…) or answers what it found (the bot and the caller's role on it), which
 * the handler gets as `access`.
 */
type Access<E extends Endpoint, A> = (caller: Caller<E>) => A | Promise<A>;

interface Context<E extends Endpoint, A = undefined> {
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  params: Readonly<Record<string, string>>;
  session: E['access'] extends 'session' ? Session : Session | null;
  /** What the route's access check answered. */
  access: A;
  request: FastifyRequest;
  /** The origin the browser sees (through the dev proxy too), for links back to this server. */
  origin: string;
  /** One clock reading per request, so every rule in it sees the same time. */
  now: number;
  /** The request's transaction: everything the handler reads and writes. */
  repos: Repos;
  /** The request's scope: its faults and open log streams (with the test controls, per test). */
  scope: Scope;
}

export type Handler<E extends Endpoint, A = undefined> = (
  context: Context<E, A>,
) => z.input<E['data']> | Promise<z.input<E['data']>>;

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** No access check beyond the session: routes about nothing the caller may lack (their profile). */
const anyCaller = (): undefined => undefined;

async function contextOf<E extends Endpoint, A>(
  deps: Deps,
  endpoint: E,
  access: Access<E, A>,
  request: FastifyRequest,
  scope: Scope,
  repos: Repos,
): Promise<Context<E, A>> {
  const now = deps.now();
  // 1. The session.
  const session =
    endpoint.access === 'public' ? null : await findSession(repos, request.headers.token, now);
  if (endpoint.access === 'session' && !session) throw sessionExpired();
  const params = request.params as Record<string, string>;
  // The check above is what the conditional type promises; TypeScript cannot follow it.
  const caller = { params, session, request, now, repos } as Caller<E>;
  // 2. Access to what the request names.
  const granted = await access(caller);
  // 3. Only then what the request says.
  return {
    query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
    body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
    params,
    session: caller.session,
    access: granted,
    request,
    origin: originOf(request),
    now,
    repos,
    scope,
  } as Context<E, A>;
}

/**
 * Registers an endpoint: with a handler alone when the session is all it needs, or with an access
 * check first (`botRole('admin')` from server/access.ts for a `user/bots/:id` route), whose answer
 * the handler gets as `access`.
 */
export function apiRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: Handler<E>,
): void;
export function apiRoute<E extends Endpoint, A>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  access: Access<E, A>,
  handler: Handler<E, A>,
): void;
export function apiRoute<E extends Endpoint, A>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  ...[first, second]: [Handler<E>] | [Access<E, A>, Handler<E, A>]
): void {
  const [access, handler] = (second ? [first, second] : [anyCaller, first]) as [
    Access<E, A>,
    Handler<E, A>,
  ];
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    handler: async (request) => {
      const scope = await deps.scopeOf(request);
      // One transaction a request: its checks and its writes commit together or not at all (a
      // CommittedFailure commits what was written, then refuses).
      type Outcome = { data: Awaited<ReturnType<Handler<E, A>>> } | { failure: CommittedFailure };
      const outcome = await scope.db.transaction(async (repos): Promise<Outcome> => {
        try {
          return {
            data: await handler(await contextOf(deps, endpoint, access, request, scope, repos)),
          };
        } catch (error) {
          if (error instanceof CommittedFailure) return { failure: error };
          throw error;
        }
      });
      if ('failure' in outcome) throw outcome.failure;
      return ok(outcome.data);
    },
  });
}

/**
 * Registers a public endpoint whose answers are kept for `freshMs(scope)`, per address (its query
 * included) and per `versionOf` its scope's data: a kept answer is sent again without opening a
 * transaction. For what everyone reads alike and may see a moment late (the directory). A handler
 * whose answer changes by itself at a time it knows (a bot's start ending) calls `keepUntil`.
 */
export function keptPublicRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  {
    freshMs,
    versionOf,
  }: { freshMs: (scope: Scope) => number; versionOf: (scope: Scope) => string },
  handler: (context: Context<E> & { keepUntil: (at: number) => void }) => ReturnType<Handler<E>>,
): void {
  if (endpoint.access !== 'public') throw new Error(`${endpoint.path} is not public`);
  const KEPT_MAX = 500;
  const kept = new Map<string, { until: number; data: Awaited<ReturnType<Handler<E>>> }>();
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    handler: async (request) => {
      const scope = await deps.scopeOf(request);
      const key = `${versionOf(scope)} ${request.url}`;
      const now = deps.now();
      const hit = kept.get(key);
      if (hit && now < hit.until) return ok(hit.data);
      let until = now + freshMs(scope);
      const keepUntil = (at: number) => {
        until = Math.min(until, at);
      };
      const data = await scope.db.transaction(async (repos) =>
        handler({
          ...(await contextOf(deps, endpoint, anyCaller, request, scope, repos)),
          keepUntil,
        }),
      );
      if (kept.size >= KEPT_MAX) kept.clear();
      kept.set(key, { until, data });
      return ok(data);
    },
  });
}

/** What a route that opens its own transactions gets: no session, no access, no transaction. */
type StagedContext<E extends Endpoint> = Omit<Context<E>, 'repos' | 'access' | 'session'>;

/**
 * Registers a public endpoint that waits on another service between its reads and its writes
 * (signing in waits for KOOK): its handler opens its transactions itself through `scope.db`, each
 * committing on its own, so none is held open across the call (on the embedded engine, an open
 * transaction holds every other request for as long).
 */
export function stagedPublicRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (context: StagedContext<E>) => Promise<z.input<E['data']>>,
): void {
  if (endpoint.access !== 'public') throw new Error(`${endpoint.path} is not public`);
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    handler: async (request) => {
      const scope = await deps.scopeOf(request);
      const context = {
        query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
        body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
        params: request.params as Record<string, string>,
        request,
        origin: originOf(request),
        now: deps.now(),
        scope,
      } as StagedContext<E>;
      return ok(await handler(context));
    },
  });
}

/**
 * Registers a streaming endpoint (`endpoint.stream`): the same session check, access check and
 * parsing, then the handler's stream of newline-delimited JSON, sent uncompressed so each line
 * leaves at once (a compressor would hold lines back until its buffer fills). A failure before the
 * stream starts is an ordinary envelope.
 */
export function apiStreamRoute<E extends Endpoint, A>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  access: Access<E, A>,
  handler: (context: Context<E, A>) => Readable | Promise<Readable>,
): void {
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    compress: false,
    handler: async (request, reply) => {
      const scope = await deps.scopeOf(request);
      // The checks and the first page in one transaction; the stream reads in its own, later.
      const body = await scope.db.transaction(async (repos) =>
        handler(await contextOf(deps, endpoint, access, request, scope, repos)),
      );
      // The response's close, not the request's: a GET's request closes as soon as it has been read.
      reply.raw.on('close', () => body.destroy());
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
