// KOOK's community rules against look-alike characters (issue 31, item 2): what a reader sees is
// what is checked. Full-width and styled letters (NFKC), invisible characters, Cyrillic and Greek
// letters that look Latin, digits that look like letters and spaced-out words all fall under the
// same lists; ordinary text, spaces and emoji included, still passes. Through the shared input
// schema, so this is the form's check and the provider's alike (server/routes/listings.test.ts
// holds the provider's side).
import { rule } from './constants';
import { fieldErrorsOf, newBotInputSchema } from './schemas';
import type { NewBotInput } from './schemas';
import { hasInvisibleCharacter, matchingForm } from './communityRules';

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

const reserved = (word: string) => ({ name: rule.reservedWord(word) });
const banned = (field: 'name' | 'summary' | 'description', word: string) => ({
  [field]: rule.bannedTerm(word),
});
const invisible = { name: rule.invisibleCharacter };

describe('names written with look-alike characters', () => {
  it.each<[string, Partial<NewBotInput>, Record<string, string>]>([
    ['full-width letters', { name: 'ＫＯＯＫ Helper' }, reserved('KOOK')],
    ['a zero-width space inside', { name: 'K\u200BOOK Helper' }, invisible],
    ['a Cyrillic О', { name: '\u041Efficial Helper' }, reserved('Official')],
    ['a zero-width joiner inside', { name: 'Ad\u200Dmin Helper' }, invisible],
    ['a zero-width non-joiner', { name: 'Sta\u200Cff Desk' }, invisible],
    ['a word joiner (U+2060)', { name: 'Sys\u2060tem Bot' }, invisible],
    ['a byte-order mark inside', { name: 'KO\uFEFFOK Bot' }, invisible],
    ['a soft hyphen', { name: 'Ad\u00ADmin Bot' }, invisible],
    ['a variation selector between letters', { name: 'Adm\uFE00in Bot' }, invisible],
    ['a Hangul filler (an invisible "letter")', { name: 'Music\u3164Bot' }, invisible],
    ['a Mongolian vowel separator', { name: 'Music\u180EBot' }, invisible],
    ['Greek capitals', { name: '\u039A\u039F\u039F\u039A Bot' }, reserved('KOOK')],
    ['Cyrillic Ѕ, у, ѕ, е', { name: '\u0405\u0443\u0455t\u0435m Bot' }, reserved('System')],
    ['Cyrillic а and р', { name: 'Helper \u0430dmin' }, reserved('Admin')],
    ['mathematical bold letters', { name: '𝐊𝐎𝐎𝐊 Bot' }, reserved('KOOK')],
    ['circled letters', { name: 'ⓀⓄⓄⓀ Bot' }, reserved('KOOK')],
    ['small capitals', { name: 'ꜱᴛᴀꜰꜰ Desk' }, reserved('Staff')],
    ['digits for letters', { name: 'K00K Helper' }, reserved('KOOK')],
    ['a 1 for an i', { name: 'Offic1al Helper' }, reserved('Official')],
    ['a combining accent', { name: 'A\u0301dmin Bot' }, reserved('Admin')],
    ['spaced-out letters', { name: 'K O O K Helper' }, reserved('KOOK')],
    ['dotted letters', { name: 'Best A.d.m.i.n' }, reserved('Admin')],
    ['spaced-out Chinese', { name: '官 方音乐' }, reserved('官方')],
    ['an underscore between Chinese characters', { name: '管理_员助手' }, reserved('管理员')],
    ['a traditional spelling', { name: '管理員助手' }, reserved('管理员')],
    ['a full-width link', { name: 'Join ｋｏｏｋ．ｔｏｐ/abc' }, { name: rule.linkInName }],
    ['a banned term in look-alikes', { name: 'Ρorn Finder' }, banned('name', 'porn')],
    // Direction marks stay allowed in names (right-to-left text needs them), but hide nothing.
    ['a direction mark inside a word', { name: 'Ad\u200Emin Bot' }, reserved('Admin')],
  ])('refuses %s', (_case, patch, errors) => {
    expect(errorsFor(patch)).toStrictEqual(errors);
  });

  it('refuses invisible characters in the translation’s name as well', () => {
    expect(
      errorsFor({
        translation: { name: '官\u200B方助手', summary: '整洁', description: '' },
      }),
    ).toStrictEqual({ 'translation.name': rule.invisibleCharacter });
  });
});

