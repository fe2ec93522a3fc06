// Opens the provider's storage from its settings (docs/deploy.md, "Storage"): the engine, the
// migrations, the secrets' key, and the demo seed in an empty database.
import type { Engine, EngineOptions } from './engine';
import { openEngine } from './engine';
import { Database } from './database';
import type { Secrets } from './secrets';
import { writeSeed } from './seed';

/** How often the embedded engine is vacuumed and analysed (`Engine.maintain`). */
const MAINTENANCE_MS = 10 * 60_000;

/** The data a provider serves, and with the test controls on, the seed that scopes copy. */
export interface StorageSet {
  /** The default scope's data: `public` in a deployment. */
  base: Database;
  /** The pristine demo seed: test scopes start from it and the demo's reset returns to it. */
  template: Database | null;
  close(): Promise<void>;
}

/** Migrates, seeds an empty database, and with `faults` keeps a pristine copy of the seed. */
export async function prepareStorage(
  engine: Engine,
  secrets: Secrets,
  {
    faults,
    templateName = 'demo_seed',
    seed = true,
  }: { faults: boolean; templateName?: string; seed?: boolean },
): Promise<StorageSet> {
  await engine.migrate();
  const base = new Database(engine, secrets);
  if (seed && (await base.isEmpty())) await base.transaction(writeSeed);
  let template: Database | null = null;
  if (faults) {
    await engine.script(`drop schema if exists "${templateName}" cascade`);
    template = await base.derive(templateName, null);
    await template.transaction(writeSeed);
  }
  return { base, template, close: () => engine.close() };
}

export async function openStorage(
  options: EngineOptions & { secrets: Secrets; faults: boolean },
): Promise<StorageSet> {
  const engine = await openEngine(options);
  try {
    const storage = await prepareStorage(engine, options.secrets, options);
    await engine.maintain();
    const housekeeping = setInterval(() => {
      engine.maintain().catch((error: unknown) => {
        console.error('Database housekeeping failed:', error);
      });
    }, MAINTENANCE_MS);
    housekeeping.unref();
    return {
      ...storage,
      close: () => {
        clearInterval(housekeeping);
        return storage.close();
      },
    };
  } catch (error) {
    await engine.close();
    throw error;
  }
}
