// Browser journeys for the audit log (docs/product.md §8.7, the Activity tab): the owner saves a
// webhook connection with new secrets and another prefix, and the Activity tab shows the diff with
// the secrets only as replaced, filters by kind, and exports the entries as CSV without a secret;
// a viewer reads the same log.
import { readFile } from 'node:fs/promises';
import { expect, resizeTo, setPlan, signInAs, signInByApi, test } from './fixtures';

/** The demo user's bot on a WebSocket connection, with Aki as its viewer. */
const DECKHAND = 'b1004';
const VERIFY_TOKEN = 'vt-journey-4f9K2q';
const ENCRYPT_KEY = 'ek-journey-Zr81Lm';

test('a settings change shows as a diff with the secrets only replaced, filtered and exported', async ({
  page,
  request,
  baseURL,
}) => {
  await setPlan(request, 'pro');
  await signInByApi(page, request, String(baseURL));
  await page.goto(`/user/bot/set/${DECKHAND}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Deckhand' })).toBeVisible();
  await page.getByRole('radio', { name: 'Webhook' }).check();
  await page.getByRole('textbox', { name: 'Verify token' }).fill(VERIFY_TOKEN);
  await page.getByRole('textbox', { name: 'Encrypt key' }).fill(ENCRYPT_KEY);
  await page.getByRole('textbox', { name: 'Command prefix' }).fill('$');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Activity' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Activity' });
  const entries = panel.getByRole('list', { name: 'Activity' }).locator(':scope > li');
  const newest = entries.first();
  await expect(newest).toContainText('DemoUser#0001 changed the settings');
  const changes = newest.getByRole('list', { name: 'What changed' }).getByRole('listitem');
  await expect(changes.filter({ hasText: 'Connection:' })).toContainText(/WebSocket.*Webhook/);
  await expect(changes.filter({ hasText: 'Verify token:' })).toHaveText('Verify token:replaced');
  await expect(changes.filter({ hasText: 'Encrypt key:' })).toHaveText('Encrypt key:replaced');
  await expect(changes.filter({ hasText: 'Command prefix:' })).toContainText(/!.*\$/);
  await expect(panel).not.toContainText(VERIFY_TOKEN);
  await expect(panel).not.toContainText(ENCRYPT_KEY);
  // The seeded history is there too, oldest last: the bot's creation.
  await expect(entries.last()).toContainText('DemoUser#0001 created the bot');
  // On a phone the diffs wrap: nothing scrolls sideways.
  await resizeTo(page, { width: 375, height: 800 });
  await expect(changes.filter({ hasText: 'Connection:' })).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  // Filter: the runtime only, then every kind again; the choice is in the address.
  await panel.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Start & stop' }).click();
  await expect(page).toHaveURL(/[?&]kind=runtime/);
  await expect(entries.first()).toContainText(/(started|stopped|restarted) the bot/);
  await expect(panel.getByText('changed the settings')).toHaveCount(0);
  await panel.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All activity' }).click();
  await expect(entries.first()).toContainText('changed the settings');

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`botdeck-${DECKHAND}-activity.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = csv.split('\r\n');
  expect(rows[0]).toBe('time,actor,kind,member,field,before,after,replaced');
  const settingsRows = rows.filter((row) => row.includes(',settings.updated,'));
  expect(settingsRows).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /,DemoUser#0001,settings\.updated,,connection\.mode,websocket,webhook,$/,
      ),
      expect.stringMatching(/,DemoUser#0001,settings\.updated,,connection\.verifyToken,,,true$/),
      expect.stringMatching(/,DemoUser#0001,settings\.updated,,connection\.encryptKey,,,true$/),
      expect.stringMatching(/,DemoUser#0001,settings\.updated,,behaviour\.prefix,!,\$,$/),
    ]),
  );
  expect(rows.at(-2)).toMatch(/,DemoUser#0001,bot\.created,,,,,$/);
  expect(csv).not.toContain(VERIFY_TOKEN);
  expect(csv).not.toContain(ENCRYPT_KEY);
});

test('a viewer reads the activity; a stranger is refused', async ({
  page,
  request,
  baseURL,
  allowConsoleErrors,
}) => {
  // The provider refuses the stranger with 400003 (HTTP 403), which the browser logs.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 403/);
  await signInAs(page, request, String(baseURL), 'u-aki');
  await page.goto(`/user/bot/set/${DECKHAND}?tab=activity`);
  const panel = page.getByRole('tabpanel', { name: 'Activity' });
  await expect(
    panel.getByRole('list', { name: 'Activity' }).locator(':scope > li').first(),
  ).toBeVisible();
  await expect(panel.getByText('DemoUser#0001 invited Aki#0417')).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, request, String(baseURL), 'u-alice');
  await page.goto(`/user/bot/set/${DECKHAND}?tab=activity`);
  await expect(
    page.getByText("It belongs to another account, so you can't configure it."),
  ).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Activity' })).toHaveCount(0);
});
