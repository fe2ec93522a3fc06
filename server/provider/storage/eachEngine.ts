// A storage test suite declared once per engine the provider supports: the embedded one (in
// memory, started for the suite) and the Postgres server TEST_DATABASE_URL names (CI starts one,
// scripts/throwaway-postgres.sh; without it that half is reported as skipped). The demo seed is
// written once per engine into a template; each test gets a fresh copy of it, dropped after.
import { randomBytes } from 'node:crypto';
import type { Database } from './database';
import type { Engine } from './engine';
import { openEngine } from './engine';
import { prepareStorage } from './index';
import { Secrets } from './secrets';

/** What a test of the suite reads: valid inside a test, not where the suite is declared. */
export interface EngineSet {
  engine: Engine;
  /** The pristine seed this engine's copies come from. */
  seeded: Database;
  /** This test's copy of the seed. */
  db: Database;
  /** The key its secrets are sealed with. */
  key: Buffer;
  secrets: Secrets;
}

const ENGINES: [string, string | undefined][] = [
  ['embedded', undefined],
  ['postgres', process.env.TEST_DATABASE_URL],
];

/** `describe.each` over the engines (`%s` in `title` names one), `it` skipping a missing server. */
export function describeEachEngine(
  title: string,
  suite: (set: EngineSet, it: typeof test) => void,
): void {
  describe.each(ENGINES)(title, (kind, databaseUrl) => {
    const skip = kind === 'postgres' && !databaseUrl;
    const key = randomBytes(32);
    const set = { key, secrets: new Secrets(key) } as EngineSet;
    const run = randomBytes(4).toString('hex');
    let made = 0;

    beforeAll(async () => {
      if (skip) return;
      set.engine = await openEngine({ databaseUrl, dataDir: null });
      const storage = await prepareStorage(set.engine, set.secrets, {
        faults: true,
        templateName: `suite_${run}`,
        seed: false,
      });
      if (!storage.template) throw new Error('no template');
      set.seeded = storage.template;
    });
    beforeEach(async () => {
      if (skip) return;
      made += 1;
      set.db = await set.seeded.derive(`suite_${run}_${made}`, set.seeded);
    });
    afterEach(async () => {
      if (!skip) await set.db.drop();
    });
    afterAll(async () => {
      if (skip) return;
      await set.seeded.drop();
      await set.engine.close();
    });
    suite(set, skip ? test.skip : test);
  });
}
