/** @jest-environment node */
import * as z from 'zod/mini';
import { ApiCode, rule } from '../../../src/api/constants';
import {
  botActionResultSchema,
  botSettingsSchema,
  myBotSchema,
  userSchema,
} from '../../../src/api/schemas';
import { TRANSITION_MS } from '../runtime';
import type { SignedIn as Session } from '../testHarness';
import { call, callOk, validBot, validNewBot, validSettings, signedInServer } from '../testHarness';
import { duplicateNameMessage, staleVersionMessage, webhookNeedsProMessage } from './userBots';

const session = signedInServer;

const fieldsOf = (data: unknown) => (data as { fields: Record<string, string> }).fields;

describe('GET user/bots', () => {
  it("lists the demo user's three bots, private one included, with their run state", async () => {
    const { app, token } = await session({ pro: false });
    const all = z.array(myBotSchema).parse(await callOk(app, 'GET', 'user/bots', { token }));
    const bots = all.filter((bot) => bot.role === 'owner');
    expect(bots.map((bot) => bot.name).sort()).toEqual(['Deckhand', 'Echo Radio', 'Night Watch']);
    const nightWatch = bots.find((bot) => bot.id === 'b1061');
    expect(nightWatch).toMatchObject({ public: false, status: 'error' });
    expect(nightWatch?.lastError).toMatch(/token/);
    // The kind, for the client to word in the reader's language (src/api/botErrors.ts).
    expect(nightWatch?.lastErrorCause).toEqual({ kind: 'tokenRejected', params: {} });
  });
});

