// Resilience: every screen × every API call it makes × every fault the demo provider can
// inject. Each case checks that a clear message shows, the page is not blank, nothing the user typed
// is lost, and the screen recovers (Retry, resubmitting, or signing in again after 400005); the
// fixture fails any case with an uncaught error or an unexpected console error. The cases come from
// the table below, and the matrix with its count is printed at the end.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { completeSignIn, expect, setPlan, signInByApi, test } from './fixtures';
import type { Fault, FaultKind } from './fixtures';

const KINDS: readonly FaultKind[] = ['delay', 'http500', 'html', 'malformed', 'expired'];

/** Past the client's 10 s timeout, so the app gives up before the provider answers. */
const DELAY_MS = 10_500;
/**
 * How long a failure may take to show: a delayed call fails only when the client times out, 10 s
 * after the page has started, which on a server-drawn page is after its scripts have loaded.
 */
const FAILURE_SHOWS = { timeout: 20_000 };

/** What the user is told for each fault (400005 is told by the session's notice instead). */
const CAUSE: Record<Exclude<FaultKind, 'expired'>, string | RegExp> = {
  delay: 'The server took too long to answer.',
  http500: 'The bot service is having trouble right now.',
  html: 'The bot service is having trouble right now.',
  malformed: "The server sent an answer Botdeck couldn't read.",
};

/** The demo user's bot with rules and a filter in its seed settings. */
const DECKHAND = 'b1004';
/** The demo user's bot on a webhook connection that KOOK has verified, in the seed. */
const ECHO_RADIO = 'b1012';
const PUBLIC_BOT = 'b1001';

interface Scenario {
  screen: string;
  /** The call as the matrix names it, e.g. `GET user/bots`. */
  call: string;
  fault: Pick<Fault, 'route' | 'method'>;
  signedIn?: boolean;
  /**
   * The server asks for this too when it draws the page, and a failure there leaves the page to
   * the browser, which asks again: the fault is injected for both calls.
   */
  serverAsksToo?: boolean;
  /** Pro, so that the demo user (3 bots) may create another. */
  pro?: boolean;
  layout?: 'default' | 'blank';
  /** Gets the screen ready for the call: navigate, wait, type. Start-up loads need nothing. */
  before?: (page: Page) => Promise<void>;
  /** Makes the call: a navigation for a load, a click for an action. */
  act: (page: Page) => Promise<void>;
  /** Where the failure shows; it must name the cause unless `namesCause` is false. */
  failure: (page: Page, kind: FaultKind) => Locator;
  namesCause?: boolean;
  /** 400005 needs no new sign-in here (logging out ends the session anyway). */
  expiryIsTheEnd?: boolean;
  /** Everything the user typed or chose is still there. */
  kept?: (page: Page) => Promise<void>;
  /** Retry, resubmit or click again, and see it work. */
  recover: (page: Page) => Promise<void>;
  /** After 400005: where signing in again returns to (default: the screen). */
  returnsTo?: RegExp;
  /** After 400005 and signing in again: get the draft back and finish the job. */
  afterSignIn: (page: Page) => Promise<void>;
}

/** Signs the browser in as the demo user through the API, faster than the consent page. */
function alert(page: Page, title: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: title });
}

function myBot(page: Page, name: string): Locator {
  return page.getByRole('region', { name: 'My bots' }).getByRole('listitem', { name, exact: true });
}

async function retry(failure: Locator) {
  await failure.getByRole('button', { name: 'Retry' }).click();
}

// ---- Directory and bot page ------------------------------------------------------------------

const directoryLoaded = async (page: Page) => {
  await expect(page.getByRole('status').filter({ hasText: /^\d+ bots?$/ })).toBeVisible();
  // The chips are buttons once the tags are in (their skeletons are not).
  await expect(
    page.getByRole('group', { name: 'Filter by tag' }).getByRole('button').first(),
  ).toBeVisible();
};

const botPageLoaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Bot');
  await expect(page.getByText(/^Servers: [\d,]+ today/)).toBeVisible();
  await expect(page.getByText("Couldn't load the tag names")).toHaveCount(0);
};

// ---- The bot form ----------------------------------------------------------------------------

