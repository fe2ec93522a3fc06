// The form's bilingual values (docs/product.md §8.6): loaded from a bot, kept in a draft, and the
// provider's errors on the other language's fields put on those fields.
import { myBotFixture } from '../../testing/fixtures';
import { emptyBot, formValuesOf, fromStoredDraft, placeBotField, profileOf } from './botFormValues';

const chinese = { name: '助手', summary: '保持整洁', description: '' };

describe('the bot form’s listing languages', () => {
  it('loads a bot’s language and translation, and an older bot’s language from its name', () => {
    const values = formValuesOf(myBotFixture({ language: 'en-US', translation: chinese }));
    expect(values).toMatchObject({ language: 'en-US', translation: chinese });
    expect(formValuesOf(myBotFixture({ name: '助手' }))).toMatchObject({
      language: 'zh-CN',
      translation: { name: '', summary: '', description: '' },
    });
  });

  it('sends both, and a draft brings them back', () => {
    const values = { ...emptyBot, language: 'zh-CN' as const, translation: chinese };
    expect(profileOf(values)).toMatchObject({ language: 'zh-CN', translation: chinese });
    const stored: unknown = JSON.parse(JSON.stringify(profileOf(values)));
    expect(fromStoredDraft(emptyBot, stored)).toMatchObject({
      language: 'zh-CN',
      translation: chinese,
    });
    expect(fromStoredDraft(emptyBot, { language: 'fr', translation: 'x' })).toMatchObject({
      language: 'en-US',
      translation: emptyBot.translation,
    });
  });

  it('puts the provider’s errors on the translation’s own fields', () => {
    const place = placeBotField(false);
    expect(place('translation.name')).toBe('translation.name');
    expect(place('translation.summary')).toBe('translation.summary');
    expect(place('language')).toBe('language');
    expect(place('translation')).toBeNull();
  });
});
