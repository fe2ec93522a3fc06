// robots.txt and sitemap.xml for the front server. A provider fault while reading the directory
// yields the bots read so far rather than an error: the front server does not answer 5xx for the
// provider's faults.
import { limits } from '../../src/api/constants';
import { USER_AREA, paths } from '../../src/kernel/paths';
import { botCardPageSchema } from '../../src/api/schemas';
import { readProvider } from './providerData';

/** A page of the sitemap: a bot's id, and when it last changed if that is known. */
export interface SitemapBot {
  id: string;
  updatedAt?: string;
}

export interface PublicBotsOptions {
  fetchImpl?: typeof fetch;
  pageSize?: number;
  maxPages?: number;
  /** For each page, from the request until its body has been read. */
  timeoutMs?: number;
  /**
   * For all the pages together: a crawler waiting on /sitemap.xml gets what was read by then, rather
   * than waiting up to `maxPages × timeoutMs` on a slow provider.
   */
  budgetMs?: number;
  /** The clock (epoch ms); tests pass their own. */
  now?: () => number;
}

function withoutTrailingSlash(origin: string): string {
  return origin.trim().replace(/\/+$/, '');
}

/** The console (`/user/`) and the OAuth callback (`/kook/`) are nothing a search engine can use. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Disallow: ${USER_AREA}/`,
    `Disallow: ${paths.kookCallback.to().replace(/[^/]+$/, '')}`,
    'Allow: /',
    '',
    `Sitemap: ${withoutTrailingSlash(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The ids of every public bot, page by page. Stops at the last page, after `maxPages`, at the
 * first page that fails, or once `budgetMs` is spent, returning what it has by then. The directory's list carries no change
 * date, so `updatedAt` is left out. A malformed `apiBase` is a set-up error and rejects.
 */
export async function publicBots(
  apiBase: string,
  {
    fetchImpl = fetch,
    pageSize = 100,
    maxPages = 50,
    timeoutMs = 5000,
    budgetMs = 10_000,
    now = Date.now,
  }: PublicBotsOptions = {},
): Promise<SitemapBot[]> {
  const deadline = now() + budgetMs;
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  const size = Math.min(Math.max(1, Math.floor(pageSize)), limits.pageSize.max);
  const seen = new Set<string>();
  const bots: SitemapBot[] = [];
  for (let number = 1; number <= maxPages; number += 1) {
    const left = deadline - now();
    if (left <= 0) break;
    const url = new URL('bots', base);
    url.searchParams.set('page', String(number));
    url.searchParams.set('pageSize', String(size));
    // Newest first: a bot added while paging pushes the others back a place, so one is seen twice
    // (and skipped) rather than missed, as reordering by popularity could.
    url.searchParams.set('sort', 'newest');
    const answer = await readProvider(url, botCardPageSchema, {
      fetchImpl,
      timeoutMs: Math.min(timeoutMs, left),
    });
    if (answer.kind !== 'ok') break;
    const page = answer.data;
    const before = bots.length;
    for (const { id } of page.items) {
      if (seen.has(id)) continue;
      seen.add(id);
      bots.push({ id });
    }
    // A provider that ignores `page` would answer the first page forever.
    if (bots.length === before) break;
    // The provider's own page size: it may serve fewer than asked for.
    if (page.page * page.pageSize >= page.total) break;
  }
  return bots;
}

const xmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML content and quoted attributes (the sitemap, badges). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

/** W3C datetime as sitemaps want it, or nothing for a date that cannot be read. */
function lastmod(value: string | undefined): string {
  if (value === undefined) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : `<lastmod>${new Date(time).toISOString()}</lastmod>`;
}

function urlEntry(loc: string, updatedAt?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod(updatedAt)}</url>`;
}

export function sitemapXml(origin: string, bots: readonly SitemapBot[]): string {
  const root = withoutTrailingSlash(origin);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    urlEntry(`${root}/`),
    ...bots.map((bot) => urlEntry(`${root}${paths.bot.to(bot.id)}`, bot.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
