/** @jest-environment node */
// Bilingual listings and KOOK's community rules (docs/product.md §8.6), as the provider enforces
// them: whatever a client sends, through the same shared schema the form uses.
import * as z from 'zod/mini';
import { ApiCode, rule } from '../../../src/api/constants';
import { botCardSchema, botProfileSchema, myBotSchema, pageSchema } from '../../../src/api/schemas';
import { call, callOk, makeServer, signedInServer, validBot, validNewBot } from '../testHarness';

const pageOfCards = pageSchema(botCardSchema);
const fieldsOf = (data: unknown) => (data as { fields: Record<string, string> }).fields;
const chinese = { name: '港口机器人', summary: '让港口保持整洁。', description: '## 港口\n\n整洁' };

describe('bilingual listings in GET bots', () => {
  it('lists every seeded bot in English, and every fourth (not the demo user’s) in Chinese too', async () => {
    const { app } = makeServer();
    const { items } = pageOfCards.parse(
      await callOk(app, 'GET', 'bots', { query: { pageSize: 100 } }),
    );
    expect(items.every((bot) => bot.language === 'en-US')).toBe(true);
    const translated = items.filter((bot) => bot.translation).map((bot) => bot.id);
    expect(translated).toHaveLength(15);
    expect(translated).toContain('b1001');
    expect(items.find((bot) => bot.id === 'b1001')?.translation?.name).toMatch(/\p{Script=Han}/u);
  });

  it('filters by language: a listing written in it or translated into it', async () => {
    const { app } = makeServer();
    const list = async (language: string) =>
      pageOfCards.parse(await callOk(app, 'GET', 'bots', { query: { language, pageSize: 100 } }));
    expect((await list('en-US')).total).toBe(60);
    const zh = await list('zh-CN');
    expect(zh.total).toBe(15);
    expect(zh.items.every((bot) => bot.translation !== null)).toBe(true);
  });

  it('refuses a language the app does not speak', async () => {
    const { app } = makeServer();
    const { body } = await call(app, 'GET', 'bots', { query: { language: 'fr-FR' } });
    expect(body).toMatchObject({ status: false, code: ApiCode.invalidInput });
    expect(Object.keys(fieldsOf(body.data))).toEqual(['language']);
  });

  it('finds a bot by the words of its translation', async () => {
    const { app } = makeServer();
    const profile = botProfileSchema.parse(await callOk(app, 'GET', 'bots/b1001'));
    const word = profile.translation?.name.split(' ')[1] ?? '';
    const { items } = pageOfCards.parse(
      await callOk(app, 'GET', 'bots', { query: { keyword: word, pageSize: 100 } }),
    );
    expect(items.map((bot) => bot.id)).toContain('b1001');
  });
});

describe('saving a bilingual listing', () => {
  it('creates a bot with its Chinese listing and gives it on its page', async () => {
    const { app, token } = await signedInServer();
    const bot = myBotSchema.parse(
      await callOk(app, 'POST', 'user/bots', {
        token,
        body: validNewBot({ language: 'en-US', translation: chinese }),
      }),
    );
    expect(bot).toMatchObject({ language: 'en-US', translation: chinese });
    const page = botProfileSchema.parse(await callOk(app, 'GET', `bots/${bot.id}`));
    expect(page.translation).toEqual(chinese);
  });

  it('stores a blank translation as none, and reads an older client’s language from the name', async () => {
    const { app, token } = await signedInServer();
    const bot = myBotSchema.parse(
      await callOk(app, 'POST', 'user/bots', {
        token,
        body: validNewBot({
          name: '海港',
          translation: { name: ' ', summary: '', description: '' },
        }),
      }),
    );
    expect(bot).toMatchObject({ language: 'zh-CN', translation: null });
  });

  it('refuses a translation without its name and summary, naming those fields', async () => {
    const { app, token } = await signedInServer();
    const { body } = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ translation: { name: '', summary: '', description: '只有描述' } }),
    });
    expect(body).toMatchObject({ status: false, code: ApiCode.invalidInput });
    expect(fieldsOf(body.data)).toEqual({
      'translation.name': rule.required,
      'translation.summary': rule.required,
    });
  });

  it('keeps the language and translation when an older client saves without them', async () => {
    const { app, token } = await signedInServer();
    const made = myBotSchema.parse(
      await callOk(app, 'POST', 'user/bots', {
        token,
        body: validNewBot({ language: 'en-US', translation: chinese }),
      }),
    );
    const saved = myBotSchema.parse(
      await callOk(app, 'PUT', `user/bots/${made.id}`, {
        token,
        body: validBot({ summary: 'A new summary.' }),
      }),
    );
    expect(saved).toMatchObject({
      language: 'en-US',
      translation: chinese,
      summary: 'A new summary.',
    });
    const removed = myBotSchema.parse(
      await callOk(app, 'PUT', `user/bots/${made.id}`, {
        token,
        body: validBot({ translation: null }),
      }),
    );
    expect(removed.translation).toBeNull();
  });
});

