// KOOK's community rules on a listing (docs/product.md §8.6, "Community rules"): what a bot's name
// and texts may not say, checked by the shared input schema, so the form and the provider apply the
// very same list. Each check answers the first word it finds, or null. Kept out of constants.ts:
// only the bot form (lazily loaded) and the provider need it.

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
 * The first of `words` in `text`, ignoring case. A word in Latin letters counts only where a word
 * starts (not after another letter), so "KOOKHelper" and "Admin Bot" are caught but "Badminton",
 * "Ecosystem" and "Singapore" are not; a Chinese word counts anywhere, as Chinese has no spaces.
 */
function firstFound(words: readonly string[], text: string): string | null {
  return (
    words.find((word) => {
      if (!/^[a-z]+$/i.test(word)) return text.toLowerCase().includes(word.toLowerCase());
      return new RegExp(`(?<!\\p{L})${word}`, 'iu').test(text);
    }) ?? null
  );
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
  return /[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]\.(?:com|cn|net|org|top|gg|io|me|xyz|app|cc)\b/iu.test(
    name,
  );
}

/** Whether a name has no letter or digit at all (`★★★`, `!!!`): nothing to read or search for. */
export function isSymbolsOnly(name: string): boolean {
  return name.trim() !== '' && !/[\p{L}\p{N}]/u.test(name);
}
