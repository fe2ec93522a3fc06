// The configure form's rules at their limits and just past them (the shared schema the form
// resolves with, fed what the form would send), and how drafts and provider paths are read.
import { botSettingsInputSchema, fieldErrorsOf } from '../../api/schemas';
import {
  formValuesOf,
  fromStoredDraft,
  inputOf,
  newRule,
  placeSettingsField,
  storedDraftOf,
} from './settingsFormValues';
import type { SettingsFormValues } from './settingsFormValues';
import { wordProblem } from './KeywordFilterEditor';
import { botSettings } from '../../testing/fixtures';

const base = formValuesOf(botSettings);
const x = (n: number) => 'x'.repeat(n);

function errorsFor(change: (values: SettingsFormValues) => void): Record<string, string> {
  const values = structuredClone(base);
  change(values);
  const result = botSettingsInputSchema.safeParse(inputOf(values));
  return result.success ? {} : fieldErrorsOf(result.error);
}

const rules = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    keyword: `k${i}`,
    match: 'exact' as const,
    reply: 'r',
  }));

describe('settings rules', () => {
  it('accepts the loaded settings', () => {
    expect(errorsFor(() => undefined)).toEqual({});
  });

  it('prefix: 1–3 non-space characters', () => {
    expect(errorsFor((v) => (v.behaviour.prefix = '!!!'))).toEqual({});
    expect(errorsFor((v) => (v.behaviour.prefix = '!!!!'))).toEqual({
      'behaviour.prefix': 'validation.tooLong?max=3',
    });
    expect(errorsFor((v) => (v.behaviour.prefix = ''))).toEqual({
      'behaviour.prefix': 'validation.required',
    });
    expect(errorsFor((v) => (v.behaviour.prefix = '! '))).toEqual({
      'behaviour.prefix': 'validation.noWhitespace',
    });
  });

  it('welcome: message at most 500, channel id digits or empty', () => {
    expect(errorsFor((v) => (v.behaviour.welcome.message = x(500)))).toEqual({});
    expect(errorsFor((v) => (v.behaviour.welcome.message = x(501)))).toEqual({
      'behaviour.welcome.message': 'validation.tooLong?max=500',
    });
    expect(errorsFor((v) => (v.behaviour.welcome.channelId = ''))).toEqual({});
    expect(errorsFor((v) => (v.behaviour.welcome.channelId = '0123456789'))).toEqual({});
    expect(errorsFor((v) => (v.behaviour.welcome.channelId = '12a'))).toEqual({
      'behaviour.welcome.channelId': 'validation.digits',
    });
    expect(errorsFor((v) => (v.behaviour.welcome.channelId = '-12'))).toEqual({
      'behaviour.welcome.channelId': 'validation.digits',
    });
  });

  it('auto-replies: at most 50; keyword 1–50, reply 1–500', () => {
    expect(errorsFor((v) => (v.behaviour.autoReplies = rules(50)))).toEqual({});
    expect(errorsFor((v) => (v.behaviour.autoReplies = rules(51)))).toEqual({
      'behaviour.autoReplies': 'validation.tooMany?max=50',
    });
    const withRule = (keyword: string, reply: string) =>
      errorsFor((v) => (v.behaviour.autoReplies = [{ ...newRule(), keyword, reply }]));
    expect(withRule(x(50), x(500))).toEqual({});
    expect(withRule(x(51), 'r')).toEqual({
      'behaviour.autoReplies.0.keyword': 'validation.tooLong?max=50',
    });
    expect(withRule('k', x(501))).toEqual({
      'behaviour.autoReplies.0.reply': 'validation.tooLong?max=500',
    });
    expect(withRule('  ', '')).toEqual({
      'behaviour.autoReplies.0.keyword': 'validation.required',
      'behaviour.autoReplies.0.reply': 'validation.required',
    });
  });

  it('filter words: at most 200 of 1–30 characters', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`);
    expect(errorsFor((v) => (v.behaviour.keywordFilter.words = words(200)))).toEqual({});
    expect(errorsFor((v) => (v.behaviour.keywordFilter.words = words(201)))).toEqual({
      'behaviour.keywordFilter.words': 'validation.tooMany?max=200',
    });
    expect(errorsFor((v) => (v.behaviour.keywordFilter.words = [x(30)]))).toEqual({});
    expect(errorsFor((v) => (v.behaviour.keywordFilter.words = [x(31)]))).toEqual({
      'behaviour.keywordFilter.words.0': 'validation.tooLong?max=30',
    });
  });

  it('the editor refuses a word the rules would refuse', () => {
    expect(wordProblem(x(30), [])).toBeNull();
    expect(wordProblem(x(31), [])).toBe('validation.tooLong?max=30');
    expect(wordProblem('', [])).toBe('validation.required');
    expect(wordProblem('spam', ['spam'])).toBe('filter.duplicate');
    expect(
      wordProblem(
        'new',
        Array.from({ length: 200 }, (_, i) => `w${i}`),
      ),
    ).toBe('filter.limit');
  });

  it('token: blank keeps the current one; a replacement is 1–200 without spaces', () => {
    expect(inputOf(base)).not.toHaveProperty('token');
    expect(errorsFor((v) => (v.token = x(200)))).toEqual({});
    expect(errorsFor((v) => (v.token = x(201)))).toEqual({ token: 'validation.tooLong?max=200' });
    expect(errorsFor((v) => (v.token = 'a b'))).toEqual({ token: 'validation.noWhitespace' });
    // A paste's surrounding spaces: only spaces keep the current token, the rest is trimmed.
    expect(inputOf({ ...base, token: ' \n' })).not.toHaveProperty('token');
    expect(errorsFor((v) => (v.token = ` ${x(200)}\n`))).toEqual({});
  });

  it('sends blank webhook secrets as null', () => {
    expect(inputOf(base).connection).toEqual({
      mode: 'websocket',
      verifyToken: null,
      encryptKey: null,
    });
  });
});

describe('settings drafts', () => {
  it('never stores the replacement token', () => {
    expect(storedDraftOf({ ...base, token: 'secret' })).not.toHaveProperty('token');
  });

  it('lays a stored draft over the loaded values, keeping what has the wrong shape', () => {
    const restored = fromStoredDraft(base, {
      connection: { mode: 'webhook', verifyToken: 42 },
      behaviour: {
        prefix: '?',
        language: 'fr-FR',
        autoReplies: [{ id: 'n1', keyword: 'yo', match: 'prefix', reply: 'hey' }],
        keywordFilter: { words: ['a', 1] },
      },
    });
    expect(restored.connection).toEqual({ mode: 'webhook', verifyToken: '', encryptKey: '' });
    expect(restored.behaviour.prefix).toBe('?');
    expect(restored.behaviour.language).toBe('en-US');
    expect(restored.behaviour.autoReplies).toEqual([
      { id: 'n1', keyword: 'yo', match: 'prefix', reply: 'hey' },
    ]);
    expect(restored.behaviour.keywordFilter.words).toEqual(['spam']);
    expect(restored.behaviour.welcome).toEqual(base.behaviour.welcome);
    expect(fromStoredDraft(base, 'junk')).toBe(base);
  });
});

describe('provider field paths', () => {
  const place = placeSettingsField(2);
  it('lands nested paths on their fields', () => {
    expect(place('behaviour.autoReplies.1.keyword')).toBe('behaviour.autoReplies.1.keyword');
    expect(place('behaviour.welcome.channelId')).toBe('behaviour.welcome.channelId');
    expect(place('behaviour.keywordFilter.words.7')).toBe('behaviour.keywordFilter.words');
    expect(place('token')).toBe('token');
  });
  it('leaves paths the form has no field for to the form-level message', () => {
    expect(place('behaviour.autoReplies.2.keyword')).toBeNull();
    expect(place('connection.callbackUrl')).toBeNull();
    expect(place('_')).toBeNull();
  });
});
