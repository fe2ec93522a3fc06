// The app's languages and how a reader's is found, with nothing of the translator: the app (lib/i18n.ts),
// the server entry and the demo provider's pages (server/demoText.ts) all choose the same way.
export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The user's own choice, kept in a cookie so the server renders the page in it too. */
export const LANGUAGE_COOKIE = 'lang';

/** The app's other language: a bilingual listing's second one, a page's alternate locale. */
export function otherLanguage(language: Language): Language {
  return language === 'en-US' ? 'zh-CN' : 'en-US';
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The first of the reader's language tags (most wanted first) that we have, or null. */
export function matchLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first (`zh-CN,zh;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