const NEW_BOT = {
  name: 'Harbor Pilot',
  summary: 'Keeps the harbour tidy and the ships on time.',
  invite: 'https://www.kookapp.cn/app/oauth2/authorize?id=99',
  token: '1/MTAwMDA=/harbor-pilot-token',
};

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function fillNewBot(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create a bot' })).toBeVisible();
  await field(page, 'Name').fill(NEW_BOT.name);
  await field(page, 'Summary').fill(NEW_BOT.summary);
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  for (const tag of ['Utility', 'Tools']) {
    await page.getByRole('option', { name: tag, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await field(page, 'Invite URL').fill(NEW_BOT.invite);
  await field(page, 'Bot token').fill(NEW_BOT.token);
}

async function newBotKept(page: Page, withToken = true) {
  await expect(field(page, 'Name')).toHaveValue(NEW_BOT.name);
  await expect(field(page, 'Summary')).toHaveValue(NEW_BOT.summary);
  await expect(field(page, 'Invite URL')).toHaveValue(NEW_BOT.invite);
  const chips = page.locator('.MuiAutocomplete-root .MuiChip-label');
  await expect(chips).toHaveText(['Utility', 'Tools']);
  if (withToken) await expect(field(page, 'Bot token')).toHaveValue(NEW_BOT.token);
}

async function botCreated(page: Page) {
  await page.getByRole('button', { name: 'Create bot' }).click();
  await expect(page).toHaveURL(/\/user\/bot\/set\/b\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Configure ${NEW_BOT.name}` }),
  ).toBeVisible();
}

const EDITED = {
  summary: 'A summary that must survive every fault.',
  website: 'https://deckhand.example.com/',
};

async function editBot(page: Page) {
  await expect(field(page, 'Name')).toHaveValue('Deckhand');
  await field(page, 'Summary').fill(EDITED.summary);
  await field(page, 'Website').fill(EDITED.website);
}

async function editKept(page: Page) {
  await expect(field(page, 'Summary')).toHaveValue(EDITED.summary);
  await expect(field(page, 'Website')).toHaveValue(EDITED.website);
}

async function editSaved(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

async function tagsOffered(page: Page) {
  await expect(page.getByText(/Couldn't load the tags/)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tags' }).click();
  // The bot's own tags (up to 5 of 10) are left out of the list.
  await expect(page.getByRole('option').nth(4)).toBeVisible();
  await expect(page.getByText('No matching tags')).toHaveCount(0);
  await page.keyboard.press('Escape');
}

async function restoreDraft(page: Page) {
  await expect(page.getByText('Restore your unsaved changes?')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
}

// ---- The configure screen --------------------------------------------------------------------

const SETTINGS = { prefix: '?', welcome: 'Ahoy {user}!' };

async function editSettings(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Deckhand' })).toBeVisible();
  await field(page, 'Command prefix').fill(SETTINGS.prefix);
  await field(page, 'Message').fill(SETTINGS.welcome);
}

async function settingsKept(page: Page) {
  await expect(field(page, 'Command prefix')).toHaveValue(SETTINGS.prefix);
  await expect(field(page, 'Message')).toHaveValue(SETTINGS.welcome);
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
}

async function settingsSaved(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeHidden();
  await expect(field(page, 'Command prefix')).toHaveValue(SETTINGS.prefix);
}

const settingsLoaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Deckhand' })).toBeVisible();
  await expect(field(page, 'Command prefix')).toBeVisible();
};

/** The Logs tab shows the log and follows it. */
const logsLive = async (page: Page) => {
  const panel = page.getByRole('tabpanel', { name: 'Logs' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Live');
};

/**
 * Echo Radio's Logs tab, signed in. Its calls start only once the tab's code is in: a visit before
 * the fault loads it, so the faulted call starts as soon on a cold server as on a warm one.
 */
const logsTab = {
  signedIn: true,
  before: async (page: Page) => {
    await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=logs`);
    await logsLive(page);
  },
  act: async (page: Page) => {
    await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=logs`);
  },
  afterSignIn: logsLive,
};

const webhookVerified = async (page: Page) => {
  await expect(
    page.getByRole('region', { name: 'Webhook verification' }).getByRole('status'),
  ).toHaveText(/^Verified /);
};

const analyticsLoaded = async (page: Page) => {
  await expect(page.getByRole('group', { name: 'Series shown on the chart' })).toBeVisible();
};

/** Deckhand's Members tab: its owner, Aki (a viewer in the seed) and the invitation form. */
const membersPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Members' });
const membersLoaded = async (page: Page) => {
  await expect(membersPanel(page).getByRole('listitem').filter({ hasText: 'Aki' })).toBeVisible();
};
const inviteForm = (page: Page) =>
  membersPanel(page).getByRole('form', { name: 'Invite a member' });
const akiRole = (page: Page) =>
  membersPanel(page).getByRole('combobox', { name: 'Role of Aki#0417' });

/** Signed in on Deckhand's Members tab, its code loaded before the fault (as logsTab). */
const membersTab = {
  signedIn: true,
  before: async (page: Page) => {
    await page.goto(`/user/bot/set/${DECKHAND}?tab=members`);
    await membersLoaded(page);
  },
};

async function inviteAlice(page: Page) {
  await inviteForm(page).getByRole('button', { name: 'Invite' }).click();
}
const aliceInvited = async (page: Page) => {
  await expect(page.getByText('Alice#1234 can now use this bot')).toBeVisible();
  await expect(membersPanel(page).getByRole('listitem').filter({ hasText: 'Alice' })).toBeVisible();
};
async function makeAkiAdmin(page: Page) {
  await akiRole(page).click();
  await page.getByRole('option', { name: 'Admin' }).click();
}
const akiIsAdmin = async (page: Page) => {
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(akiRole(page)).toHaveText('Admin');
};
async function removeAki(page: Page) {
  const question = page.getByRole('dialog', { name: 'Remove Aki#0417?' });
  if (!(await question.isVisible())) {
    await membersPanel(page).getByRole('button', { name: 'Remove Aki#0417' }).click();
  }
  await question.getByRole('button', { name: 'Remove' }).click();
}
const akiRemoved = async (page: Page) => {
  await expect(membersPanel(page).getByRole('listitem').filter({ hasText: 'Aki' })).toHaveCount(0);
};

/** The Activity tab shows its entries, the bot's creation the oldest of them. */
const activityLoaded = async (page: Page) => {
  await expect(
    page.getByRole('tabpanel', { name: 'Activity' }).getByText('DemoUser#0001 created the bot'),
  ).toBeVisible();
};

/** The Health tab shows the bot's state. */
const healthLoaded = async (page: Page) => {
  await expect(
    page.getByRole('tabpanel', { name: 'Health' }).getByRole('list', { name: 'Checks' }),
  ).toBeVisible();
};

/** The bell's list shows the seed's alert about Night Watch's token. */
const notificationsLoaded = async (page: Page) => {
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /Night Watch: Bot token rejected/ }),
  ).toBeVisible();
};

/** Echo Radio's auto-restart policy as the health journey sets it (the seed has it off). */
const POLICY = { restarts: '2', channel: '3960099990000001' };
const policyForm = (page: Page) =>
  page
    .getByRole('tabpanel', { name: 'Health' })
    .getByRole('form', { name: 'Auto-restart and alerts' });

async function editPolicy(page: Page) {
  const form = policyForm(page);
  await form.getByRole('switch', { name: /Restart the bot automatically/ }).check();
  await form.getByRole('combobox', { name: 'At most this many restarts an hour' }).click();
  await page.getByRole('option', { name: POLICY.restarts, exact: true }).click();
  await form.getByRole('textbox', { name: /KOOK channel for alerts/ }).fill(POLICY.channel);
}

async function policyKept(page: Page) {
  const form = policyForm(page);
  await expect(form.getByRole('switch', { name: /Restart the bot automatically/ })).toBeChecked();
  await expect(
    form.getByRole('combobox', { name: 'At most this many restarts an hour' }),
  ).toHaveText(POLICY.restarts);
  await expect(form.getByRole('textbox', { name: /KOOK channel for alerts/ })).toHaveValue(
    POLICY.channel,
  );
}

async function policySaved(page: Page) {
  await policyForm(page).getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('Health policy saved')).toBeVisible();
  await policyKept(page);
}

/** The bell's list, open, with the seed's one unread alert (Night Watch's token). */
const bellList = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await notificationsLoaded(page);
}

async function markAllRead(page: Page) {
  await bellList(page).getByRole('button', { name: 'Mark all read' }).click();
}

/** Still unread: the alert says New and Mark all read is there to click again. */
async function alertsStillUnread(page: Page) {
  await expect(
    bellList(page).getByRole('link', { name: /Night Watch: Bot token rejected/ }),
  ).toContainText('New ·');
  await expect(bellList(page).getByRole('button', { name: 'Mark all read' })).toBeEnabled();
}

async function allRead(page: Page) {
  await expect(bellList(page).getByText(/New ·/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
}

// ---- Billing ---------------------------------------------------------------------------------

function checkout(page: Page) {
  return page.getByRole('dialog', { name: 'Complete your payment' });
}

async function pay(page: Page) {
  await page
    .getByRole('region', { name: 'Pro monthly' })
    .getByRole('button', { name: 'Pay' })
    .click();
}

async function openCheckout(page: Page) {
  await page.goto('/user/pay');
  await pay(page);
  await expect(checkout(page).getByText('Waiting for your payment…')).toBeVisible();
}

const payLoaded = async (page: Page) => {
  await expect(page.getByRole('region', { name: 'Pro monthly' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
};

// ---- Home ------------------------------------------------------------------------------------

const homeLoaded = async (page: Page) => {
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByRole('heading', { name: 'DemoUser#0001' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'My bots' }).getByRole('listitem')).toHaveCount(3);
};

/** The question Cancel order asks before it cancels. */
function cancelQuestion(page: Page) {
  return page.getByRole('dialog', { name: /^Cancel the .+ order\?$/ });
}

async function stopEchoRadio(page: Page) {
  await myBot(page, 'Echo Radio').getByRole('button', { name: 'Stop', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Stop Echo Radio?' })
    .getByRole('button', { name: 'Stop', exact: true })
    .click();
}

async function clickDeleteInMenu(page: Page) {
  await myBot(page, 'Echo Radio')
    .getByRole('button', { name: 'More actions for Echo Radio' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
}

async function deleteEchoRadio(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Delete Echo Radio?' });
  await dialog.getByRole('textbox', { name: 'Bot name' }).fill('Echo Radio');
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

async function echoRadioDeleted(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Delete Echo Radio?' })).toBeHidden();
  await expect(myBot(page, 'Echo Radio')).toHaveCount(0);
}

async function openDeleteDialog(page: Page) {
  await page.goto('/user/home');
  await clickDeleteInMenu(page);
  await expect(page.getByRole('dialog', { name: 'Delete Echo Radio?' })).toBeVisible();
}

// ---- The table -------------------------------------------------------------------------------

const SCENARIOS: Scenario[] = [
  {
    screen: '/',
    call: 'GET bots',
    fault: { route: '*bots', method: 'GET' },
    serverAsksToo: true,
    act: async (page) => {
      await page.goto('/');
    },
    failure: (page) => alert(page, "Couldn't load bots"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load bots"));
      await directoryLoaded(page);
    },
    afterSignIn: directoryLoaded,
  },
  {
    screen: '/',
    call: 'GET bots/tags',
    fault: { route: 'bots/tags', method: 'GET' },
    serverAsksToo: true,
    act: async (page) => {
      await page.goto('/');
    },
    failure: (page) => page.getByText(/^Couldn't load the tags: /),
    recover: async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
      await directoryLoaded(page);
    },
    afterSignIn: directoryLoaded,
  },
  {
    screen: '/bot/:id',
    call: 'GET bots/:id',
    fault: { route: `*bots/${PUBLIC_BOT}`, method: 'GET' },
    serverAsksToo: true,
    act: async (page) => {
      await page.goto(`/bot/${PUBLIC_BOT}`);
    },
    failure: (page) => alert(page, "Couldn't load this bot"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load this bot"));
      await botPageLoaded(page);
    },
    afterSignIn: botPageLoaded,
  },
  {
    screen: '/bot/:id',
    call: 'GET bots/:id/stats',
    fault: { route: `bots/${PUBLIC_BOT}/stats`, method: 'GET' },
    act: async (page) => {
      await page.goto(`/bot/${PUBLIC_BOT}`);
    },
    failure: (page) => alert(page, "Couldn't load the server history"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load the server history"));
      await botPageLoaded(page);
    },
    afterSignIn: botPageLoaded,
  },
  {
    screen: '/bot/:id',
    call: 'GET bots/tags',
    fault: { route: 'bots/tags', method: 'GET' },
    serverAsksToo: true,
    act: async (page) => {
      await page.goto(`/bot/${PUBLIC_BOT}`);
    },
    failure: (page) => page.getByText(/^Couldn't load the tag names: /),
    recover: async (page) => {
      await page.getByRole('button', { name: 'Retry' }).click();
      await botPageLoaded(page);
    },
    afterSignIn: botPageLoaded,
  },
  {
    screen: '/user/login',
    call: 'GET auth/kook/authorize',
    fault: { route: 'auth/kook/authorize', method: 'GET' },
    layout: 'blank',
    before: async (page) => {
      await page.goto('/user/login');
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Log in with KOOK' }).click();
    },
    failure: (page) => alert(page, "Couldn't start signing in"),
    recover: async (page) => {
      await completeSignIn(page);
    },
    returnsTo: /\/user\/home$/,
    afterSignIn: homeLoaded,
  },
  {
    screen: '/kook/auth',
    call: 'POST auth/kook/token',
    fault: { route: 'auth/kook/token', method: 'POST' },
    layout: 'blank',
    before: async (page) => {
      await page.goto('/user/login');
      await page.getByRole('button', { name: 'Log in with KOOK' }).click();
      await page.waitForURL(/\/demo\/kook\/authorize/);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Authorize' }).click();
    },
    failure: (page) => alert(page, 'Sign-in failed'),
    recover: async (page) => {
      await page.getByRole('link', { name: 'Back to login' }).click();
      await completeSignIn(page);
      await homeLoaded(page);
    },
    returnsTo: /\/user\/home$/,
    afterSignIn: homeLoaded,
  },
  {
    screen: '/user/home',
    call: 'GET user/profile',
    fault: { route: 'user/profile', method: 'GET' },
    signedIn: true,
    act: async (page) => {
      await page.goto('/user/home');
    },
    // The start-up check: the profile from the cookie stays, a notice says what went wrong.
    failure: (page, kind) =>
      page.getByRole('alert').filter({ hasText: kind === 'expired' ? '' : CAUSE[kind] }),
    recover: async (page) => {
      await page.reload();
      await homeLoaded(page);
    },
    afterSignIn: homeLoaded,
  },
  {
    screen: '/user/home',
    call: 'GET user/bots',
    fault: { route: '*user/bots', method: 'GET' },
    signedIn: true,
    act: async (page) => {
      await page.goto('/user/home');
    },
    failure: (page) => alert(page, "Couldn't load your bots"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load your bots"));
      await homeLoaded(page);
    },
    afterSignIn: homeLoaded,
  },
  {
    screen: '/user/home',
    call: 'POST user/bots/:id/stop',
    fault: { route: 'user/bots/*/stop', method: 'POST' },
    signedIn: true,
    before: async (page) => {
      await page.goto('/user/home');
      await expect(myBot(page, 'Echo Radio').getByText('Online', { exact: true })).toBeVisible();
    },
    act: stopEchoRadio,
    failure: (page) => alert(page, "Couldn't stop Echo Radio"),
    recover: async (page) => {
      await stopEchoRadio(page);
      await expect(myBot(page, 'Echo Radio').getByText('Offline', { exact: true })).toBeVisible({
        timeout: 15_000,
      });
    },
    afterSignIn: async (page) => {
      await stopEchoRadio(page);
      await expect(myBot(page, 'Echo Radio').getByText('Offline', { exact: true })).toBeVisible({
        timeout: 15_000,
      });
    },
  },
  {
    screen: '/user/home',
    call: 'DELETE user/bots/:id',
    fault: { route: '*user/bots/*', method: 'DELETE' },
    signedIn: true,
    before: openDeleteDialog,
    act: deleteEchoRadio,
    failure: (page) => page.getByRole('dialog', { name: 'Delete Echo Radio?' }).getByRole('alert'),
    recover: async (page) => {
      await deleteEchoRadio(page);
      await echoRadioDeleted(page);
    },
    afterSignIn: async (page) => {
      await clickDeleteInMenu(page);
      await deleteEchoRadio(page);
      await echoRadioDeleted(page);
    },
  },
  {
    screen: '/user/bot/new',
    call: 'GET bots/tags',
    fault: { route: 'bots/tags', method: 'GET' },
    signedIn: true,
    pro: true,
    act: async (page) => {
      await page.goto('/user/bot/new');
    },
    failure: (page) => page.getByText(/^Couldn't load the tags: /),
    recover: async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
      await tagsOffered(page);
    },
    afterSignIn: tagsOffered,
  },
  {
    screen: '/user/bot/new',
    call: 'POST user/bots',
    fault: { route: '*user/bots', method: 'POST' },
    signedIn: true,
    pro: true,
    before: async (page) => {
      await page.goto('/user/bot/new');
      await fillNewBot(page);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Create bot' }).click();
    },
    failure: (page) => alert(page, "Couldn't create the bot"),
    kept: newBotKept,
    recover: botCreated,
    afterSignIn: async (page) => {
      await restoreDraft(page);
      // The token is never kept in a draft (the offer says so): the rest must be.
      await newBotKept(page, false);
      await field(page, 'Bot token').fill(NEW_BOT.token);
      await botCreated(page);
    },
  },
  {
    screen: '/user/bot/edit/:id',
    call: 'GET user/bots/:id',
    fault: { route: `*user/bots/${DECKHAND}`, method: 'GET' },
    signedIn: true,
    act: async (page) => {
      await page.goto(`/user/bot/edit/${DECKHAND}`);
    },
    failure: (page) => alert(page, "Couldn't load this bot"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load this bot"));
      await expect(field(page, 'Name')).toHaveValue('Deckhand');
    },
    afterSignIn: async (page) => {
      await expect(field(page, 'Name')).toHaveValue('Deckhand');
    },
  },
  {
    screen: '/user/bot/edit/:id',
    call: 'GET bots/tags',
    fault: { route: 'bots/tags', method: 'GET' },
    signedIn: true,
    act: async (page) => {
      await page.goto(`/user/bot/edit/${DECKHAND}`);
    },
    failure: (page) => page.getByText(/^Couldn't load the tags: /),
    recover: async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
      await tagsOffered(page);
    },
    afterSignIn: tagsOffered,
  },
  {
    screen: '/user/bot/edit/:id',
    call: 'PUT user/bots/:id',
    fault: { route: `*user/bots/${DECKHAND}`, method: 'PUT' },
    signedIn: true,
    before: async (page) => {
      await page.goto(`/user/bot/edit/${DECKHAND}`);
      await editBot(page);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Save changes' }).click();
    },
    failure: (page) => alert(page, "Couldn't save the bot"),
    kept: editKept,
    recover: editSaved,
    afterSignIn: async (page) => {
      await restoreDraft(page);
      await editKept(page);
      await editSaved(page);
    },
  },
  {
    screen: '/user/bot/set/:id',
    call: 'GET user/bots/:id',
    fault: { route: `*user/bots/${DECKHAND}`, method: 'GET' },
    signedIn: true,
    act: async (page) => {
      await page.goto(`/user/bot/set/${DECKHAND}`);
    },
    failure: (page) => alert(page, "Couldn't load this bot's settings"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load this bot's settings"));
      await settingsLoaded(page);
    },
    afterSignIn: settingsLoaded,
  },
  {
    screen: '/user/bot/set/:id',
    call: 'GET user/bots/:id/settings',
    fault: { route: `user/bots/${DECKHAND}/settings`, method: 'GET' },
    signedIn: true,
    act: async (page) => {
      await page.goto(`/user/bot/set/${DECKHAND}`);
    },
    failure: (page) => alert(page, "Couldn't load this bot's settings"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load this bot's settings"));
      await settingsLoaded(page);
    },
    afterSignIn: settingsLoaded,
  },
  {
    screen: '/user/bot/set/:id',
    call: 'PUT user/bots/:id/settings',
    fault: { route: `user/bots/${DECKHAND}/settings`, method: 'PUT' },
    signedIn: true,
    before: async (page) => {
      await page.goto(`/user/bot/set/${DECKHAND}`);
      await editSettings(page);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Save changes' }).click();
    },
    failure: (page) => alert(page, "Couldn't save the settings"),
    kept: settingsKept,
    recover: settingsSaved,
    afterSignIn: async (page) => {
      await restoreDraft(page);
      await settingsKept(page);
      await settingsSaved(page);
    },
  },
  {
    screen: '/user/bot/set/:id',
    call: 'GET user/bots/:id/webhook',
    fault: { route: `user/bots/${ECHO_RADIO}/webhook`, method: 'GET' },
    signedIn: true,
    // The check is asked only once the bot and its settings are in: a visit before the fault
    // has the page's code loaded, so the faulted call starts as soon on a cold server as on a warm.
    before: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}`);
      await webhookVerified(page);
    },
    act: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}`);
    },
    failure: (page) => alert(page, "Couldn't check the webhook"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't check the webhook"));
      await webhookVerified(page);
    },
    afterSignIn: webhookVerified,
  },
  {
    screen: '/user/bot/set/:id?tab=logs',
    call: 'GET user/bots/:id/logs',
    // Anchored, so the stream (…/logs/stream) is not faulted too.
    fault: { route: `user/bots/${ECHO_RADIO}/*logs`, method: 'GET' },
    ...logsTab,
    failure: (page) => alert(page, "Couldn't load the log"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load the log"));
      await logsLive(page);
    },
  },
  {
    screen: '/user/bot/set/:id?tab=logs',
    call: 'GET user/bots/:id/logs/stream',
    fault: { route: `user/bots/${ECHO_RADIO}/logs/stream`, method: 'GET' },
    ...logsTab,
    // The stream breaks: the tab says so and why, and tries again by itself (1 s, then 2 s…).
    failure: (page) => alert(page, 'The live log was interrupted'),
    recover: async (page) => {
      await page
        .getByRole('button', { name: 'Reconnect now' })
        .click({ timeout: 2000 })
        .catch(() => undefined);
      await logsLive(page);
    },
  },
  {
    screen: '/user/bot/set/:id?tab=analytics',
    call: 'GET user/bots/:id/analytics',
    fault: { route: `user/bots/${ECHO_RADIO}/analytics`, method: 'GET' },
    signedIn: true,
    // A visit before the fault has the tab's code loaded, as for the webhook check.
    before: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=analytics`);
      await analyticsLoaded(page);
    },
    act: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=analytics`);
    },
    failure: (page) => alert(page, "Couldn't load the analytics"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load the analytics"));
      await analyticsLoaded(page);
    },
    afterSignIn: analyticsLoaded,
  },
  {
    screen: '/user/bot/set/:id?tab=members',
    call: 'GET user/bots/:id/members',
    fault: { route: `user/bots/${DECKHAND}/members`, method: 'GET' },
    ...membersTab,
    act: async (page) => {
      await page.goto(`/user/bot/set/${DECKHAND}?tab=members`);
    },
    failure: (page) => alert(page, "Couldn't load the members"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load the members"));
      await membersLoaded(page);
    },
    afterSignIn: membersLoaded,
  },
  {
    screen: '/user/bot/set/:id?tab=members',
    call: 'POST user/bots/:id/members',
    fault: { route: `user/bots/${DECKHAND}/members`, method: 'POST' },
    ...membersTab,
    before: async (page) => {
      await membersTab.before(page);
      await inviteForm(page).getByRole('textbox', { name: 'KOOK user' }).fill('Alice#1234');
    },
    act: inviteAlice,
    failure: (page) => alert(page, "Couldn't invite"),
    kept: async (page) => {
      await expect(inviteForm(page).getByRole('textbox', { name: 'KOOK user' })).toHaveValue(
        'Alice#1234',
      );
    },
    // Invite again: the same attempt, so one that went through answers with Alice, not "already".
    recover: async (page) => {
      await inviteAlice(page);
      await aliceInvited(page);
    },
    afterSignIn: async (page) => {
      await inviteForm(page).getByRole('textbox', { name: 'KOOK user' }).fill('Alice#1234');
      await inviteAlice(page);
      await aliceInvited(page);
    },
  },
  {
    screen: '/user/bot/set/:id?tab=members',
    call: 'PUT user/bots/:id/members/:userId',
    fault: { route: `user/bots/${DECKHAND}/members/*`, method: 'PUT' },
    ...membersTab,
    act: makeAkiAdmin,
    failure: (page) => alert(page, "Couldn't change the role"),
    recover: async (page) => {
      await expect(akiRole(page)).toHaveText(/Viewer|Admin/);
      // A change the client gave up on may have gone through: choosing Admin again is harmless.
      if ((await akiRole(page).textContent()) !== 'Admin') await makeAkiAdmin(page);
      else await page.reload();
      await expect(akiRole(page)).toHaveText('Admin');
    },
    afterSignIn: async (page) => {
      await makeAkiAdmin(page);
      await akiIsAdmin(page);
    },
  },
  {
    screen: '/user/bot/set/:id?tab=members',
    call: 'DELETE user/bots/:id/members/:userId',
    fault: { route: `user/bots/${DECKHAND}/members/*`, method: 'DELETE' },
    ...membersTab,
    act: removeAki,
    failure: (page) => alert(page, "Couldn't remove the member"),
    recover: async (page) => {
      await removeAki(page);
      await akiRemoved(page);
    },
    afterSignIn: async (page) => {
      await removeAki(page);
      await akiRemoved(page);
    },
  },
  {
    screen: '/user/bot/set/:id?tab=activity',
    call: 'GET user/bots/:id/activity',
    fault: { route: `user/bots/${ECHO_RADIO}/activity`, method: 'GET' },
    signedIn: true,
    // A visit before the fault has the tab's code loaded, as for the analytics.
    before: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=activity`);
      await activityLoaded(page);
    },
    act: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=activity`);
    },
    failure: (page) => alert(page, "Couldn't load the activity"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load the activity"));
      await activityLoaded(page);
    },
    afterSignIn: activityLoaded,
  },
  {
    screen: '/user/bot/set/:id?tab=health',
    call: 'GET user/bots/:id/health',
    fault: { route: `user/bots/${ECHO_RADIO}/health`, method: 'GET' },
    signedIn: true,
    // A visit before the fault has the tab's code loaded, as for the activity.
    before: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=health`);
      await healthLoaded(page);
    },
    act: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=health`);
    },
    failure: (page) => alert(page, "Couldn't load the bot's health"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load the bot's health"));
      await healthLoaded(page);
    },
    afterSignIn: healthLoaded,
  },
  {
    screen: '/user/home (bell)',
    call: 'GET user/notifications',
    fault: { route: 'user/notifications', method: 'GET' },
    signedIn: true,
    // The bell has polled once; opening it asks again, and that is the call that fails.
    before: async (page) => {
      await page.goto('/user/home');
      await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
    },
    failure: (page) => alert(page, "Couldn't load your notifications"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load your notifications"));
      await notificationsLoaded(page);
    },
    returnsTo: /\/user\/home$/,
    afterSignIn: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await notificationsLoaded(page);
    },
  },
  {
    screen: '/user/bot/set/:id?tab=health',
    call: 'PUT user/bots/:id/health/policy',
    fault: { route: `user/bots/${ECHO_RADIO}/health/policy`, method: 'PUT' },
    signedIn: true,
    before: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=health`);
      await healthLoaded(page);
      await editPolicy(page);
    },
    act: async (page) => {
      await policyForm(page).getByRole('button', { name: 'Save policy' }).click();
    },
    failure: (page) => alert(page, "Couldn't save the health policy"),
    kept: policyKept,
    recover: policySaved,
    // What was typed comes back as a draft after signing in again.
    afterSignIn: async (page) => {
      await healthLoaded(page);
      await restoreDraft(page);
      await policyKept(page);
      await policySaved(page);
    },
  },
  {
    screen: '/user/home (bell)',
    call: 'POST user/notifications/read',
    fault: { route: 'user/notifications/read', method: 'POST' },
    signedIn: true,
    before: async (page) => {
      await page.goto('/user/home');
      await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
      await openBell(page);
    },
    act: markAllRead,
    failure: (page) => alert(page, "Couldn't mark the notifications as read"),
    kept: alertsStillUnread,
    // The notice sits over the list's header: its Retry marks them all read again.
    recover: async (page) => {
      await retry(alert(page, "Couldn't mark the notifications as read"));
      await allRead(page);
    },
    returnsTo: /\/user\/home$/,
    afterSignIn: async (page) => {
      await openBell(page);
      await alertsStillUnread(page);
      await markAllRead(page);
      await allRead(page);
    },
  },
  {
    screen: '/user/pay',
    call: 'GET pay/plans',
    fault: { route: 'pay/plans', method: 'GET' },
    signedIn: true,
    act: async (page) => {
      await page.goto('/user/pay');
    },
    failure: (page) => alert(page, "Couldn't load the plans"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load the plans"));
      await payLoaded(page);
    },
    afterSignIn: payLoaded,
  },
  {
    screen: '/user/pay',
    call: 'GET pay/orders',
    fault: { route: '*pay/orders', method: 'GET' },
    signedIn: true,
    act: async (page) => {
      await page.goto('/user/pay');
    },
    failure: (page) => alert(page, "Couldn't load your orders"),
    recover: async (page) => {
      await retry(alert(page, "Couldn't load your orders"));
      await payLoaded(page);
    },
    afterSignIn: payLoaded,
  },
  {
    screen: '/user/pay',
    call: 'POST pay/orders',
    fault: { route: '*pay/orders', method: 'POST' },
    signedIn: true,
    before: async (page) => {
      await page.goto('/user/pay');
      await page.getByRole('radio', { name: 'Alipay' }).check();
    },
    act: pay,
    failure: (page) => alert(page, "Couldn't create the order"),
    kept: async (page) => {
      await expect(page.getByRole('radio', { name: 'Alipay' })).toBeChecked();
    },
    recover: async (page) => {
      await pay(page);
      await expect(checkout(page)).toContainText('Alipay');
      await expect(checkout(page).getByText('Waiting for your payment…')).toBeVisible();
    },
    afterSignIn: async (page) => {
      await pay(page);
      await expect(checkout(page).getByText('Waiting for your payment…')).toBeVisible();
    },
  },
  {
    screen: '/user/pay',
    call: 'GET pay/orders/:id (poll)',
    fault: { route: '*pay/orders/*', method: 'GET' },
    signedIn: true,
    before: openCheckout,
    // The poll runs every 3 s on its own: the fault is injected and the next tick meets it.
    act: async () => {},
    failure: (page) => checkout(page).getByText("Couldn't check the payment just now"),
    namesCause: false,
    recover: async (page) => {
      await expect(checkout(page).getByText('Waiting for your payment…')).toBeVisible({
        timeout: 10_000,
      });
    },
    afterSignIn: payLoaded,
  },
  {
    screen: '/user/pay',
    call: 'POST pay/orders/:id/cancel',
    fault: { route: 'pay/orders/*/cancel', method: 'POST' },
    signedIn: true,
    before: openCheckout,
    act: async (page) => {
      await checkout(page).getByRole('button', { name: 'Cancel order' }).click();
      await cancelQuestion(page).getByRole('button', { name: 'Cancel order' }).click();
    },
    failure: (page) => alert(page, "Couldn't cancel the order"),
    recover: async (page) => {
      // A cancel the client gave up on may still go through: the dialog's next poll then closes it
      // and says so, and a click on Cancel order meanwhile finds it cancelled too.
      const cancelled = page.getByText('Order cancelled').first();
      await expect(async () => {
        if (!(await cancelled.isVisible())) {
          // The question stays open with its failure; confirming again retries.
          const question = cancelQuestion(page);
          const from = (await question.isVisible()) ? question : checkout(page);
          await from.getByRole('button', { name: 'Cancel order' }).click({ timeout: 2000 });
        }
        await expect(cancelled).toBeVisible({ timeout: 5000 });
      }).toPass({ timeout: 20_000 });
    },
    afterSignIn: async (page) => {
      await payLoaded(page);
      await expect(page.getByRole('table')).toContainText('Pending');
    },
  },
  {
    screen: 'log out',
    call: 'POST auth/logout',
    fault: { route: 'auth/logout', method: 'POST' },
    signedIn: true,
    before: async (page) => {
      await page.goto('/user/home');
      await homeLoaded(page);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Account menu for DemoUser#0001' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
    },
    // Logging out ends the session here whatever the provider says: the app bar says so.
    failure: (page) => page.getByRole('banner').getByRole('link', { name: 'Log in' }),
    namesCause: false,
    expiryIsTheEnd: true,
    recover: async (page) => {
      await expect(page).toHaveURL(/\/$/);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
      await page.goto('/user/home');
      await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    },
    returnsTo: /\/user\/home$/,
    afterSignIn: homeLoaded,
  },
];

