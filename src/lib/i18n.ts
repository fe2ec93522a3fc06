// All UI text goes through i18next: en-US and zh-CN, chosen from the browser, switchable, remembered.
// The `common` namespace ships with the shell; each screen registers its own namespace from its
// lazy chunk, so its strings load with it.
import i18n from 'i18next';
import enCommon from '../locales/en-US/common.json';
import zhCommon from '../locales/zh-CN/common.json';

export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'botdeck:lang';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The remembered choice, else the browser's first language we have, else English. */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the browser's languages.
  }
  const preferred =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages.length > 0
        ? navigator.languages
        : [navigator.language];
  for (const lang of preferred) {
    const lower = lang.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}

export function applyDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export const i18nReady = i18n.init({
  lng: detectLanguage(),
  fallbackLng: 'en-US',
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { 'en-US': { common: enCommon }, 'zh-CN': { common: zhCommon } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled: initialise synchronously so the first render already has its text.
  initAsync: false,
});

i18n.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage(i18n.language);

export function changeLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  void i18n.changeLanguage(lang);
}

/** Adds a screen's namespace; called at the top of its lazily loaded module. */
export function registerTranslations(
  ns: string,
  resources: Record<Language, Record<string, unknown>>,
): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, resources[lang], true, false);
}

export { i18n };
