// The app's translator: strings by language and namespace, `{{value}}` interpolation (`{{tags, list}}`
// joins a list as the language does: "A, B and C", "A、B和C"), plurals by `count` (`key_one`,
// `key_other`, … from Intl.PluralRules) and English as the fallback. It is the
// part of i18next the app used, in about 1 KB instead of i18next's 15 KB in the first bundle
// (docs/architecture.md §4).
import type { Language } from './language';
import { listFormat, pluralRules } from './intl';

/** Values for a string's `{{name}}` placeholders; `count` also picks the plural form, `ns` the namespace. */
export type TranslateOptions = Record<
  string,
  string | number | readonly string[] | null | undefined
> & {
  ns?: string;
  count?: number;
  /** What to show when neither language has the key (e.g. a provider's own message). */
  defaultValue?: string;
};

export type TFunction = (key: string, options?: TranslateOptions) => string;

type Strings = Record<string, unknown>;

const FALLBACK: Language = 'en-US';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(list)\s*)?\}\}/g;

function lookup(strings: Strings | undefined, path: string): string | undefined {
  let node: unknown = strings;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Strings)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A missing value reads as nothing rather than as `{{name}}`. */
function interpolate(language: Language, text: string, values: TranslateOptions = {}): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return listFormat(language, { type: 'conjunction' }).format(value);
  });
}

export class Translator {
  language: Language;
  private readonly resources = new Map<string, Strings>();
  private readonly listeners = new Set<(language: Language) => void>();

  constructor(language: Language) {
    this.language = language;
  }

  /** Adds (or extends) a namespace's strings in one language. */
  add(language: Language, ns: string, strings: Strings): void {
    const key = `${language}|${ns}`;
    this.resources.set(key, { ...this.resources.get(key), ...strings });
  }

  private pluralRule(language: Language, count: number): string {
    return pluralRules(language).select(count);
  }

  private find(language: Language, ns: string, key: string, count: number | undefined) {
    const strings = this.resources.get(`${language}|${ns}`);
    if (count !== undefined) {
      const plural = lookup(strings, `${key}_${this.pluralRule(language, count)}`);
      if (plural !== undefined) return plural;
    }
    return lookup(strings, key);
  }

  /**
   * `key` may name its namespace (`botSettings:notice.saved`); an unknown key reads as
   * `defaultValue`, else as itself.
   */
  translate(
    language: Language,
    defaultNs: string,
    key: string,
    options?: TranslateOptions,
  ): string {
    const split = key.indexOf(':');
    const ns = split > 0 ? key.slice(0, split) : (options?.ns ?? defaultNs);
    const path = split > 0 ? key.slice(split + 1) : key;
    const count = options?.count;
    const own = this.find(language, ns, path, count);
    const text = own ?? (language === FALLBACK ? undefined : this.find(FALLBACK, ns, path, count));
    if (text === undefined) return options?.defaultValue ?? path;
    return interpolate(own === undefined ? FALLBACK : language, text, options);
  }

  /** A `t` bound to a language and a default namespace. */
  getFixedT(language: Language, ns = 'common'): TFunction {
    return (key, options) => this.translate(language, ns, key, options);
  }

  changeLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls `listener` on each change of language; returns the unsubscribe. */
  subscribe(listener: (language: Language) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