// ---- The matrix ------------------------------------------------------------------------------

interface Row {
  screen: string;
  call: string;
  kind: FaultKind;
  status: string;
}

/** One file per case, named by its place in CASES: workers write theirs at the same time. */
function matrixDir(outputDir: string) {
  return path.join(outputDir, 'chaos-matrix');
}

function readMatrix(outputDir: string): Row[] {
  let files: string[];
  try {
    files = readdirSync(matrixDir(outputDir));
  } catch {
    return [];
  }
  // In the table's order, as the matrix is printed.
  return files
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => JSON.parse(readFileSync(path.join(matrixDir(outputDir), file), 'utf8')) as Row);
}

function printMatrix(rows: Row[]) {
  const widths = [
    Math.max(6, ...rows.map((row) => row.screen.length)),
    Math.max(4, ...rows.map((row) => row.call.length)),
  ];
  const header = `${'screen'.padEnd(widths[0])}  ${'call'.padEnd(widths[1])}  ${KINDS.map((kind) => kind.padEnd(9)).join(' ')}`;
  const lines = [header, '-'.repeat(header.length)];
  const keys = [...new Set(rows.map((row) => `${row.screen}\u0000${row.call}`))];
  for (const key of keys) {
    const [screen, call] = key.split('\u0000');
    const cells = KINDS.map((kind) => {
      const row = rows.find((r) => r.screen === screen && r.call === call && r.kind === kind);
      return (row ? (row.status === 'passed' ? 'pass' : row.status) : '-').padEnd(9);
    });
    lines.push(`${screen.padEnd(widths[0])}  ${call.padEnd(widths[1])}  ${cells.join(' ')}`);
  }
  const passed = rows.filter((row) => row.status === 'passed').length;
  lines.push(
    '',
    `${rows.length} cases (${keys.length} calls × ${KINDS.length} faults): ${passed} passed, ${rows.length - passed} not`,
  );
  console.log(`\nChaos matrix\n\n${lines.join('\n')}\n`);
}

