// Signing in leaves no spent page behind: the login page gives its place to KOOK's consent page, and
// the consent page to the callback, so Back after signing in returns to the page before the login.
// KOOK's page (the local KOOK's, on its own origin) speaks the browser's language.
import { appRunning, completeSignIn, expect, KOOK_CONSENT, test } from './fixtures';

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

  test('KOOK’s consent page follows the browser’s language, and signing in works from it', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await page.getByRole('button', { name: '使用 KOOK 登录' }).click();
    await page.waitForURL(KOOK_CONSENT);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('授权 Botdeck · KOOK');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Botdeck 请求访问你的 KOOK 账号' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: '以此用户身份登录（模拟）' })).toHaveValue(
      '1845003001',
    );
    await expect(page.getByRole('button', { name: '取消' })).toBeVisible();
    await page.getByRole('button', { name: '授权' }).click();
    await page.waitForURL(/\/user\/home$/);
  });
});
