// What the shell does on its own: the 404 page and the hourly check for a newer build.
import { expect, expectNoA11yViolations, test } from './fixtures';

test('an unknown URL shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expect(page).toHaveTitle('404 - Page Not Found');
  await expectNoA11yViolations(page, '404 page');

  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a newer build, an hour later, gives exactly one full reload on the next navigation', async ({
  page,
}) => {
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  );
  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });
  await page.clock.install();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __marker?: boolean }).__marker = true;
  });
  expect(documentLoads).toBe(1);

  // Let the idle-time preloads start and finish on the real network first: jumping an hour ahead
  // while a chunk is in flight would fire webpack's chunk timeout, which no user meets.
  await page.clock.runFor(1_000);
  await page.waitForLoadState('networkidle');
  await page.clock.runFor('01:00:00');
  await expect(page.getByText('A new version is available')).toBeVisible();
  expect(documentLoads).toBe(1);

  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => documentLoads).toBe(2);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(
    undefined,
  );

  // The fresh document must settle: no second reload, now or on the next in-app navigation.
  await page.evaluate(() => {
    (window as unknown as { __marker?: boolean }).__marker = true;
  });
  await page.getByRole('link', { name: 'My bots' }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  await page.waitForTimeout(2_000);
  expect(documentLoads).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(
    true,
  );
});
