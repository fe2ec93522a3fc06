/** @jest-environment node */
// The embedded engine's client (embedded.ts): a transaction's statements with parameters are
// prepared once and run by name, with the same answers and errors as PGlite's own way.
import { sql } from 'drizzle-orm';
import type { Engine } from './engine';
import { openEngine, rowsOf } from './engine';
import type { EmbeddedPostgres } from './embedded';
import { MAX_PREPARED } from './embedded';

let engine: Engine;
let client: EmbeddedPostgres;

beforeAll(async () => {
  engine = await openEngine({ dataDir: null });
  client = (engine.db as unknown as { $client: EmbeddedPostgres }).$client;
  await engine.script(
    `create table kept (id int primary key, name text not null, tags text[] not null, doc jsonb);
     insert into kept values (1, 'one', '{a,b}', '{"n": 1}'), (2, 'two', '{}', null)`,
  );
});

afterAll(() => engine.close());

const prepared = async () =>
  Number(
    (
      await rowsOf<{ n: number }>(
        engine.db,
        sql`select count(*)::int as n from pg_prepared_statements`,
      )
    ).at(0)?.n,
  );

it('prepares a statement with parameters once, then runs it by name with the same answers', async () => {
  const before = await prepared();
  const read = (id: number) =>
    engine.db.transaction(async (tx) =>
      rowsOf<{ id: number; name: string; tags: string[]; doc: unknown }>(
        tx,
        sql`select id, name, tags, doc from kept where id = ${id}`,
      ),
    );
  expect(await read(1)).toEqual([{ id: 1, name: 'one', tags: ['a', 'b'], doc: { n: 1 } }]);
  expect(await read(2)).toEqual([{ id: 2, name: 'two', tags: [], doc: null }]);
  expect(await read(3)).toEqual([]);
  expect(await prepared()).toBe(before + 1);
});

it('writes arrays, JSON and nulls as Postgres typed the parameters', async () => {
  await engine.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into kept values (${10}, ${'ten'}, ${sql.param(['x', 'y "z"'])}, ${JSON.stringify({ deep: [1, 2] })})`,
    );
    await tx.execute(sql`insert into kept values (${11}, ${'eleven'}, ${sql.param([])}, ${null})`);
  });
  expect(
    await rowsOf(engine.db, sql`select id, tags, doc from kept where id in (10, 11) order by id`),
  ).toEqual([
    { id: 10, tags: ['x', 'y "z"'], doc: { deep: [1, 2] } },
    { id: 11, tags: [], doc: null },
  ]);
});

it("answers a failed statement with Postgres's error and code, and rolls the transaction back", async () => {
  const failed = engine.db.transaction(async (tx) => {
    await tx.execute(sql`update kept set name = ${'changed'} where id = ${1}`);
    await tx.execute(sql`insert into kept values (${1}, ${'again'}, ${sql.param([])}, ${null})`);
  });
  await expect(failed).rejects.toMatchObject({
    cause: expect.objectContaining({ code: '23505' }) as unknown,
  });
  expect(await rowsOf(engine.db, sql`select name from kept where id = 1`)).toEqual([
    { name: 'one' },
  ]);
  // A statement Postgres cannot parse is not kept, and the next transaction runs as usual.
  const count = client.preparedCount;
  await expect(
    engine.db.transaction((tx) => tx.execute(sql`select nothing from kept where id = ${1}`)),
  ).rejects.toThrow();
  expect(client.preparedCount).toBe(count);
  expect(
    await engine.db.transaction((tx) => rowsOf(tx, sql`select name from kept where id = ${2}`)),
  ).toEqual([{ name: 'two' }]);
});

it("reads each schema's own table under its search_path, as test scopes set it", async () => {
  await engine.script(
    `create schema scope_a; create table scope_a.t (v text); insert into scope_a.t values ('a');
     create schema scope_b; create table scope_b.t (v text); insert into scope_b.t values ('b');`,
  );
  const readIn = (schema: string) =>
    engine.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local search_path to ${schema}`));
      return rowsOf<{ v: string }>(tx, sql`select v from t where v <> ${'none'}`);
    });
  expect(await readIn('scope_a')).toEqual([{ v: 'a' }]);
  expect(await readIn('scope_b')).toEqual([{ v: 'b' }]);
  // A table dropped and made again is read anew.
  await engine.script(
    `drop table scope_a.t; create table scope_a.t (v text); insert into scope_a.t values ('a2')`,
  );
  expect(await readIn('scope_a')).toEqual([{ v: 'a2' }]);
});

it('keeps at most MAX_PREPARED statements, closing the one unused longest', async () => {
  await engine.db.transaction(async (tx) => {
    for (let i = 0; i < MAX_PREPARED + 10; i += 1) {
      // A different text each time, with a parameter, so each is prepared.
      await tx.execute(sql`select ${sql.raw(String(i))} + ${1}::int as n`);
    }
  });
  expect(client.preparedCount).toBeLessThanOrEqual(MAX_PREPARED);
  expect(await prepared()).toBe(client.preparedCount);
});
