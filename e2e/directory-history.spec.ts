// A search is one history entry: starting it pushes, refining it replaces, so Back leaves the
// search and returns to the unfiltered list (not to each half-typed word).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function cards(page: Page) {
  return page.getByRole('region', { name: 'Bots' }).getByRole('heading', { level: 3 });
}

test('Back after a search and its refinements returns to the unfiltered directory', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(12);
  const unfiltered = await cards(page).allTextContents();

  const search = page.getByRole('searchbox', { name: 'Search bots' });
  await search.fill('music');
  await expect(page).toHaveURL(/\/\?q=music$/);
  await search.pressSequentially(' bot', { delay: 50 });
  await expect(page).toHaveURL(/\/\?q=music\+bot$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(search).toHaveValue('');
  await expect(cards(page)).toHaveText(unfiltered);
});