describe('POST user/bots', () => {
  it('creates a bot: trimmed, offline, websocket, and shown in the list', async () => {
    const { app, token, clock } = await session();
    clock.advance(1000);
    const bot = myBotSchema.parse(
      await callOk(app, 'POST', 'user/bots', {
        token,
        body: validNewBot({ name: '  Harbor Bot  ', website: 'https://harbor.example' }),
      }),
    );
    expect(bot).toMatchObject({
      name: 'Harbor Bot',
      status: 'offline',
      online: false,
      serverCount: 0,
      public: true,
      website: 'https://harbor.example',
      supportUrl: null,
      owner: { id: 'u-demo' },
      lastError: null,
    });
    expect(bot.createdAt).toBe(bot.updatedAt);
    expect(bot.id).toMatch(/^b\d+$/);
    const settings = botSettingsSchema.parse(
      await callOk(app, 'GET', `user/bots/${bot.id}/settings`, { token }),
    );
    expect(settings.connection).toEqual({
      mode: 'websocket',
      tokenHint: '••••EFGH',
      callbackUrl: null,
      verifyToken: null,
      encryptKey: null,
    });
    const list = z.array(myBotSchema).parse(await callOk(app, 'GET', 'user/bots', { token }));
    expect(list[0]?.id).toBe(bot.id);
  });

  it('returns the bot a key made when the create is retried, and refuses the key for other input', async () => {
    const { app, token } = await session();
    const create = (body: object) =>
      call(app, 'POST', 'user/bots', { token, body, headers: { 'Idempotency-Key': 'try-1' } });
    const first = myBotSchema.parse((await create(validNewBot({ name: 'Harbor Bot' }))).body.data);
    // The answer was lost: the same attempt again gets the same bot, not "a bot of that name".
    const again = await create(validNewBot({ name: 'Harbor Bot' }));
    expect(again.body.status).toBe(true);
    expect(myBotSchema.parse(again.body.data).id).toBe(first.id);
    const list = z.array(myBotSchema).parse(await callOk(app, 'GET', 'user/bots', { token }));
    expect(list.filter((bot) => bot.name === 'Harbor Bot')).toHaveLength(1);

    const other = await create(validNewBot({ name: 'Other Bot' }));
    expect(other.body.code).toBe(ApiCode.conflict);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different bot');
    // Without a key a repeat is a new create, and the name is taken.
    const unkeyed = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ name: 'Harbor Bot' }),
    });
    expect(unkeyed.body.code).toBe(ApiCode.conflict);
  });

  it("refuses a bot past the plan's limit (the demo user on Free already has 3 of 2)", async () => {
    const { app, token } = await session({ pro: false });
    const profile = userSchema.parse(await callOk(app, 'GET', 'user/profile', { token }));
    expect(profile.plan).toMatchObject({ id: 'free', botLimit: 2 });
    const { body, statusCode } = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot(),
    });
    expect(statusCode).toBe(409);
    expect(body).toMatchObject({ status: false, code: ApiCode.conflict });
    expect(body.message).toMatch(/2 bots/);
  });

  it('counts down to the limit exactly: at 19 of 20 one more works, at 20 it does not', async () => {
    const { app, token } = await session();
    for (let i = 0; i < 16; i++) {
      await callOk(app, 'POST', 'user/bots', { token, body: validNewBot({ name: `Bot ${i}` }) });
    }
    const listed = z.array(myBotSchema).parse(await callOk(app, 'GET', 'user/bots', { token }));
    expect(listed.filter((bot) => bot.role === 'owner')).toHaveLength(19);
    await callOk(app, 'POST', 'user/bots', { token, body: validNewBot({ name: 'Bot 20' }) });
    const { body } = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ name: 'Bot 21' }),
    });
    expect(body.code).toBe(ApiCode.conflict);
  });

  it('refuses a duplicate name of the same owner, ignoring case and spaces', async () => {
    const { app, token } = await session();
    const { body } = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ name: '  deckhand ' }),
    });
    expect(body).toMatchObject({
      code: ApiCode.conflict,
      data: { fields: { name: duplicateNameMessage } },
    });
  });

  it('allows a name another user already uses', async () => {
    const { app, token } = await session();
    const others = await callOk(app, 'GET', 'bots/b1001');
    const name = (others as { name: string }).name;
    expect(
      (await call(app, 'POST', 'user/bots', { token, body: validNewBot({ name }) })).body.status,
    ).toBe(true);
  });

  const longText = (n: number) => 'a'.repeat(n);
  const cases: [string, Record<string, unknown>, string | null][] = [
    ['name of 2 after trimming', { name: '  ab  ' }, null],
    ['name of 32', { name: longText(32) }, null],
    ['name of 1 after trimming', { name: '  a  ' }, rule.tooShort(2)],
    ['name of 33', { name: longText(33) }, rule.tooLong(32)],
    ['blank name', { name: '   ' }, rule.required],
    ['name with a right-to-left override', { name: 'Safe\u202Etxt.exe' }, rule.bidiControl],
    ['name with a first-strong isolate', { name: '\u2068Helper\u2069' }, rule.bidiControl],
    ['name with a right-to-left mark (not a control)', { name: 'Helper\u200F' }, null],
    ['summary of 1', { summary: 'x' }, null],
    ['summary with a left-to-right embedding', { summary: 'Plays \u202Amusic' }, rule.bidiControl],
    ['summary with a pop directional isolate', { summary: 'Plays music\u2069' }, rule.bidiControl],
    ['summary of 80', { summary: longText(80) }, null],
    ['empty summary', { summary: '  ' }, rule.required],
    ['summary of 81', { summary: longText(81) }, rule.tooLong(80)],
    ['description of 10000', { description: longText(10_000) }, null],
    ['description of 10001', { description: longText(10_001) }, rule.tooLong(10_000)],
    ['1 tag', { tags: ['music'] }, null],
    ['5 tags', { tags: ['music', 'games', 'fun', 'tools', 'anime'] }, null],
    ['0 tags', { tags: [] }, rule.tagsCount],
    ['6 tags', { tags: ['music', 'games', 'fun', 'tools', 'anime', 'social'] }, rule.tagsCount],
    ['a repeated tag', { tags: ['music', 'music'] }, rule.tagsCount],
    ['an unknown tag', { tags: ['music', 'cooking'] }, rule.unknownTag],
    ['https inviteUrl', { inviteUrl: 'https://kook.example/invite' }, null],
    ['http inviteUrl', { inviteUrl: 'http://kook.example/invite' }, rule.httpsUrl],
    ['empty inviteUrl', { inviteUrl: '' }, rule.required],
    ['empty website', { website: '' }, null],
    ['https website', { website: 'https://site.example' }, null],
    ['http website', { website: 'http://site.example' }, rule.httpsUrl],
    ['empty supportUrl', { supportUrl: '' }, null],
    ['https supportUrl', { supportUrl: 'https://kook.top/abc' }, null],
    ['http supportUrl', { supportUrl: 'http://kook.top/abc' }, rule.httpsUrl],
    ['avatar on KOOK’s CDN', { avatar: 'https://img.kookapp.cn/assets/a.png' }, null],
    ['avatar on another host', { avatar: 'https://img.example/a.png' }, rule.imageHost],
    ['http avatar', { avatar: 'http://img.kookapp.cn/a.png' }, rule.httpsUrl],
    ['token of 200', { token: longText(200) }, null],
    ['token of 201', { token: longText(201) }, rule.tooLong(200)],
    ['empty token', { token: '' }, rule.required],
    ['token with a space', { token: 'abc def' }, rule.noWhitespace],
    ['token with a newline', { token: 'abc\ndef' }, rule.noWhitespace],
  ];

  it.each(cases)('%s', async (_label, override, error) => {
    const { app, token } = await session();
    const { body } = await call(app, 'POST', 'user/bots', { token, body: validNewBot(override) });
    if (error === null) {
      expect(body.status).toBe(true);
      myBotSchema.parse(body.data);
    } else {
      const field = Object.keys(override)[0] ?? '';
      expect(body).toMatchObject({ status: false, code: ApiCode.invalidInput });
      expect(fieldsOf(body.data)).toEqual({ [field]: error });
    }
  });

  it('names every bad field at once', async () => {
    const { app, token } = await session();
    const { body } = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ name: 'a', summary: '', inviteUrl: 'http://x.example', public: 'yes' }),
    });
    expect(Object.keys(fieldsOf(body.data)).sort()).toEqual([
      'inviteUrl',
      'name',
      'public',
      'summary',
    ]);
  });

  it('rejects a body that is not JSON', async () => {
    const { app, token } = await session();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/user/bots',
      headers: { token, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(JSON.parse(response.body)).toMatchObject({ status: false, code: ApiCode.invalidInput });
  });

  it('answers an oversized body with 400001 and HTTP 413', async () => {
    const { app, token } = await session();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/user/bots',
      headers: { token, 'content-type': 'application/json' },
      payload: JSON.stringify(validNewBot({ description: 'x'.repeat(2 * 1024 * 1024) })),
    });
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ status: false, code: ApiCode.invalidInput });
  });
});

