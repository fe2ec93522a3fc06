// The public directory: search, tag and sort live in the URL, so reload and back restore
// what the user was looking at.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

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
  await expect(tags.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
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
