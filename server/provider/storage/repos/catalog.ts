// What the provider sells and how it names things: the tags, the plans on sale, what each tier is
// called, and the counters ids are made from. Small documents an operator (or a demo control)
// changes as a whole.
import { eq, sql } from 'drizzle-orm';
import type { Plan, PlanId } from '../../../../src/api/schemas';
import type { TagRecord, TierRecord } from '../../records';
import type { Tx } from '../engine';
import { rowsOf } from '../engine';
import { catalog } from '../schema';

export interface CatalogEntries {
  tags: TagRecord[];
  plans: Plan[];
  tiers: Record<PlanId, TierRecord>;
  /** At least this many characters in the ids of orders made from now on; 0 for the usual. */
  orderIdLength: number;
  /** The number the next bot's id is made from: ids are never reused. */
  nextBotNumber: number;
}

export class CatalogRepo {
  constructor(private readonly tx: Tx) {}

  async get<K extends keyof CatalogEntries>(key: K): Promise<CatalogEntries[K]> {
    const row = (await this.tx.select().from(catalog).where(eq(catalog.key, key))).at(0);
    if (!row) throw new Error(`The catalog has no ${key}: was the database seeded?`);
    return row.value as CatalogEntries[K];
  }

  async set<K extends keyof CatalogEntries>(key: K, value: CatalogEntries[K]): Promise<void> {
    await this.tx
      .insert(catalog)
      .values({ key, value })
      .onConflictDoUpdate({ target: catalog.key, set: { value } });
  }

  /** Takes the next bot number, atomically: two creates never get the same id. */
  async takeBotNumber(): Promise<number> {
    const rows = await rowsOf<{ taken: string | number }>(
      this.tx,
      sql`update ${catalog} set value = to_jsonb((value::text)::bigint + 1) where key = 'nextBotNumber' returning (value::text)::bigint - 1 as taken`,
    );
    // A bigint: the driver may answer it as text.
    const taken = rows.at(0)?.taken;
    if (taken === undefined)
      throw new Error('The catalog has no nextBotNumber: was the database seeded?');
    return Number(taken);
  }
}
