/** @jest-environment node */
// The repositories' contract, run against each engine the provider supports (eachEngine.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createSeed } from '../seed';
import type { BotRecord } from '../records';
import { Database } from './database';
import { describeEachEngine } from './eachEngine';
import { openEngine, rowsOf } from './engine';
import { prepareStorage } from './index';
import { Secrets } from './secrets';
import type { LogLineRecord } from './repos/logs';

describeEachEngine('on the %s engine', (set, it) => {
  const bot = (id: string) => set.db.transaction((repos) => repos.bots.get(id));

  it('keeps a bot as it was saved, members and secrets included', async () => {
    const seed = createSeed();
    const original = seed.bots.find((one) => one.members.length > 0) as BotRecord;
    const edited: BotRecord = {
      ...original,
      name: 'Kept As Saved',
      settings: { ...original.settings, verifyToken: 'verify-me', encryptKey: 'key-123' },
      members: [...original.members].reverse(),
    };
    await set.db.transaction((repos) => repos.bots.save(edited));
    expect(await bot(original.id)).toEqual(edited);
  });

  it('saves what a transaction changed in a bot it read, nested values changed in place included', async () => {
    const before = await bot('b1004');
    await set.db.transaction(async (repos) => {
      const locked = await repos.bots.lock('b1004');
      if (!locked) throw new Error('b1004 is seeded');
      locked.summary = 'Changed in place';
      locked.runtime.transition = { to: 'offline', until: 123 };
      locked.settings.behaviour.prefix = '?';
      await repos.bots.save(locked);
      // A second save in the same transaction starts from the first.
      locked.tags = [...locked.tags].reverse();
      await repos.bots.save(locked);
    });
    const after = await bot('b1004');
    expect(after).toEqual({
      ...before,
      summary: 'Changed in place',
      tags: [...(before?.tags ?? [])].reverse(),
      runtime: { ...before?.runtime, transition: { to: 'offline', until: 123 } },
      settings: {
        ...before?.settings,
        behaviour: { ...before?.settings.behaviour, prefix: '?' },
      },
    });
  });

  it('stores bot secrets sealed, never in clear', async () => {
    const seed = createSeed();
    const original = seed.bots[0];
    await set.db.transaction((repos) =>
      repos.bots.save({
        ...original,
        token: 'plain-token-1234',
        settings: { ...original.settings, verifyToken: 'plain-verify', encryptKey: 'plain-key' },
      }),
    );
    const [row] = await rowsOf<Record<string, unknown>>(
      set.engine.db,
      sql`select * from ${sql.identifier(set.db.schemaName)}.bots where id = ${original.id}`,
    );
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('plain-token');
    expect(stored).not.toContain('plain-verify');
    expect(stored).not.toContain('plain-key');
    expect(row.token_last4).toBe('1234');
    expect((await bot(original.id))?.token).toBe('plain-token-1234');
  });

  it('keeps a secret sealed as it was when a save leaves it alone, and re-seals it after a key rotation', async () => {
    const sealedToken = async () =>
      (
        await rowsOf<{ token_sealed: string }>(
          set.engine.db,
          sql`select token_sealed from ${sql.identifier(set.db.schemaName)}.bots where id = 'b1004'`,
        )
      ).at(0)?.token_sealed ?? '';
    const before = await sealedToken();
    await set.db.transaction(async (repos) => {
      const bot = await repos.bots.lock('b1004');
      if (bot) await repos.bots.save({ ...bot, summary: 'A save that leaves the token' });
    });
    expect(await sealedToken()).toBe(before);

    const rotated = new Secrets(randomBytes(32), [set.key]);
    const afterRotation = new Database(set.engine, rotated, set.db.schemaName);
    const token = (await bot('b1004'))?.token;
    await afterRotation.transaction(async (repos) => {
      const bot = await repos.bots.lock('b1004');
      if (bot) await repos.bots.save(bot);
    });
    const resealed = await sealedToken();
    expect(resealed).not.toBe(before);
    expect(rotated.isCurrent(resealed)).toBe(true);
    expect((await afterRotation.transaction((repos) => repos.bots.get('b1004')))?.token).toBe(
      token,
    );
  });

  it('stores sessions by the hash of their token, and no longer finds them once expired', async () => {
    await set.db.transaction((repos) =>
      repos.sessions.create('session-secret', { userId: 'u-demo', expiresAt: 2_000 }),
    );
    const found = await set.db.transaction((repos) => repos.sessions.user('session-secret', 1_000));
    expect(found).toMatchObject({ id: 'u-demo', username: 'DemoUser' });
    expect(
      await set.db.transaction((repos) => repos.sessions.user('session-secret', 2_000)),
    ).toBeUndefined();
    const [row] = await rowsOf<{ token_hash: string }>(
      set.engine.db,
      sql`select token_hash from ${sql.identifier(set.db.schemaName)}.sessions`,
    );
    expect(row.token_hash).not.toContain('session-secret');
    await set.db.transaction((repos) => repos.sessions.sweep(2_000));
    expect(
      await set.db.transaction((repos) => repos.sessions.user('session-secret', 0)),
    ).toBeUndefined();
  });

  it('pages the directory in the database: filters, order and the total', async () => {
    const all = await set.db.transaction((repos) => repos.bots.all());
    const publicBots = all.filter((one) => one.public);
    const page = await set.db.transaction((repos) =>
      repos.bots.directory({ tags: [], sort: 'popular', page: 2, pageSize: 5 }),
    );
    const expected = [...publicBots]
      .sort((a, b) => b.serverCount - a.serverCount || a.id.localeCompare(b.id))
      .slice(5, 10)
      .map((one) => one.id);
    expect(page.total).toBe(publicBots.length);
    expect(page.bots.map((one) => one.id)).toEqual(expected);

    const tag = publicBots[0].tags[0];
    const tagged = await set.db.transaction((repos) =>
      repos.bots.directory({ tags: [tag], sort: 'newest', page: 1, pageSize: 100 }),
    );
    expect(tagged.total).toBe(publicBots.filter((one) => one.tags.includes(tag)).length);
    expect(tagged.bots.every((one) => one.tags.includes(tag))).toBe(true);

    const word = publicBots[0].name.slice(1, 4).toUpperCase();
    const searched = await set.db.transaction((repos) =>
      repos.bots.directory({ keyword: word, tags: [], sort: 'popular', page: 1, pageSize: 100 }),
    );
    expect(searched.bots.map((one) => one.id)).toContain(publicBots[0].id);
    // A keyword is text, never a pattern.
    const percent = await set.db.transaction((repos) =>
      repos.bots.directory({ keyword: '%', tags: [], sort: 'popular', page: 1, pageSize: 10 }),
    );
    expect(percent.total).toBe(0);

    const past = await set.db.transaction((repos) =>
      repos.bots.directory({ tags: [], sort: 'uptime', page: 99, pageSize: 10 }),
    );
    expect(past).toEqual({ bots: [], total: publicBots.length });
  });

  it("reads a bot's public profile with its owner's name and face, in the bot's own words", async () => {
    const full = await bot('b1001');
    const read = await set.db.transaction((repos) => repos.bots.profile('b1001'));
    const owner = createSeed().users.find((user) => user.id === full?.ownerId);
    expect(read?.owner).toEqual({ username: owner?.username, avatar: owner?.avatar });
    const { bot: profile } = read ?? {};
    expect(profile?.description).toBe(full?.description);
    expect(profile).toMatchObject({ id: 'b1001', public: true, ownerId: full?.ownerId });
    // Nothing a profile does not show: no secret, setting or member.
    for (const hidden of ['token', 'settings', 'members', 'webhook']) {
      expect(profile).not.toHaveProperty(hidden);
    }
    expect(await set.db.transaction((repos) => repos.bots.profile('b-none'))).toBeUndefined();
  });

  it('reads what a log is written from: how the bot runs and the settings its lines quote', async () => {
    const full = await bot('b1001');
    const read = await set.db.transaction((repos) => repos.bots.forLog('b1001'));
    expect(read).toEqual({
      id: 'b1001',
      runtime: full?.runtime,
      tokenAccepted: full?.tokenAccepted,
      measured: full?.measured,
      settings: { mode: full?.settings.mode, behaviour: full?.settings.behaviour },
    });
    expect(await set.db.transaction((repos) => repos.bots.forLog('b-none'))).toBeUndefined();
  });

  it("reads dates and times as Drizzle's own driver does, as their text", async () => {
    const rows = await rowsOf<{ at: unknown; day: unknown }>(
      set.engine.db,
      sql`select timestamp '2026-11-28 02:00:00' as at, date '2026-11-28' as day`,
    );
    expect(rows).toEqual([{ at: '2026-11-28 02:00:00', day: '2026-11-28' }]);
  });

  it('refuses a second bot of the same name for one owner, ignoring case', async () => {
    const [first] = await set.db.transaction((repos) => repos.bots.ownedBy('u-demo'));
    const copy = { ...first, id: 'b999999', name: first.name.toUpperCase() };
    await expect(set.db.transaction((repos) => repos.bots.save(copy))).rejects.toThrow();
    expect(await set.db.transaction((repos) => repos.bots.nameTaken('u-demo', copy.name))).toBe(
      true,
    );
  });

  it('rolls a transaction back whole when it throws', async () => {
    const [first] = await set.db.transaction((repos) => repos.bots.ownedBy('u-demo'));
    await expect(
      set.db.transaction(async (repos) => {
        await repos.bots.save({ ...first, summary: 'Never kept' });
        await repos.activity.record({
          botId: first.id,
          at: 1,
          actorId: 'u-demo',
          kind: 'profile.updated',
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await bot(first.id))?.summary).toBe(first.summary);
  });

  it('gives each create its own bot number, also at once', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 10 }, () =>
        set.db.transaction((repos) => repos.catalog.takeBotNumber()),
      ),
    );
    expect(new Set(numbers).size).toBe(10);
  });

  it('pages activity newest first with a cursor', async () => {
    const botId = 'b-activity';
    await set.db.transaction((repos) =>
      repos.activity.recordAll(
        Array.from({ length: 5 }, (_, index) => ({
          botId,
          at: index,
          actorId: 'u-demo',
          kind: 'bot.started' as const,
        })),
      ),
    );
    const first = await set.db.transaction((repos) => repos.activity.page(botId, { limit: 3 }));
    expect(first.records.map((entry) => entry.at)).toEqual([4, 3, 2]);
    expect(first.hasOlder).toBe(true);
    const next = await set.db.transaction((repos) =>
      repos.activity.page(botId, { limit: 3, before: first.records[2].id }),
    );
    expect(next.records.map((entry) => entry.at)).toEqual([1, 0]);
    expect(next.hasOlder).toBe(false);
  });

  describe("a log's retention", () => {
    const botId = 'b-log';
    const lineOf = (id: number): LogLineRecord => ({
      id,
      at: id * 1000,
      level: 'info',
      source: 'test',
      message: `line ${id}`,
    });
    /** Writes lines with these ids in one transaction, keeping `keep`; answers the new state. */
    const write = (ids: readonly number[], keep: number) =>
      set.db.transaction(async (repos) => {
        const before = await repos.logs.state(botId, { lock: true });
        const next = {
          nextId: (ids.at(-1) ?? before?.nextId ?? 1) + 1,
          until: 0,
          status: 'online' as const,
          rate: 0,
        };
        return repos.logs.write(botId, before, ids.map(lineOf), next, keep);
      });
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => from + index);
    /** What a read shows: every kept line, oldest first, both ways a read asks. */
    const shown = (keep?: number) =>
      set.db.transaction(async (repos) => {
        const log = await repos.logs.state(botId);
        if (!log) return { below: [], above: [] };
        const below = await repos.logs.newestBelow(botId, log, log.nextId, 1000, keep);
        const above = await repos.logs.above(botId, log, 0, keep);
        return { below: below.map((line) => line.id).reverse(), above: above.map((l) => l.id) };
      });
    const stored = async () =>
      (
        await rowsOf<{ n: number }>(
          set.engine.db,
          sql`select count(*)::int as n from ${sql.identifier(set.db.schemaName)}.log_lines where bot_id = ${botId}`,
        )
      )[0].n;

    it('shows exactly the newest lines past the limit, whatever is still stored', async () => {
      await write(range(1, 30), 50);
      await write(range(31, 70), 50);
      const state = await write([71, 72], 50);
      expect(state).toMatchObject({ kept: 50, keptFrom: 23 });
      expect(await shown()).toEqual({ below: range(23, 72), above: range(23, 72) });
      // A read that leaves room for lines not written yet shows the newest of the kept ones.
      expect(await shown(5)).toEqual({ below: range(68, 72), above: range(68, 72) });
    });

    it('deletes the lines past the limit in batches, and reads stay right between them', async () => {
      await write(range(1, 100), 100);
      let rows = 0;
      for (let id = 101; id <= 130; id += 1) {
        await write([id], 100);
        rows = Math.max(rows, await stored());
        expect((await shown()).below).toEqual(range(id - 99, id));
      }
      // Never more than a tenth over the limit, and a batch deleted them.
      expect(rows).toBeLessThanOrEqual(111);
      expect(rows).toBeGreaterThan(100);
      expect(await stored()).toBeLessThan(rows);
    });

    it('keeps the newest lines when the ids have a gap (a first write, one past the retention)', async () => {
      await write([1, 2, 3, ...range(1000, 1005)], 8);
      expect((await shown()).below).toEqual([2, 3, ...range(1000, 1005)]);
      await write([1006], 8);
      expect((await shown()).below).toEqual([3, ...range(1000, 1006)]);
      expect((await shown(4)).above).toEqual(range(1003, 1006));
      // More new lines than the retention: only the newest of them.
      await write(range(5000, 5011), 8);
      expect(await shown()).toEqual({ below: range(5004, 5011), above: range(5004, 5011) });
    });

    it('starts again from nothing after a clear', async () => {
      await write(range(1, 20), 10);
      await set.db.transaction((repos) => repos.logs.clear(botId));
      expect(await shown()).toEqual({ below: [], above: [] });
      await write(range(30, 45), 10);
      expect((await shown()).below).toEqual(range(36, 45));
    });
  });

  it('copies a set whole, and a reset brings back the seed', async () => {
    const [first] = await set.db.transaction((repos) => repos.bots.ownedBy('u-demo'));
    await set.db.transaction((repos) => repos.bots.delete(first.id));
    await set.db.copyFrom(set.seeded);
    expect(await bot(first.id)).toEqual(first);
  });

  it('opens what an earlier key sealed during a rotation, and seals with the new key', () => {
    const oldKey = randomBytes(32);
    const sealed = new Secrets(oldKey).seal('rotate me');
    const rotated = new Secrets(randomBytes(32), [oldKey]);
    expect(rotated.open(sealed)).toBe('rotate me');
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x'))).toBe(true);
    expect(() => Secrets.random().open(sealed)).toThrow(/unknown key/);
  });
});

test('a sealed secret that was tampered with does not open', () => {
  const secrets = Secrets.random();
  const sealed = secrets.seal('do not touch');
  const parts = sealed.split('.');
  const body = Buffer.from(parts[3], 'base64url');
  body[0] ^= 1;
  parts[3] = body.toString('base64url');
  expect(() => secrets.open(parts.join('.'))).toThrow();
});

test('a new database is seeded once, and a second start keeps what it holds', async () => {
  const engine = await openEngine({ dataDir: null });
  try {
    const secrets = Secrets.random();
    const first = await prepareStorage(engine, secrets, { faults: false });
    const [mine] = await first.base.transaction((repos) => repos.bots.ownedBy('u-demo'));
    await first.base.transaction((repos) => repos.bots.save({ ...mine, summary: 'Kept' }));
    const second = await prepareStorage(engine, secrets, { faults: false });
    const again = await second.base.transaction((repos) => repos.bots.get(mine.id));
    expect(again?.summary).toBe('Kept');
  } finally {
    await engine.close();
  }
});
