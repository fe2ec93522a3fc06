// Test scopes (DEMO_FAULTS=1 only): a request with the `x-demo-scope` header reads and writes a
// copy of the demo data of its own (a Postgres schema copied from the pristine seed), with faults
// and log streams of its own, so several browser tests share one server at once without seeing
// each other's changes (docs/demo-provider.md). Without the header (a person using the demo, and
// every request when the controls are off) the one default scope serves.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Faults } from './faults';
import type { LogStreamTiming } from './logStreams';
import { LogStreams } from './logStreams';
import type { Database } from './storage/database';
import type { StorageSet } from './storage';
import { RuntimeHost } from './runtime/host';
import type { RuntimeOptions } from './runtime/host';

export const SCOPE_HEADER = 'x-demo-scope';
/** A scope's name: what a test runner would make of a test's id (letters, digits, `-`, `_`). */
const SCOPE_NAME = /^[\w-]{1,100}$/;
/**
 * The scopes kept at once, least recently used first out: a browser test uses one for a minute at
 * the most, and a handful run at a time.
 */
const MAX_SCOPES = 16;

export interface Scope {
  db: Database;
  faults: Faults;
  logStreams: LogStreams;
  /**
   * What connects the scope's running bots to KOOK (runtime/host.ts): the default scope's, when
   * the provider runs bots; test scopes keep their bots to themselves.
   */
  runtime: RuntimeHost | null;
}

/** A scope's schema: its name hashed into what Postgres accepts, the same every time. */
const schemaOf = (name: string) =>
  `scope_${createHash('sha256').update(name).digest('hex').slice(0, 24)}`;

export class Scopes {
  private readonly named = new Map<string, Promise<Scope>>();
  private fallback: Promise<Scope> | null = null;
  private storage: Promise<StorageSet> | null = null;

  constructor(
    private readonly openStorage: () => Promise<StorageSet>,
    private readonly timing: LogStreamTiming,
    /** Whether requests may name a scope; otherwise every request is in the default one. */
    private readonly enabled: boolean,
    /** Runs the default scope's bots on KOOK; without it no bot connects anywhere. */
    private readonly runtime?: RuntimeOptions,
  ) {}

  /** The storage, opened on first use (or by `ready`, at start-up). */
  private opened(): Promise<StorageSet> {
    this.storage ??= this.openStorage();
    return this.storage;
  }

  /** Opens the storage and the default scope: a provider that cannot reach its data won't start. */
  async ready(): Promise<void> {
    await (await this.default()).runtime?.start();
  }

  private default(): Promise<Scope> {
    this.fallback ??= this.opened().then((storage) => ({
      ...this.create(storage.base),
      runtime: this.runtime ? new RuntimeHost(storage.base, this.runtime) : null,
    }));
    return this.fallback;
  }

  private create(db: Database): Scope {
    return { db, faults: new Faults(), logStreams: new LogStreams(this.timing), runtime: null };
  }

  /** The seed the demo's reset returns a scope to (with the test controls on). */
  async template(): Promise<Database> {
    const { template } = await this.opened();
    if (!template) throw new Error('There is no seed to copy without the test controls');
    return template;
  }

  /** The scope a request names, made (freshly seeded) on its first use. */
  of(request: FastifyRequest): Promise<Scope> {
    const name = request.headers[SCOPE_HEADER];
    if (!this.enabled || typeof name !== 'string' || !SCOPE_NAME.test(name)) return this.default();
    let scope = this.named.get(name);
    if (scope) {
      // Used again: to the back of the line.
      this.named.delete(name);
    } else {
      scope = this.make(name);
      if (this.named.size >= MAX_SCOPES) this.evictOldest();
    }
    this.named.set(name, scope);
    return scope;
  }

  private async make(name: string): Promise<Scope> {
    const storage = await this.opened();
    const template = await this.template();
    const schema = schemaOf(name);
    // A scope evicted earlier (or left by an earlier run) starts again from the seed.
    await storage.base.engine.script(`drop schema if exists "${schema}" cascade`);
    return this.create(await storage.base.derive(schema, template));
  }

  private evictOldest(): void {
    const [oldest, evicted] = this.named.entries().next().value as [string, Promise<Scope>];
    this.named.delete(oldest);
    void evicted.then(async (scope) => {
      scope.logStreams.cut();
      await scope.db.drop();
    });
  }

  /** Every scope made so far, for shutting down. */
  async all(): Promise<Scope[]> {
    const made = [...(this.fallback ? [this.fallback] : []), ...this.named.values()];
    return Promise.all(made);
  }

  /** Ends every stream and every bot's connection, and closes the storage. */
  async close(): Promise<void> {
    for (const scope of await this.all()) {
      scope.logStreams.cut();
      await scope.runtime?.stop();
    }
    if (this.storage) await (await this.storage).close();
  }
}