describe('user/bots/:id', () => {
  it('reads, updates and deletes your own bot', async () => {
    const { app, token, clock } = await session();
    const read = myBotSchema.parse(await callOk(app, 'GET', 'user/bots/b1004', { token }));
    expect(read.name).toBe('Deckhand');
    clock.advance(60_000);
    const updated = myBotSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004', {
        token,
        body: validBot({ name: 'Deckhand 2', public: false, supportUrl: 'https://kook.top/x' }),
      }),
    );
    expect(updated).toMatchObject({
      id: 'b1004',
      name: 'Deckhand 2',
      public: false,
      supportUrl: 'https://kook.top/x',
    });
    expect(Date.parse(updated.updatedAt)).toBe(clock.now());
    expect(updated.createdAt).toBe(read.createdAt);
    expect((await call(app, 'GET', 'bots/b1004')).body.code).toBe(ApiCode.notFound);

    expect(await callOk(app, 'DELETE', 'user/bots/b1004', { token })).toBeNull();
    expect((await call(app, 'GET', 'user/bots/b1004', { token })).body.code).toBe(ApiCode.notFound);
    expect((await call(app, 'DELETE', 'user/bots/b1004', { token })).body.code).toBe(
      ApiCode.notFound,
    );
  });

  it('keeps its own name when saved unchanged, but not another bot of yours', async () => {
    const { app, token } = await session();
    expect(
      (await call(app, 'PUT', 'user/bots/b1004', { token, body: validBot({ name: 'DECKHAND' }) }))
        .body.status,
    ).toBe(true);
    const { body } = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ name: 'Echo Radio' }),
    });
    expect(body).toMatchObject({
      code: ApiCode.conflict,
      data: { fields: { name: duplicateNameMessage } },
    });
  });

  it('validates an update like a create (without a token)', async () => {
    const { app, token } = await session();
    const { body } = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ name: 'x'.repeat(33), tags: ['nope'] }),
    });
    expect(fieldsOf(body.data)).toEqual({ name: rule.tooLong(32) });
    const unknownTag = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ tags: ['nope'] }),
    });
    expect(fieldsOf(unknownTag.body.data)).toEqual({ tags: rule.unknownTag });
    const bidi = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ name: 'Bot\u202Dx', summary: '\u2066Summary' }),
    });
    expect(fieldsOf(bidi.body.data)).toEqual({
      name: rule.bidiControl,
      summary: rule.bidiControl,
    });
  });

  it.each([
    ['GET', 'user/bots/b1001'],
    ['PUT', 'user/bots/b1001'],
    ['DELETE', 'user/bots/b1001'],
    ['GET', 'user/bots/b1001/settings'],
    ['PUT', 'user/bots/b1001/settings'],
    ['POST', 'user/bots/b1001/start'],
    ['POST', 'user/bots/b1001/stop'],
    ['POST', 'user/bots/b1001/restart'],
  ] as const)("%s %s on another user's bot is 400003", async (method, path) => {
    const { app, token } = await session();
    const body = path.endsWith('settings')
      ? validSettings()
      : method === 'PUT'
        ? validBot()
        : undefined;
    const result = await call(app, method, path, { token, body });
    expect(result.statusCode).toBe(403);
    expect(result.body).toMatchObject({ status: false, code: ApiCode.forbidden });
  });

  it.each([
    ['GET', 'user/bots/b9999'],
    ['DELETE', 'user/bots/b9999'],
    ['GET', 'user/bots/b9999/settings'],
    ['POST', 'user/bots/b9999/start'],
  ] as const)('%s %s on an unknown bot is 400004', async (method, path) => {
    const { app, token } = await session();
    const { body } = await call(app, method, path, { token });
    expect(body).toMatchObject({ code: ApiCode.notFound, message: 'Bot not found' });
  });
});

