// The public directory: search, tags and sort live in the URL, so reload and back restore
// what the user was looking at.
import type { APIRequestContext, Page } from '@playwright/test';
import { appRunning, expect, expectNoA11yViolations, test } from './fixtures';

/** What the provider says the total is for these filters: the count the page must show. */
async function totalFor(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get('/api/v2/bots', { params: { ...query, pageSize: '1' } });
  const body = (await response.json()) as { data: { total: number } };
  return body.data.total;
}

function resultCount(page: Page) {
  return page.getByRole('status').filter({ hasText: /^\d+ bots?$/ });
}

/** The names of the bots the provider lists for these filters, in its order. */
async function namesFor(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get('/api/v2/bots', { params: query });
  const body = (await response.json()) as { data: { items: { name: string }[] } };
  return body.data.items.map((bot) => bot.name);
}

function cards(page: Page) {
  return page.getByRole('region', { name: 'Bots' }).getByRole('heading', { level: 3 });
}

test('search, tag and sort survive a reload, and back returns to the previous view', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the right bot for your KOOK server' }),
  ).toBeVisible();
  await expect(resultCount(page)).toHaveText(`${await totalFor(request, {})} bots`);
  await expect(cards(page)).toHaveCount(12);
  await expectNoA11yViolations(page, 'directory');

  const search = page.getByRole('searchbox', { name: 'Search bots' });
  await search.fill('reminders');
  await expect(page).toHaveURL(/\/\?q=reminders$/);
  const keywordTotal = await totalFor(request, { keyword: 'reminders' });
  await expect(resultCount(page)).toHaveText(`${keywordTotal} bot${keywordTotal === 1 ? '' : 's'}`);

  const tags = page.getByRole('group', { name: 'Filter by tag' });
  await tags.getByRole('button', { name: /^Utility \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/[?&]tag=utility/);
  await expect(tags.getByRole('button', { name: /^Utility/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const both = await totalFor(request, { keyword: 'reminders', tag: 'utility' });
  await expect(resultCount(page)).toHaveText(`${both} bot${both === 1 ? '' : 's'}`);
  await expect(cards(page).first()).toBeVisible();

  await page
    .getByRole('group', { name: 'Sort by' })
    .getByRole('button', { name: 'Newest' })
    .click();
  await expect(page).toHaveURL(/[?&]sort=newest/);
  // The list the provider gives for the new order, once the page shows it (not the one before).
  const newestFirst = await namesFor(request, {
    keyword: 'reminders',
    tag: 'utility',
    sort: 'newest',
  });
  await expect(cards(page)).toHaveText(newestFirst);

  await page.reload();
  await expect(search).toHaveValue('reminders');
  await expect(tags.getByRole('button', { name: /^Utility/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Newest' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveText(newestFirst);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=newest/);
  await expect(page).toHaveURL(/tag=utility/);
  await expect(search).toHaveValue('reminders');
  await expect(
    page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Popular' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(resultCount(page)).toHaveText(`${both} bot${both === 1 ? '' : 's'}`);

  await page.goBack();
  await expect(page).toHaveURL(/\/\?q=reminders$/);
  await expect(tags.locator('[aria-pressed="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear tags' })).toBeHidden();
  await expect(resultCount(page)).toHaveText(`${keywordTotal} bot${keywordTotal === 1 ? '' : 's'}`);
});

test('paging lives in the URL too, and a search with no match offers to clear it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(12);
  const firstPage = await cards(page).allTextContents();
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/\?page=2$/);
  await expect(cards(page).first()).not.toHaveText(firstPage[0] ?? '');
  await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeVisible();
  const secondPage = await cards(page).allTextContents();

  await page.reload();
  await expect(cards(page)).toHaveText(secondPage);
  await page.goBack();
  await expect(cards(page)).toHaveText(firstPage);

  await page.getByRole('searchbox', { name: 'Search bots' }).fill('zzzz-nothing');
  await page.getByRole('searchbox', { name: 'Search bots' }).press('Enter');
  await expect(page.getByText('No bots match “zzzz-nothing”')).toBeVisible();
  await expectNoA11yViolations(page, 'directory, empty');
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cards(page)).toHaveText(firstPage);
});

/** The provider's total for bots carrying every one of `tags` (`tag=a&tag=b`). */
async function totalWithTags(request: APIRequestContext, tags: string[]) {
  const query = new URLSearchParams([...tags.map((tag) => ['tag', tag]), ['pageSize', '1']]);
  const response = await request.get(`/api/v2/bots?${query.toString()}`);
  const body = (await response.json()) as { data: { total: number } };
  return body.data.total;
}

test('several tags narrow to the bots carrying all of them, kept through reload and history', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await appRunning(page);
  await expect(cards(page)).toHaveCount(12);
  const tags = page.getByRole('group', { name: 'Filter by tag' });
  const games = tags.getByRole('button', { name: /^Games \(\d+\)$/ });
  const utility = tags.getByRole('button', { name: /^Utility \(\d+\)$/ });
  const count = (total: number) => `${total} bot${total === 1 ? '' : 's'}`;

  await games.click();
  await expect(page).toHaveURL(/\/\?tag=games$/);
  await utility.click();
  await expect(page).toHaveURL(/\/\?tag=games&tag=utility$/);
  await expect(games).toHaveAttribute('aria-pressed', 'true');
  await expect(utility).toHaveAttribute('aria-pressed', 'true');
  const both = await totalWithTags(request, ['games', 'utility']);
  expect(both).toBeLessThan(await totalWithTags(request, ['games']));
  await expect(resultCount(page)).toHaveText(count(both));

  // The server draws the same selection and result before the app runs.
  await page.reload();
  await expect(games).toHaveAttribute('aria-pressed', 'true');
  await expect(utility).toHaveAttribute('aria-pressed', 'true');
  await expect(resultCount(page)).toHaveText(count(both));
  await appRunning(page);

  await games.click();
  await expect(page).toHaveURL(/\/\?tag=utility$/);
  await expect(games).toHaveAttribute('aria-pressed', 'false');
  await expect(resultCount(page)).toHaveText(count(await totalWithTags(request, ['utility'])));

  await page.getByRole('button', { name: 'Clear tags' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(tags.locator('[aria-pressed="true"]')).toHaveCount(0);
  await expect(resultCount(page)).toHaveText(count(await totalFor(request, {})));

  await page.goBack();
  await expect(page).toHaveURL(/\/\?tag=utility$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/\?tag=games&tag=utility$/);
  await expect(games).toHaveAttribute('aria-pressed', 'true');
  await expect(resultCount(page)).toHaveText(count(both));
});

test('tags that no bot carries together are named, with a way to clear them', async ({ page }) => {
  await page.goto('/?tag=economy&tag=social');
  await expect(
    page.getByRole('heading', { name: 'No bots with Economy and Social yet' }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'directory, no bot with both tags');
  await appRunning(page);
  await page.getByRole('link', { name: 'Clear the tags' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cards(page)).toHaveCount(12);
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a link to a tag far along the row opens with that tag in sight', async ({ page }) => {
    await page.goto('/?tag=notifications');
    await appRunning(page);
    const chip = page
      .getByRole('group', { name: 'Filter by tag' })
      .getByRole('button', { name: /^Notifications/ });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).toBeInViewport({ ratio: 1 });
  });

  test('the tag row says it scrolls: it runs past the screen and fades out at its edge', async ({
    page,
  }) => {
    await page.goto('/');
    await appRunning(page);
    const row = page.getByRole('group', { name: 'Filter by tag' });
    await expect(row.getByRole('button').first()).toBeVisible();
    const look = () =>
      row.evaluate((element) => ({
        more: element.scrollWidth > element.clientWidth,
        scrolls: getComputedStyle(element).overflowX,
        fade: getComputedStyle(element).maskImage,
      }));
    // One row of chips that goes on past the right edge, with the edge faded so the cut-off chip
    // reads as "more this way" rather than as the end.
    const phone = await look();
    expect(phone.more).toBe(true);
    expect(phone.scrolls).toBe('auto');
    // Opaque, then clear at the right edge (computed, `transparent` reads as rgba(0, 0, 0, 0)).
    expect(phone.fade).toMatch(
      /^linear-gradient\(to right, .+, (transparent|rgba\(0, 0, 0, 0\))\)$/,
    );
    // A wide screen wraps them all into view, with nothing faded.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(look).toEqual({ more: false, scrolls: 'visible', fade: 'none' });
  });
});
