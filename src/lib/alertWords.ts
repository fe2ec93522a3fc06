// An alert's words (docs/product.md §8.7, the Health tab): what happened and what to do, written
// here from the incident's kind and figures in the reader's language, never from the provider's
// text. Shared by the Health tab and the notification centre; its strings load with whichever needs
// them first.
import type { Incident } from '../api/schemas';
import en from '../locales/en-US/alerts.json';
import zh from '../locales/zh-CN/alerts.json';
import { registerTranslations } from './i18n';
import type { TFunction } from './translator';

registerTranslations('alerts', { 'en-US': en, 'zh-CN': zh });

export interface AlertWords {
  title: string;
  what: string;
  todo: string;
}

const translatorOptions: ReadonlySet<string> = new Set(['ns', 'count', 'defaultValue']);

/** `t` of any namespace: the keys name the alerts namespace. */
export function alertWords(
  t: TFunction,
  kind: Incident['kind'],
  params: Readonly<Record<string, string | number>>,
): AlertWords {
  // A crash the auto-restart recovered from asks nothing of the owner.
  const restarted = kind === 'crashed' && params.restarted === 1 ? 'Restarted' : '';
  // Only the figures: a param named like one of the translator's options must not steer it.
  const values = Object.fromEntries(
    Object.entries(params).filter(([name]) => !translatorOptions.has(name)),
  );
  return {
    title: t(`alerts:${kind}.title`, values),
    what: t(`alerts:${kind}.what${restarted}`, values),
    todo: t(`alerts:${kind}.todo${restarted}`, values),
  };
}