describe('PUT user/bots/:id with a version', () => {
  const read = async (app: Session['app'], token: string) =>
    myBotSchema.parse(await callOk(app, 'GET', 'user/bots/b1004', { token }));

  it("saves from the bot's updatedAt, then refuses an edit made from the older one", async () => {
    const { app, token, clock } = await session();
    const opened = await read(app, token);
    clock.advance(1000);
    const first = myBotSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004', {
        token,
        body: validBot({ name: 'Deckhand A', version: opened.updatedAt }),
      }),
    );
    expect(first.updatedAt).not.toBe(opened.updatedAt);

    clock.advance(1000);
    const stale = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ name: 'Deckhand B', version: opened.updatedAt }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({
      status: false,
      code: ApiCode.conflict,
      message: staleVersionMessage,
      data: { fields: { version: staleVersionMessage } },
    });
    expect(await read(app, token)).toEqual(first);

    const overwritten = myBotSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004', {
        token,
        body: validBot({ name: 'Deckhand B', version: first.updatedAt }),
      }),
    );
    expect(overwritten.name).toBe('Deckhand B');
  });

  it('gives two saves in the same millisecond versions of their own', async () => {
    const { app, token } = await session();
    const opened = await read(app, token);
    const first = myBotSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004', {
        token,
        body: validBot({ summary: 'First tab', version: opened.updatedAt }),
      }),
    );
    const second = myBotSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004', {
        token,
        body: validBot({ summary: 'Second save', version: first.updatedAt }),
      }),
    );
    expect(second.updatedAt).not.toBe(first.updatedAt);
    const { body } = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ summary: 'Stale tab', version: first.updatedAt }),
    });
    expect(body.code).toBe(ApiCode.conflict);
    expect((await read(app, token)).summary).toBe('Second save');
  });

  it('counts a settings save as a change to the bot', async () => {
    const { app, token, clock } = await session();
    const opened = await read(app, token);
    clock.advance(1000);
    await callOk(app, 'PUT', 'user/bots/b1004/settings', { token, body: validSettings() });
    const { body } = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ version: opened.updatedAt }),
    });
    expect(fieldsOf(body.data)).toEqual({ version: staleVersionMessage });
  });

  it('answers a stale save of what the bot already holds with the bot, unchanged', async () => {
    const { app, token, clock } = await session();
    const opened = await read(app, token);
    clock.advance(1000);
    const saved = myBotSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004', {
        token,
        body: validBot({ website: 'https://deck.example', version: opened.updatedAt }),
      }),
    );
    clock.advance(1000);
    // The same save again, as after an answer that was lost: no conflict, nothing moves.
    const retried = myBotSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004', {
        token,
        body: validBot({ website: 'https://deck.example', version: opened.updatedAt }),
      }),
    );
    expect(retried).toEqual(saved);
  });

  it('lets the last write win without a version, for older clients', async () => {
    const { app, token, clock } = await session();
    clock.advance(1000);
    await callOk(app, 'PUT', 'user/bots/b1004', { token, body: validBot({ summary: 'One' }) });
    clock.advance(1000);
    const last = myBotSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004', { token, body: validBot({ summary: 'Two' }) }),
    );
    expect(last.summary).toBe('Two');
  });

  it('keeps the other conflicts apart: a duplicate name names the name, not the version', async () => {
    const { app, token } = await session();
    const opened = await read(app, token);
    const { body } = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ name: 'Echo Radio', version: opened.updatedAt }),
    });
    expect(body.code).toBe(ApiCode.conflict);
    expect(fieldsOf(body.data)).toEqual({ name: duplicateNameMessage });
  });

  it('refuses a version that is not a date', async () => {
    const { app, token } = await session();
    const { body } = await call(app, 'PUT', 'user/bots/b1004', {
      token,
      body: validBot({ version: 'yesterday' }),
    });
    expect(body.code).toBe(ApiCode.invalidInput);
    expect(Object.keys(fieldsOf(body.data))).toEqual(['version']);
  });
});

