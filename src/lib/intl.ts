// Intl's formatters, made once per language and options and kept: making one is slow (a slow
// phone's first costs ~10 ms, each after it ~1 ms), using one is quick. A list's dates each made
// one, in the render, on the main thread. Counts are written out (lib/formatCount.ts).

const made = new Map<string, unknown>();

function kept<T>(kind: string, language: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options ?? {})}`;
  let format = made.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions) =>
  kept('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const relativeTimeFormat = (language: string, options?: Intl.RelativeTimeFormatOptions) =>
  kept('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));

export const listFormat = (language: string, options?: Intl.ListFormatOptions) =>
  kept('list', language, options, () => new Intl.ListFormat(language, options));

export const pluralRules = (language: string) =>
  kept('plural', language, undefined, () => new Intl.PluralRules(language));
