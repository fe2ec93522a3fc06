// All UI text goes through one translator (lib/translator.ts): en-US and zh-CN, chosen from the
// browser, switchable, remembered in a cookie (so the server renders in it too).
// The `common` namespace ships with the shell; each screen registers its own namespace from its
// lazy chunk, so its strings load with it.
import enCommon from '../locales/en-US/common.json';
import zhCommon from '../locales/zh-CN/common.json';
import { readPreference, writePreference } from './cookies';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, matchLanguage } from './language';
import type { Language } from './language';
import { Translator } from './translator';

export { LANGUAGES, matchLanguage };
export type { Language };

/** The language cookie's value, when it names one of ours. */
export function chosenLanguage(): Language | null {
  return readPreference(LANGUAGE_COOKIE, LANGUAGES);
}

/**
 * The language of the page the browser opens: the one a server-rendered page was drawn in (the
 * first render must match it), else the remembered choice, else the browser's, else English.
 */
export function detectLanguage(): Language {
  if (typeof document === 'undefined') return 'en-US';
  const drawn = document.documentElement.lang;
  if (isLanguage(drawn)) return drawn;
  const preferred =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages.length > 0
        ? navigator.languages
        : [navigator.language];
  return chosenLanguage() ?? matchLanguage(preferred) ?? 'en-US';
}

export function applyDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const i18n = new Translator(detectLanguage());
for (const [lang, strings] of [
  ['en-US', enCommon],
  ['zh-CN', zhCommon],
] as const)
  i18n.add(lang, 'common', strings);

/** Kept for the tests' set-up: the strings are bundled, so the translator is ready at once. */
export const i18nReady = Promise.resolve();

i18n.subscribe(applyDocumentLanguage);
applyDocumentLanguage(i18n.language);

export function changeLanguage(lang: Language): void {
  writePreference(LANGUAGE_COOKIE, lang);
  i18n.changeLanguage(lang);
}

/** Adds a screen's namespace; called at the top of its lazily loaded module. */
export function registerTranslations(
  ns: string,
  resources: Record<Language, Record<string, unknown>>,
): void {
  for (const lang of LANGUAGES) i18n.add(lang, ns, resources[lang]);
}

export { i18n };
