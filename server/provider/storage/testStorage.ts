// Storage for tests: the Postgres server TEST_DATABASE_URL names (connected once per test file), or
// else the embedded engine in memory (started once per test worker); migrated, with the demo seed
// in a template schema, once. Every server a test makes gets a copy of the seed in a schema of its
// own, dropped once the file is done with it.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { StorageSet } from './index';
import { prepareStorage } from './index';
import type { Database } from './database';
import { openEngine } from './engine';
import { Secrets } from './secrets';

interface Shared {
  template: Database;
  made: number;
  /** The test file the worker runs, and the sets its servers made: dropped when the next starts. */
  file: string | undefined;
  sets: Database[];
}

const postgres = process.env.TEST_DATABASE_URL;
/**
 * Where the engine is kept. The embedded engine takes seconds to start and a worker runs dozens
 * of files: it is kept where every file of the worker finds it (jest gives each file a module
 * registry of its own, but Node's built-in modules are the worker's). A Postgres pool connects in
 * milliseconds but loads modules as it goes, which a finished file's registry no longer can: each
 * file has its own.
 */
const holder = (postgres ? {} : os) as unknown as Record<symbol, Promise<Shared> | undefined>;
const KEY = Symbol.for('botdeck.testStorage');
/** Tells this worker's schemas from another's on a shared Postgres server. */
const run = randomBytes(4).toString('hex');

function open(): Promise<Shared> {
  holder[KEY] ??= (async () => {
    const engine = await openEngine({ databaseUrl: postgres, dataDir: null });
    const storage = await prepareStorage(engine, Secrets.random(), {
      faults: true,
      templateName: `seed_${run}`,
      seed: false,
    });
    if (!storage.template) throw new Error('No seed template');
    const shared: Shared = { template: storage.template, made: 0, file: undefined, sets: [] };
    if (postgres) {
      afterAllOfFile = async () => {
        for (const set of [...shared.sets, shared.template]) await set.drop();
        await engine.close();
      };
    }
    return shared;
  })();
  return holder[KEY];
}

let afterAllOfFile: (() => Promise<void>) | null = null;
// Registered as the file's tests are collected (this module is loaded by them).
afterAll(async () => {
  await afterAllOfFile?.();
});

/** What a test server's `storage` option takes: a fresh copy of the demo seed. */
export function testStorage(): () => Promise<StorageSet> {
  return async () => {
    const state = await open();
    const file = expect.getState().testPath;
    if (file !== state.file) {
      // An earlier file's servers are done with: their data goes.
      const done = state.sets.splice(0);
      state.file = file;
      for (const set of done) await set.drop();
    }
    state.made += 1;
    const base = await state.template.derive(`t_${run}_${state.made}`, state.template);
    state.sets.push(base);
    return { base, template: state.template, close: () => Promise.resolve() };
  };
}
