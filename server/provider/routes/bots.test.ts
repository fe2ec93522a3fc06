/** @jest-environment node */
import * as z from 'zod/mini';
import { ApiCode } from '../../../src/api/constants';
import {
  botCardSchema,
  botProfileSchema,
  pageSchema,
  statsSchema,
  tagSchema,
} from '../../../src/api/schemas';
import { TRANSITION_MS } from '../runtime';
import {
  call,
  callOk,
  grantPro,
  makeServer,
  signIn,
  START,
  validBot,
  validNewBot,
} from '../testHarness';

const pageOfCards = pageSchema(botCardSchema);

describe('GET bots', () => {
  it('lists the 60 public bots, most popular first, 24 per page by default', async () => {
    const { app } = makeServer();
    const page = pageOfCards.parse(await callOk(app, 'GET', 'bots'));
    expect(page.total).toBe(60);
    expect(page).toMatchObject({ page: 1, pageSize: 24 });
    expect(page.items).toHaveLength(24);
    const counts = page.items.map((bot) => bot.serverCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.items.some((bot) => bot.online)).toBe(true);
    expect(page.items.some((bot) => !bot.online)).toBe(true);
  });

  it('never lists a private bot', async () => {
    const { app } = makeServer();
    const page = pageOfCards.parse(await callOk(app, 'GET', 'bots', { query: { pageSize: 100 } }));
    expect(page.items.map((bot) => bot.id)).not.toContain('b1061');
  });

  it('sorts by measured uptime, bots with nothing measured last', async () => {
    const { app } = makeServer();
    const { items } = pageOfCards.parse(
      await callOk(app, 'GET', 'bots', { query: { sort: 'uptime', pageSize: 100 } }),
    );
    expect(items).toHaveLength(60);
    const uptimes = items.map((bot) => bot.measured?.uptime ?? -1);
    expect(uptimes).toEqual([...uptimes].sort((a, b) => b - a));
    // Three bots listed before their first run here: nothing measured, in no server it knows of.
    const unmeasured = items.filter((bot) => bot.measured === null);
    expect(unmeasured).toHaveLength(3);
    expect(items.slice(-3)).toEqual(unmeasured);
    expect(unmeasured.every((bot) => bot.serverCount === 0 && !bot.online)).toBe(true);
    // Running bots are up nearly all the month; every share is a real one.
    for (const bot of items.filter((card) => card.online)) {
      expect(bot.measured?.uptime).toBeGreaterThanOrEqual(0.985);
    }
    expect(uptimes.every((uptime) => uptime === -1 || (uptime > 0 && uptime <= 1))).toBe(true);
  });

  it("gives a bot's page its reconnects and event rate besides the uptime", async () => {
    const { app } = makeServer();
    const profile = botProfileSchema.parse(await callOk(app, 'GET', 'bots/b1001'));
    const { measured } = profile;
    expect(measured?.since).toBe(profile.createdAt);
    expect(measured?.uptime).toBeGreaterThan(0.8);
    expect(Number.isInteger(measured?.reconnects)).toBe(true);
    expect(measured?.eventsPerMinute).toBeGreaterThan(0);
  });

  it('sorts by newest', async () => {
    const { app } = makeServer();
    const newest = pageOfCards.parse(
      await callOk(app, 'GET', 'bots', { query: { sort: 'newest', pageSize: 100 } }),
    );
    const created = await Promise.all(
      newest.items
        .slice(0, 5)
        .map(async (card) =>
          Date.parse(botProfileSchema.parse(await callOk(app, 'GET', `bots/${card.id}`)).createdAt),
        ),
    );
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const { app } = makeServer();
    const ids = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const data = pageOfCards.parse(
        await callOk(app, 'GET', 'bots', { query: { page, pageSize: 25 } }),
      );
      data.items.forEach((bot) => ids.add(bot.id));
      expect(data.items).toHaveLength(page < 3 ? 25 : 10);
    }
    expect(ids.size).toBe(60);
    const past = pageOfCards.parse(await callOk(app, 'GET', 'bots', { query: { page: 9 } }));
    expect(past).toMatchObject({ items: [], total: 60, page: 9 });
  });

  it('matches the keyword case-insensitively in name or summary', async () => {
    const { app } = makeServer();
    const byName = pageOfCards.parse(
      await callOk(app, 'GET', 'bots', { query: { keyword: 'DECKHAND' } }),
    );
    expect(byName.items.map((bot) => bot.name)).toEqual(['Deckhand']);
    const bySummary = pageOfCards.parse(
      await callOk(app, 'GET', 'bots', { query: { keyword: 'LO-FI RADIO' } }),
    );
    expect(bySummary.items.map((bot) => bot.name)).toEqual(['Echo Radio']);
    const none = pageOfCards.parse(
      await callOk(app, 'GET', 'bots', { query: { keyword: 'zzzz-nothing' } }),
    );
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('filters by tag, agreeing with the tag counts', async () => {
    const { app } = makeServer();
    const tags = z.array(tagSchema).parse(await callOk(app, 'GET', 'bots/tags'));
    expect(tags).toHaveLength(10);
    for (const tag of tags) {
      const page = pageOfCards.parse(
        await callOk(app, 'GET', 'bots', { query: { tag: tag.id, pageSize: 100 } }),
      );
      expect(page.total).toBe(tag.count);
      expect(page.items.every((bot) => bot.tags.includes(tag.id))).toBe(true);
    }
  });

  it('filters by several tags at once: only the bots carrying all of them, in the usual order', async () => {
    const { app } = makeServer();
    const all = pageOfCards.parse(await callOk(app, 'GET', 'bots', { query: { pageSize: 100 } }));
    const expected = all.items.filter(
      (bot) => bot.tags.includes('games') && bot.tags.includes('utility'),
    );
    const both = pageOfCards.parse(
      await callOk(app, 'GET', 'bots?tag=games&tag=utility&pageSize=100'),
    );
    expect(both.total).toBe(expected.length);
    expect(both.items.map((bot) => bot.id)).toEqual(expected.map((bot) => bot.id));
    const games = pageOfCards.parse(await callOk(app, 'GET', 'bots?tag=games&pageSize=100'));
    // Narrower than either tag alone, and not empty: the seed has bots with both.
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(games.total);
    const none = pageOfCards.parse(await callOk(app, 'GET', 'bots?tag=games&tag=nonexistent'));
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('reads one tag as before, and ignores repeats and empty values', async () => {
    const { app } = makeServer();
    const one = await callOk(app, 'GET', 'bots?tag=games&pageSize=100');
    expect(await callOk(app, 'GET', 'bots?tag=games&tag=games&tag=&pageSize=100')).toEqual(one);
    const unfiltered = await callOk(app, 'GET', 'bots?pageSize=100');
    expect(await callOk(app, 'GET', 'bots?tag=&pageSize=100')).toEqual(unfiltered);
  });

  it('takes at most 5 tags; more is 400001 on the tag field', async () => {
    const { app } = makeServer();
    const five = 'tag=games&tag=utility&tag=music&tag=fun&tag=anime';
    expect((await call(app, 'GET', `bots?${five}`)).body.status).toBe(true);
    const { body } = await call(app, 'GET', `bots?${five}&tag=tools`);
    expect(body).toMatchObject({
      status: false,
      code: ApiCode.invalidInput,
      data: { fields: { tag: 'validation.tooMany?max=5' } },
    });
  });

  it('keeps each tag’s count in the catalogue whatever the directory is filtered by', async () => {
    const { app } = makeServer();
    const before = await callOk(app, 'GET', 'bots/tags');
    await callOk(app, 'GET', 'bots?tag=games&tag=utility');
    expect(await callOk(app, 'GET', 'bots/tags')).toEqual(before);
  });

  it.each([
    [{ pageSize: 100 }, true],
    [{ pageSize: 101 }, false],
    [{ pageSize: 0 }, false],
    [{ page: 0 }, false],
    [{ sort: 'oldest' }, false],
    [{ keyword: 'x'.repeat(100) }, true],
    [{ keyword: 'x'.repeat(101) }, false],
  ])('validates the query %o', async (query, valid) => {
    const { app } = makeServer();
    const { body } = await call(app, 'GET', 'bots', { query });
    expect(body.status).toBe(valid);
    if (!valid) {
      expect(body.code).toBe(ApiCode.invalidInput);
      expect(Object.keys((body.data as { fields: object }).fields)).toEqual(Object.keys(query));
    }
  });

  it("shows at once a change of this server's, and a start that ended with no write", async () => {
    const { app, clock } = makeServer();
    const token = await signIn(app);
    const mine = z
      .array(z.object({ id: z.string(), public: z.boolean(), status: z.string() }))
      .parse(await callOk(app, 'GET', 'user/bots', { token }));
    const bot = mine.find((one) => one.public && one.status === 'offline');
    if (!bot) throw new Error('The seed has a public bot of the demo user that is offline');
    const card = async () =>
      pageOfCards
        .parse(await callOk(app, 'GET', 'bots', { query: { pageSize: 100 } }))
        .items.find((one) => one.id === bot.id);
    expect(await card()).toMatchObject({ online: false });
    await callOk(app, 'POST', `user/bots/${bot.id}/start`, { token });
    expect(await card()).toMatchObject({ online: false });
    clock.advance(TRANSITION_MS);
    expect(await card()).toMatchObject({ online: true });
    await callOk(app, 'PUT', `user/bots/${bot.id}`, {
      token,
      body: validBot({ name: 'Renamed At Once', public: true }),
    });
    expect(await card()).toMatchObject({ name: 'Renamed At Once' });
    const total = async (sort: string) =>
      pageOfCards.parse(await callOk(app, 'GET', 'bots', { query: { sort } })).total;
    expect(await total('popular')).toBe(60);
    await callOk(app, 'PUT', `user/bots/${bot.id}`, {
      token,
      body: validBot({ name: 'Renamed At Once', public: false }),
    });
    expect(await card()).toBeUndefined();
    expect(await total('popular')).toBe(59);
    expect(await total('newest')).toBe(59);
  });
});

describe('GET bots/tags', () => {
  it('counts public bots only', async () => {
    const { app } = makeServer();
    const before = z.array(tagSchema).parse(await callOk(app, 'GET', 'bots/tags'));
    await grantPro(app);
    const token = await signIn(app);
    await callOk(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ tags: ['anime'], public: false }),
    });
    const after = z.array(tagSchema).parse(await callOk(app, 'GET', 'bots/tags'));
    expect(after).toEqual(before);
    await callOk(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ name: 'Public One', tags: ['anime'] }),
    });
    const anime = (tags: typeof before) => tags.find((tag) => tag.id === 'anime')?.count;
    expect(anime(z.array(tagSchema).parse(await callOk(app, 'GET', 'bots/tags')))).toBe(
      (anime(before) ?? 0) + 1,
    );
  });
});

