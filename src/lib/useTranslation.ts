// The React binding for i18next: `t` for a namespace, re-rendered when the language changes.
// Our screens register their strings before they render and never suspend for them, so a hook of
// a few lines does what react-i18next would, without its weight in the first paint.
import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function currentLanguage(): string {
  return i18n.language;
}

export function useTranslation(ns = 'common'): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useMemo(() => i18n.getFixedT(language, ns), [language, ns]);
  return { t, i18n };
}
