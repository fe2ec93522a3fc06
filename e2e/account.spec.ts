// The account screens end to end: home with the profile and the user's bots, runtime
// actions, delete, buying Pro on the simulated payment page, an expired order, logging out, and a
// forged KOOK callback.
import type { Page } from '@playwright/test';
import {
  completeSignIn,
  expect,
  expectNoA11yViolations,
  sessionCookies,
  signIn,
  test,
} from './fixtures';

function myBots(page: Page) {
  return page.getByRole('region', { name: 'My bots' }).getByRole('listitem');
}

function botRow(page: Page, name: string) {
  return page.getByRole('region', { name: 'My bots' }).getByRole('listitem', { name, exact: true });
}

test('home shows the profile and the three demo bots', async ({ page }) => {
  await signIn(page);

  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name: 'DemoUser#0001' })).toBeVisible();
  await expect(profile.getByText('Free plan', { exact: true })).toBeVisible();
  await expect(profile.getByText('3 bots · Free plan allows 2')).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Upgrade' })).toBeVisible();

  await expect(myBots(page)).toHaveCount(3);
  for (const name of ['Deckhand', 'Echo Radio', 'Night Watch']) {
    await expect(botRow(page, name)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'New bot' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New bot' })).toHaveAccessibleDescription(
    'Delete bots or upgrade to keep more than your plan allows.',
  );
  await expect(botRow(page, 'Night Watch')).toContainText('KOOK rejected the bot token');
  await expectNoA11yViolations(page, 'home');
});

