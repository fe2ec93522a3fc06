// KOOK's community rules on a listing (docs/product.md §8.6, "Community rules"): what a bot's name
// and texts may not say, checked by the shared input schema, so the form and the provider apply the
// very same list. Each check answers the first word it finds, or null, and matches the text as a
// reader sees it (matchingForm: look-alike letters, invisible characters and spaced-out words
// count). Kept out of constants.ts: only the bot form (lazily loaded) and the provider need it.

/**
 * Words that make a name pass for KOOK itself or its staff (KOOK's rules on bot names: no
 * impersonation of the platform, officials or administrators). Matched ignoring case where a word
 * starts (firstFound), so "KOOKHelper" and "官方音乐" are refused too.
 */
export const reservedNameWords: readonly string[] = [
  'KOOK',
  '开黑啦',
  'Official',
  '官方',
  'Admin',
  '管理员',
  'Staff',
  '客服',
  'System',
  '系统',
];

/**
 * Sexual, violent and gambling terms no listing text may carry (name, summary or description, in
 * either language). A short, deliberate list: words with no innocent reading in a bot's listing.
 */
export const bannedTerms: readonly string[] = [
  'porn',
  'nsfw',
  'hentai',
  'gore',
  'casino',
  '色情',
  '裸聊',
  '约炮',
  '血腥',
  '赌博',
  '博彩',
];

/**
 * Other spellings of a listed word that read as the same word: the traditional Chinese forms.
 * Found as the listed word, and named as it is listed.
 */
const otherSpellings: Readonly<Partial<Record<string, readonly string[]>>> = {
  开黑啦: ['開黑啦'],
  管理员: ['管理員'],
  系统: ['系統'],
  约炮: ['約炮'],
  赌博: ['賭博'],
};

// ---- The form a text is matched in (Unicode TS #39 in spirit) ----
//
// What a reader sees, not the code points typed: `ＫＯＯＫ`, `K\u200BOOK`, `КООК` (Cyrillic) and
// `K00K` all read as KOOK. Matching runs on a normalised form:
//   1. NFKC: full-width, mathematical, circled and other compatibility forms become plain letters;
//   2. default-ignorable code points (zero-width spaces and joiners, soft hyphens, variation
//      selectors, fillers…) are dropped, as a reader never sees them;
//   3. accents and other combining marks are dropped (`Ádmin` reads as Admin);
//   4. letters of other scripts that look like Latin ones (Cyrillic, Greek, Latin small capitals),
//      and 0 and 1, become the Latin letter they pass for; i, l and 1 are one letter (I and l look
//      the same), as in TS #39's skeleton;
//   5. letters spelled one by one with separators between (`c a s i n o`, `c.a.s.i.n.o`,
//      `官 方`) are joined; words of two letters or more keep their spaces, so ordinary text does
//      not run together into a word it does not say.
// The lists' words go through the same steps, so both sides compare like with like.

/** Code points that draw nothing (Unicode's Default_Ignorable_Code_Point). */
const defaultIgnorable = /\p{Default_Ignorable_Code_Point}/gu;
/** The same, to test for one (not global: a global expression's `test` carries its position on). */
const invisible = /\p{Default_Ignorable_Code_Point}/u;

/**
 * The invisible code points an emoji is made of, which are no disguise: a presentation selector
 * after a pictograph (❤️) or a keycap's digit (1️⃣), a joiner between two pictographs (👩‍💻), and a
 * subdivision flag's tag letters (🏴󠁧󠁢󠁥󠁮󠁧󠁿).
 */
