/** @jest-environment node */
// The lease rules (storage/repos/leases.ts, docs/runtime.md "Leases") against each engine
// (eachEngine.ts). Time is the test's: every call is given its `now`.
import { describeEachEngine } from './eachEngine';

const TTL = 30_000;
const T0 = 1_900_000_000_000;

describeEachEngine('leases on the %s engine', (set, it) => {
  /** The seed's running bots, in id order. */
  let running: string[] = [];
  beforeEach(async () => {
    const bots = await set.db.transaction((repos) => repos.bots.all());
    running = bots
      .filter((bot) => bot.runtime.state === 'online' && !bot.runtime.transition)
      .map((bot) => bot.id)
      .sort();
  });

  const claim = (owner: string, now: number, room = 1000, only?: string[]) =>
    set.db.transaction((repos) => repos.leases.claim({ owner, now, ttlMs: TTL, room, only }));
  const owners = async () =>
    new Map(
      (await set.db.transaction((repos) => repos.leases.all())).map((lease) => [
        lease.botId,
        lease.owner,
      ]),
    );

  it('claims every running bot once, and none that is stopped', async () => {
    expect(running.length).toBeGreaterThan(3);
    const won = await claim('a', T0);
    expect(won.map((lease) => lease.botId).sort()).toEqual(running);
    expect(won.every((lease) => lease.epoch === 1 && lease.expiresAt === T0 + TTL)).toBe(true);
    // Nothing is left for another instance while the leases last.
    expect(await claim('b', T0 + TTL - 1)).toEqual([]);
  });

  it('takes no more than the room it has: the rest go to another instance', async () => {
    const first = await claim('a', T0, 2);
    expect(first).toHaveLength(2);
    const second = await claim('b', T0);
    expect(second).toHaveLength(running.length - 2);
    const taken = [...first, ...second].map((lease) => lease.botId).sort();
    expect(taken).toEqual(running);
  });

  it('gives instances claiming at once different bots (SKIP LOCKED), never one bot twice', async () => {
    const claims = await Promise.all(['a', 'b', 'c'].map((owner) => claim(owner, T0, 2)));
    const ids = claims.flat().map((lease) => lease.botId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(6, running.length));
  });

  it('renews its own leases; one left to expire goes to another with a new epoch', async () => {
    const held = await claim('a', T0);
    const renewed = await set.db.transaction((repos) =>
      repos.leases.renew('a', held, T0 + 10_000, TTL),
    );
    expect(renewed).toHaveLength(held.length);
    expect(renewed.every((lease) => lease.expiresAt === T0 + 10_000 + TTL)).toBe(true);
    // Not renewed again: expired at T0 + 40 s, claimed by b just after.
    const taken = await claim('b', T0 + 10_000 + TTL);
    expect(taken).toHaveLength(running.length);
    expect(taken.every((lease) => lease.epoch === 2)).toBe(true);
    // a's renewal answers nothing: its host learns the bots are gone.
    expect(
      await set.db.transaction((repos) => repos.leases.renew('a', held, T0 + 41_000, TTL)),
    ).toEqual([]);
  });

  it('fences a stale epoch: its checkpoint and its hold are refused', async () => {
    const [lease] = await claim('a', T0, 1);
    const point = { sessionId: 's-1', sn: 7, answered: [9, 10], at: T0 };
    expect(
      await set.db.transaction((repos) =>
        repos.leases.checkpoint(lease.botId, 'a', lease.epoch, point),
      ),
    ).toBe(true);
    const [taken] = await claim('b', T0 + TTL, 1, [lease.botId]);
    expect(taken.epoch).toBe(lease.epoch + 1);
    // b resumes where a's session stood.
    expect(taken.resume).toEqual(point);
    const late = { sessionId: 's-1', sn: 11, answered: [], at: T0 + TTL };
    expect(
      await set.db.transaction((repos) =>
        repos.leases.checkpoint(lease.botId, 'a', lease.epoch, late),
      ),
    ).toBe(false);
    expect(
      await set.db.transaction((repos) =>
        repos.leases.holds(lease.botId, 'a', lease.epoch, T0 + TTL),
      ),
    ).toBe(false);
    expect(
      await set.db.transaction((repos) =>
        repos.leases.holds(lease.botId, 'b', taken.epoch, T0 + TTL),
      ),
    ).toBe(true);
  });

  it('gives leases back on a graceful stop, with the resume point, for another to take at once', async () => {
    const won = await claim('a', T0);
    const point = { sessionId: 's-2', sn: 3, answered: [5], at: T0 + 5 };
    await set.db.transaction((repos) =>
      repos.leases.release(
        'a',
        won.map((lease) => ({ ...lease, resume: point })),
      ),
    );
    expect([...(await owners()).values()].every((owner) => owner === null)).toBe(true);
    const taken = await claim('b', T0 + 10);
    expect(taken).toHaveLength(running.length);
    expect(taken[0].resume).toEqual(point);
  });

  it('lets a restarted instance take its own unexpired leases back, and no one else', async () => {
    await claim('a', T0);
    expect(await claim('b', T0 + 1)).toEqual([]);
    const adopted = await set.db.transaction((repos) =>
      repos.leases.claim({ owner: 'a', now: T0 + 1, ttlMs: TTL, room: 1000, adopt: true }),
    );
    expect(adopted).toHaveLength(running.length);
    expect(adopted.every((lease) => lease.epoch === 2)).toBe(true);
  });

  it('leaves a stopped bot out of the claims', async () => {
    const [first] = running;
    await set.db.transaction(async (repos) => {
      const bot = await repos.bots.lock(first);
      if (!bot) throw new Error('no bot');
      bot.runtime.state = 'offline';
      await repos.bots.save(bot);
    });
    const won = await claim('a', T0);
    expect(won.map((lease) => lease.botId)).not.toContain(first);
  });

  it('notes each webhook delivery once, whichever instance sees it first', async () => {
    const [botId] = running;
    const seen = (keys: string[], now = T0) =>
      set.db.transaction((repos) => repos.leases.firstDelivery(botId, keys, now));
    expect(await seen(['sn:1', 'msg:a'])).toBe(true);
    expect(await seen(['sn:1', 'msg:a'])).toBe(false);
    expect(await seen(['sn:2'])).toBe(true);
    // Forgotten after the retention: a new round of deliveries may number from 1 again.
    await set.db.transaction((repos) => repos.leases.forgetDeliveries(T0 + 1));
    expect(await seen(['sn:1'], T0 + 2)).toBe(true);
  });
});