describe('user/bots/:id/settings', () => {
  it('reads the seeded settings, the token only as a hint', async () => {
    const { app, token } = await session();
    const settings = botSettingsSchema.parse(
      await callOk(app, 'GET', 'user/bots/b1004/settings', { token }),
    );
    expect(settings.connection.tokenHint).toMatch(/^••••.{4}$/);
    expect(settings.behaviour.autoReplies.map((reply) => reply.id)).toEqual(['ar-1', 'ar-2']);
  });

  it('saves settings, keeps the client-made rule ids, refreshes updatedAt and gives a webhook URL', async () => {
    const { app, token, clock } = await session();
    clock.advance(5000);
    const saved = botSettingsSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004/settings', {
        token,
        headers: { host: 'localhost:3000' },
        body: validSettings({
          connection: { mode: 'webhook', verifyToken: 'verify-me', encryptKey: '' },
          behaviour: {
            prefix: '>>',
            autoReplies: [
              { id: 'client-7', keyword: ' hi ', match: 'prefix', reply: 'hello' },
              { id: 'client-3', keyword: 'bye', match: 'contains', reply: 'see you' },
            ],
          },
        }),
      }),
    );
    expect(saved.connection).toEqual({
      mode: 'webhook',
      tokenHint: expect.stringMatching(/^••••/) as unknown,
      callbackUrl: 'http://localhost:3000/api/v2/webhooks/kook/b1004',
      verifyToken: 'verify-me',
      encryptKey: null,
    });
    expect(saved.behaviour.prefix).toBe('>>');
    expect(saved.behaviour.autoReplies.map((reply) => [reply.id, reply.keyword])).toEqual([
      ['client-7', 'hi'],
      ['client-3', 'bye'],
    ]);
    expect(Date.parse(saved.updatedAt)).toBe(clock.now());
    const again = botSettingsSchema.parse(
      await callOk(app, 'GET', 'user/bots/b1004/settings', { token }),
    );
    expect(again.behaviour).toEqual(saved.behaviour);
  });

  it('refuses webhook mode on Free with 400003 and keeps the settings; saves websocket', async () => {
    const { app, token } = await session({ pro: false });
    const before = await callOk(app, 'GET', 'user/bots/b1004/settings', { token });
    const refused = await call(app, 'PUT', 'user/bots/b1004/settings', {
      token,
      body: validSettings({
        connection: { mode: 'webhook', verifyToken: 'verify-me', encryptKey: '' },
        behaviour: { prefix: '>>' },
      }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      status: false,
      code: ApiCode.forbidden,
      message: webhookNeedsProMessage,
    });
    expect(await callOk(app, 'GET', 'user/bots/b1004/settings', { token })).toEqual(before);

    const saved = botSettingsSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004/settings', {
        token,
        body: validSettings({ behaviour: { prefix: '>>' } }),
      }),
    );
    expect(saved.connection.mode).toBe('websocket');
    expect(saved.behaviour.prefix).toBe('>>');
  });

  it('takes webhook mode on Pro; back on Free the bot keeps it but saves only as websocket', async () => {
    const { app, token } = await session();
    const webhook = validSettings({
      connection: { mode: 'webhook', verifyToken: 'verify-me', encryptKey: '' },
    });
    const saved = botSettingsSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004/settings', { token, body: webhook }),
    );
    expect(saved.connection.mode).toBe('webhook');

    const downgrade = await app.inject({
      method: 'POST',
      url: '/demo/control/users/u-demo/plan',
      payload: { plan: 'free' },
    });
    expect(downgrade.statusCode).toBe(200);
    const kept = botSettingsSchema.parse(
      await callOk(app, 'GET', 'user/bots/b1004/settings', { token }),
    );
    expect(kept.connection.mode).toBe('webhook');
    const refused = await call(app, 'PUT', 'user/bots/b1004/settings', { token, body: webhook });
    expect(refused.body).toMatchObject({
      code: ApiCode.forbidden,
      message: webhookNeedsProMessage,
    });
    const switched = botSettingsSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004/settings', { token, body: validSettings() }),
    );
    expect(switched.connection).toMatchObject({ mode: 'websocket', callbackUrl: null });
  });

  it('replaces the token when one is given, and only then', async () => {
    const { app, token } = await session();
    const before = botSettingsSchema.parse(
      await callOk(app, 'GET', 'user/bots/b1004/settings', { token }),
    );
    const kept = botSettingsSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004/settings', { token, body: validSettings() }),
    );
    expect(kept.connection.tokenHint).toBe(before.connection.tokenHint);
    const replaced = botSettingsSchema.parse(
      await callOk(app, 'PUT', 'user/bots/b1004/settings', {
        token,
        body: validSettings({ token: 'brand-new-token-wxyz' }),
      }),
    );
    expect(replaced.connection.tokenHint).toBe('••••wxyz');
  });

  const long = (n: number) => 'a'.repeat(n);
  const rules = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `r${i}`,
      keyword: `k${i}`,
      match: 'exact',
      reply: 'r',
    }));
  const cases: [string, Parameters<typeof validSettings>[0], string, string | null][] = [
    ['prefix of 3', { behaviour: { prefix: '!!!' } }, 'behaviour.prefix', null],
    ['prefix of 4', { behaviour: { prefix: '!!!!' } }, 'behaviour.prefix', rule.tooLong(3)],
    ['empty prefix', { behaviour: { prefix: '' } }, 'behaviour.prefix', rule.required],
    ['prefix with a space', { behaviour: { prefix: '! ' } }, 'behaviour.prefix', rule.noWhitespace],
    [
      'welcome of 500',
      { behaviour: { welcome: { enabled: true, channelId: '1', message: long(500) } } },
      'behaviour.welcome.message',
      null,
    ],
    [
      'welcome of 501',
      { behaviour: { welcome: { enabled: true, channelId: '1', message: long(501) } } },
      'behaviour.welcome.message',
      rule.tooLong(500),
    ],
    [
      'empty channelId',
      { behaviour: { welcome: { enabled: false, channelId: '', message: '' } } },
      'behaviour.welcome.channelId',
      null,
    ],
    [
      'channelId with letters',
      { behaviour: { welcome: { enabled: true, channelId: '12a', message: '' } } },
      'behaviour.welcome.channelId',
      rule.digits,
    ],
    ['50 auto-replies', { behaviour: { autoReplies: rules(50) } }, 'behaviour.autoReplies', null],
    [
      '51 auto-replies',
      { behaviour: { autoReplies: rules(51) } },
      'behaviour.autoReplies',
      rule.tooMany(50),
    ],
    [
      'keyword of 50',
      { behaviour: { autoReplies: [{ id: 'a', keyword: long(50), match: 'exact', reply: 'r' }] } },
      'behaviour.autoReplies.0.keyword',
      null,
    ],
    [
      'keyword of 51',
      { behaviour: { autoReplies: [{ id: 'a', keyword: long(51), match: 'exact', reply: 'r' }] } },
      'behaviour.autoReplies.0.keyword',
      rule.tooLong(50),
    ],
    [
      'blank keyword',
      { behaviour: { autoReplies: [{ id: 'a', keyword: ' ', match: 'exact', reply: 'r' }] } },
      'behaviour.autoReplies.0.keyword',
      rule.required,
    ],
    [
      'reply of 500',
      { behaviour: { autoReplies: [{ id: 'a', keyword: 'k', match: 'exact', reply: long(500) }] } },
      'behaviour.autoReplies.0.reply',
      null,
    ],
    [
      'reply of 501',
      { behaviour: { autoReplies: [{ id: 'a', keyword: 'k', match: 'exact', reply: long(501) }] } },
      'behaviour.autoReplies.0.reply',
      rule.tooLong(500),
    ],
    [
      '200 filter words',
      {
        behaviour: {
          keywordFilter: {
            enabled: true,
            words: Array.from({ length: 200 }, (_, i) => `w${i}`),
            action: 'warn',
          },
        },
      },
      'behaviour.keywordFilter.words',
      null,
    ],
    [
      '201 filter words',
      {
        behaviour: {
          keywordFilter: {
            enabled: true,
            words: Array.from({ length: 201 }, (_, i) => `w${i}`),
            action: 'warn',
          },
        },
      },
      'behaviour.keywordFilter.words',
      rule.tooMany(200),
    ],
    [
      'word of 30',
      { behaviour: { keywordFilter: { enabled: true, words: [long(30)], action: 'warn' } } },
      'behaviour.keywordFilter.words.0',
      null,
    ],
    [
      'word of 31',
      { behaviour: { keywordFilter: { enabled: true, words: [long(31)], action: 'warn' } } },
      'behaviour.keywordFilter.words.0',
      rule.tooLong(30),
    ],
    ['token of 200', { token: long(200) }, 'token', null],
    ['token of 201', { token: long(201) }, 'token', rule.tooLong(200)],
    ['token with whitespace', { token: 'ab\tcd' }, 'token', rule.noWhitespace],
    [
      'unknown mode',
      { connection: { mode: 'carrier-pigeon' } },
      'connection.mode',
      expect.any(String) as string,
    ],
  ];

  it.each(cases)('%s', async (_label, overrides, field, error) => {
    const { app, token } = await session();
    const { body } = await call(app, 'PUT', 'user/bots/b1004/settings', {
      token,
      body: validSettings(overrides),
    });
    if (error === null) {
      expect(body.status).toBe(true);
      botSettingsSchema.parse(body.data);
    } else {
      expect(body.code).toBe(ApiCode.invalidInput);
      expect(fieldsOf(body.data)).toEqual({ [field]: error });
    }
  });
});