/** Each case's title and where it sits in the matrix. */
const CASES = new Map<string, Omit<Row, 'status'>>(
  SCENARIOS.flatMap(({ screen, call }) =>
    KINDS.map((kind) => [`${screen} · ${call} · ${kind}`, { screen, call, kind }] as const),
  ),
);

// The outcome of each case goes to a file in this run's output directory, since a failure restarts
// the worker (and its memory); a retry's outcome replaces the first one.
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern
test.afterEach(async ({}, testInfo) => {
  const place = CASES.get(testInfo.title);
  if (!place) return;
  const dir = matrixDir(testInfo.project.outputDir);
  mkdirSync(dir, { recursive: true });
  const row: Row = { ...place, status: testInfo.status ?? 'unknown' };
  const index = [...CASES.keys()].indexOf(testInfo.title);
  writeFileSync(path.join(dir, `${index}.json`), JSON.stringify(row));
});

// Every worker ends here, but only the one that saw the last case prints the whole matrix.
// eslint-disable-next-line no-empty-pattern -- as above
test.afterAll(async ({}, testInfo) => {
  const rows = readMatrix(testInfo.project.outputDir);
  if (rows.length === CASES.size) printMatrix(rows);
  else console.log(`Chaos matrix: ${rows.length} of ${CASES.size} cases run so far`);
});

