// What every route module needs: the data and faults of the request's scope, the clock and the
// session lifetime.
import type { FastifyRequest } from 'fastify';
import type { Scope } from './scopes';

export interface Deps {
  /** The scope a request reads and writes: its database, faults and open log streams. */
  scopeOf: (request: FastifyRequest) => Promise<Scope>;
  /** Epoch milliseconds; tests pass their own clock to move time. */
  now: () => number;
  sessionTtlMs: number;
}