describe('GET bots/:id', () => {
  it('returns a public bot with a Markdown description and its owner', async () => {
    const { app } = makeServer();
    const bot = botProfileSchema.parse(await callOk(app, 'GET', 'bots/b1004'));
    expect(bot).toMatchObject({
      id: 'b1004',
      name: 'Deckhand',
      owner: { id: 'u-demo', username: 'DemoUser' },
    });
    expect(bot.description).toMatch(/^## About Deckhand/);
    expect(bot.description).toMatch(/\n- /);
    expect(bot.inviteUrl).toMatch(/^https:\/\//);
  });

  it('hides a private bot from everyone but its owner', async () => {
    const { app } = makeServer();
    const anonymous = await call(app, 'GET', 'bots/b1061');
    expect(anonymous.body).toMatchObject({ code: ApiCode.notFound, message: 'Bot not found' });
    const token = await signIn(app);
    const owner = botProfileSchema.parse(await callOk(app, 'GET', 'bots/b1061', { token }));
    expect(owner.name).toBe('Night Watch');
    const stats = await call(app, 'GET', 'bots/b1061/stats');
    expect(stats.body.code).toBe(ApiCode.notFound);
  });

  it('answers 400004 for an unknown bot', async () => {
    const { app } = makeServer();
    const { body, statusCode } = await call(app, 'GET', 'bots/b9999');
    expect(statusCode).toBe(404);
    expect(body).toEqual({
      status: false,
      code: ApiCode.notFound,
      message: 'Bot not found',
      data: null,
    });
  });
});

describe('GET bots/:id/stats', () => {
  it('gives one point per day ending today, the last one the current count, stable across calls', async () => {
    const { app } = makeServer();
    const bot = botProfileSchema.parse(await callOk(app, 'GET', 'bots/b1001'));
    const first = statsSchema.parse(await callOk(app, 'GET', 'bots/b1001/stats'));
    expect(first.points).toHaveLength(30);
    expect(first.points.at(-1)).toEqual({
      date: new Date(START).toISOString().slice(0, 10),
      servers: bot.serverCount,
    });
    const dates = first.points.map((point) => Date.parse(point.date));
    dates.slice(1).forEach((date, index) => expect(date - (dates[index] ?? 0)).toBe(86_400_000));
    expect(statsSchema.parse(await callOk(app, 'GET', 'bots/b1001/stats'))).toEqual(first);
  });

  it('moves with the clock: yesterday keeps its value', async () => {
    const { app, clock } = makeServer();
    const today = statsSchema.parse(
      await callOk(app, 'GET', 'bots/b1001/stats', { query: { days: 30 } }),
    );
    clock.advance(86_400_000);
    const tomorrow = statsSchema.parse(
      await callOk(app, 'GET', 'bots/b1001/stats', { query: { days: 30 } }),
    );
    expect(tomorrow.points.slice(0, 28)).toEqual(today.points.slice(1, 29));
  });

  it.each([
    [1, true],
    [30, true],
    [91, false],
    [0, false],
  ])('days=%d is valid: %s', async (days, valid) => {
    const { app } = makeServer();
    const { body } = await call(app, 'GET', 'bots/b1001/stats', { query: { days } });
    expect(body.status).toBe(valid);
    if (valid) expect(statsSchema.parse(body.data).points).toHaveLength(days);
    else expect(body.data).toEqual({ fields: { days: expect.any(String) as unknown } });
  });
});

describe('GET bots/:id/stats beyond 30 days', () => {
  // b1004 is the demo user's (on Free in the seed); b1001 is another user's, who is on Pro.
  const refused = {
    status: false,
    code: ApiCode.forbidden,
    message: "More than 30 days of statistics is for the bot's owner on the Pro plan",
    data: null,
  };

  it.each([31, 90])('refuses %d days to a visitor with 400003', async (days) => {
    const { app } = makeServer();
    const { body, statusCode } = await call(app, 'GET', 'bots/b1001/stats', { query: { days } });
    expect(statusCode).toBe(403);
    expect(body).toEqual(refused);
  });

  it('refuses the owner on Free, and gives the owner on Pro the whole range', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    const free = await call(app, 'GET', 'bots/b1004/stats', { token, query: { days: 90 } });
    expect(free.body).toEqual(refused);
    await grantPro(app);
    const pro = statsSchema.parse(
      await callOk(app, 'GET', 'bots/b1004/stats', { token, query: { days: 90 } }),
    );
    expect(pro.points).toHaveLength(90);
  });

  it('refuses a Pro user another owner’s bot, even when that owner is on Pro', async () => {
    const { app } = makeServer();
    const token = await signIn(app);
    await grantPro(app);
    const { body } = await call(app, 'GET', 'bots/b1001/stats', { token, query: { days: 90 } });
    expect(body).toEqual(refused);
  });

  it('refuses the owner once their Pro has run out', async () => {
    const { app, clock } = makeServer();
    await grantPro(app);
    clock.advance(31 * 86_400_000);
    const token = await signIn(app);
    const { body } = await call(app, 'GET', 'bots/b1004/stats', { token, query: { days: 60 } });
    expect(body).toEqual(refused);
  });

  it('says 400004, not 400003, for a private bot to anyone but its owner', async () => {
    const { app } = makeServer();
    const { body } = await call(app, 'GET', 'bots/b1061/stats', { query: { days: 90 } });
    expect(body.code).toBe(ApiCode.notFound);
  });
});