describe("KOOK's community rules, enforced by the provider", () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['KOOK in the name', { name: 'KOOK Helper' }, { name: rule.reservedWord('KOOK') }],
    ['官方 in the name', { name: '官方音乐' }, { name: rule.reservedWord('官方') }],
    ['Admin, ignoring case', { name: 'ADMIN bot' }, { name: rule.reservedWord('Admin') }],
    ['KOOK at the start of a word', { name: 'KOOKHelper' }, { name: rule.reservedWord('KOOK') }],
    ['an invite link in the name', { name: 'Join kook.top/abc' }, { name: rule.linkInName }],
    ['a URL in the name', { name: 'Bot https://x.example' }, { name: rule.linkInName }],
    ['a name of symbols only', { name: '★★★' }, { name: rule.symbolsOnly }],
    [
      'a banned term in the summary',
      { summary: 'Free NSFW pics' },
      { summary: rule.bannedTerm('nsfw') },
    ],
    [
      'a banned term in the description',
      { description: '## 色情' },
      { description: rule.bannedTerm('色情') },
    ],
    [
      'the translation’s name',
      { translation: { ...chinese, name: 'KOOK官方助手' } },
      { 'translation.name': rule.reservedWord('KOOK') },
    ],
    [
      'the translation’s description',
      { translation: { ...chinese, description: '赌博' } },
      { 'translation.description': rule.bannedTerm('赌博') },
    ],
  ];

  it.each(cases)('refuses %s with 400001 under the field', async (_case, override, fields) => {
    const { app, token } = await signedInServer();
    const { body } = await call(app, 'POST', 'user/bots', { token, body: validNewBot(override) });
    expect(body).toMatchObject({ status: false, code: ApiCode.invalidInput });
    expect(fieldsOf(body.data)).toEqual(fields);
    const edit = await call(app, 'PUT', 'user/bots/b1004', { token, body: validBot(override) });
    expect(edit.body).toMatchObject({ status: false, code: ApiCode.invalidInput });
    expect(fieldsOf(edit.body.data)).toEqual(fields);
  });

  it('refuses an avatar from anywhere but KOOK’s image host', async () => {
    const { app, token } = await signedInServer();
    const { body } = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ avatar: 'https://tracker.example/a.png' }),
    });
    expect(fieldsOf(body.data)).toEqual({ avatar: rule.imageHost });
  });

  it('keeps rules to words: a Moderation bot with a link in its description passes', async () => {
    const { app, token } = await signedInServer();
    const bot = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({
        name: 'Moderation Pal',
        description: 'Docs at https://docs.example.com',
      }),
    });
    expect(bot.body.status).toBe(true);
  });

  it.each(['Badminton Club', 'Ecosystem Watch', 'Singapore Weather'])(
    'matches English words where a word starts: %s passes',
    async (name) => {
      const { app, token } = await signedInServer();
      const bot = await call(app, 'POST', 'user/bots', { token, body: validNewBot({ name }) });
      expect(bot.body.status).toBe(true);
    },
  );
});

describe("the provider's community rules against look-alike characters", () => {
  // Issue 31, item 2: each was accepted and published before. What the provider refuses is what a
  // reader sees, whatever code points a client sends.
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['full-width KOOK', { name: 'ＫＯＯＫ Helper' }, { name: rule.reservedWord('KOOK') }],
    [
      'a zero-width space in KOOK',
      { name: 'K\u200BOOK Helper' },
      { name: rule.invisibleCharacter },
    ],
    ['a Cyrillic О', { name: '\u041Efficial Helper' }, { name: rule.reservedWord('Official') }],
    [
      'a zero-width joiner in Admin',
      { name: 'Ad\u200Dmin Helper' },
      { name: rule.invisibleCharacter },
    ],
    ['a soft hyphen', { name: 'Sys\u00ADtem Bot' }, { name: rule.invisibleCharacter }],
    [
      'Greek capitals',
      { name: '\u039A\u039F\u039F\u039A Bot' },
      { name: rule.reservedWord('KOOK') },
    ],
    ['spaced-out letters', { name: 'S t a f f Desk' }, { name: rule.reservedWord('Staff') }],
    [
      'a spaced-out summary',
      { summary: 'best c a s i n o' },
      { summary: rule.bannedTerm('casino') },
    ],
    ['a dotted summary', { summary: 'c.a.s.i.n.o nights' }, { summary: rule.bannedTerm('casino') }],
    [
      'a translation’s name with an invisible character',
      { translation: { ...chinese, name: '官\u200B方助手' } },
      { 'translation.name': rule.invisibleCharacter },
    ],
  ];

  it.each(cases)('refuses %s on create and edit', async (_case, override, fields) => {
    const { app, token } = await signedInServer();
    const { body } = await call(app, 'POST', 'user/bots', { token, body: validNewBot(override) });
    expect(body).toMatchObject({ status: false, code: ApiCode.invalidInput });
    expect(fieldsOf(body.data)).toStrictEqual(fields);
    const edit = await call(app, 'PUT', 'user/bots/b1004', { token, body: validBot(override) });
    expect(edit.body).toMatchObject({ status: false, code: ApiCode.invalidInput });
    expect(fieldsOf(edit.body.data)).toStrictEqual(fields);
  });

  it.each([
    ['Pop or Nothing', 'Let’s go relax with a D and D group'],
    ['❤️ Helper', 'Music for everyone'],
    ['我的 音乐 助手', '播放 音乐，管理 频道'],
  ])('still publishes ordinary text: %s', async (name, summary) => {
    const { app, token } = await signedInServer();
    const made = await call(app, 'POST', 'user/bots', {
      token,
      body: validNewBot({ name, summary }),
    });
    expect(made.body.status).toBe(true);
  });
});

describe('seeded listings parse', () => {
  it('every public card with a translation has both its name and summary', async () => {
    const { app } = makeServer();
    const cards = z
      .array(botCardSchema)
      .parse(
        ((await callOk(app, 'GET', 'bots', { query: { pageSize: 100 } })) as { items: unknown[] })
          .items,
      );
    for (const card of cards.filter((bot) => bot.translation)) {
      expect(card.translation?.name.trim()).not.toBe('');
      expect(card.translation?.summary.trim()).not.toBe('');
    }
  });
});
