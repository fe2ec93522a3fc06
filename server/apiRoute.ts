// Registers one endpoint of the contract table: session check, request parsing with the contract's
// schemas, and the envelope around whatever the handler returns. Handlers hold only business logic.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Endpoint } from '../src/api/endpoints';
import type { Deps } from './deps';
import { ok, parseInput, sessionExpired } from './envelope';
import type { Session } from './sessions';
import { findSession } from './sessions';

export const API_PREFIX = '/api/v2/';

type Parsed<E, K extends 'query' | 'body'> =
  E extends Record<K, infer S extends z.core.$ZodType> ? z.output<S> : undefined;

interface Context<E extends Endpoint> {
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  params: Readonly<Record<string, string>>;
  session: E['access'] extends 'session' ? Session : Session | null;
  request: FastifyRequest;
  /** The origin the browser sees (through the dev proxy too), for links back to this server. */
  origin: string;
  /** One clock reading per request, so every rule in it sees the same time. */
  now: number;
}

export type Handler<E extends Endpoint> = (
  context: Context<E>,
) => z.input<E['data']> | Promise<z.input<E['data']>>;

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function contextOf<E extends Endpoint>(deps: Deps, endpoint: E, request: FastifyRequest) {
  const now = deps.now();
  const session =
    endpoint.access === 'public' ? null : findSession(deps.store, request.headers.token, now);
  if (endpoint.access === 'session' && !session) throw sessionExpired();
  return {
    query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
    body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
    params: request.params as Record<string, string>,
    session,
    request,
    origin: originOf(request),
    now,
    // The checks above are what the conditional types promise; TypeScript cannot follow them.
  } as Context<E>;
}

export function apiRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: Handler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    handler: async (request) => ok(await handler(contextOf(deps, endpoint, request))),
  });
}

/**
 * Registers a streaming endpoint (`endpoint.stream`): the same session check and parsing, then the
 * handler's stream of newline-delimited JSON, sent uncompressed so each line leaves at once (a
 * compressor would hold lines back until its buffer fills). A failure before the stream starts is
 * an ordinary envelope.
 */
export function apiStreamRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (context: Context<E>) => Readable,
): void {
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    compress: false,
    handler: (request, reply) => {
      const body = handler(contextOf(deps, endpoint, request));
      // The response's close, not the request's: a GET's request closes as soon as it has been read.
      reply.raw.on('close', () => body.destroy());
      void reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
