import { Translator } from './translator';

function translator() {
  const i18n = new Translator('en-US');
  i18n.add('en-US', 'common', {
    hello: 'Hello, {{name}}',
    nested: { deeper: { key: 'Deep' } },
    bots_one: '{{count}} bot',
    bots_other: '{{count}} bots',
    onlyEnglish: 'English only',
    plain: 'No placeholders',
  });
  i18n.add('zh-CN', 'common', {
    hello: '你好，{{name}}',
    nested: { deeper: { key: '深' } },
    bots_other: '{{count}} 个机器人',
  });
  i18n.add('en-US', 'bot', { title: 'About {{ name }}' });
  i18n.add('zh-CN', 'bot', { title: '关于 {{name}}' });
  return i18n;
}

describe('Translator', () => {
  it('fills placeholders, with or without spaces inside the braces', () => {
    const i18n = translator();
    expect(i18n.getFixedT('en-US')('hello', { name: 'Ada' })).toBe('Hello, Ada');
    expect(i18n.getFixedT('en-US', 'bot')('title', { name: 'Helper' })).toBe('About Helper');
    expect(i18n.getFixedT('zh-CN')('hello', { name: 'Ada' })).toBe('你好，Ada');
  });

  it('inserts values as text, never re-reading them as placeholders', () => {
    const t = translator().getFixedT('en-US');
    expect(t('hello', { name: '{{name}} <b>x</b>' })).toBe('Hello, {{name}} <b>x</b>');
    expect(t('hello')).toBe('Hello, ');
    expect(t('hello', {})).toBe('Hello, ');
  });

  it('joins a list as each language does', () => {
    const i18n = translator();
    i18n.add('en-US', 'common', { with: 'Bots with {{tags, list}}' });
    i18n.add('zh-CN', 'common', { with: '带有{{ tags , list }}的机器人' });
    expect(i18n.getFixedT('en-US')('with', { tags: ['Music', 'Games', 'Tools'] })).toBe(
      'Bots with Music, Games, and Tools',
    );
    expect(i18n.getFixedT('zh-CN')('with', { tags: ['音乐', '游戏'] })).toBe(
      '带有音乐和游戏的机器人',
    );
    expect(i18n.getFixedT('en-US')('with', { tags: ['Music'] })).toBe('Bots with Music');
  });

  it('reads nested keys and names another namespace with ns: or the ns option', () => {
    const t = translator().getFixedT('zh-CN');
    expect(t('nested.deeper.key')).toBe('深');
    expect(t('bot:title', { name: 'A' })).toBe('关于 A');
    expect(t('title', { ns: 'bot', name: 'A' })).toBe('关于 A');
  });

  it('picks the plural form by count in each language', () => {
    const i18n = translator();
    const en = i18n.getFixedT('en-US');
    expect(en('bots', { count: 1 })).toBe('1 bot');
    expect(en('bots', { count: 0 })).toBe('0 bots');
    expect(en('bots', { count: 3 })).toBe('3 bots');
    // Chinese has one form, "other", whatever the number.
    expect(i18n.getFixedT('zh-CN')('bots', { count: 1 })).toBe('1 个机器人');
  });

  it('falls back to English, then to the key itself', () => {
    const t = translator().getFixedT('zh-CN');
    expect(t('onlyEnglish')).toBe('English only');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('bot:missing')).toBe('missing');
    // A key that names a branch, not a string, is not a translation.
    expect(t('nested')).toBe('nested');
    // …unless the caller says what to show instead (a provider's own message).
    expect(t('validation.unheardOf', { defaultValue: 'Too shiny' })).toBe('Too shiny');
  });

  it('tells subscribers of a change of language, once, until they unsubscribe', () => {
    const i18n = translator();
    const heard: string[] = [];
    const stop = i18n.subscribe((language) => heard.push(language));
    i18n.changeLanguage('zh-CN');
    i18n.changeLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    stop();
    i18n.changeLanguage('en-US');
    expect(heard).toEqual(['zh-CN']);
  });

  it('adds to a namespace already registered', () => {
    const i18n = translator();
    i18n.add('en-US', 'common', { extra: 'More' });
    const t = i18n.getFixedT('en-US');
    expect(t('extra')).toBe('More');
    expect(t('plain')).toBe('No placeholders');
  });
});
