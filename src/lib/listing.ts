// A bot's listing in the reader's language (docs/product.md §8.6, "Bilingual listings"): its
// primary text when written in the reader's language, else its translation when it has one, else
// the primary text marked with the language it is in (`lang`), so screen readers and fonts read it
// right. Used by the directory's cards, the bot page and the server's head.
import type { BotCard, BotProfile } from '../api/schemas';
import type { Language } from './language';

export interface ShownListing {
  name: string;
  summary: string;
  /** The language of the text when it is not the reader's (a fallback); else undefined. */
  lang?: Language;
}

function otherThanReader(language: Language | undefined, reader: string): Language | undefined {
  return language !== undefined && language !== reader ? language : undefined;
}

/** Whether `bot` has a translation the reader reads instead of its primary text. */
function readsTranslation(bot: BotCard, reader: string): boolean {
  return bot.translation != null && bot.language !== undefined && bot.language !== reader;
}

/** The name and summary a reader of `reader` (an app language) is shown. */
export function shownListing(bot: BotCard, reader: string): ShownListing {
  if (readsTranslation(bot, reader) && bot.translation) {
    return { name: bot.translation.name, summary: bot.translation.summary };
  }
  return { name: bot.name, summary: bot.summary, lang: otherThanReader(bot.language, reader) };
}

/**
 * The description a reader is shown: the translation's when they read the translation and it has
 * one, else the primary one (marked when it is in another language).
 */
export function shownDescription(
  bot: BotProfile,
  reader: string,
): { text: string; lang?: Language } {
  const translated = readsTranslation(bot, reader) ? bot.translation?.description : undefined;
  if (translated !== undefined && translated.trim() !== '') return { text: translated };
  return { text: bot.description, lang: otherThanReader(bot.language, reader) };
}
