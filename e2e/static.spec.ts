// The build on a static host (docs/deploy.md (a)), its API on the demo's origin: every page drawn
// in the browser. A public page's first API calls go out from boot.js as the page opens, while the
// app's scripts download, and the app takes their answers: each call is made once, in the reader's
// language, and the page is drawn from them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const staticOrigin = `http://127.0.0.1:${String(process.env.E2E_STATIC_PORT)}`;

// The seed's data, read only: the scope header would be a custom one on every cross-origin call.
test.use({ demoScope: false });

/** The API calls the page makes from now on, as `GET /api/v2/bots?…`, with their language. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v2/') || request.method() === 'OPTIONS') return;
    const language = request.headers()['accept-language'] ?? '';
    calls.push(`${request.method()} ${url.pathname}${url.search} ${language}`);
  });
  return calls;
}

test('a bot’s page asks for its data once, as it opens, and draws it', async ({ page }) => {
  const calls = apiCalls(page);
  await page.goto(`${staticOrigin}/bot/b1001`);
  await expect(page.getByRole('heading', { level: 1, name: 'OrbitShield' })).toBeVisible();
  await expect(page.getByText('Spam and raid protection')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call.startsWith('GET')).sort()).toEqual([
    'GET /api/v2/bots/b1001 en-US',
    'GET /api/v2/bots/b1001/stats?days=30 en-US',
    'GET /api/v2/bots/tags en-US',
  ]);
  // Made by boot.js as the page opened, and each one's answer taken by the app.
  expect(await page.evaluate(() => window.__BOTDECK_EARLY__?.length)).toBe(0);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the directory asks for its first page once, in the reader’s language', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto(staticOrigin);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '为你的 KOOK 服务器找到合适的机器人',
    );
    await expect(page.getByText(/^共 \d+ 个机器人$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.startsWith('GET')).sort()).toEqual([
      'GET /api/v2/bots/tags zh-CN',
      'GET /api/v2/bots?sort=popular&page=1&pageSize=12 zh-CN',
    ]);
    expect(await page.evaluate(() => window.__BOTDECK_EARLY__?.length)).toBe(0);
  });
});
