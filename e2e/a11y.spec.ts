// axe (WCAG 2.0/2.1 A and AA plus best practices) on every route and the main open states,
// allowing no violation at any impact. Each scheme and each language is scanned, in two pairs
// (light with en-US, dark with zh-CN): what the scheme changes (colours, contrast) does not depend on
// the language, and what the language changes (names, labels, lang) does not depend on the colours,
// so the other two pairs scanned the same things a second time.
import type { Page } from '@playwright/test';
import { expectNoViolations, tr } from './axe';
import type { Locale } from './axe';
import { appRunning, expect, KOOK_CONSENT, signInByApi, test } from './fixtures';

const pairs: readonly (readonly ['light' | 'dark', Locale])[] = [
  ['light', 'en-US'],
  ['dark', 'zh-CN'],
];

async function h1(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const [colorScheme, locale] of pairs) {
  test.describe(`${colorScheme}, ${locale}`, () => {
    test.use({ colorScheme, locale });

    // Three journeys, each stop a full axe scan: apart, they run side by side on the workers.
    test('every route and its main open states: signed out', async ({ page }) => {
      test.setTimeout(120_000);
      const scan = (label: string) =>
        expectNoViolations(page, `${label} (${colorScheme}, ${locale})`);

      // Signed out.
      await page.goto('/');
      await h1(page);
      // The scheme and language really are the ones this run claims to scan.
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('main li').first()).toBeVisible();
      await scan('/');

      await page.goto('/bot/b1001');
      // The server draws the bot's h1 before the app runs: wait for what only the app draws.
      await expect(
        page.getByRole('region', { name: tr(locale, 'bot', 'description.heading') }),
      ).toBeVisible();
      await scan('/bot/b1001');

      await page.goto('/kook/auth?error=access_denied&state=x');
      await expect(page.getByText(tr(locale, 'auth', 'callback.denied'))).toBeVisible();
      await scan('/kook/auth refused');

      await page.goto('/no/such/page');
      await h1(page);
      await scan('404');

      await page.goto('/user/login');
      await h1(page);
      await scan('/user/login');
    });

    test('every route and its main open states: signed in', async ({
      page,
      request,
      allowConsoleErrors,
    }) => {
      // Another account's bot: the provider answers 403, which Chromium logs.
      allowConsoleErrors(/status of 403/);
      test.setTimeout(120_000);
      const scan = (label: string) =>
        expectNoViolations(page, `${label} (${colorScheme}, ${locale})`);
      await page.goto('/user/login');
      await h1(page);

      // Signed in through the local KOOK's consent page (in the
      // browser's language too).
      await page.getByRole('button', { name: tr(locale, 'auth', 'login.button') }).click();
      await page.waitForURL(KOOK_CONSENT);
      await page.getByRole('button', { name: locale === 'zh-CN' ? '授权' : 'Authorize' }).click();
      await page.waitForURL(/\/user\/home$/);
      await h1(page);
      await expect(
        page
          .getByRole('region', { name: tr(locale, 'common', 'screens.home') })
          .getByRole('listitem'),
      ).toHaveCount(3);
      await scan('/user/home');

      await page
        .getByRole('button', {
          name: tr(locale, 'home', 'bots.moreActions', { name: 'Echo Radio' }),
        })
        .click();
      await page.getByRole('menuitem', { name: tr(locale, 'home', 'actions.delete') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan('home, delete dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page
        .getByRole('button', {
          name: tr(locale, 'common', 'nav.accountMenu', { name: 'DemoUser#0001' }),
        })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await scan('account menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      // On Free, so every paid plan offers Pay.
      await page.goto('/user/pay');
      await h1(page);
      await scan('/user/pay');
      await page
        .getByRole('button', { name: tr(locale, 'pay', 'plans.pay'), exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('timer')).toBeVisible();
      await scan('checkout dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Creating is allowed on Pro; the form is the same either way but without the limit notice.
      const pro = await request.post('/demo/control/users/u-demo/plan', {
        data: { plan: 'pro' },
      });
      expect(pro.ok()).toBe(true);
      await page.goto('/user/bot/new');
      await h1(page);
      await scan('/user/bot/new');
      await page
        .getByRole('textbox', { name: tr(locale, 'botEditor', 'fields.description') })
        // The primary listing's; the other language's follows it.
        .first()
        .fill(
          '## Commands\n\nSee [the docs](https://example.com/docs) for **more**.\n\n### Music\n\n- `!play`',
        );
      await page
        .getByRole('tab', { name: tr(locale, 'botEditor', 'fields.preview') })
        .first()
        .click();
      await expect(page.getByRole('link', { name: 'the docs' })).toBeVisible();
      await scan('new bot, description preview');

      await page.goto('/user/bot/edit/b1004');
      await h1(page);
      await scan('/user/bot/edit/b1004');

      await page.goto('/user/bot/edit/b1001');
      await h1(page);
      await scan('/user/bot/edit/b1001 (not yours)');
    });

    test('every route and its main open states: Configure, and at 375px', async ({
      page,
      request,
      baseURL,
      allowConsoleErrors,
    }) => {
      // Another account's bot: the provider answers 403, which Chromium logs.
      allowConsoleErrors(/status of 403/);
      test.setTimeout(120_000);
      const scan = (label: string) =>
        expectNoViolations(page, `${label} (${colorScheme}, ${locale})`);
      await signInByApi(page, request, baseURL ?? '');
      // Webhook mode is a Pro feature: on Free its radio is disabled.
      const pro = await request.post('/demo/control/users/u-demo/plan', {
        data: { plan: 'pro' },
      });
      expect(pro.ok()).toBe(true);

      await page.goto('/user/bot/set/b1004');
      await h1(page);
      await scan('/user/bot/set/b1004');
      await page
        .getByRole('radio', { name: tr(locale, 'botSettings', 'connection.webhook') })
        .check();
      await expect(
        page.getByRole('textbox', { name: tr(locale, 'botSettings', 'connection.verifyToken') }),
      ).toBeVisible();
      await scan('configure, webhook mode');

      await page.goto('/user/bot/set/b1001');
      await h1(page);
      await scan('/user/bot/set/b1001 (not yours)');

      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      await h1(page);
      // The server's page is shown before the app runs; until then its menu button does nothing.
      await appRunning(page);
      await page.getByRole('button', { name: tr(locale, 'common', 'nav.openMenu') }).click();
      await expect(
        page.getByRole('navigation', { name: tr(locale, 'common', 'nav.mainNavigation') }),
      ).toBeVisible();
      await scan('nav drawer at 375px');
      await page.keyboard.press('Escape');

      await page.goto('/user/home');
      await h1(page);
      await page
        .getByRole('button', {
          name: tr(locale, 'home', 'bots.moreActions', { name: 'Echo Radio' }),
        })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await scan('bot actions menu at 375px');
    });
  });
}
