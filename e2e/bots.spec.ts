// The bot screens end to end: the public page and its chart, creating and editing a bot,
// configuring it, and that no input is lost when a save fails or the session expires.
import type { Page } from '@playwright/test';
import {
  appRunning,
  completeSignIn,
  expect,
  expectNoA11yViolations,
  setPlan,
  signIn,
  test,
} from './fixtures';

/** The demo user's bot with rules and a filter in its seed settings. */
const DECKHAND = 'b1004';

test('a bot page from the directory shows its profile and, loaded later, its chart', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(request.url());
  });
  await page.goto('/');
  const firstCard = page.getByRole('region', { name: 'Bots' }).getByRole('link').first();
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(chunks.some((url) => /bot-chart/.test(url))).toBe(false);

  await firstCard.click();
  await expect(page).toHaveURL(/\/bot\/b\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Botdeck`);
  const stats = page.getByRole('region', { name: 'Servers over the last 30 days' });
  await expect(
    stats.getByText(/^Servers: [\d,]+ today, [+−-]?[\d,]+ over the last 30 days$/),
  ).toBeVisible();
  await stats.scrollIntoViewIfNeeded();
  await expect(stats.getByTestId('stats-chart').locator('[data-chart="line"]')).toBeVisible();
  expect(chunks.some((url) => /bot-chart/.test(url))).toBe(true);

  const invite = page.getByRole('link', { name: 'Invite (opens in a new tab)' });
  await expect(invite).toHaveAttribute('target', '_blank');
  await expect(invite).toHaveAttribute('rel', /noopener/);
  await expect(invite).toHaveAttribute('rel', /noreferrer/);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'bot page');
});

test('on a phone the chart below the fold loads only when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(request.url());
  });
  // OrbitShield's description puts the chart well below a phone's first screen.
  await page.goto('/bot/b1001');
  const stats = page.getByRole('region', { name: 'Servers over the last 30 days' });
  await expect(stats.getByText(/^Servers: [\d,]+ today/)).toBeVisible();
  await expect(stats.getByTestId('stats-placeholder')).toBeVisible();
  // The app running and the network quiet: what it loads without a scroll it has asked for by now.
  await appRunning(page);
  await page.waitForLoadState('networkidle');
  expect(chunks.some((url) => /bot-chart/.test(url))).toBe(false);

  await stats.scrollIntoViewIfNeeded();
  await expect(stats.getByTestId('stats-chart').locator('[data-chart="line"]')).toBeVisible();
  expect(chunks.some((url) => /bot-chart/.test(url))).toBe(true);
});

for (const width of [375, 1280]) {
  test(`the chart's date labels are drawn whole, inside the chart, and a pointer reads a day, at ${width}px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const answer = await request.get('/api/v2/bots/b1001/stats', { params: { days: '30' } });
    const { points } = ((await answer.json()) as { data: { points: { date: string }[] } }).data;
    const lastDay = points.at(-1)?.date ?? '';
    await page.goto('/bot/b1001');
    const stats = page.getByRole('region', { name: 'Servers over the last 30 days' });
    await stats.scrollIntoViewIfNeeded();
    const chart = stats.getByTestId('stats-chart');
    await expect(chart.locator('[data-chart="line"]')).toBeVisible();
    const labels = chart.locator('[data-chart="x-tick"]');
    // The last label is today's date, not dropped to make room.
    await expect(labels.last()).toHaveText(
      new Date(lastDay).toLocaleDateString('en-US', {
        month: 'numeric',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
    await page.evaluate(() => document.fonts.ready);

    const frame = await chart.boundingBox();
    const boxes = await Promise.all((await labels.all()).map((label) => label.boundingBox()));
    expect(boxes.length).toBeGreaterThan(1);
    boxes.forEach((label, index) => {
      if (!frame || !label) throw new Error('The chart or its labels are not laid out');
      const name = `x-axis label ${index + 1} of ${boxes.length}`;
      expect(label.x, `${name}'s left`).toBeGreaterThanOrEqual(frame.x);
      expect(label.x + label.width, `${name}'s right`).toBeLessThanOrEqual(frame.x + frame.width);
      expect(label.y + label.height, `${name}'s bottom`).toBeLessThanOrEqual(
        frame.y + frame.height,
      );
      // Labels side by side, none over the one before it.
      const before = boxes[index - 1];
      if (before)
        expect(label.x, `${name} after the one before`).toBeGreaterThan(before.x + before.width);
    });

    // A pointer on the last day says that day's count, in words.
    if (!frame) throw new Error('The chart is not laid out');
    // The plot ends 24 px short of the frame (room for the last date label).
    await page.mouse.move(frame.x + frame.width - 25, frame.y + frame.height / 2);
    const note = chart.locator('[data-chart="note"]');
    await expect(note).toContainText(
      new Date(lastDay).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    await expect(note).toContainText(/[\d,]+ servers?$/);
    const noteBox = await note.boundingBox();
    expect(
      noteBox && noteBox.x >= frame.x && noteBox.x + noteBox.width <= frame.x + frame.width,
    ).toBe(true);
    await page.mouse.move(frame.x + frame.width / 2, frame.y - 40);
    await expect(note).toHaveCount(0);
  });
}

test('an unknown bot shows the 404 page with the provider message', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/bot/b9999');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
});

test('creating a bot: field errors from the form and the provider, then on to configure', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The provider refuses the duplicate name with HTTP 409, which Chromium logs.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 409/);
  await setPlan(request, 'pro');
  await signIn(page);
  await page.getByRole('link', { name: 'New bot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a bot' })).toBeVisible();

  const name = page.getByRole('textbox', { name: /^Name/ });
  const avatar = page.getByRole('textbox', { name: 'Avatar URL' });
  const summary = page.getByRole('textbox', { name: /^Summary/ });
  const invite = page.getByRole('textbox', { name: 'Invite URL' });
  const token = page.getByRole('textbox', { name: 'Bot token' });
  // Leaving an invalid field swaps its hint for an error without moving what is below, so the
  // click that left it lands where it was aimed.
  const avatarBefore = await avatar.boundingBox();
  await name.fill('X');
  await avatar.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(avatar).toBeFocused();
  expect((await avatar.boundingBox())?.y).toBe(avatarBefore?.y);
  await avatar.fill('http://insecure.example.com/a.png');
  await page.getByRole('button', { name: 'Create bot' }).click();

  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Use at least 2 characters/);
  await expect(avatar).toHaveAccessibleDescription(/Enter a full https:\/\/ address/);
  await expect(summary).toHaveAccessibleDescription(/This field is required/);
  await expect(invite).toHaveAttribute('aria-invalid', 'true');
  await expect(token).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose 1 to 5 tags')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/bot\/new$/);
  await expectNoA11yViolations(page, 'new bot with errors');

  // A name the provider refuses (the demo user already has a Deckhand) lands on the Name field.
  await name.fill('Deckhand');
  await avatar.fill('');
  await summary.fill('Keeps the harbour tidy and the ships on time.');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  // The list stays open while tags are picked, one click each.
  await tags.click();
  for (const tag of ['Utility', 'Tools']) {
    await page.getByRole('option', { name: tag, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await invite.fill('https://www.kookapp.cn/app/oauth2/authorize?id=99');
  await token.fill('1/MTAwMDA=/harbor-pilot-token');
  await page.getByRole('button', { name: 'Create bot' }).click();
  await expect(name).toHaveAccessibleDescription(/already have a bot with this name/);
  await expect(summary).toHaveAttribute('aria-invalid', 'false');

  await name.fill('Harbor Pilot');
  // Created from the foot of the long form, Configure still opens at its top.
  await page.getByRole('button', { name: 'Create bot' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Create bot' }).click();
  await expect(page).toHaveURL(/\/user\/bot\/set\/b\d+$/);
  await expect(page.getByText('Bot created')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configure Harbor Pilot' }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('link', { name: 'My bots' }).first().click();
  await expect(
    page.getByRole('region', { name: 'My bots' }).getByRole('listitem', { name: 'Harbor Pilot' }),
  ).toBeVisible();
});

test('editing a bot changes its public page', async ({ page }) => {
  await signIn(page);
  await page.goto(`/user/bot/edit/${DECKHAND}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Deckhand' })).toBeVisible();
  const summary = page.getByRole('textbox', { name: /^Summary/ });
  await expect(summary).not.toHaveValue('');
  await expectNoA11yViolations(page, 'edit bot');

  await summary.fill('Now with tide tables and harbour alerts.');
  await page.getByRole('tab', { name: /^Write/ }).click();
  const description = page.getByRole('textbox', { name: /^Description/ });
  await description.fill('## Tides\n\nAsk **Deckhand** for the next high tide.');
  await page.getByRole('tab', { name: /^Preview/ }).click();
  await expect(
    page.getByRole('tabpanel', { name: /^Preview/ }).getByRole('heading', { name: 'Tides' }),
  ).toBeVisible();
  // The invite link from KOOK's permissions: the builder starts from the bot's link (2048, seeing
  // channels), and its value is the sum of the boxes ticked.
  await page.getByRole('button', { name: 'Build the invite link' }).click();
  const builder = page.getByRole('group', { name: 'Invite link builder' });
  await expect(
    builder.getByRole('checkbox', { name: 'View text and voice channels' }),
  ).toBeChecked();
  await expect(builder.getByRole('checkbox', { name: 'Send messages' })).not.toBeChecked();
  await builder.getByRole('checkbox', { name: 'Send messages' }).check();
  await builder.getByRole('checkbox', { name: 'Add reactions' }).check();
  await expect(builder.getByRole('status')).toContainText('Permission value: 268288');
  await expect(page.getByRole('textbox', { name: 'Invite URL' })).toHaveValue(
    /^https:\/\/www\.kookapp\.cn\/app\/oauth2\/authorize\?id=\d+&permissions=268288&client_id=\w+&redirect_uri=&scope=bot$/,
  );
  await expectNoA11yViolations(page, 'invite link builder');
  // Saved from the foot of the form: the page it leads to opens at its top all the same.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto(`/bot/${DECKHAND}`);
  await expect(page.getByText('Now with tide tables and harbour alerts.')).toBeVisible();
  const about = page.getByRole('region', { name: 'About' });
  await expect(about.getByRole('heading', { name: 'Tides' })).toBeVisible();
  await expect(about.getByText('Deckhand', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite' })).toHaveAttribute(
    'href',
    /permissions=268288&/,
  );
});

async function openSettings(page: Page, id: string, name: string) {
  await page.goto(`/user/bot/set/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Configure ${name}` })).toBeVisible();
}

test('webhook mode and auto-replies are saved and still there after a reload', async ({
  page,
  request,
}) => {
  await setPlan(request, 'pro');
  await signIn(page);
  await openSettings(page, DECKHAND, 'Deckhand');
  // The save bar shows only once there is something to save.
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeHidden();
  await expectNoA11yViolations(page, 'configure');

  await page.getByRole('radio', { name: 'Webhook' }).check();
  await page.getByRole('textbox', { name: 'Verify token' }).fill('verify-me-123');
  await page.getByRole('textbox', { name: 'Encrypt key' }).fill('secret-key');

  const rules = page.getByRole('region', { name: 'Auto-replies' });
  await rules.getByRole('button', { name: 'Add rule' }).click();
  const third = rules.getByRole('listitem', { name: 'Rule 3' });
  await third.getByRole('textbox', { name: 'Keyword' }).fill('!tide');
  await third.getByRole('textbox', { name: 'Reply' }).fill('High tide at 14:05.');
  await third.getByRole('button', { name: 'Move rule 3 up' }).click();
  // The moved rule keeps the keyboard: its buttons are now rule 2's.
  await expect(rules.getByRole('button', { name: 'Move rule 2 up' })).toBeFocused();
  await rules.getByRole('button', { name: 'Remove rule 1' }).click();
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await expect(save).toBeEnabled();
  await expectNoA11yViolations(page, 'configure, changed');
  await save.click();

  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(save).toBeHidden();
  const callback = page.getByRole('textbox', { name: 'Callback URL' });
  await expect(callback).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/.+/);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Webhook' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Verify token' })).toHaveValue('verify-me-123');
  await expect(page.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(
    (await callback.inputValue()) || /./,
  );
  const keywords = page
    .getByRole('region', { name: 'Auto-replies' })
    .getByRole('listitem')
    .getByRole('textbox', { name: 'Keyword' });
  await expect(keywords).toHaveCount(2);
  await expect(keywords.nth(0)).toHaveValue('!tide');
  await expect(keywords.nth(1)).toHaveValue('!ping');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeHidden();
});

test('after webhook mode is saved, the check gives the steps until KOOK has verified it', async ({
  page,
  request,
}) => {
  await setPlan(request, 'pro');
  await signIn(page);
  await openSettings(page, DECKHAND, 'Deckhand');
  await page.getByRole('radio', { name: 'Webhook' }).check();
  const check = page.getByRole('region', { name: 'Webhook verification' });
  // Only what is saved is checked.
  await expect(check).toContainText('Save to check.');
  await page.getByRole('textbox', { name: 'Verify token' }).fill('verify-me-123');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const status = check.getByRole('status');
  await expect(status).toHaveText('Not verified yet');
  await expect(check.getByRole('listitem').first()).toHaveText(
    'Open the KOOK developer centre, choose your app, and go to Bot → Webhook.',
  );
  await expect(
    check.getByRole('link', { name: 'KOOK developer centre (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://developer.kookapp.cn/app/index');
  await expect(page.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(
    /\/webhooks\/kook\//,
  );
  // The demo's KOOK sends its challenge 3 s after the save; the page asks again every 3 s.
  await expect(status).toHaveText('Verified just now', { timeout: 10_000 });
  await expect(check.getByRole('list')).toHaveCount(0);
  await expect(check.getByRole('button', { name: 'Check again' })).toBeEnabled();
  await expectNoA11yViolations(page, 'configure, webhook verified');
});

test('a save that fails with a 500 keeps every value on the settings and the edit screens', async ({
  page,
  inject,
}) => {
  await signIn(page);
  await openSettings(page, DECKHAND, 'Deckhand');
  await page.getByRole('textbox', { name: 'Command prefix' }).fill('?');
  await page.getByRole('textbox', { name: 'Message' }).fill('Ahoy {user}!');
  await page.getByRole('textbox', { name: 'Add a word' }).fill('phishing');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await inject({ route: 'user/bots/*/settings', method: 'PUT', kind: 'http500' });
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText("Couldn't save the settings")).toBeVisible();
  await expect(
    page.getByText(
      'The bot service is having trouble right now. Please try again in a few minutes.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Command prefix' })).toHaveValue('?');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Ahoy {user}!');
  await expect(page.getByRole('list', { name: 'Blocked words' })).toContainText('phishing');
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeHidden();

  await page.goto(`/user/bot/edit/${DECKHAND}`);
  const name = page.getByRole('textbox', { name: /^Name/ });
  const summary = page.getByRole('textbox', { name: /^Summary/ });
  const website = page.getByRole('textbox', { name: 'Website' });
  await expect(name).toHaveValue('Deckhand');
  await name.fill('Deckhand Two');
  await summary.fill('A summary that must survive a failing save.');
  await website.fill('https://deckhand.example.com/');
  await inject({ route: `user/bots/${DECKHAND}`, method: 'PUT', kind: 'http500' });
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText("Couldn't save the bot")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user/bot/edit/${DECKHAND}$`));
  await expect(name).toHaveValue('Deckhand Two');
  await expect(summary).toHaveValue('A summary that must survive a failing save.');
  await expect(website).toHaveValue('https://deckhand.example.com/');
});

test('a session that expires while editing: sign in again, get the draft back, and save', async ({
  page,
  inject,
}) => {
  await signIn(page);
  await page.goto(`/user/bot/edit/${DECKHAND}`);
  const summary = page.getByRole('textbox', { name: /^Summary/ });
  await expect(summary).not.toHaveValue('');
  await summary.fill('Typed before the session ended.');
  await page.getByRole('textbox', { name: 'Support URL' }).fill('https://help.example.com/');
  await inject({ route: `user/bots/${DECKHAND}`, method: 'PUT', kind: 'expired' });
  await page.getByRole('button', { name: 'Save changes' }).click();

  await page.waitForURL(/\/user\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/user/bot/edit/${DECKHAND}`);
  await expect(page.getByText('Your session has expired')).toBeVisible();
  await completeSignIn(page, new RegExp(`/user/bot/edit/${DECKHAND}$`));

  await expect(page.getByText('Restore your unsaved changes?')).toBeVisible();
  await expectNoA11yViolations(page, 'edit bot, draft offered');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(summary).toHaveValue('Typed before the session ended.');
  await expect(page.getByRole('textbox', { name: 'Support URL' })).toHaveValue(
    'https://help.example.com/',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/user\/home$/);

  await page.goto(`/bot/${DECKHAND}`);
  await expect(page.getByText('Typed before the session ended.')).toBeVisible();
  await page.goto(`/user/bot/edit/${DECKHAND}`);
  await expect(summary).toHaveValue('Typed before the session ended.');
  await expect(page.getByText('Restore your unsaved changes?')).toHaveCount(0);
});

test('"Add your bot" goes through login and on to the form', async ({ page, request }) => {
  await setPlan(request, 'pro');
  await page.goto('/');
  await page.getByRole('link', { name: 'Add your bot' }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fbot%2Fnew$/);
  await completeSignIn(page, /\/user\/bot\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a bot' })).toBeVisible();
});

test('leaving a changed form asks first', async ({ page }) => {
  await signIn(page);
  await page.goto(`/user/bot/edit/${DECKHAND}`);
  const summary = page.getByRole('textbox', { name: /^Summary/ });
  await expect(summary).not.toHaveValue('');
  await summary.fill('Half-finished thought');

  await page.getByRole('link', { name: 'Directory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'leave guard');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/user/bot/edit/${DECKHAND}$`));
  await expect(summary).toHaveValue('Half-finished thought');

  await page.getByRole('link', { name: 'Directory' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the configure screen: a draft survives a 400005, and delete needs the exact name', async ({
  page,
  inject,
}) => {
  await signIn(page);
  await openSettings(page, DECKHAND, 'Deckhand');
  const prefix = page.getByRole('textbox', { name: 'Command prefix' });
  await prefix.fill('$');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: '简体中文' }).click();
  await inject({ route: 'user/bots/*/settings', method: 'PUT', kind: 'expired' });
  await page.getByRole('button', { name: 'Save changes' }).click();

  await page.waitForURL(/\/user\/login\?redirect=%2Fuser%2Fbot%2Fset%2Fb1004$/);
  await completeSignIn(page, /\/user\/bot\/set\/b1004$/);
  await expect(page.getByText('Restore your unsaved changes?')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(prefix).toHaveValue('$');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('简体中文');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeHidden();
  await page.reload();
  await expect(prefix).toHaveValue('$');

  await page.getByRole('button', { name: 'Delete bot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Deckhand?' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Bot name' }).fill('deckhand');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Bot name' }).fill('Deckhand');
  await expectNoA11yViolations(page, 'delete by name');
  await confirm.click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByText('Deckhand was deleted')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My bots' }).getByRole('listitem', { name: 'Deckhand' }),
  ).toHaveCount(0);
});

test('Back while a save is on the wire leaves at once, and the save is announced where the user is', async ({
  page,
  inject,
}) => {
  await signIn(page);
  await page
    .getByRole('region', { name: 'My bots' })
    .getByRole('link', { name: 'Deckhand', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/bot/${DECKHAND}$`));
  // In the app, so Back stays in it (a page load would end the save with the page).
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/bot/edit/${DECKHAND}$`));
  const summary = page.getByRole('textbox', { name: /^Summary/ });
  await expect(summary).toHaveValue(/./);
  await summary.fill('Saved while the user had already gone back.');
  await inject({ route: `user/bots/${DECKHAND}`, method: 'PUT', kind: 'delay', delayMs: 2500 });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();

  await page.goBack();
  // No "will be lost" question: nothing typed is lost while it is being saved.
  await expect(page).toHaveURL(new RegExp(`/bot/${DECKHAND}$`));
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Changes to “Deckhand” were saved')).toBeVisible();
  // …and the user is not pulled back to the form or elsewhere.
  await expect(page).toHaveURL(new RegExp(`/bot/${DECKHAND}$`));
});
