// The whole journey by keyboard alone — skip to content, sign in, create a bot, pay
// for a plan — with focus visible at every stop, menus that open with Enter and close with
// Escape, and dialogs that keep focus inside and hand it back to the control that opened them.
// Only page.keyboard moves focus here: no clicks, no focus() calls.
import type { Locator, Page } from '@playwright/test';
import { appRunning, expect, KOOK_CONSENT, setPlan, test } from './fixtures';

/** Why the focused element shows no focus indicator, or '' when it shows one. */
function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has focus';
    const label =
      `<${element.tagName.toLowerCase()}> ` +
      (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40);
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return `${label}: has no size`;
    // MUI draws keyboard focus on the control's root: a focus ripple and background on buttons,
    // radios and switches (.Mui-focusVisible, which a contained button's resting shadow must not
    // stand in for), a thicker coloured border on text fields (.Mui-focused); the <input> inside
    // stays unstyled. Anything else needs an outline or a ring.
    if (element.closest('.MuiButtonBase-root')) {
      return element.closest('.Mui-focusVisible') ? '' : `${label}: no .Mui-focusVisible`;
    }
    if (element.closest('.MuiInputBase-root')) {
      return element.closest('.MuiInputBase-root.Mui-focused') ? '' : `${label}: not .Mui-focused`;
    }
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none' ? '' : `${label}: no outline or focus ring`;
  });
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Describes what has focus, for failure messages. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = (element.getAttribute('aria-label') ?? element.textContent).trim();
    return `<${element.tagName.toLowerCase()}> ${name.slice(0, 40)}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop on the way that
 * focus is visible. Past the last stop focus leaves the page for the browser's own controls
 * (nothing focused) and the next Tab starts again from the top; that may happen once.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  const stops: string[] = [];
  let wrapped = false;
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const problem = await focusProblem(page);
    if (problem === 'nothing has focus' && !wrapped) {
      wrapped = true;
      stops.push('(out of the page)');
      continue;
    }
    expect.soft(problem, `focus visible on Tab stop ${String(presses + 1)}`).toBe('');
    if (await isFocused(target)) return;
    stops.push(await focusedName(page));
  }
  throw new Error(`Tab never reached ${target.toString()}; stops: ${stops.join(' | ')}`);
}

/** Checks that `presses` Tabs and Shift+Tabs keep focus inside `dialog`. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} ${String(press + 1)} stays in the dialog`).toBe(true);
      expect.soft(await focusProblem(page)).toBe('');
    }
  }
}

