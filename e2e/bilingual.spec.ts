// Bilingual listings (docs/product.md §8.1, §8.2, §8.6): a reader sees a bot's listing in their
// language, drawn so by the server, or the other language marked with its lang; the directory
// filters by language; the owner edits both languages with a preview of each.
import type { APIRequestContext } from '@playwright/test';
import { appRunning, expect, signInByApi, test } from './fixtures';

interface Card {
  id: string;
  name: string;
  language?: string;
  translation?: { name: string; summary: string } | null;
}

async function listed(request: APIRequestContext, query: Record<string, string> = {}) {
  const response = await request.get('/api/v2/bots', { params: { pageSize: '100', ...query } });
  return ((await response.json()) as { data: { items: Card[]; total: number } }).data;
}

/** A seeded bot with a Chinese listing, and one in English only. */
async function seededBots(request: APIRequestContext) {
  const { items } = await listed(request);
  const bilingual = items.find((bot) => bot.translation);
  const englishOnly = items.find((bot) => !bot.translation);
  if (!bilingual?.translation || !englishOnly) throw new Error('The seed has no such bots');
  return { bilingual: { ...bilingual, chinese: bilingual.translation.name }, englishOnly };
}

test.describe('a zh-CN reader', () => {
  test.use({ locale: 'zh-CN' });

  test('sees the Chinese listing on the directory and the bot page, drawn by the server', async ({
    page,
    request,
  }) => {
    const { bilingual, englishOnly } = await seededBots(request);
    const html = await (
      await request.get(`/bot/${bilingual.id}`, {
        headers: { Accept: 'text/html', 'Accept-Language': 'zh-CN' },
      })
    ).text();
    expect(html).toContain(`<meta property="og:title" content="${bilingual.chinese}">`);
    expect(html).toContain('<meta property="og:locale" content="zh_CN">');

    await page.goto(`/?language=zh-CN`);
    await expect(page.getByRole('heading', { level: 3, name: bilingual.chinese })).toBeVisible();
    await expect(page.getByRole('button', { name: '中文' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await appRunning(page);

    await page.goto(`/bot/${bilingual.id}`);
    await expect(page.getByRole('heading', { level: 1, name: bilingual.chinese })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${bilingual.chinese}`));

    // English only: the English listing, marked as English.
    await page.goto(`/bot/${englishOnly.id}`);
    const heading = page.getByRole('heading', { level: 1, name: englishOnly.name });
    await expect(heading).toHaveAttribute('lang', 'en-US');
  });
});

test.describe('an en-US reader', () => {
  test.use({ locale: 'en-US' });

  test('sees the English listing of the same bot', async ({ page, request }) => {
    const { bilingual } = await seededBots(request);
    await page.goto(`/bot/${bilingual.id}`);
    const heading = page.getByRole('heading', { level: 1, name: bilingual.name });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveAttribute('lang', /.+/);
    await expect(page.getByText(bilingual.chinese)).toHaveCount(0);
  });

  test('a new language draws the description afresh: lines of grey until the parser has come', async ({
    page,
    request,
  }) => {
    const { bilingual } = await seededBots(request);
    // The parser's chunk is held back until the lines have been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/markdown\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/bot/${bilingual.id}`);
    await appRunning(page);
    const about = page.locator('section[aria-labelledby="bot-about-heading"]');
    // Drawn by the server: the page never asked for the parser.
    await expect(about.locator('.bd-markdown p').first()).toBeVisible();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    const lines = about.locator('[aria-hidden="true"] .bd-skeleton');
    await expect(lines).toHaveCount(3);
    release();
    await expect(about.getByRole('heading', { name: `关于 ${bilingual.chinese}` })).toBeVisible();
    await expect(lines).toHaveCount(0);
  });

  test('filters the directory by language, in the URL and from the server', async ({
    page,
    request,
  }) => {
    const chinese = await listed(request, { language: 'zh-CN' });
    const all = await listed(request);
    expect(chinese.total).toBeLessThan(all.total);
    await page.goto('/?language=zh-CN');
    await expect(page.getByRole('status').filter({ hasText: /bots?$/ })).toHaveText(
      `${chinese.total} bots`,
    );
    await appRunning(page);
    await page.getByRole('button', { name: 'Any language' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: /bots?$/ })).toHaveText(
      `${all.total} bots`,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\?language=zh-CN$/);
  });

  test('the owner adds a Chinese listing with its preview, refused first by the rules', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInByApi(page, request, String(baseURL));
    await page.goto('/user/bot/edit/b1004');
    await appRunning(page);
    const name = page.getByRole('textbox', { name: 'Chinese name' });
    await name.fill('KOOK 官方助手');
    await name.blur();
    await expect(
      page.getByText(
        "Names can't contain “KOOK”: KOOK's rules forbid passing for KOOK or its staff",
      ),
    ).toBeVisible();
    await name.fill('甲板助手');
    await page.getByRole('textbox', { name: 'Chinese summary' }).fill('提醒、投票和身份组菜单。');
    await page.getByRole('textbox', { name: 'Chinese description' }).fill('## 潮汐\n\n随时查询。');
    await page.getByRole('tab', { name: 'Chinese: Preview' }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: 'Chinese: Preview' })
        .getByRole('heading', { name: '潮汐' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved')).toBeVisible();

    await page.context().addCookies([{ name: 'lang', value: 'zh-CN', url: String(baseURL) }]);
    await page.goto('/bot/b1004');
    await expect(page.getByRole('heading', { level: 1, name: '甲板助手' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '潮汐' })).toBeVisible();
  });
});