test('stopping a bot passes through Stopping to Offline, and it starts again', async ({ page }) => {
  await signIn(page);
  const row = botRow(page, 'Echo Radio');
  const actions = row.getByRole('group', { name: 'Actions for Echo Radio' });
  await expect(row.getByText('Online', { exact: true })).toBeVisible();

  await actions.getByRole('button', { name: 'Stop', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Stop Echo Radio?' })
    .getByRole('button', { name: 'Stop', exact: true })
    .click();
  await expect(row.getByText('Stopping', { exact: true })).toBeVisible();
  await expect(row.getByText('Offline', { exact: true })).toBeVisible({ timeout: 15_000 });

  await actions.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(row.getByText('Starting', { exact: true })).toBeVisible();
  await expect(row.getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(botRow(page, 'Echo Radio').getByText('Online', { exact: true })).toBeVisible();
});

async function openDelete(page: Page, name: string) {
  await botRow(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
}

test('deleting a bot asks first, naming it', async ({ page }) => {
  await signIn(page);
  await openDelete(page, 'Echo Radio');

  const dialog = page.getByRole('dialog', { name: 'Delete Echo Radio?' });
  await expect(dialog).toContainText("can't be undone");
  await expectNoA11yViolations(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(myBots(page)).toHaveCount(3);

  await openDelete(page, 'Echo Radio');
  await dialog.getByRole('textbox', { name: 'Bot name' }).fill('Echo Radio');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(myBots(page)).toHaveCount(2);
  await expect(botRow(page, 'Echo Radio')).toHaveCount(0);
  await expect(page.getByText('Deleted Echo Radio')).toBeVisible();

  await page.reload();
  await expect(myBots(page)).toHaveCount(2);
});

test('buying Pro: pay in a second tab, and the first shows Pro without a reload', async ({
  page,
  context,
}) => {
  let documentLoads = 0;
  page.on('load', () => {
    documentLoads += 1;
  });
  await signIn(page);
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free plan');
  await expectNoA11yViolations(page, 'billing');
  const loadsBefore = documentLoads;

  await page.getByRole('radio', { name: 'Alipay' }).check();
  await page
    .getByRole('region', { name: 'Pro monthly' })
    .getByRole('button', { name: 'Pay' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(dialog).toContainText('¥15.00');
  await expect(dialog).toContainText('Alipay');
  await expect(dialog.getByRole('img', { name: 'QR code of the payment page' })).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expectNoA11yViolations(page, 'checkout dialog');

  const payUrl = await dialog.getByRole('link', { name: 'Open payment page' }).getAttribute('href');
  expect(payUrl).toMatch(/\/demo\/pay\//);
  const payTab = await context.newPage();
  await payTab.goto(payUrl ?? '');
  await payTab.getByRole('button', { name: 'Pay ¥15.00' }).click();
  await expect(payTab.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await payTab.close();

  await expect(page.getByText("Payment received: you're on")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('current-plan')).toHaveText(/^Pro.* until /);
  await expect(page.getByRole('table')).toContainText('Paid');
  expect(documentLoads).toBe(loadsBefore);

  await page.getByRole('link', { name: 'My bots' }).click();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(/Pro.* until /);
  await expect(page.getByRole('link', { name: 'New bot' })).toBeEnabled();
});

test('an order that expires offers a new one', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/user/pay');
  await page
    .getByRole('region', { name: 'Pro yearly' })
    .getByRole('button', { name: 'Pay' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Complete your payment' });
  const payUrl = await dialog.getByRole('link', { name: 'Open payment page' }).getAttribute('href');
  const orderId = decodeURIComponent((payUrl ?? '').split('/').pop() ?? '');
  expect(orderId).not.toBe('');

  const expired = await request.post(`/demo/control/orders/${encodeURIComponent(orderId)}/expire`);
  expect(expired.ok()).toBe(true);

  await expect(dialog.getByText('This order has expired')).toBeVisible({ timeout: 10_000 });
  await expectNoA11yViolations(page, 'expired order');
  await dialog.getByRole('button', { name: 'Create a new order' }).click();
  await expect(dialog.getByRole('link', { name: 'Open payment page' })).not.toHaveAttribute(
    'href',
    payUrl ?? '',
  );
  await expect(dialog.getByText('Waiting for your payment…')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel the Pro yearly order?' });
  await question.getByRole('button', { name: 'Keep order' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByText('Waiting for your payment…')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await question.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
});

test('logging out ends the session, and guarded routes send you to login', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Account menu for DemoUser#0001' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  // Soft: where logging out lands is one finding; the guards below are another.
  await expect.soft(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  const { token, user } = await sessionCookies(page);
  expect(token).toBeUndefined();
  expect(user).toBeUndefined();

  for (const path of ['/user/home', '/user/pay', '/user/bot/new', '/user/bot/set/b1004']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/user/login?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('button', { name: 'Log in with KOOK' })).toBeVisible();
  }
});

test('a KOOK callback with a forged state is refused and sets no cookie', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/')) calls.push(request.url());
  });
  await page.goto('/kook/auth?code=x&state=forged');

  await expect(page.getByRole('heading', { level: 1, name: "Couldn't sign you in" })).toBeVisible();
  await expect(page.getByText("doesn't match the one started in this browser")).toBeVisible();
  await expectNoA11yViolations(page, 'refused callback');
  expect(calls.filter((url) => url.includes('auth/kook/token'))).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);

  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('cancelling on the KOOK page comes back refused, signed out', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('button', { name: 'Log in with KOOK' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/kook\/auth\?.*error=access_denied/);
  await expect(page.getByText('You cancelled the sign-in on KOOK')).toBeVisible();
  expect((await sessionCookies(page)).token).toBeUndefined();
});

test('reloading the KOOK callback after signing in does not exchange the code again', async ({
  page,
}) => {
  let callbackUrl = '';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/kook/auth?'))
      callbackUrl = frame.url();
  });
  // Through the consent page: the callback's address is what this test reloads.
  await page.goto('/user/login');
  await completeSignIn(page);
  expect(callbackUrl).toContain('code=');

  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/auth/kook/token')) exchanges.push(request.url());
  });
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My bots' })).toBeVisible();
  expect(exchanges).toEqual([]);
});

test('a failed stop restores the chip and says why; a failed load offers Retry', async ({
  page,
  inject,
}) => {
  await signIn(page);
  const row = botRow(page, 'Echo Radio');
  await expect(row.getByText('Online', { exact: true })).toBeVisible();
  await inject({ route: 'user/bots/*/stop', method: 'POST', kind: 'http500' });
  await row.getByRole('button', { name: 'Stop', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Stop Echo Radio?' })
    .getByRole('button', { name: 'Stop', exact: true })
    .click();
  await expect(
    page.getByText(
      "Couldn't stop Echo Radio: The bot service is having trouble right now. Please try again in a few minutes.",
    ),
  ).toBeVisible();
  await expect(row.getByText('Online', { exact: true })).toBeVisible();

  await inject({ route: 'user/bots', method: 'GET', kind: 'http500' });
  await page.reload();
  const error = page.getByRole('alert').filter({ hasText: "Couldn't load your bots" });
  await expect(error).toContainText('The bot service is having trouble right now');
  await error.getByText('Details').click();
  await expect(error.getByText('Provider error')).toBeVisible();
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(myBots(page)).toHaveCount(3);
});

test('a double click on Pay creates one order', async ({ page, request }) => {
  const orders: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/api\/v2\/pay\/orders$/.test(req.url()))
      orders.push(req.url());
  });
  await signIn(page);
  await page.goto('/user/pay');
  await page
    .getByRole('region', { name: 'Pro monthly' })
    .getByRole('button', { name: 'Pay' })
    .dblclick();
  // The dialog shows the first order's answer; a second click's order would have gone out before
  // that answer came, so it would be counted by now.
  await expect(page.getByRole('dialog', { name: 'Complete your payment' })).toBeVisible();
  expect(orders).toHaveLength(1);

  const { token } = await sessionCookies(page);
  const history = await request.get('/api/v2/pay/orders', {
    headers: { token: token?.value ?? '' },
    params: { page: '1', pageSize: '50' },
  });
  const body = (await history.json()) as { data: { items: { status: string }[] } };
  expect(body.data.items.filter((order) => order.status === 'pending')).toHaveLength(1);
});
