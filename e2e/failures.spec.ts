// How failures read (docs/product.md §4, §5): a sentence in the reader's language with the raw
// text in a collapsed Details, the 404 page's search, and over-long search text that still
// searches.
import { expect, expectNoA11yViolations, test } from './fixtures';

test('a gateway error reads as a sentence, with the raw text behind a keyboard-reachable Details', async ({
  page,
  inject,
}) => {
  // The server draws the directory too and asks first: the fault answers both calls.
  await inject({ route: '*bots', method: 'GET', kind: 'html', times: 2 });
  await page.goto('/');
  const failure = page.getByRole('alert').filter({ hasText: "Couldn't load bots" });
  await expect(failure).toContainText('The bot service is having trouble right now.');
  const raw = failure.getByText('Unexpected response from server (HTTP 502)');
  await expect(raw).toBeHidden();
  await expectNoA11yViolations(page, 'directory failure');

  const details = failure.getByText('Details', { exact: true });
  await details.focus();
  await expect(details).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(raw).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(raw).toBeHidden();
});

test('the 404 page keeps its status and title, and its search opens the directory', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 - Page Not Found');
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expectNoA11yViolations(page, '404');

  await page.getByRole('searchbox', { name: 'Search bots' }).fill('reminders');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/\?q=reminders$/);
  await expect(page.getByRole('searchbox', { name: 'Search bots' })).toHaveValue('reminders');

  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('search text longer than the contract allows still searches', async ({ page }) => {
  await page.goto(`/?q=${'a'.repeat(3000)}`);
  await expect(page.getByText(/\d+ bots?$|No bots match/).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Some fields are invalid')).toHaveCount(0);
});
