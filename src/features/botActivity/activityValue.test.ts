import type { Language } from '../../lib/language';
import { Translator } from '../../lib/translator';
import en from '../../locales/en-US/botActivity.json';
import zh from '../../locales/zh-CN/botActivity.json';
import { displayValue } from './activityValue';

const i18n = new Translator('en-US');
i18n.add('en-US', 'botActivity', en);
i18n.add('zh-CN', 'botActivity', zh);

describe('a changed value in words', () => {
  it.each([
    ['en-US', 'behaviour.welcome.enabled', 'true', 'On'],
    ['zh-CN', 'behaviour.keywordFilter.enabled', 'false', '关'],
    ['en-US', 'plan', 'pro', 'Pro'],
    ['zh-CN', 'plan', 'pro', '专业版'],
    ['zh-CN', 'plan', 'free', '免费版'],
    ['zh-CN', 'role', 'admin', '管理员'],
    ['en-US', 'connection.mode', 'webhook', 'Webhook'],
    ['en-US', 'language', 'zh-CN', '简体中文'],
    ['zh-CN', 'language', 'en-US', 'English'],
    ['en-US', 'translation.name', 'en-US', 'en-US'],
    ['en-US', 'planExpiresAt', '2025-11-01T09:14:00.000Z', 'Nov 1, 2025'],
    ['zh-CN', 'planExpiresAt', '2025-11-01T09:14:00.000Z', '2025年11月1日'],
    // Anything else as recorded, words a bot's owner typed included.
    ['en-US', 'name', 'pro', 'pro'],
    ['en-US', 'name', 'true', 'true'],
    ['en-US', 'summary', '2025-11-01T09:14:00.000Z', '2025-11-01T09:14:00.000Z'],
    ['en-US', 'behaviour.prefix', '!', '!'],
    ['en-US', 'plan', 'enterprise', 'enterprise'],
  ] as [Language, string, string, string][])('%s %s %s → %s', (language, field, value, shown) => {
    const t = i18n.getFixedT(language, 'botActivity');
    expect(displayValue(t, field, value, language)).toBe(shown);
  });
});

describe('a change of tags in words', () => {
  const names = {
    'en-US': new Map([
      ['utility', 'Utility'],
      ['games', 'Games'],
    ]),
    'zh-CN': new Map([
      ['utility', '实用工具'],
      ['games', '游戏'],
    ]),
  };

  it.each([
    ['en-US', 'utility, games', 'Utility, Games'],
    ['zh-CN', 'utility, games', '实用工具、游戏'],
    ['zh-CN', 'utility', '实用工具'],
    // A tag the catalogue no longer has keeps its id.
    ['en-US', 'utility, retired', 'Utility, retired'],
  ] as [Language, string, string][])('%s %s → %s', (language, value, shown) => {
    const t = i18n.getFixedT(language, 'botActivity');
    expect(displayValue(t, 'tags', value, language, names[language])).toBe(shown);
  });

  it('shows the ids while the catalogue is not there', () => {
    const t = i18n.getFixedT('en-US', 'botActivity');
    expect(displayValue(t, 'tags', 'utility, games', 'en-US')).toBe('utility, games');
  });
});
