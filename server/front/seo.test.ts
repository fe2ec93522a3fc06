/** @jest-environment node */
import type { BotCard } from '../../src/api/schemas';
import { publicBots, robotsTxt, sitemapXml } from './seo';

const apiBase = 'https://provider.example/api/v2/';

function card(id: string): BotCard {
  return {
    id,
    name: `Bot ${id}`,
    avatar: '',
    summary: 'A bot.',
    tags: ['games'],
    serverCount: 1,
    online: true,
    measured: null,
  };
}

function ids(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `b${from + i}`);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A provider holding `all` public bots, answering pages as the contract says. */
function directory(all: string[]) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const items = all.slice((page - 1) * pageSize, page * pageSize).map(card);
    return json({
      status: true,
      code: 0,
      message: 'ok',
      data: { items, total: all.length, page, pageSize },
    });
  };
}

type Answer = (url: URL, signal: AbortSignal | undefined) => Response | Promise<Response>;

/** A fetch that records each URL asked for and answers with `answers[n]`, else with `fallback`. */
function fakeFetch(fallback: Answer, answers: Readonly<Record<number, Answer>> = {}) {
  const urls: URL[] = [];
  const fetchImpl = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    urls.push(url);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const answer = answers[urls.length] ?? fallback;
    return answer(url, init?.signal ?? undefined);
  });
  return { fetchImpl: fetchImpl as typeof fetch, urls };
}

/** Answers only when aborted, as a provider that never replies does under a timeout. */
const hang: Answer = (_url, signal) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason as Error));
  });

