// How moving between pages feels: where a page opens, what Back returns to, and what the first
// paint looks like before any script has run.
import type { Page } from '@playwright/test';
import { appRunning, expect, signIn, test } from './fixtures';

function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

test('a new page opens at the top, and Back returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  await appRunning(page);
  const cards = page.getByRole('region', { name: 'Bots' }).getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(12);

  // Down to the last card, and open it.
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const name = (await last.textContent()) ?? '';
  const scrolled = await scrollY(page);
  expect(scrolled, 'the directory is long enough to scroll').toBeGreaterThan(1000);
  await last.click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(cards).toHaveCount(12);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolled - 50);
  expect(await scrollY(page)).toBeLessThan(scrolled + 50);

  // Forward again: the bot page, at its top.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
});

test('a page scrolled while it hydrates stays where the reader put it, and its links work', async ({
  page,
}) => {
  // A slow phone: the server's page is on screen for a while before the app takes it over.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/', { waitUntil: 'commit' });
  const pageTwo = page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2', exact: true });
  await pageTwo.scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  expect(scrolled, 'the pager is below the fold').toBeGreaterThan(200);
  await appRunning(page);
  expect(await scrollY(page)).toBe(scrolled);
  await pageTwo.click();
  await expect(page).toHaveURL(/\/\?page=2$/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('Configure opens at the top from the bottom of a long Home', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await signIn(page);
  await appRunning(page);
  // The last bot's menu, at the bottom of the page.
  const more = page.getByRole('button', { name: /^More actions for / }).last();
  await more.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(0);
  await more.click();
  await page.getByRole('menuitem', { name: 'Configure' }).click();
  await expect(page).toHaveURL(/\/user\/bot\/set\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

for (const system of ['light', 'dark'] as const) {
  const chosen = system === 'light' ? 'dark' : 'light';
  test(`a ${chosen} choice on a ${system} system is the first paint, before any script`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ colorScheme: system, baseURL });
    await context.addCookies([{ name: 'scheme', value: chosen, url: baseURL ?? '' }]);
    const page = await context.newPage();
    // No script at all: what the server's page paints by itself.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    for (const path of ['/', '/bot/b1001', '/user/login', '/no/such/page']) {
      await page.goto(path);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
      const luminance = (r + g + b) / 3;
      if (chosen === 'dark') expect(luminance, `${path}: ${background}`).toBeLessThan(60);
      else expect(luminance, `${path}: ${background}`).toBeGreaterThan(200);
    }
    await context.close();
  });
}

test('the keyboard focus ring is a visible 2 px outline on links, buttons and chips', async ({
  page,
}) => {
  await page.goto('/');
  await appRunning(page);
  const targets = [
    page.getByRole('link', { name: 'Botdeck' }).first(),
    page.getByRole('button', { name: 'Language', exact: true }),
    page.getByRole('group', { name: 'Filter by tag' }).getByRole('button').nth(1),
  ];
  for (const target of targets) {
    await target.focus();
    // Focus moved by script after a key press shows the ring as the keyboard would.
    await page.keyboard.press('Shift');
    await expect
      .poll(() =>
        target.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.outlineStyle} ${style.outlineWidth}`;
        }),
      )
      .toBe('solid 2px');
  }
});

test('a search typed before the app has taken over the page is not lost', async ({ page }) => {
  // Hold the scripts: the server's page is all there is while the reader types.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search bots' });
  await search.fill('music');
  release();
  await appRunning(page);
  await expect(page).toHaveURL(/\/\?q=music$/);
  await expect(search).toHaveValue('music');
  await expect(
    page.getByRole('region', { name: 'Bots' }).getByRole('heading', { level: 3 }).first(),
  ).toBeVisible();
});