describe('texts written with look-alike characters', () => {
  it.each<[string, Partial<NewBotInput>, Record<string, string>]>([
    ['a spaced-out term', { summary: 'best c a s i n o' }, banned('summary', 'casino')],
    ['a dotted term', { summary: 'c.a.s.i.n.o nights' }, banned('summary', 'casino')],
    ['a hyphenated term', { summary: 'Daily p-o-r-n links' }, banned('summary', 'porn')],
    ['a starred term', { summary: 'n*s*f*w pics' }, banned('summary', 'nsfw')],
    ['full-width letters', { summary: 'ｎｓｆｗ pics' }, banned('summary', 'nsfw')],
    ['a Greek Ρ', { summary: '\u03A1orn daily' }, banned('summary', 'porn')],
    ['a zero-width space inside', { summary: 'cas\u200Bino nights' }, banned('summary', 'casino')],
    ['a soft hyphen inside', { summary: 'hen\u00ADtai art' }, banned('summary', 'hentai')],
    ['digits for letters', { summary: 'Free p0rn' }, banned('summary', 'porn')],
    ['spaced-out Chinese', { summary: '最好的 赌 博 机器人' }, banned('summary', '赌博')],
    ['a traditional spelling', { summary: '線上賭博' }, banned('summary', '赌博')],
    ['a description', { description: '## G O R E' }, banned('description', 'gore')],
  ])('refuses %s', (_case, patch, errors) => {
    expect(errorsFor(patch)).toStrictEqual(errors);
  });
});

describe('ordinary text still passes', () => {
  it.each<[string, Partial<NewBotInput>]>([
    ['words with spaces', { name: 'Pop or Nothing', summary: "Let's go relax with music" }],
    ['short words in a row', { name: 'A B C Radio', summary: 'I O U tracker for a D and D group' }],
    ['words that only contain a rule word', { name: 'Badminton Club', summary: 'Ecosystem news' }],
    ['a word next to a term', { summary: 'Go re-roll your dice', description: 'Pop or nothing' }],
    ['accented Latin', { name: 'Café Bot', summary: 'Crème brûlée recipes' }],
    ['Russian', { name: 'Кот Помощник', summary: 'Администратор музыки' }],
    ['Greek', { name: 'Βοηθός', summary: 'Μουσική για όλους' }],
    ['Chinese with spaces', { name: '我的 音乐 助手', summary: '播放 音乐，管理 频道' }],
    ['an emoji with its presentation selector', { name: '❤️ Helper' }],
    ['an emoji sequence joined by ZWJ', { name: '👩‍💻 Dev Helper' }],
    ['a keycap and a flag', { name: '1️⃣ Quiz 🏴󠁧󠁢󠁥󠁮󠁧󠁿' }],
    ['digits in a name', { name: 'Radio 1010', summary: 'Top 100 songs' }],
    ['a right-to-left name with its direction mark', { name: 'مساعد\u200F' }],
    ['a link in the description', { description: 'Docs at https://docs.example.com' }],
  ])('accepts %s', (_case, patch) => {
    expect(errorsFor(patch)).toEqual({});
  });
});

describe('the normalised form', () => {
  it('is the same for a word and its look-alikes', () => {
    const plain = matchingForm('KOOK Official');
    for (const lookAlike of [
      'ＫＯＯＫ Ｏｆｆｉｃｉａｌ',
      'K\u200BOOK \u041Efficial',
      '\u039A\u039F\u039F\u039A 0ffic1al',
    ]) {
      expect(matchingForm(lookAlike)).toBe(plain);
    }
  });

  it('finds invisible characters but not an emoji’s own joiners and selectors', () => {
    expect(hasInvisibleCharacter('Help\u200Ber')).toBe(true);
    expect(hasInvisibleCharacter('\u200DHelper')).toBe(true);
    expect(hasInvisibleCharacter('A\uFE0F')).toBe(true);
    expect(hasInvisibleCharacter('❤️ 👩‍💻 1️⃣')).toBe(false);
  });
});
