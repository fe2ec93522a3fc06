// Browser journeys for the health monitor (docs/product.md §8.7 and §2): KOOK revokes a bot's
// token, the owner's start fails, the bell counts the alert and the Health tab explains it and what
// to do; the auto-restart policy set on the Health tab restarts a crashing bot at most its limit,
// then leaves it down and says so, in the tab and the bell.
import type { APIRequestContext } from '@playwright/test';
import { expect, signInByApi, test } from './fixtures';

/** The demo user's bot, stopped in the seed. */
const DECKHAND = 'b1004';
/** The demo user's bot, running in the seed, auto-restart off. */
const ECHO_RADIO = 'b1012';

/** Crashes a running bot through the demo's control; waits until it is running to crash it. */
async function crash(request: APIRequestContext, botId: string): Promise<string> {
  let status = '';
  await expect
    .poll(
      async () => {
        const response = await request.post(`/demo/control/bots/${botId}/crash`);
        if (!response.ok()) return 'not running yet';
        status = ((await response.json()) as { data: { status: string } }).data.status;
        return 'crashed';
      },
      { intervals: [500], timeout: 10_000 },
    )
    .toBe('crashed');
  return status;
}

test('a revoked token raises an alert in the bell, and the Health tab explains it', async ({
  page,
  request,
  baseURL,
}) => {
  const revoked = await request.post(`/demo/control/bots/${DECKHAND}/revoke-token`);
  expect(revoked.ok()).toBe(true);
  await signInByApi(page, request, String(baseURL));
  await page.goto(`/user/bot/set/${DECKHAND}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Deckhand' })).toBeVisible();
  // The seed's one unread alert: Night Watch's token.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // The start ends on KOOK's refusal, told at the top right, over the bell, where it stays while it
  // is pointed at: read, then closed, as a user would before opening the bell.
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
  const ended = page
    .getByRole('alert')
    .filter({ hasText: 'Deckhand started but stopped with an error' });
  await expect(ended).toContainText('KOOK rejected the bot token');
  await ended.getByRole('button', { name: 'Close' }).click();
  await expect(ended).toBeHidden();
  // Opening the bell asks for what is newest.
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: /^Notifications/ }).click();
        const first = page
          .getByRole('dialog', { name: 'Notifications' })
          .getByRole('list', { name: 'Alerts' })
          .getByRole('link')
          .first();
        const text = (await first.textContent({ timeout: 5000 })) ?? '';
        await page.keyboard.press('Escape');
        return text;
      },
      { intervals: [1000], timeout: 20_000 },
    )
    .toContain('Deckhand: Bot token rejected');
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const alert = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Deckhand: Bot token rejected/ });
  await expect(alert).toContainText('What to do: Copy the current token');
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/user/bot/set/${DECKHAND}\\?tab=health$`));

  const panel = page.getByRole('tabpanel', { name: 'Health' });
  await expect(panel.getByText('Down', { exact: true })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Checks' })).toContainText('Token: Failing');
  const incident = panel.getByRole('list', { name: 'Incidents' }).getByRole('listitem').first();
  await expect(incident.getByRole('heading', { name: 'Bot token rejected' })).toBeVisible();
  await expect(incident).toContainText('Ongoing');
  await expect(incident).toContainText('revoked or reset in the KOOK developer centre');
  await expect(incident).toContainText(
    'What to do: Copy the current token from the KOOK developer centre, paste it under Settings → Connection',
  );
  // Opening the alert read it: only Night Watch's is left.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
});

test('auto-restart restarts a crashing bot at most its limit an hour, then stops and alerts', async ({
  page,
  request,
  baseURL,
}) => {
  await signInByApi(page, request, String(baseURL));
  await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=health`);
  const panel = page.getByRole('tabpanel', { name: 'Health' });
  await expect(panel.getByText('Healthy', { exact: true })).toBeVisible();

  const form = panel.getByRole('form', { name: 'Auto-restart and alerts' });
  await form.getByRole('switch', { name: /Restart the bot automatically/ }).check();
  await form.getByRole('combobox', { name: 'At most this many restarts an hour' }).click();
  await page.getByRole('option', { name: '2', exact: true }).click();
  await form.getByRole('textbox', { name: /KOOK channel for alerts/ }).fill('3960099990000001');
  await form.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Health policy saved')).toBeVisible();

  // Two crashes are restarted; the third is one too many.
  expect(await crash(request, ECHO_RADIO)).toBe('starting');
  expect(await crash(request, ECHO_RADIO)).toBe('starting');
  expect(await crash(request, ECHO_RADIO)).toBe('error');

  await page.reload();
  await expect(panel.getByText('Down', { exact: true })).toBeVisible();
  const incidents = panel.getByRole('list', { name: 'Incidents' }).getByRole('listitem');
  await expect(
    incidents.first().getByRole('heading', { name: 'Auto-restart gave up' }),
  ).toBeVisible();
  await expect(incidents.first()).toContainText(
    'after 2 automatic restarts this hour, the most the policy allows (2)',
  );
  await expect(incidents.first()).toContainText('What to do: Find the error in the Logs tab');
  await expect(incidents.nth(2)).toContainText('Auto-restart started it again.');
  await expect(form).toContainText('2 automatic restarts in the last hour (limit 2)');
  // The alert channel got it too (the demo records the post).
  await expect(form).toContainText(
    'Last alert posted to channel 3960099990000001: Auto-restart gave up',
  );
  const deliveries = await request.get(`/demo/control/bots/${ECHO_RADIO}/deliveries`);
  const posted = ((await deliveries.json()) as { data: { kind: string }[] }).data;
  expect(posted.map((one) => one.kind)).toEqual(['crashed', 'crashed', 'crashed', 'restart_limit']);

  // The bell: four new alerts on top of the seed's one.
  await page.getByRole('button', { name: 'Notifications, 5 unread' }).click();
  const first = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('list', { name: 'Alerts' })
    .getByRole('link')
    .first();
  await expect(first).toContainText('Echo Radio: Auto-restart gave up');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(first).not.toContainText('New ·');
});
