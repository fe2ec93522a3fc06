// The owner's analytics end to end: a visit to the public bot page is counted in the owner's page
// views, and on Pro the range goes from 7 to 30 to 90 days (docs/product.md §8.7, Analytics tab).
import type { Page } from '@playwright/test';
import { expect, setPlan, signInByApi, test } from './fixtures';

/** The demo user's public bot. */
const ECHO_RADIO = 'b1012';

const series = (page: Page) => page.getByRole('group', { name: 'Series shown on the chart' });

async function pageViews(page: Page): Promise<number> {
  const label = series(page).locator('label', { hasText: /page views?$/ });
  const text = (await label.textContent()) ?? '';
  return Number(/^[\d,]+/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN);
}

test('a view of the public page shows in the owner’s analytics, and Pro switches 7/30/90 days', async ({
  page,
  request,
  baseURL,
}) => {
  await setPlan(request, 'pro');
  await signInByApi(page, request, baseURL ?? '');
  await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=analytics&days=7`);
  await expect(series(page)).toBeVisible();
  const before = await pageViews(page);
  expect(before).toBeGreaterThan(0);

  // The public page sends its view as a beacon, once hydrated; a reload in the same session does not.
  const beacon = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/v2/bots/${ECHO_RADIO}/events`),
  );
  await page.goto(`/bot/${ECHO_RADIO}`);
  expect((await beacon).postDataJSON()).toEqual({ type: 'view' });
  expect((await beacon).headers().token).toBeUndefined();

  await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=analytics&days=7`);
  await expect(series(page)).toBeVisible();
  await expect.poll(() => pageViews(page)).toBe(before + 1);

  const table = page.getByRole('table');
  const chartLines = page.getByTestId('analytics-chart').locator('[data-chart="line"]');
  await expect(chartLines).toHaveCount(6);
  await expect(table.getByRole('row')).toHaveCount(8);
  for (const days of [30, 90]) {
    await page.getByRole('button', { name: `${days} days` }).click();
    await expect(page.getByRole('heading', { name: `The last ${days} days` })).toBeVisible();
    // 30 days is the default, which the address leaves out.
    await expect(page).toHaveURL(days === 30 ? /\?tab=analytics$/ : new RegExp(`&days=${days}$`));
    await expect(table.getByRole('row')).toHaveCount(days + 1);
  }
  await series(page)
    .getByRole('checkbox', { name: /errors$/ })
    .uncheck();
  await expect(chartLines).toHaveCount(5);
});
