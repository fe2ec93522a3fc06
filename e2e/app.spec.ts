// What the shell does on its own: the 404 page and the hourly check for a newer build.
import type { Request } from '@playwright/test';
import { appRunning, expect, expectNoA11yViolations, test } from './fixtures';

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
  // Jumping an hour ahead while a chunk is in flight would fire webpack's chunk timeout, which no
  // user meets: the clock only jumps when nothing is loading. The check's own code loads once its
  // hour is up.
  const loading = new Set<Request>();
  let asked = false;
  page.on('request', (request) => {
    loading.add(request);
    if (request.url().includes('/builds/latest.json')) asked = true;
  });
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  const checkCode = page.waitForResponse((response) =>
    /\/assets\/version\.[0-9a-f]+\.js$/.test(response.url()),
  );
  let codeAsked = false;
  page.on('request', (request) => {
    if (/\/assets\/version\.[0-9a-f]+\.js$/.test(request.url())) codeAsked = true;
  });
  await page.clock.install();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __marker?: boolean }).__marker = true;
  });
  expect(documentLoads).toBe(1);
  await appRunning(page);
  // The idle-time preloads start within a second; the check's code is not among them.
  await page.clock.runFor(1_000);
  await expect.poll(() => loading.size).toBe(0);
  expect(codeAsked).toBe(false);

  // An hour from when the app was ready. The check may still be starting its wait when the clock
  // first jumps, so it jumps again until the check has asked (the saga's own test times the
  // hour), and never after: a later jump would also time out the notice it shows.
  await expect
    .poll(async () => {
      if (!asked && loading.size === 0) await page.clock.runFor('01:00:00');
      return asked;
    })
    .toBe(true);
  await (await checkCode).finished();
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
  await appRunning(page);
  await page.evaluate(() => {
    (window as unknown as { __marker?: boolean }).__marker = true;
  });
  await page.getByRole('link', { name: 'My bots' }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  // The sign-in page drawn in place, and every request it made answered: a reload would have
  // started by then.
  await expect(page.getByRole('button', { name: 'Log in with KOOK' })).toBeVisible();
  await expect.poll(() => loading.size).toBe(0);
  expect(documentLoads).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(
    true,
  );
});
