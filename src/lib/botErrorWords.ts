// A bot's last error in the reader's language (docs/product.md §8.5): the words are the client's,
// from the kind and figures the provider sends (api/botErrors.ts), and the provider's English
// sentence is kept as the detail. A kind this client does not know, or one without its figures,
// reads as the provider's sentence. Shared by Home, Configure and the runtime's notices; its strings
// load with whichever needs them first.
import { botErrorParams, webhookChallengeReasons } from '../api/botErrors';
import type { BotErrorKind } from '../api/botErrors';
import en from '../locales/en-US/botErrors.json';
import zh from '../locales/zh-CN/botErrors.json';
import { registerTranslations } from './i18n';

registerTranslations('botErrors', { 'en-US': en, 'zh-CN': zh });

/** A cause as the client reads it (api/schemas.ts `lastErrorCause`). */
export interface BotErrorCauseInput {
  kind: string;
  params: Readonly<Record<string, string | number>>;
}

export interface BotErrorKey {
  key: string;
  values: Record<string, string | number>;
}

const isKind = (kind: string): kind is BotErrorKind => Object.hasOwn(botErrorParams, kind);
const reasons: readonly string[] = webhookChallengeReasons;

/** The key and values of the cause's words, or null when the provider's sentence must do. */
export function botErrorKey(cause: BotErrorCauseInput | null | undefined): BotErrorKey | null {
  if (!cause || !isKind(cause.kind)) return null;
  const wanted: Readonly<Record<string, 'number' | 'string'>> = botErrorParams[cause.kind];
  // Only the kind's own figures, of their types: anything else the provider sends is not a value
  // the sentence (or the translator's options) should see.
  const values: Record<string, string | number> = {};
  for (const [name, type] of Object.entries(wanted)) {
    const value = cause.params[name];
    if (typeof value !== type) return null;
    values[name] = value;
  }
  if (cause.kind === 'webhookChallengeFailed') {
    const reason = String(values.reason);
    return {
      key: `botErrors:webhookChallengeFailed.${reasons.includes(reason) ? reason : 'other'}`,
      values: {},
    };
  }
  return { key: `botErrors:${cause.kind}`, values };
}
