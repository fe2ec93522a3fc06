// Browser journeys for the embeddable badges (docs/product.md §8.2, docs/deploy.md: the front
// server draws them): the owner copies a badge's snippet from the bot page, and the image it names
// is an SVG, cached briefly, that renders in an <img> and says what the bot page says; an unknown
// or private bot has none; a Chinese reader gets the badge's words in Chinese.
import type { Page } from '@playwright/test';
import { appRunning, expect, signInByApi, test } from './fixtures';

/** The demo user's public bot. */
const DECKHAND = 'b1004';
/** The demo user's private bot (Night Watch): no public page, so no badge. */
const PRIVATE_BOT = 'b1061';

/** The words of an SVG document open in `page`: its label, then its message. */
async function badgeWords(page: Page): Promise<string[]> {
  return page.locator('svg > g > text').allTextContents();
}

/** Whether `html` renders its image on the page open in `page` (of our origin). */
async function renders(page: Page, html: string): Promise<{ width: number; href: string | null }> {
  return page.evaluate(async (snippet) => {
    const box = document.createElement('div');
    box.innerHTML = snippet;
    document.body.append(box);
    const img = box.querySelector('img');
    if (!img) throw new Error(`No <img> in ${snippet}`);
    await img.decode();
    return { width: img.naturalWidth, href: box.querySelector('a')?.getAttribute('href') ?? null };
  }, html);
}

test('the owner copies a badge from the bot page: an SVG, cached briefly, that renders and says what the page says', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInByApi(page, request, String(baseURL));
  await page.goto(`/bot/${DECKHAND}`);
  await appRunning(page);
  const header = page.locator('main header');
  await expect(header.getByRole('heading', { level: 1, name: 'Deckhand' })).toBeVisible();
  // What the bot page says of the bot, as its owner sees it.
  const status = (await header.getByText(/^(Online|Offline)$/).textContent()) ?? '';
  const servers = /^([\d,]+) servers?$/.exec(
    (await header.getByText(/^[\d,]+ servers?$/).textContent()) ?? '',
  )?.[1];
  const uptime = /^([\d.]+%) uptime$/.exec(
    (await header.getByText(/^[\d.]+% uptime$/).textContent()) ?? '',
  )?.[1];
  expect(servers).toBeDefined();
  expect(uptime).toBeDefined();

  const badges = page.getByRole('region', { name: 'Badges' });
  await expect(badges.getByRole('listitem')).toHaveCount(3);
  // The previews on the bot page itself render (else the section would have stepped aside).
  for (const preview of await badges.getByRole('img').all()) {
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }

  // Markdown, copied with the button.
  await badges.getByRole('button', { name: 'Copy the Uptime badge snippet' }).click();
  await expect(page.getByText('Snippet copied')).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  const parts = /^\[!\[([^\]]*)\]\(([^)]+)\)\]\(([^)]+)\)$/.exec(markdown);
  expect(parts, markdown).not.toBeNull();
  const [, alt, image, link] = parts ?? [];
  expect(alt).toBe('Deckhand on KOOK: uptime over 30 days');
  expect(image).toBe(`${String(baseURL)}/badge/${DECKHAND}/uptime.svg`);
  expect(link).toBe(`${String(baseURL)}/bot/${DECKHAND}`);

  // HTML, read from the page.
  await badges.getByRole('button', { name: 'HTML' }).click();
  const snippetOf = (kind: string) => badges.getByRole('listitem', { name: kind }).locator('code');
  await expect(snippetOf('Uptime')).toContainText('<img src=');
  const html = {
    Status: (await snippetOf('Status').textContent()) ?? '',
    Servers: (await snippetOf('Servers').textContent()) ?? '',
    Uptime: (await snippetOf('Uptime').textContent()) ?? '',
  };
  expect(html.Uptime).toContain(`src="${image}"`);

  // Each image on its own: an SVG, briefly cached, in English for this reader.
  const said: Record<string, string[]> = {};
  for (const kind of ['status', 'servers', 'uptime']) {
    const response = await page.goto(`/badge/${DECKHAND}/${kind}.svg`);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['content-type']).toMatch(/^image\/svg\+xml\b/);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(headers.vary).toMatch(/Accept-Language/i);
    said[kind] = await badgeWords(page);
  }
  expect(said.status).toEqual(['KOOK bot', status.toLowerCase()]);
  expect(said.servers).toEqual(['servers', servers]);
  expect(said.uptime).toEqual(['uptime 30d', uptime]);

  // Pasted into a page of our origin, each snippet's image renders and links to the bot's page.
  await page.goto('/');
  await appRunning(page);
  for (const snippet of Object.values(html)) {
    const shown = await renders(page, snippet);
    expect(shown.width, snippet).toBeGreaterThan(0);
    expect(shown.href).toBe(`${String(baseURL)}/bot/${DECKHAND}`);
  }
});

test('an unknown or private bot has no badge: 404', async ({ page, allowConsoleErrors }) => {
  // The browser logs each 404.
  allowConsoleErrors(/status of 404/);
  for (const id of ['b9999', PRIVATE_BOT]) {
    const response = await page.goto(`/badge/${id}/status.svg`);
    expect(response?.status(), id).toBe(404);
    expect(response?.headers()['content-type']).not.toMatch(/svg/);
  }
  // A badge of no kind we draw, of a public bot, is nothing either.
  expect((await page.goto(`/badge/${DECKHAND}/members.svg`))?.status()).toBe(404);
  // As an image on our own page, it fails to load.
  await page.goto('/');
  await appRunning(page);
  const loaded = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    return img.decode().then(
      () => true,
      () => false,
    );
  }, '/badge/b9999/status.svg');
  expect(loaded).toBe(false);
});

test.describe('a Chinese reader', () => {
  // Chromium sends the Accept-Language of its locale (an extra header would not replace it).
  test.use({ locale: 'zh-CN' });

  test('gets the badge in Chinese, and the bot page offers the Chinese badge to embed', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInByApi(page, request, String(baseURL));
    const english = await request.get(`/badge/${DECKHAND}/status.svg`, {
      headers: { 'Accept-Language': 'en-US' },
    });
    const online = (await english.text()).includes('>online<');

    const response = await page.goto(`/badge/${DECKHAND}/status.svg`);
    expect(await response?.request().headerValue('accept-language')).toMatch(/^zh-CN/);
    expect(response?.headers()['content-type']).toMatch(/^image\/svg\+xml\b/);
    expect(await badgeWords(page)).toEqual(['KOOK 机器人', online ? '在线' : '离线']);
    await page.goto(`/badge/${DECKHAND}/uptime.svg`);
    expect((await badgeWords(page))[0]).toBe('30 天在线率');

    // The bot page in Chinese offers the badge with ?lang=zh-CN: an embed cannot send the
    // reader's header, so the words stay Chinese wherever it is shown.
    await page.goto(`/bot/${DECKHAND}`);
    await appRunning(page);
    const badges = page.getByRole('region', { name: '徽章' });
    const preview = badges.getByRole('img').first();
    await expect(preview).toHaveAttribute('src', /\/status\.svg\?lang=zh-CN$/);
    const embedded = await request.get((await preview.getAttribute('src')) ?? '', {
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(await embedded.text()).toContain('>KOOK 机器人<');
  });
});
