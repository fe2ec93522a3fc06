// Test scopes (DEMO_FAULTS=1 only): a request with the `x-demo-scope` header reads and writes a
// copy of the demo data of its own, with faults and log streams of its own, so several browser
// tests share one server at once without seeing each other's changes (docs/demo-provider.md).
// Without the header (a person using the demo, and every request when the controls are off) the
// one default scope serves.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Faults } from './faults';
import type { LogStreamTiming } from './logStreams';
import { LogStreams } from './logStreams';
import { Store } from './store';

export const SCOPE_HEADER = 'x-demo-scope';
/** A scope's name: what a test runner would make of a test's id (letters, digits, `-`, `_`). */
const SCOPE_NAME = /^[\w-]{1,100}$/;
/**
 * The scopes kept at once, least recently used first out: a browser test uses one for a minute at
 * the most, and a handful run at a time.
 */
const MAX_SCOPES = 16;

export interface Scope {
  store: Store;
  faults: Faults;
  logStreams: LogStreams;
}

export class Scopes {
  private readonly current = new AsyncLocalStorage<Scope>();
  private readonly named = new Map<string, Scope>();
  readonly fallback: Scope;

  constructor(
    private readonly timing: LogStreamTiming,
    /** Whether requests may name a scope; otherwise every request is in the default one. */
    private readonly enabled: boolean,
  ) {
    this.fallback = this.create();
  }

  private create(): Scope {
    return { store: new Store(), faults: new Faults(), logStreams: new LogStreams(this.timing) };
  }

  /** The scope a request names, made (freshly seeded) on its first use. */
  of(request: FastifyRequest): Scope {
    const name = request.headers[SCOPE_HEADER];
    if (!this.enabled || typeof name !== 'string' || !SCOPE_NAME.test(name)) return this.fallback;
    let scope = this.named.get(name);
    if (scope) {
      // Used again: to the back of the line.
      this.named.delete(name);
    } else {
      scope = this.create();
      if (this.named.size >= MAX_SCOPES) {
        const [oldest, evicted] = this.named.entries().next().value as [string, Scope];
        evicted.logStreams.cut();
        this.named.delete(oldest);
      }
    }
    this.named.set(name, scope);
    return scope;
  }

  /** The scope of the request being handled (the default one outside a request). */
  active(): Scope {
    return this.current.getStore() ?? this.fallback;
  }

  /** Every scope, for shutting down. */
  all(): Scope[] {
    return [this.fallback, ...this.named.values()];
  }

  /**
   * Runs each request's handler in its scope. A `preHandler` hook, after the body is read, so the
   * handler runs inside it (reading a body resumes in the socket's context, not the request's).
   */
  register(app: FastifyInstance): void {
    app.addHook('preHandler', (request, _reply, done) => {
      this.current.run(this.of(request), done);
    });
  }

  /**
   * A store that is always the active scope's: the routes keep one reference to `deps.store` from
   * registration on, and each use reads or writes the store of the request in hand.
   */
  store(): Store {
    // The target only gives the proxy its type: every trap goes to the active scope's store.
    return new Proxy(this.fallback.store, {
      get: (_target, key) => Reflect.get(this.active().store, key) as unknown,
      set: (_target, key, value) => Reflect.set(this.active().store, key, value),
      has: (_target, key) => Reflect.has(this.active().store, key),
    });
  }
}