describe('robotsTxt', () => {
  it('keeps crawlers out of the console and the OAuth callback and names the sitemap', () => {
    expect(robotsTxt('https://botdeck.example/')).toBe(
      [
        'User-agent: *',
        'Disallow: /user/',
        'Disallow: /kook/',
        'Allow: /',
        '',
        'Sitemap: https://botdeck.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('publicBots', () => {
  it('stops once its budget is spent and returns the pages read by then', async () => {
    // Each page takes the provider 4 s on this clock: pages 1 to 3 start within the 10 s budget.
    let clock = 0;
    const slow = fakeFetch((url) => {
      clock += 4_000;
      return directory(ids(1, 1000))(url);
    });
    const bots = await publicBots(apiBase, {
      fetchImpl: slow.fetchImpl,
      budgetMs: 10_000,
      now: () => clock,
    });
    expect(slow.urls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(bots).toHaveLength(300);
  });

  it('reads every page of the directory, newest first, and stops at the last', async () => {
    const { fetchImpl, urls } = fakeFetch(directory(ids(1, 250)));
    const bots = await publicBots(apiBase, { fetchImpl });
    expect(bots).toEqual(ids(1, 250).map((id) => ({ id })));
    expect(urls.map(String)).toEqual([
      'https://provider.example/api/v2/bots?page=1&pageSize=100&sort=newest',
      'https://provider.example/api/v2/bots?page=2&pageSize=100&sort=newest',
      'https://provider.example/api/v2/bots?page=3&pageSize=100&sort=newest',
    ]);
  });

  it('asks for no more than the contract allows per page, and at most maxPages pages', async () => {
    const { fetchImpl, urls } = fakeFetch(directory(ids(1, 1000)));
    const bots = await publicBots('https://provider.example/api/v2', {
      fetchImpl,
      pageSize: 500,
      maxPages: 2,
    });
    expect(bots).toHaveLength(200);
    expect(urls.map((url) => url.searchParams.get('pageSize'))).toEqual(['100', '100']);
    expect(urls[0].pathname).toBe('/api/v2/bots');
  });

  it('needs no second page when the first holds them all, and none for an empty directory', async () => {
    const some = fakeFetch(directory(ids(1, 100)));
    expect(await publicBots(apiBase, { fetchImpl: some.fetchImpl })).toHaveLength(100);
    expect(some.urls).toHaveLength(1);
    const none = fakeFetch(directory([]));
    expect(await publicBots(apiBase, { fetchImpl: none.fetchImpl })).toEqual([]);
    expect(none.urls).toHaveLength(1);
  });

  it('skips a bot seen twice, as when a bot is added between two pages', async () => {
    const pageOf = (page: number, items: string[]) =>
      json({
        status: true,
        code: 0,
        message: 'ok',
        data: { items: items.map(card), total: 201, page, pageSize: 100 },
      });
    const { fetchImpl, urls } = fakeFetch(() => pageOf(3, ['b200']), {
      1: () => pageOf(1, ids(1, 100)),
      2: () => pageOf(2, ['b100', ...ids(101, 199)]),
    });
    const bots = await publicBots(apiBase, { fetchImpl });
    expect(bots.map((bot) => bot.id)).toEqual(ids(1, 200));
    expect(urls).toHaveLength(3);
  });

  it('stops when a page brings nothing new, as from a provider that ignores the page asked for', async () => {
    const firstPage = directory(ids(1, 1000));
    const { fetchImpl, urls } = fakeFetch(() =>
      firstPage(new URL('https://provider.example/?page=1&pageSize=100')),
    );
    expect(await publicBots(apiBase, { fetchImpl })).toHaveLength(100);
    expect(urls).toHaveLength(2);
  });

  it.each<[string, Answer]>([
    ['an HTTP 502 page', () => new Response('<h1>Bad Gateway</h1>', { status: 502 })],
    ['a body that is no JSON', () => new Response('{"status": tru', { status: 200 })],
    [
      'a failure envelope',
      () => json({ status: false, code: 500000, message: 'Provider error', data: null }, 500),
    ],
    [
      'data that breaks the contract',
      () => json({ status: true, code: 0, message: 'ok', data: { items: [{ id: 1 }] } }),
    ],
    ['a transport error', () => Promise.reject(new TypeError('fetch failed'))],
    ['a provider that never answers', hang],
  ])('returns the bots read before %s, without throwing', async (_fault, fault) => {
    const { fetchImpl, urls } = fakeFetch(directory(ids(1, 300)), { 3: fault });
    const bots = await publicBots(apiBase, { fetchImpl, timeoutMs: 50 });
    expect(bots).toEqual(ids(1, 200).map((id) => ({ id })));
    expect(urls).toHaveLength(3);
  });

  it('returns nothing, without throwing, when the first page already fails', async () => {
    const { fetchImpl } = fakeFetch(() => {
      throw new Error('boom');
    });
    await expect(publicBots(apiBase, { fetchImpl })).resolves.toEqual([]);
  });
});

describe('sitemapXml', () => {
  it('lists the home page and each bot, with the date it last changed', () => {
    expect(
      sitemapXml('https://botdeck.example/', [
        { id: 'b1001', updatedAt: '2024-05-06T07:08:09Z' },
        { id: 'b1002' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://botdeck.example/</loc></url>',
        '<url><loc>https://botdeck.example/bot/b1001</loc><lastmod>2024-05-06T07:08:09.000Z</lastmod></url>',
        '<url><loc>https://botdeck.example/bot/b1002</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('encodes ids for the path and escapes what XML needs, and drops an unreadable date', () => {
    const xml = sitemapXml("https://botdeck.example/?a=1&b='2'", [
      { id: `a/b?c=d&e</loc>"'`, updatedAt: '<soon>' },
    ]);
    expect(xml).toContain('<loc>https://botdeck.example/?a=1&amp;b=&apos;2&apos;/</loc>');
    expect(xml).toContain(
      '<loc>https://botdeck.example/?a=1&amp;b=&apos;2&apos;/bot/a%2Fb%3Fc%3Dd%26e%3C%2Floc%3E%22&apos;</loc></url>',
    );
    expect(xml).not.toContain('soon');
    expect(xml.match(/<\/loc>/g)).toHaveLength(2);
  });
});
