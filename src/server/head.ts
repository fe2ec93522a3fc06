// What goes inside a server-rendered page's <head>: title, description, canonical link, and for a
// bot's page the previews that chat apps and search engines read (Open Graph, Twitter card,
// schema.org JSON-LD). Everything a bot's owner typed arrives here as provider data, so every
// value is escaped at the one place it is written; nothing is trusted to be clean already.
import type { BotProfile } from '../api/schemas';
import { escapeHtml } from '../lib/escapeHtml';
import { absoluteUrl } from '../lib/absoluteUrl';
import { isHostedImage } from '../lib/imageHosts';
import { otherLanguage } from '../lib/language';
import type { Language } from '../lib/language';
import { shownListing } from '../lib/listing';
import type { ShownListing } from '../lib/listing';

export interface HeadInput {
  title: string;
  description: string;
  canonicalUrl: string;
  lang: 'en-US' | 'zh-CN';
  bot?: BotProfile;
  siteName: string;
  noindex?: boolean;
}

// Search engines cut snippets at about this many characters; a longer one is cut mid-word by them.
const DESCRIPTION_MAX = 160;
// Below this much kept text, a hard cut reads better than dropping most of the sentence (and text
// without spaces, such as Chinese, has no word boundary to look for).
const MIN_KEPT_AT_WORD_BOUNDARY = DESCRIPTION_MAX / 2;
const ELLIPSIS = '…';

/** One line of at most DESCRIPTION_MAX characters, cut at a word boundary when there is one. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Code points, so a cut never splits an emoji or other astral character in two.
  const chars = Array.from(flat);
  if (chars.length <= DESCRIPTION_MAX) return flat;
  const room = DESCRIPTION_MAX - ELLIPSIS.length;
  // A space right after the room means the cut already falls between words.
  const lastSpace = chars[room] === ' ' ? room : chars.lastIndexOf(' ', room - 1);
  const kept = chars.slice(0, lastSpace >= MIN_KEPT_AT_WORD_BOUNDARY ? lastSpace : room).join('');
  return `${kept.replace(/[\s.,;:!?，。；：！？、-]+$/u, '')}${ELLIPSIS}`;
}

/** The avatar's URL, normalised, when it is an image the console shows (lib/imageHosts.ts). */
function avatarUrl(value: string): string | undefined {
  const trimmed = value.trim();
  return isHostedImage(trimmed) ? absoluteUrl(trimmed, ['https:'])?.href : undefined;
}

function isoDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * JSON that cannot end its <script> element or open a comment there, whatever the strings in it:
 * `<`, `>` and `&` become \u escapes, which JSON.parse reads back as the same characters. U+2028
 * and U+2029 are escaped too, for consumers that read the block as JavaScript.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function botJsonLd(
  bot: BotProfile,
  shown: ShownListing,
  language: Language,
  canonicalUrl: string,
  image: string | undefined,
): string {
  const owner = bot.owner.username.trim();
  const modified = isoDate(bot.updatedAt);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: shown.name,
    description: shown.summary,
    // An older provider's bot says nothing of its language: nothing is claimed for it.
    ...(bot.language ? { inLanguage: language } : {}),
    applicationCategory: 'CommunicationApplication',
    operatingSystem: 'KOOK',
    url: canonicalUrl,
    ...(image ? { image } : {}),
    // The provider may send a blank owner; an author without a name is worse than none.
    ...(owner ? { author: { '@type': 'Person', name: owner } } : {}),
    ...(modified ? { dateModified: modified } : {}),
  };
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

const ogLocale = (language: Language) => language.replace('-', '_');

function botTags(input: HeadInput, bot: BotProfile, description: string): string[] {
  const image = avatarUrl(bot.avatar);
  // The listing in the reader's language, or the other one it falls back to (docs/product.md §8.6):
  // the previews say which language their text is in.
  const shown = shownListing(bot, input.lang);
  const language = shown.lang ?? input.lang;
  const other = otherLanguage(input.lang);
  const bilingual = bot.translation != null && bot.language !== undefined;
  return [
    meta('property', 'og:type', 'website'),
    // The site's name has its own tag, so the previews show the bot's name alone.
    meta('property', 'og:title', shown.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', input.canonicalUrl),
    meta('property', 'og:site_name', input.siteName),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'og:locale', ogLocale(language)),
    ...(bilingual ? [meta('property', 'og:locale:alternate', ogLocale(other))] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', shown.name),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    botJsonLd(bot, shown, language, input.canonicalUrl, image),
  ];
}

/** The tags for inside <head>, one a line, every value escaped. */
export function headTags(input: HeadInput): string {
  const description = snippet(input.description);
  const tags = [
    `<title>${escapeHtml(input.title.trim())}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">`,
    ...(input.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(input.bot ? botTags(input, input.bot, description) : []),
  ];
  return tags.join('\n');
}
