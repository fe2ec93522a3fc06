// The form's rules at their limits and just past them, through the very schemas the form resolves
// with (the UI tests cover a representative few end to end).
import { botInputSchema, newBotInputSchema } from '../../api/schemas';
import type { NewBotInput } from '../../api/schemas';
import { fieldErrorsOf } from '../../api/schemas';

const valid: NewBotInput = {
  name: 'Helper',
  avatar: '',
  summary: 'Keeps the server tidy',
  description: '',
  tags: ['music'],
  inviteUrl: 'https://kook.example/invite',
  website: '',
  supportUrl: '',
  public: true,
  token: 'abc',
};

function errorsFor(patch: Partial<NewBotInput>): Record<string, string> {
  const result = newBotInputSchema.safeParse({ ...valid, ...patch });
  return result.success ? {} : fieldErrorsOf(result.error);
}

const x = (n: number) => 'x'.repeat(n);

describe('bot form rules', () => {
  it('accepts the valid bot', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('name: 2–32 characters after trimming', () => {
    expect(errorsFor({ name: x(2) })).toEqual({});
    expect(errorsFor({ name: x(32) })).toEqual({});
    expect(errorsFor({ name: `  ${x(32)}  ` })).toEqual({});
    expect(errorsFor({ name: ' a ' })).toEqual({ name: 'validation.tooShort?min=2' });
    expect(errorsFor({ name: x(33) })).toEqual({ name: 'validation.tooLong?max=32' });
    expect(errorsFor({ name: '   ' })).toEqual({ name: 'validation.required' });
  });

  it('counts characters as people do (an emoji is one)', () => {
    // A letter too: a name of emoji alone is symbols only (KOOK's rules, product §8.6).
    expect(errorsFor({ name: `R${'🤖'.repeat(31)}` })).toEqual({});
    expect(errorsFor({ name: `R${'🤖'.repeat(32)}` })).toEqual({
      name: 'validation.tooLong?max=32',
    });
  });

  it('summary: 1–80', () => {
    expect(errorsFor({ summary: x(80) })).toEqual({});
    expect(errorsFor({ summary: x(81) })).toEqual({ summary: 'validation.tooLong?max=80' });
    expect(errorsFor({ summary: '' })).toEqual({ summary: 'validation.required' });
  });

  const bidiControls = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

  it.each(
    bidiControls.map((code) => [code.toString(16).toUpperCase(), String.fromCodePoint(code)]),
  )('name and summary: refuse the bidi control U+%s anywhere', (_code, control) => {
    expect(errorsFor({ name: `Help${control}er`, summary: `${control}Tidy` })).toEqual({
      name: 'validation.bidiControl',
      summary: 'validation.bidiControl',
    });
  });

  it('name and summary: keep right-to-left text and the marks that are not controls', () => {
    expect(errorsFor({ name: 'مساعد\u200F', summary: 'עוזר \u200EHelper' })).toEqual({});
    expect(errorsFor({ description: 'Plays \u202Emusic' })).toEqual({});
  });

  it('description: at most 10,000', () => {
    expect(errorsFor({ description: x(10_000) })).toEqual({});
    expect(errorsFor({ description: x(10_001) })).toEqual({
      description: 'validation.tooLong?max=10000',
    });
  });

  it('tags: 1 to 5, no repeats', () => {
    const tagsError = { tags: 'validation.tagsCount?min=1&max=5' };
    expect(errorsFor({ tags: [] })).toEqual(tagsError);
    expect(errorsFor({ tags: ['a'] })).toEqual({});
    expect(errorsFor({ tags: ['a', 'b', 'c', 'd', 'e'] })).toEqual({});
    expect(errorsFor({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(tagsError);
    expect(errorsFor({ tags: ['a', 'a'] })).toEqual(tagsError);
  });

  it('invite URL: required https; website and support: empty or https', () => {
    expect(errorsFor({ inviteUrl: 'http://kook.example' })).toEqual({
      inviteUrl: 'validation.httpsUrl',
    });
    expect(errorsFor({ inviteUrl: '' })).toEqual({ inviteUrl: 'validation.required' });
    for (const key of ['website', 'supportUrl'] as const) {
      expect(errorsFor({ [key]: '' })).toEqual({});
      expect(errorsFor({ [key]: 'https://example.com/a' })).toEqual({});
      expect(errorsFor({ [key]: 'http://example.com/a' })).toEqual({
        [key]: 'validation.httpsUrl',
      });
      expect(errorsFor({ [key]: 'javascript:alert(1)' })).toEqual({
        [key]: 'validation.httpsUrl',
      });
    }
  });

  it('avatar: empty, or an https image on KOOK’s CDN', () => {
    expect(errorsFor({ avatar: '' })).toEqual({});
    expect(errorsFor({ avatar: ' https://img.kookapp.cn/assets/a.png ' })).toEqual({});
    expect(errorsFor({ avatar: 'https://tracker.example/a.png' })).toEqual({
      avatar: 'validation.imageHost',
    });
    expect(errorsFor({ avatar: 'http://img.kookapp.cn/a.png' })).toEqual({
      avatar: 'validation.httpsUrl',
    });
    expect(errorsFor({ avatar: 'javascript:alert(1)' })).toEqual({
      avatar: 'validation.httpsUrl',
    });
  });

  it('token: 1–200 characters after trimming, no whitespace inside', () => {
    expect(errorsFor({ token: x(200) })).toEqual({});
    expect(errorsFor({ token: x(201) })).toEqual({ token: 'validation.tooLong?max=200' });
    expect(errorsFor({ token: '' })).toEqual({ token: 'validation.required' });
    expect(errorsFor({ token: ' \n ' })).toEqual({ token: 'validation.required' });
    expect(errorsFor({ token: 'ab c' })).toEqual({ token: 'validation.noWhitespace' });
    expect(errorsFor({ token: 'a\tbc' })).toEqual({ token: 'validation.noWhitespace' });
    // A pasted token's surrounding space and line break are dropped, as other fields' are.
    expect(errorsFor({ token: ` ${x(200)}\n` })).toEqual({});
    expect(newBotInputSchema.parse({ ...valid, token: '  abc\t\n' }).token).toBe('abc');
  });

  it('edit has no token rule and sends none', () => {
    const result = botInputSchema.safeParse({ ...valid, token: '' });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('token');
  });
});
