import { botCardFixture, botProfileFixture } from '../testing/fixtures';
import { shownDescription, shownListing } from './listing';

const chinese = { name: '助手', summary: '保持整洁', description: '## 助手' };

describe('shownListing', () => {
  const bot = botCardFixture({ language: 'en-US', translation: chinese });

  it('shows the primary text to a reader of its language, unmarked', () => {
    expect(shownListing(bot, 'en-US')).toEqual({
      name: 'Helper',
      summary: 'Keeps the server tidy',
    });
  });

  it('shows the translation to a reader of the other language', () => {
    expect(shownListing(bot, 'zh-CN')).toEqual({ name: '助手', summary: '保持整洁' });
  });

  it('falls back to the primary text, marked with its language, when there is no translation', () => {
    const english = botCardFixture({ language: 'en-US', translation: null });
    expect(shownListing(english, 'zh-CN')).toEqual({
      name: 'Helper',
      summary: 'Keeps the server tidy',
      lang: 'en-US',
    });
    const chineseOnly = botCardFixture({ name: '助手', language: 'zh-CN', translation: null });
    expect(shownListing(chineseOnly, 'en-US')).toMatchObject({ name: '助手', lang: 'zh-CN' });
  });

  it('shows an older provider’s bot, with no language, as it is and unmarked', () => {
    expect(shownListing(botCardFixture(), 'zh-CN')).toEqual({
      name: 'Helper',
      summary: 'Keeps the server tidy',
    });
  });
});

describe('shownDescription', () => {
  it("gives the translation's description, or the primary one marked when it has none", () => {
    const bot = botProfileFixture({ language: 'en-US', translation: chinese });
    expect(shownDescription(bot, 'zh-CN')).toEqual({ text: '## 助手' });
    expect(shownDescription(bot, 'en-US')).toEqual({ text: bot.description });
    const blank = botProfileFixture({
      language: 'en-US',
      translation: { ...chinese, description: '  ' },
    });
    expect(shownDescription(blank, 'zh-CN')).toEqual({ text: blank.description, lang: 'en-US' });
  });
});
