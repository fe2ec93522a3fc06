// The React binding for the translator: `t` for a namespace, re-rendered when the language changes.
// Our screens register their strings before they render and never suspend for them, so a hook of
// a few lines does what react-i18next would, without its weight in the first paint.
// On the server many pages render at once, each in its reader's language: the page's language
// comes from RenderLanguage there, never from the shared translator.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { Language } from './language';
import type { TFunction } from './translator';

/** The language a server render draws in (set by the server entry; null in the browser). */
export const RenderLanguage = createContext<Language | null>(null);

function subscribe(onChange: () => void): () => void {
  return i18n.subscribe(onChange);
}

function currentLanguage(): Language {
  return i18n.language;
}

export function useTranslation(ns = 'common'): { t: TFunction; i18n: { language: string } } {
  const rendering = useContext(RenderLanguage);
  const language = useSyncExternalStore(
    subscribe,
    currentLanguage,
    () => rendering ?? currentLanguage(),
  );
  const t = useMemo(() => i18n.getFixedT(language, ns), [language, ns]);
  const current = useMemo(() => ({ language }), [language]);
  return { t, i18n: current };
}
