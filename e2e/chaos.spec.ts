// Resilience in a real browser and server: the rows of the chaos table (src/testing/chaosTable.ts)
// that need them, each with the fault kinds the table lists for the browser. jest runs every row ×
// every kind against the real client, sagas, store and screens (src/app/chaos.*.test.tsx); here run
// what jest cannot show: the pages the server draws and the browser asks for again, the sign-in
// redirects, the log stream and the payment poll on a real clock, and the expired session of every
// row whose draft must survive a real re-login. Each case checks that a clear message names the
// cause, the page is not blank, nothing the user typed is lost, and the screen recovers (Retry,
// resubmitting, or signing in again after 400005); the fixture fails any case with an uncaught error
// or an unexpected console error. The matrix printed at the end says where every row × kind runs.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  CAUSE,
  CHAOS_ROWS,
  FAULT_KINDS,
  SEED_BOTS,
  caseTitle,
  faultPattern,
  rowKey,
} from '../src/testing/chaosTable';
import type { BrowserRowKey, ChaosRow, FaultKind, ReLoginRowKey } from '../src/testing/chaosTable';
import { completeSignIn, expect, KOOK_CONSENT, setPlan, signInByApi, test } from './fixtures';
import type { Fault, FaultKind as ControlKind } from './fixtures';
import { E2E_REQUEST_TIMEOUT_MS } from './settings';

/**
 * Past the client's timeout (the suite's, e2e/settings.ts, served in config.js), so the app gives
 * up before the provider answers, with room for a busy machine's late timer.
 */
const DELAY_MS = E2E_REQUEST_TIMEOUT_MS + 1500;
/**
 * How long a failure may take to show: a delayed call fails only when the client times out, after
 * the page has started, which on a server-drawn page is after its scripts have loaded.
 */
const FAILURE_SHOWS = { timeout: E2E_REQUEST_TIMEOUT_MS + 10_000 };

/** The table's kinds are the ones the demo provider's fault control takes. */
const KINDS: readonly ControlKind[] = FAULT_KINDS;

const { publicBot: PUBLIC_BOT, deckhand: DECKHAND, echoRadio: ECHO_RADIO } = SEED_BOTS;

/** A row's steps in the browser; its flags (signed in, Pro, layout…) are the table's. */
interface ReLoginSteps {
  /** Gets the screen ready for the call: navigate, wait, type. Start-up loads need nothing. */
  before?: (page: Page) => Promise<void>;
  /** Makes the call: a navigation for a load, a click for an action. */
  act: (page: Page) => Promise<void>;
  /** After 400005 and signing in again: get the draft back and finish the job. */
  afterSignIn: (page: Page) => Promise<void>;
}

interface Steps extends ReLoginSteps {
  /** Where the failure shows; it must name the cause unless the row's `namesCause` is false. */
  failure: (page: Page, kind: FaultKind) => Locator;
  /** Everything the user typed or chose is still there. */
  kept?: (page: Page) => Promise<void>;
  /** Retry, resubmit or click again, and see it work. */
  recover: (page: Page) => Promise<void>;
}

function alert(page: Page, title: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: title });
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

// ---- Home ------------------------------------------------------------------------------------

