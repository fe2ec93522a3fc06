// Embeddable badges (docs/product.md §8.2): an SVG per public bot for its status, its servers and
// its measured uptime, drawn by the front server from the provider's public profile, in the
// reader's language where the badge has words. Plain flat shapes with the text in them, no script,
// no external resource, so they render anywhere an image does (READMEs, forums, KOOK cards).
import { botProfileSchema } from '../../src/api/schemas';
import type { BotProfile } from '../../src/api/schemas';
import { formatCount } from '../../src/lib/formatCount';
import { formatUptime } from '../../src/lib/formatUptime';
import { readProvider } from './providerData';
import { escapeXml } from './seo';

export type BadgeKind = 'status' | 'servers' | 'uptime';
export type BadgeLanguage = 'en-US' | 'zh-CN';

const words = {
  'en-US': {
    status: 'KOOK bot',
    online: 'online',
    offline: 'offline',
    servers: 'servers',
    uptime: 'uptime 30d',
    notMeasured: 'not measured',
    unavailable: 'unavailable',
  },
  'zh-CN': {
    status: 'KOOK 机器人',
    online: '在线',
    offline: '离线',
    servers: '服务器',
    uptime: '30 天在线率',
    notMeasured: '暂无实测',
    unavailable: '暂不可用',
  },
} as const;

const colours = {
  good: '#2e7d32',
  fair: '#b26a00',
  poor: '#c62828',
  neutral: '#616161',
  info: '#3949ab',
  label: '#424242',
} as const;

/** The badge's language: `?lang=` first (an embed cannot send a header), then Accept-Language. */
export function badgeLanguage(lang: unknown, acceptLanguage: string | undefined): BadgeLanguage {
  if (lang === 'zh-CN' || lang === 'en-US') return lang;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-CN' : 'en-US';
}

interface BadgeText {
  label: string;
  message: string;
  colour: string;
}

/** What a badge says of a bot, or of a provider that could not be read (`bot` null). */
export function badgeText(kind: BadgeKind, bot: BotProfile | null, language: BadgeLanguage) {
  const say = words[language];
  const label = say[kind];
  if (!bot) return { label, message: say.unavailable, colour: colours.neutral };
  if (kind === 'status') {
    return bot.online
      ? { label, message: say.online, colour: colours.good }
      : { label, message: say.offline, colour: colours.neutral };
  }
  if (!bot.measured) return { label, message: say.notMeasured, colour: colours.neutral };
  if (kind === 'servers') {
    return { label, message: formatCount(bot.serverCount), colour: colours.info };
  }
  const { uptime } = bot.measured;
  const colour = uptime >= 0.99 ? colours.good : uptime >= 0.95 ? colours.fair : colours.poor;
  return { label, message: formatUptime(uptime), colour } satisfies BadgeText;
}

/** The width of a text in 11 px Verdana, near enough: CJK characters are square, others ~7 px. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 11 : 7;
  return width;
}

export function badgeSvg({ label, message, colour }: BadgeText): string {
  const labelWidth = textWidth(label) + 12;
  const messageWidth = textWidth(message) + 12;
  const width = labelWidth + messageWidth;
  const title = escapeXml(`${label}: ${message}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="${labelWidth}" height="20" rx="3" fill="${colours.label}"/>`,
    `<rect x="${labelWidth}" width="${messageWidth}" height="20" rx="3" fill="${colour}"/>`,
    `<rect x="${labelWidth}" width="4" height="20" fill="${colour}"/>`,
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,'Noto Sans CJK SC',sans-serif" font-size="11" text-anchor="middle">`,
    `<text x="${labelWidth / 2}" y="14">${escapeXml(label)}</text>`,
    `<text x="${labelWidth + messageWidth / 2}" y="14">${escapeXml(message)}</text>`,
    '</g></svg>',
  ].join('');
}

/** How long a bot's profile is kept between badges: a popular README asks often. */
const PROFILE_TTL_MS = 30_000;
const MAX_KEPT = 500;

export type BadgeProfile =
  { kind: 'ok'; bot: BotProfile } | { kind: 'notFound' } | { kind: 'fault' };

/**
 * Reads a bot's public profile (`GET bots/:id` at `url`, with the request's forwarded `headers`) for
 * badges, kept briefly and boundedly per address and headers. A fault is not kept, so the next badge
 * asks again.
 */
export function badgeProfiles(now: () => number = Date.now) {
  const kept = new Map<string, { at: number; answer: BadgeProfile }>();
  return async (
    url: URL,
    headers: Readonly<Record<string, string>> = {},
  ): Promise<BadgeProfile> => {
    const key = `${url.href} ${JSON.stringify(headers)}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < PROFILE_TTL_MS) return hit.answer;
    const read = await readProvider(url, botProfileSchema, { timeoutMs: 3000, headers });
    const answer: BadgeProfile = read.kind === 'ok' ? { kind: 'ok', bot: read.data } : read;
    if (answer.kind !== 'fault') {
      kept.delete(key);
      kept.set(key, { at: now(), answer });
      // The oldest entry goes first: a Map iterates in insertion order.
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    }
    return answer;
  };
}
