// The conventions every screen shares: usable at 375px (drawer navigation, actions in a menu) and
// readable in the dark scheme, checked with axe where contrast can go wrong.
import { expect, expectNoA11yViolations, signIn, test } from './fixtures';

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('navigation moves into a drawer and bot actions into a menu', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My bots' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expectNoA11yViolations(page, 'home at 375px');

    await page.getByRole('button', { name: 'More actions for Echo Radio' }).click();
    await expect(page.getByRole('menuitem', { name: 'Restart' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Configure' }).click();
    await expect(page).toHaveURL(/\/user\/bot\/set\/b1012$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configure Echo Radio' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'configure at 375px');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/user\/pay$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(375);
  });
});

test('the dark scheme keeps every main screen readable', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

  for (const [path, heading] of [
    ['/', 'Find the right bot for your KOOK server'],
    ['/user/home', 'My bots'],
    ['/user/pay', 'Plans and billing'],
    ['/bot/b1004', 'Deckhand'],
    ['/user/bot/edit/b1004', 'Edit Deckhand'],
    ['/user/bot/set/b1004', 'Configure Deckhand'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(page, `${path} in the dark scheme`);
  }
});