const homeLoaded = async (page: Page) => {
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByRole('heading', { name: 'DemoUser#0001' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'My bots' }).getByRole('listitem')).toHaveCount(3);
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
  // Each pick is seen as a chip before the next, as a person sees it: a miss shows here, not after
  // the sign-in that keeps the form.
  const chips = page.locator('.MuiAutocomplete-root .MuiChip-label');
  for (const tag of ['Utility', 'Tools']) {
    await page.getByRole('option', { name: tag, exact: true }).click();
    await expect(chips.filter({ hasText: tag })).toHaveCount(1);
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

/** The Logs tab shows the log and follows it. */
const logsLive = async (page: Page) => {
  const panel = page.getByRole('tabpanel', { name: 'Logs' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Live');
};

/** Echo Radio's auto-restart policy as the health journey sets it (the seed has it off). */
const POLICY = { restarts: '2', channel: '3960099990000001' };
const policyForm = (page: Page) =>
  page
    .getByRole('tabpanel', { name: 'Health' })
    .getByRole('form', { name: 'Auto-restart and alerts' });

/** The Health tab shows the bot's state. */
const healthLoaded = async (page: Page) => {
  await expect(
    page.getByRole('tabpanel', { name: 'Health' }).getByRole('list', { name: 'Checks' }),
  ).toBeVisible();
};

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

// ---- Billing ---------------------------------------------------------------------------------

function checkout(page: Page) {
  return page.getByRole('dialog', { name: 'Complete your payment' });
}

async function openCheckout(page: Page) {
  await page.goto('/user/pay');
  await page
    .getByRole('region', { name: 'Pro monthly' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(checkout(page).getByText('Waiting for your payment…')).toBeVisible();
}

const payLoaded = async (page: Page) => {
  await expect(page.getByRole('region', { name: 'Pro monthly' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
};

// ---- The steps of each row the browser runs --------------------------------------------------

const STEPS: { [K in BrowserRowKey]: K extends ReLoginRowKey ? ReLoginSteps : Steps } = {
  '/ · GET bots': {
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
  '/ · GET bots/tags': {
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
  '/bot/:id · GET bots/:id': {
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
  '/bot/:id · GET bots/tags': {
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
  '/user/login · GET auth/kook/authorize': {
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
    afterSignIn: homeLoaded,
  },
  '/kook/auth · POST auth/kook/token': {
    before: async (page) => {
      await page.goto('/user/login');
      await page.getByRole('button', { name: 'Log in with KOOK' }).click();
      await page.waitForURL(KOOK_CONSENT);
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
    afterSignIn: homeLoaded,
  },
  '/user/bot/new · POST user/bots': {
    before: async (page) => {
      await page.goto('/user/bot/new');
      await fillNewBot(page);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Create bot' }).click();
    },
    afterSignIn: async (page) => {
      await restoreDraft(page);
      // The token is never kept in a draft (the offer says so): the rest must be.
      await newBotKept(page, false);
      await field(page, 'Bot token').fill(NEW_BOT.token);
      await botCreated(page);
    },
  },
  '/user/bot/edit/:id · PUT user/bots/:id': {
    before: async (page) => {
      await page.goto(`/user/bot/edit/${DECKHAND}`);
      await editBot(page);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Save changes' }).click();
    },
    afterSignIn: async (page) => {
      await restoreDraft(page);
      await editKept(page);
      await editSaved(page);
    },
  },
  '/user/bot/set/:id · PUT user/bots/:id/settings': {
    before: async (page) => {
      await page.goto(`/user/bot/set/${DECKHAND}`);
      await editSettings(page);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Save changes' }).click();
    },
    afterSignIn: async (page) => {
      await restoreDraft(page);
      await settingsKept(page);
      await settingsSaved(page);
    },
  },
  '/user/bot/set/:id?tab=logs · GET user/bots/:id/logs/stream': {
    // A visit before the fault has the tab's code loaded, so the faulted call starts as soon on a
    // cold server as on a warm one.
    before: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=logs`);
      await logsLive(page);
    },
    act: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=logs`);
    },
    // The stream breaks: the tab says so and why, and tries again by itself (1 s, then 2 s…).
    failure: (page) => alert(page, 'The live log was interrupted'),
    recover: async (page) => {
      await page
        .getByRole('button', { name: 'Reconnect now' })
        .click({ timeout: 2000 })
        .catch(() => undefined);
      await logsLive(page);
    },
    afterSignIn: logsLive,
  },
  '/user/bot/set/:id?tab=health · PUT user/bots/:id/health/policy': {
    before: async (page) => {
      await page.goto(`/user/bot/set/${ECHO_RADIO}?tab=health`);
      await healthLoaded(page);
      await editPolicy(page);
    },
    act: async (page) => {
      await policyForm(page).getByRole('button', { name: 'Save policy' }).click();
    },
    // What was typed comes back as a draft after signing in again.
    afterSignIn: async (page) => {
      await healthLoaded(page);
      await restoreDraft(page);
      await policyKept(page);
      await policySaved(page);
    },
  },
  '/user/pay · GET pay/orders/:id (poll)': {
    before: openCheckout,
    // The poll runs every 3 s on its own: the fault is injected and the next tick meets it.
    act: async () => {},
    failure: (page) => checkout(page).getByText("Couldn't check the payment just now"),
    recover: async (page) => {
      await expect(checkout(page).getByText('Waiting for your payment…')).toBeVisible({
        timeout: 10_000,
      });
    },
    afterSignIn: payLoaded,
  },
};

function hasFailureSteps(steps: ReLoginSteps | Steps): steps is Steps {
  return 'failure' in steps;
}

/** The rows the browser runs, with their kinds and steps. */
const BROWSER_ROWS = (CHAOS_ROWS as readonly ChaosRow[]).flatMap((row) => {
  const kinds = row.browser ?? [];
  if (kinds.length === 0) return [];
  const steps = (STEPS as Record<string, ReLoginSteps | Steps | undefined>)[rowKey(row)];
  if (!steps) throw new Error(`${rowKey(row)}: the table sends it to the browser, no steps here`);
  return [{ row, kinds, steps }];
});

// ---- The matrix ------------------------------------------------------------------------------

interface Outcome {
  screen: string;
  call: string;
  kind: FaultKind;
  status: string;
}

/** Each browser case's title and where it sits in the matrix. */
const CASES = new Map<string, Omit<Outcome, 'status'>>(
  BROWSER_ROWS.flatMap(({ row, kinds }) =>
    kinds.map(
      (kind) => [caseTitle(row, kind), { screen: row.screen, call: row.call, kind }] as const,
    ),
  ),
);

/** One file per case, named by its place in CASES: workers write theirs at the same time. */
function matrixDir(outputDir: string) {
  return path.join(outputDir, 'chaos-matrix');
}

function readMatrix(outputDir: string): Outcome[] {
  let files: string[];
  try {
    files = readdirSync(matrixDir(outputDir));
  } catch {
    return [];
  }
  return files.map(
    (file) => JSON.parse(readFileSync(path.join(matrixDir(outputDir), file), 'utf8')) as Outcome,
  );
}

/** Every row × kind of the table and where it runs: `jest`, or `both` with the browser's outcome. */
function printMatrix(outcomes: Outcome[]) {
  const table = CHAOS_ROWS as readonly ChaosRow[];
  const widths = [
    Math.max(6, ...table.map((row) => row.screen.length)),
    Math.max(4, ...table.map((row) => row.call.length)),
  ];
  const header = `${'screen'.padEnd(widths[0])}  ${'call'.padEnd(widths[1])}  ${KINDS.map((kind) => kind.padEnd(12)).join(' ')}`;
  const lines = [header, '-'.repeat(header.length)];
  for (const { screen, call } of table) {
    const cells = KINDS.map((kind) => {
      const ran = outcomes.find((o) => o.screen === screen && o.call === call && o.kind === kind);
      return (ran ? `both ${ran.status === 'passed' ? 'pass' : ran.status}` : 'jest').padEnd(12);
    });
    lines.push(`${screen.padEnd(widths[0])}  ${call.padEnd(widths[1])}  ${cells.join(' ')}`);
  }
  const passed = outcomes.filter((outcome) => outcome.status === 'passed').length;
  lines.push(
    '',
    `${String(table.length * FAULT_KINDS.length)} cases (${String(table.length)} calls × ${String(FAULT_KINDS.length)} faults), every one in jest (src/app/chaos.*.test.tsx); ` +
      `${String(outcomes.length)} in the browser too: ${String(passed)} passed, ${String(outcomes.length - passed)} not`,
  );
  console.log(`\nChaos matrix\n\n${lines.join('\n')}\n`);
}

// The outcome of each case goes to a file in this run's output directory, since a failure restarts
// the worker (and its memory); a retry's outcome replaces the first one.
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern
test.afterEach(async ({}, testInfo) => {
  const place = CASES.get(testInfo.title);
  if (!place) return;
  const dir = matrixDir(testInfo.project.outputDir);
  mkdirSync(dir, { recursive: true });
  const outcome: Outcome = { ...place, status: testInfo.status ?? 'unknown' };
  const index = [...CASES.keys()].indexOf(testInfo.title);
  writeFileSync(path.join(dir, `${String(index)}.json`), JSON.stringify(outcome));
});

// Every worker ends here, but only the one that saw the last case prints the whole matrix.
// eslint-disable-next-line no-empty-pattern -- as above
test.afterAll(async ({}, testInfo) => {
  const outcomes = readMatrix(testInfo.project.outputDir);
  if (outcomes.length === CASES.size) printMatrix(outcomes);
  else
    console.log(
      `Chaos matrix: ${String(outcomes.length)} of ${String(CASES.size)} browser cases run so far`,
    );
});

// ---- The cases -------------------------------------------------------------------------------

/** Where signing in again returns to: the row's `returnsTo`, else its screen. */
function returnPattern(row: ChaosRow): RegExp {
  const where = row.returnsTo ?? row.screen;
  const source = where.replace(/[.?]/g, '\\$&').replace(/\//g, '\\/').replace(':id', '[^/]+');
  return new RegExp(`${source}$`);
}

for (const { row, kinds, steps } of BROWSER_ROWS) {
  for (const kind of kinds) {
    test(caseTitle(row, kind), async ({ page, request, baseURL, inject }) => {
      if (row.pro) await setPlan(request, 'pro');
      if (row.signedIn) await signInByApi(page, request, baseURL ?? '');
      await steps.before?.(page);
      const fault: Fault = {
        ...row.fault,
        kind,
        ...(kind === 'delay' ? { delayMs: DELAY_MS } : {}),
        ...(row.serverAsksToo ? { times: 2 } : {}),
      };
      await inject(fault);
      // When the browser's own faulted call leaves: a delayed one ends on the server DELAY_MS later.
      const sent: { at?: number } = {};
      const faulted = faultPattern(row.fault.route);
      page.on('request', (made) => {
        const { pathname } = new URL(made.url());
        if (!pathname.startsWith('/api/v2/')) return;
        const call = pathname.slice('/api/v2/'.length);
        if (sent.at === undefined && made.method() === row.fault.method && faulted.test(call)) {
          sent.at = Date.now();
        }
      });
      await steps.act(page);

      if (kind === 'expired' && !row.expiryIsTheEnd) {
        await page.waitForURL(/\/user\/login(\?|$)/, FAILURE_SHOWS);
        await expect(
          // The session's warning notice (a status, not an alert) is the one message for it.
          page.getByRole('status').filter({ hasText: 'Your session has expired' }).first(),
        ).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await completeSignIn(page, returnPattern(row));
        await steps.afterSignIn(page);
        return;
      }
      if (!hasFailureSteps(steps)) throw new Error(`${rowKey(row)} runs 400005 only here`);

      const failure = steps.failure(page, kind).first();
      await expect(failure).toBeVisible(FAILURE_SHOWS);
      if (row.namesCause !== false && kind !== 'expired') {
        await expect(failure).toContainText(CAUSE['en-US'][kind]);
      }
      // Not a blank page: the layout's bar (or card) is there and the screen has content. CSS
      // locators, since an open dialog hides the rest of the page from the accessibility tree.
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      if (row.layout !== 'blank') await expect(page.locator('header.bd-appbar')).toBeVisible();
      await steps.kept?.(page);
      // A delayed call the client gave up on is still carried out on the server, where the browser
      // cannot see it end: let it, as it would while the user reads the message, before trying again.
      if (kind === 'delay' && sent.at !== undefined) {
        await page.waitForTimeout(Math.max(0, sent.at + DELAY_MS + 250 - Date.now()));
      }
      await steps.recover(page);
    });
  }
}
