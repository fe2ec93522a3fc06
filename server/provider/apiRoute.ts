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
import type { Endpoint } from '../../src/api/endpoints';
import type { Deps } from './deps';
import { ok, parseInput, sessionExpired } from './envelope';
import type { Session } from './sessions';
import { findSession } from './sessions';

export const API_PREFIX = '/api/v2/';

type Parsed<E, K extends 'query' | 'body'> =
  E extends Record<K, infer S extends z.core.$ZodType> ? z.output<S> : undefined;

/** Who asks, and about what: all an access check may read, before the query and the body. */
export interface Caller<E extends Endpoint> {
  params: Readonly<Record<string, string>>;
  session: E['access'] extends 'session' ? Session : Session | null;
  request: FastifyRequest;
  now: number;
  deps: Deps;
}

/**
 * Whether the caller may go on, run before the query and the body are read: it throws the
 * failure (400003, 400004…) or answers what it found (the bot and the caller's role on it), which
 * the handler gets as `access`.
 */
type Access<E extends Endpoint, A> = (caller: Caller<E>) => A;

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
}

export type Handler<E extends Endpoint, A = undefined> = (
  context: Context<E, A>,
) => z.input<E['data']> | Promise<z.input<E['data']>>;

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** No access check beyond the session: routes about nothing the caller may lack (their profile). */
const anyCaller = (): undefined => undefined;

function contextOf<E extends Endpoint, A>(
  deps: Deps,
  endpoint: E,
  access: Access<E, A>,
  request: FastifyRequest,
): Context<E, A> {
  const now = deps.now();
  // 1. The session.
  const session =
    endpoint.access === 'public' ? null : findSession(deps.store, request.headers.token, now);
  if (endpoint.access === 'session' && !session) throw sessionExpired();
  const params = request.params as Record<string, string>;
  // The check above is what the conditional type promises; TypeScript cannot follow it.
  const caller = { params, session, request, now, deps } as Caller<E>;
  // 2. Access to what the request names.
  const granted = access(caller);
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
    handler: async (request) => ok(await handler(contextOf(deps, endpoint, access, request))),
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
  handler: (context: Context<E, A>) => Readable,
): void {
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    compress: false,
    handler: (request, reply) => {
      const body = handler(contextOf(deps, endpoint, access, request));
      // The response's close, not the request's: a GET's request closes as soon as it has been read.
      reply.raw.on('close', () => body.destroy());
      void reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
