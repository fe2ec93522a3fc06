// The conventions every screen shares: usable at 375px (drawer navigation, actions in a menu),
// readable in the dark scheme, checked with axe where contrast can go wrong, and small marks kept
// clear of the words beside them.
import type { APIRequestContext, Locator } from '@playwright/test';
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

test('the dark scheme, once chosen, stays on pages the server and the app draw, and reads well', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

  // The reader's choice, kept: a page the server draws and one the app draws come up dark. Every
  // screen's contrast in the dark scheme is a11y.spec.ts's (its dark journeys scan them all).
  for (const [path, heading] of [
    ['/bot/b1004', 'Deckhand'],
    ['/user/bot/set/b1004', 'Configure Deckhand'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(page, `${path} in the dark scheme`);
  }
});

/**
 * The room between the end of an online light and the start of the words beside it, in px: the
 * words' own box (a range over their text), not their element's, which may be padded or stretched.
 */
async function gapFromLight(light: Locator, words: Locator, wordsFirst = false): Promise<number> {
  const lightBox = await light.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right };
  });
  const textBox = await words.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    // A name cut short with an ellipsis ends where its element ends.
    const box = element.getBoundingClientRect();
    return { left: text.left, right: Math.min(text.right, box.right) };
  });
  return wordsFirst ? lightBox.left - textBox.right : textBox.left - lightBox.right;
}

/** The first bot on the provider's first page that is online, and the first that is not. */
async function botsOnAndOff(request: APIRequestContext) {
  const response = await request.get('/api/v2/bots', { params: { pageSize: '50' } });
  const { items } = (
    (await response.json()) as {
      data: { items: { id: string; online: boolean }[] };
    }
  ).data;
  const on = items.find((bot) => bot.online);
  const off = items.find((bot) => !bot.online);
  if (!on || !off) throw new Error('The demo has no online and offline bot to compare');
  return [
    { id: on.id, label: 'Online' },
    { id: off.id, label: 'Offline' },
  ] as const;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the online light never touches the words beside it', async ({ page, request }) => {
      // The bot page's chip: the light, then "Online" or "Offline".
      for (const { id, label } of await botsOnAndOff(request)) {
        await page.goto(`/bot/${id}`);
        const words = page.locator('main header').getByText(label, { exact: true });
        await expect(words).toBeVisible();
        const light = words.locator('xpath=preceding-sibling::*[@aria-hidden="true"][1]');
        await expect(light).toBeVisible();
        expect(
          await gapFromLight(light, words),
          `${label} chip on /bot/${id}`,
        ).toBeGreaterThanOrEqual(4);
      }

      // A directory card: the bot's name, then its light.
      await page.goto('/');
      const cards = page
        .getByRole('region', { name: 'Bots' })
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards).toHaveCount(12);
      for (const card of await cards.all()) {
        const name = card.getByRole('heading', { level: 3 });
        const light = card.locator('h3 + span[aria-hidden="true"]');
        await expect(light).toBeVisible();
        const gap = await gapFromLight(light, name, true);
        expect(gap, `the light after ${await name.textContent()}`).toBeGreaterThanOrEqual(4);
      }
    });
  });
}
