// Browser journeys for the Logs tab (docs/product.md §8.8): start a bot and watch it log live,
// and open the revoked-token bot's error from its status chip to the authentication failure.
import { expect, signInByApi, test } from './fixtures';

/** The demo user's bot, stopped in the seed. */
const DECKHAND = 'b1004';
/** The demo user's bot whose token KOOK revoked: in error in the seed. */
const NIGHT_WATCH = 'b1061';

test('start a bot on Configure and watch it log, live', async ({ page, request, baseURL }) => {
  await signInByApi(page, request, String(baseURL));
  // A busy bot, so new lines come within a second or two rather than every two seconds.
  const control = await request.post(`/demo/control/bots/${DECKHAND}/logs`, { data: { rate: 5 } });
  expect(control.ok()).toBe(true);
  await page.goto(`/user/bot/set/${DECKHAND}?tab=logs`);
  const panel = page.getByRole('tabpanel', { name: 'Logs' });
  await expect(panel.getByRole('status')).toHaveText('Live');
  await expect(panel.getByText('Nothing logged yet')).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('tab', { name: 'Logs' }).click();
  const lines = panel.getByRole('listitem');
  await expect(panel.getByText('Connected to KOOK; session ready')).toBeVisible();
  // Running, it writes on: the list grows while the page watches, newest at the bottom.
  const count = await lines.count();
  await expect.poll(() => lines.count()).toBeGreaterThan(count + 2);
  // The newest line shows in the list (the page scrolled to the list's end, which is below the
  // fold at 800 px, without touching the list's own scroll).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(lines.last()).toBeInViewport();
  await expect(panel.getByRole('status')).toHaveText('Live');
});

test("the revoked-token bot's error chip opens its authentication failure", async ({
  page,
  request,
  baseURL,
}) => {
  await signInByApi(page, request, String(baseURL));
  await page.goto(`/user/bot/set/${NIGHT_WATCH}`);
  await page.getByRole('link', { name: 'Error: Open the errors in the log' }).click();
  await expect(page).toHaveURL(/\?tab=logs&level=error$/);
  const panel = page.getByRole('tabpanel', { name: 'Logs' });
  await expect(panel.getByRole('combobox', { name: 'Show' })).toHaveText('Errors only');
  const failure = panel.getByRole('listitem');
  await expect(failure).toHaveCount(1);
  await expect(failure).toContainText('Authentication failed: KOOK rejected the bot token (401');
  await failure.click();
  await expect(
    panel.getByText(/Replace the token in the connection settings\.$/).last(),
  ).toBeVisible();
});
