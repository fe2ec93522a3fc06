/** @jest-environment node */
// What the provider keeps to count the public pages' events (server/eventCounting.ts): hashes
// under a key of its own, never a reader's address or browser. The counting itself is tested
// through the HTTP routes (server/routes/analytics.test.ts).
import { sql } from 'drizzle-orm';
import { inspect } from 'node:util';
import { recordBotEvent } from './analytics';
import { EventCounting } from './eventCounting';
import type { Database } from './storage/database';
import { rowsOf } from './storage/engine';
import { testStorage } from './storage/testStorage';
import { START } from './testHarness';

const opened: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const close of opened) await close();
});

/** A copy of the seed of its own: what one provider keeps. */
async function database(): Promise<Database> {
  const storage = await testStorage()();
  opened.push(() => storage.close());
  return storage.base;
}

/** Counts `client`'s view of b1004 as the route does. */
async function view(db: Database, client: { address: string; userAgent: string }) {
  return db.transaction(async (repos) => {
    const counting = new EventCounting(repos, db.secrets);
    const within = await counting.withinRate(client.address, START);
    const first = await counting.firstToday('b1004', 'view', client, START);
    if (first) await recordBotEvent(repos, 'b1004', 'view', START);
    return { within, first };
  });
}

/** Every row the counting keeps, and the catalog's, as text. */
async function kept(db: Database): Promise<string> {
  const tables = ['bot_event_days', 'counted_events', 'event_rates', 'catalog'];
  const rows = await db.transaction(async (repos) =>
    Promise.all(tables.map((table) => rowsOf(repos.events.tx, sql.raw(`select * from ${table}`)))),
  );
  return inspect(rows, { depth: null, maxArrayLength: null, maxStringLength: null });
}

const hashesOf = async (db: Database) =>
  db.transaction(async (repos) =>
    (await rowsOf<{ hash: string }>(repos.events.tx, sql`select hash from counted_events`)).map(
      (row) => row.hash,
    ),
  );

it('keeps no address and no user agent, only keyed hashes', async () => {
  const db = await database();
  const client = { address: '203.0.113.77', userAgent: 'Mozilla/5.0 Distinctive/1.2.3' };
  expect(await view(db, client)).toEqual({ within: true, first: true });
  expect(await view(db, client)).toEqual({ within: true, first: false });
  const all = await kept(db);
  expect(all).toContain('b1004');
  expect(await hashesOf(db)).toHaveLength(1);
  expect(all).not.toContain('203.0.113');
  expect(all).not.toContain('Distinctive');
});

it('hashes under a key of each store’s own: two stores do not share a reader’s hash', async () => {
  const client = { address: '203.0.113.77', userAgent: 'Mozilla/5.0' };
  const [one, other] = [await database(), await database()];
  await view(one, client);
  await view(other, client);
  const [hashes, otherHashes] = [await hashesOf(one), await hashesOf(other)];
  expect(hashes).toHaveLength(1);
  expect(otherHashes).toHaveLength(1);
  expect(hashes).not.toEqual(otherHashes);
});