// ---- The cases -------------------------------------------------------------------------------

function pathPattern(screen: string): RegExp {
  const source = screen.replace(':id', '[^/]+').replace(/[.?]/g, '\\$&').replace(/\//g, '\\/');
  return new RegExp(`${source}$`);
}

for (const scenario of SCENARIOS) {
  for (const kind of KINDS) {
    test(`${scenario.screen} · ${scenario.call} · ${kind}`, async ({
      page,
      request,
      baseURL,
      inject,
    }) => {
      if (kind === 'delay') test.slow();
      if (scenario.pro) await setPlan(request, 'pro');
      if (scenario.signedIn) await signInByApi(page, request, baseURL ?? '');
      await scenario.before?.(page);
      await inject({
        ...scenario.fault,
        kind,
        ...(kind === 'delay' ? { delayMs: DELAY_MS } : {}),
        ...(scenario.serverAsksToo ? { times: 2 } : {}),
      });
      await scenario.act(page);

      if (kind === 'expired' && !scenario.expiryIsTheEnd) {
        await page.waitForURL(/\/user\/login(\?|$)/, FAILURE_SHOWS);
        await expect(
          // The session's warning notice (a status, not an alert) is the one message for it.
          page.getByRole('status').filter({ hasText: 'Your session has expired' }).first(),
        ).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await completeSignIn(page, scenario.returnsTo ?? pathPattern(scenario.screen));
        await scenario.afterSignIn(page);
        return;
      }

      const failure = scenario.failure(page, kind).first();
      await expect(failure).toBeVisible(FAILURE_SHOWS);
      if (scenario.namesCause !== false && kind !== 'expired') {
        await expect(failure).toContainText(CAUSE[kind]);
      }
      // Not a blank page: the layout's bar (or card) is there and the screen has content. CSS
      // locators, since an open dialog hides the rest of the page from the accessibility tree.
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      if (scenario.layout !== 'blank')
        await expect(page.locator('header.MuiAppBar-root')).toBeVisible();
      await scenario.kept?.(page);
      // A delayed call the client gave up on may still be carried out (a DELETE or a POST without a
      // body is): let it finish, as it would while the user reads the message, before trying again.
      if (kind === 'delay') await page.waitForTimeout(DELAY_MS - 9_500);
      await scenario.recover(page);
    });
  }
}
