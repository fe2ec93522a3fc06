// Signing in leaves no spent page behind: the login page gives its place to the consent page, and
// the consent page to the callback, so Back after signing in returns to the page before the login.
// The simulated KOOK page speaks the reader's language: the app's choice, else the browser's.
import { appRunning, completeSignIn, expect, test } from './fixtures';

test('Back after signing in returns to the page before the login', async ({ page }) => {
  await page.goto('/');
  await appRunning(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\/login/);

  await completeSignIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('region', { name: 'Bots' })).toBeVisible();
});

test.describe('in zh-CN', () => {
  test.use({ locale: 'zh-CN' });

  test('the consent page follows the browser’s language, and signing in works from it', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await page.getByRole('button', { name: '使用 KOOK 登录' }).click();
    await page.waitForURL(/\/demo\/kook\/authorize/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('授权 Botdeck · KOOK（演示）');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Botdeck 请求访问你的 KOOK 账号' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '取消' })).toBeVisible();
    await page.getByRole('button', { name: '授权' }).click();
    await page.waitForURL(/\/user\/home$/);
  });
});

test('the consent page follows the language chosen in the app over the browser’s', async ({
  page,
  baseURL,
}) => {
  // The browser asks for English (the project's locale); the app's language cookie says Chinese.
  await page.context().addCookies([{ name: 'lang', value: 'zh-CN', url: baseURL ?? '' }]);
  await page.goto('/user/login');
  await page.getByRole('button', { name: '使用 KOOK 登录' }).click();
  await page.waitForURL(/\/demo\/kook\/authorize/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('button', { name: '授权' })).toBeVisible();
});