test('by keyboard alone: skip link, sign in, a menu, a dialog, create a bot and pay', async ({
  page,
  context,
  request,
}) => {
  // Hundreds of key presses, each followed by a check of what has focus, over six screens: about a
  // minute on an idle machine, and up to twice that when the other worker's journeys share its two
  // cores (a run today took 90 s without any step failing).
  test.setTimeout(180_000);
  await setPlan(request, 'pro');
  await page.goto('/');
  // The page the server drew shows the heading before the app runs: wait for the app itself.
  await appRunning(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab stop skips the app bar and lands in main.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await isFocused(skip), 'the skip link is the first Tab stop').toBe(true);
  expect(await focusProblem(page)).toBe('');
  const skipBox = await skip.boundingBox();
  expect(skipBox?.y ?? -1, 'the focused skip link is on screen').toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Sign in: back up to the app bar's Log in, then through the local KOOK's consent page.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Log in' }), {
    back: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/login/);
  await tabTo(page, page.getByRole('button', { name: 'Log in with KOOK' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(KOOK_CONSENT);
  await tabTo(page, page.getByRole('button', { name: 'Authorize' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/app/oauth2') && url.pathname !== '/kook/auth',
  );

  // My bots, through the app bar.
  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My bots' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/home$/);
  const myBots = page.getByRole('region', { name: 'My bots' });
  await expect(myBots.getByRole('listitem')).toHaveCount(3);

  // The account menu opens with Enter, arrows move through it, Escape closes it and focus returns.
  const account = page.getByRole('button', { name: 'Account menu for DemoUser#0001' });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const first = await focusedName(page);
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowDown');
  expect(await focusedName(page), 'ArrowDown moves to the next item').not.toBe(first);
  expect(await focusProblem(page)).toBe('');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();

  // A bot's menu: Delete is its last item (the arrows wrap). The delete dialog keeps focus inside
  // and gives it back to the menu's button on Escape.
  const row = myBots.getByRole('listitem', { name: 'Echo Radio', exact: true });
  const deleteButton = row.getByRole('button', { name: 'More actions for Echo Radio' });
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Echo Radio?' });
  await expect(deleteDialog).toBeVisible();
  expect(await deleteDialog.evaluate((element) => element.contains(document.activeElement))).toBe(
    true,
  );
  await expectFocusTrapped(page, deleteDialog, 4);
  await page.keyboard.press('Escape');
  await expect(deleteDialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(myBots.getByRole('listitem')).toHaveCount(3);

  // Create a bot.
  await tabTo(page, page.getByRole('link', { name: 'New bot' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a bot' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^Name/ }));
  await page.keyboard.type('Keyboard Pilot');
  await tabTo(page, page.getByRole('textbox', { name: /^Summary/ }));
  await page.keyboard.type('Made without touching the mouse.');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tabTo(page, tags);
  await page.keyboard.type('Util');
  await expect(page.getByRole('option', { name: 'Utility', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Utility' })).toBeVisible();

  // The description's tabs: arrows move between them, Space selects.
  await tabTo(page, page.getByRole('tab', { name: /^Write/ }));
  await page.keyboard.press('Tab');
  await page.keyboard.type('## Hello\n\nWritten by keyboard.');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('tab', { name: /^Write/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Preview/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('tabpanel', { name: /^Preview/ }).getByRole('heading', { name: 'Hello' }),
  ).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'Invite URL' }));
  await page.keyboard.type('https://www.kookapp.cn/app/oauth2/authorize?id=77');
  await tabTo(page, page.getByRole('textbox', { name: 'Bot token' }));
  await page.keyboard.type('1/MTAwMDA=/keyboard-pilot-token');
  await tabTo(page, page.getByRole('button', { name: 'Create bot' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/bot\/set\/b\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configure Keyboard Pilot' }),
  ).toBeVisible();

  // Billing: pick Alipay with the arrows, open checkout, close it, open it again and pay.
  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Billing' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: 'WeChat Pay' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Alipay' })).toBeChecked();
  // On Pro: the one current-plan card extends it by a month or a year.
  const pay = page
    .getByRole('region', { name: 'Pro' })
    .getByRole('button', { name: 'Extend by a month' });
  await tabTo(page, pay);
  const payName = (await pay.textContent()) ?? '';
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(checkout.getByRole('timer')).toBeVisible();
  expect(await checkout.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, checkout, 5);
  await page.keyboard.press('Escape');
  await expect(checkout).toBeHidden();
  await expect(pay, `focus returns to ${payName}`).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(checkout.getByRole('timer')).toBeVisible();
  await expect(checkout).toContainText('Alipay');
  const payUrl = await checkout
    .getByRole('link', { name: 'Open payment page' })
    .getAttribute('href');
  const payTab = await context.newPage();
  await payTab.goto(payUrl ?? '');
  await tabTo(payTab, payTab.getByRole('button', { name: /^Pay ¥/ }));
  await payTab.keyboard.press('Enter');
  await expect(payTab.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await payTab.close();

  await expect(page.getByText("Payment received: you're on")).toBeVisible({ timeout: 10_000 });
  await expect(checkout).toBeHidden();
  await expect(page.getByRole('table')).toContainText('Paid');
  await expect(pay, 'focus returns to the plan it paid for').toBeFocused();
});