describe('start, stop and restart', () => {
  async function act(s: Session, id: string, action: 'start' | 'stop' | 'restart') {
    return botActionResultSchema.parse(
      await callOk(s.app, 'POST', `user/bots/${id}/${action}`, { token: s.token }),
    ).status;
  }
  async function status(s: Session, id: string) {
    return myBotSchema.parse(await callOk(s.app, 'GET', `user/bots/${id}`, { token: s.token }))
      .status;
  }

  it('starts through starting to online, and stops through stopping to offline', async () => {
    const s = await session();
    const bot = myBotSchema.parse(
      await callOk(s.app, 'POST', 'user/bots', { token: s.token, body: validNewBot() }),
    );
    // Nothing is measured of a bot that has never run here.
    expect(bot.measured).toBeNull();
    const startedAt = s.clock.now();
    expect(await act(s, bot.id, 'start')).toBe('starting');
    expect(await act(s, bot.id, 'start')).toBe('starting');
    s.clock.advance(TRANSITION_MS - 1);
    expect(await status(s, bot.id)).toBe('starting');
    s.clock.advance(1);
    expect(await status(s, bot.id)).toBe('online');
    expect(await act(s, bot.id, 'start')).toBe('online');
    const card = await callOk(s.app, 'GET', `bots/${bot.id}`);
    // Measured from the moment it first came online.
    expect(card).toMatchObject({
      online: true,
      measured: {
        uptime: 1,
        reconnects: 0,
        since: new Date(startedAt + TRANSITION_MS).toISOString(),
      },
    });

    expect(await act(s, bot.id, 'stop')).toBe('stopping');
    s.clock.advance(TRANSITION_MS);
    expect(await status(s, bot.id)).toBe('offline');
    expect(await act(s, bot.id, 'stop')).toBe('offline');

    expect(await act(s, bot.id, 'restart')).toBe('starting');
    s.clock.advance(TRANSITION_MS);
    expect(await status(s, bot.id)).toBe('online');
  });

  it('ends in error for a rejected token until the token is replaced', async () => {
    const s = await session();
    expect(await act(s, 'b1061', 'start')).toBe('starting');
    s.clock.advance(TRANSITION_MS);
    const failed = myBotSchema.parse(
      await callOk(s.app, 'GET', 'user/bots/b1061', { token: s.token }),
    );
    expect(failed.status).toBe('error');
    expect(failed.lastError).toMatch(/token/);
    expect(failed.lastErrorCause).toEqual({ kind: 'tokenRejected', params: {} });

    await callOk(s.app, 'PUT', 'user/bots/b1061/settings', {
      token: s.token,
      body: validSettings({ token: 'fresh-token-1234' }),
    });
    expect(await act(s, 'b1061', 'restart')).toBe('starting');
    s.clock.advance(TRANSITION_MS);
    const fixed = myBotSchema.parse(
      await callOk(s.app, 'GET', 'user/bots/b1061', { token: s.token }),
    );
    expect(fixed).toMatchObject({ status: 'online', lastError: null, lastErrorCause: null });
  });
});