const emojiParts =
  /(?<=\p{Extended_Pictographic}\p{Emoji_Modifier}?)[\uFE0E\uFE0F]|(?<=[#*0-9])\uFE0F(?=\u20E3)|(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic})|(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * The left-to-right, right-to-left and Arabic letter marks (U+200E, U+200F, U+061C): invisible, but
 * what right-to-left text needs to show its punctuation and numbers in place, and, unlike the bidi
 * controls schemas.ts refuses, they reorder nothing around them. Names keep them; matching drops
 * them like every other invisible character.
 */
const directionMarks = /[\u200E\u200F\u061C]/gu;

/**
 * Whether `text` holds an invisible character (a default-ignorable code point) other than the
 * parts of an emoji and the direction marks. In a name, one is only ever there to split a word
 * the rules would catch, or to make two names that look alike differ: names refuse them outright.
 */
export function hasInvisibleCharacter(text: string): boolean {
  return invisible.test(text.replace(emojiParts, '').replace(directionMarks, ''));
}

/**
 * Letters that pass for Latin ones, by exact character (case matters: a Greek capital Η reads as
 * H, its small η as n). Whatever is not here is only lower-cased.
 */
const lookAlikes: Readonly<Partial<Record<string, string>>> = {
  // Cyrillic capitals and small letters.
  А: 'a',
  В: 'b',
  С: 'c',
  Е: 'e',
  Н: 'h',
  І: 'l',
  Ј: 'j',
  К: 'k',
  М: 'm',
  О: 'o',
  Р: 'p',
  Ѕ: 's',
  Т: 't',
  Х: 'x',
  У: 'y',
  Ү: 'y',
  Ԁ: 'd',
  Ԛ: 'q',
  Ԝ: 'w',
  Ӏ: 'l',
  Ѵ: 'v',
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  х: 'x',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ѵ: 'v',
  ɡ: 'g',
  // Greek capitals and small letters.
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'l',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  Ϲ: 'c',
  Ϳ: 'j',
  α: 'a',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ϲ: 'c',
  ϳ: 'j',
  // Latin small capitals and the dotless i, which NFKC keeps.
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'l',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ı: 'l',
  // Digits that pass for letters; i, l and 1 as one letter (so every i above is an l).
  '0': 'o',
  '1': 'l',
  i: 'l',
};

/** Anything but a letter or digit: what separates words, and the letters of a spaced-out one. */
const separator = '[^\\p{L}\\p{N}]';
const separators = new RegExp(separator, 'gu');
/** Two or more letters each standing alone between separators: `c a s i n o`, `c.a.s.i.n.o`. */
const spelledOut = new RegExp(
  `(?<![\\p{L}\\p{N}])[\\p{L}\\p{N}](?:${separator}+[\\p{L}\\p{N}](?![\\p{L}\\p{N}]))+`,
  'gu',
);
/** Spaces, dashes, dots and the like between two Han characters: `官 方`, `赌.博`. */
const betweenHan = /(?<=\p{Script=Han})[\s\p{Pd}\p{Pc}.·・•*]+(?=\p{Script=Han})/gu;

/**
 * The form a text is matched in (the steps above). Exported for tests: a word and its look-alikes
 * give the same form.
 */
export function matchingForm(text: string): string {
  const plain = text
    .normalize('NFKC')
    .replace(defaultIgnorable, '')
    .normalize('NFD')
    .replace(/[\p{Mn}\p{Me}]/gu, '');
  const letters = Array.from(
    plain,
    (c) => lookAlikes[c] ?? lookAlikes[c.toLowerCase()] ?? c.toLowerCase(),
  ).join('');
  return letters.replace(betweenHan, '').replace(spelledOut, (run) => run.replace(separators, ''));
}

/** A listed word's test on a text's matching form: the word in each of its spellings. */
type WordTest = (form: string) => boolean;

/**
 * The tests of a list's words, made once per list: each word's spellings in their matching form,
 * and a Latin word's regular expression. Made on every check, they were most of the time the bot
 * form spent validating when a field lost focus (~10 ms a check on a fast machine; unicode property
 * classes are costly to compile).
 */
const testsOf = new WeakMap<readonly string[], readonly (readonly [string, WordTest])[]>();

function wordTests(words: readonly string[]): readonly (readonly [string, WordTest])[] {
  const known = testsOf.get(words);
  if (known) return known;
  const tests = words.map((word) => {
    const spellings = [word, ...(otherSpellings[word] ?? [])].map(matchingForm);
    if (!/^[a-z]+$/i.test(word)) {
      return [
        word,
        (form: string) => spellings.some((spelling) => form.includes(spelling)),
      ] as const;
    }
    const patterns = spellings.map((spelling) => new RegExp(`(?<!\\p{L})${spelling}`, 'u'));
    return [word, (form: string) => patterns.some((pattern) => pattern.test(form))] as const;
  });
  testsOf.set(words, tests);
  return tests;
}

/**
 * The first of `words` found in `text`, in their matching forms. A word in Latin letters counts
 * only where a word starts (not after another letter), so "KOOKHelper" and "Admin Bot" are caught
 * but "Badminton", "Ecosystem" and "Singapore" are not; a Chinese word counts anywhere, as Chinese
 * has no spaces.
 */
function firstFound(words: readonly string[], text: string): string | null {
  const form = matchingForm(text);
  return wordTests(words).find(([, found]) => found(form))?.[0] ?? null;
}

/** The reserved word a name contains, as the list spells it, or null. */
export function reservedWordIn(name: string): string | null {
  return firstFound(reservedNameWords, name);
}

/** The banned term a text contains, or null. */
export function bannedTermIn(text: string): string | null {
  return firstFound(bannedTerms, text);
}

/**
 * Whether a name carries a link or an invite: a scheme, `www.`, or a domain-looking word
 * (`kook.top/abc`, `example.com`). A name is not an advert.
 */
export function hasLink(name: string): boolean {
  // On the text as it reads (NFKC, nothing invisible), so `ｋｏｏｋ．ｔｏｐ` is a link too.
  const readable = name.normalize('NFKC').replace(defaultIgnorable, '');
  return /[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]\.(?:com|cn|net|org|top|gg|io|me|xyz|app|cc)\b/iu.test(
    readable,
  );
}

/** Whether a name has no letter or digit at all (`★★★`, `!!!`): nothing to read or search for. */
export function isSymbolsOnly(name: string): boolean {
  return name.trim() !== '' && !/[\p{L}\p{N}]/u.test(name);
}
