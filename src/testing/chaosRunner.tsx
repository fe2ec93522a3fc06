// Runs the chaos table's rows in jest (src/app/chaos.*.test.tsx): every row × every fault kind,
// against the real client, sagas, store and screens (`renderApp`), with the provider of
// testing/chaosProvider.ts. Each case checks what the browser case checked: the failure says its
// cause in the reader's language, the page is not blank, what was typed is kept, and the screen
// recovers; for 400005, the session's notice once, the way to sign-in with the return path, and,
// after a new session, the draft back and the job done. Each test file gives its rows' steps.
import {
  act,
  cleanup,
  configure,
  getConfig,
  screen,
  waitFor,
  within as withinElement,
} from '@testing-library/react';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ChaosFile, ChaosRow, ChaosRowKey, FaultKind, ReaderLanguage } from './chaosTable';
import {
  CAUSE,
  CHAOS_ROWS,
  FAULT_KINDS,
  SESSION_ENDED,
  caseTitle,
  jestFileOf,
  rowKey,
} from './chaosTable';
import { chaosProvider } from './chaosProvider';
import type { ChaosProvider } from './chaosProvider';
import { runCleanups } from './cleanup';
import { clearCookies, cookieValue, setCookie } from './cookies';
import { speak } from './language';
import { renderApp } from './renderWithProviders';

type Rendered = ReturnType<typeof renderApp>;

/** One case as its steps see it. */
export interface ChaosCase {
  readonly row: ChaosRow;
  readonly kind: FaultKind;
  readonly language: ReaderLanguage;
  readonly provider: ChaosProvider;
  /** The app, once `open` has rendered it. */
  readonly app: Rendered;
  readonly user: Rendered['user'];
  /** Renders the whole app at `path`. */
  open: (path: string) => Rendered;
  /** Lets `ms` of fake time pass (the app's timers: polls, retries, the cookie watch). */
  tick: (ms: number) => Promise<void>;
}

type Step = (c: ChaosCase) => Promise<void>;

export interface JestSteps {
  /** Where the screen is, with the table's ids. */
  path: string;
  /**
   * The call is made as the page opens: the fault is injected first and the app rendered at `path`
   * then (`act` is not used). Otherwise the app is rendered at `path`, `before` runs, the fault is
   * injected, and `act` makes the call.
   */
  opens?: true;
  /** Gets the screen ready for the call; for a row that `opens`, before the app is rendered. */
  before?: Step;
  act?: Step;
  /** Finds where the failure shows; the runner checks that it names the cause. */
  failure: (c: ChaosCase) => Promise<HTMLElement>;
  /** Everything the user typed or chose is still there. */
  kept?: Step;
  /** Retry, resubmit or click again, and see it work. */
  recover: Step;
  /** After 400005 and a new session, back where signing in returns to: draft back, job done. */
  afterSignIn: Step;
  /**
   * What the screen shows once the call has answered, in the provider's words (names, counts) or
   * roles, so in either language: the check of the zh-CN run, after Retry and after signing in.
   */
  loaded?: Step;
}

export type StepsTable = Partial<Record<ChaosRowKey, JestSteps>>;

// ---- Helpers for the steps -------------------------------------------------------------------

/** The alert (an inline failure or an error notice) whose text has `title`. */
export async function alertWith(
  title: string,
  within: ParentNode = document.body,
): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...within.querySelectorAll<HTMLElement>('[role="alert"]')].find((element) =>
      element.textContent.includes(title),
    );
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

/**
 * Configure's open tab panel (Settings stays mounted, hidden, beside it). Queries go inside it: a
 * query by role over the whole page weighs every control of the settings form too.
 */
export async function openTabPanel(): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = document.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
    expect(found).not.toBeNull();
  });
  return found as unknown as HTMLElement;
}

/** Clicks the Retry of a failure (or another of its buttons). */
export async function retry(c: ChaosCase, failure: HTMLElement, name = 'Retry'): Promise<void> {
  await c.user.click(withinElement(failure).getByRole('button', { name }));
}

const anyCause = (language: ReaderLanguage) => [...new Set(Object.values(CAUSE[language]))];

/** The failure's element names the cause, as the reader's language words it. */
function expectCause(failure: HTMLElement, language: ReaderLanguage, kind: FaultKind) {
  if (kind === 'expired') return;
  expect(failure).toHaveTextContent(CAUSE[language][kind]);
}

/** Not a blank page: the layout's bar (or the blank layout's card) and a screen with content. */
async function expectNotBlank(row: ChaosRow) {
  // Straight from the DOM: an open dialog hides the rest of the page from the accessibility tree.
  await waitFor(() => expect(document.querySelector('main')?.textContent.trim()).toBeTruthy());
  if (row.layout !== 'blank') {
    expect(document.querySelector('header.bd-appbar')).not.toBeNull();
  }
}

/** Nothing on screen names a fault's cause. */
function expectNoCause(language: ReaderLanguage) {
  for (const cause of anyCause(language)) {
    expect(screen.queryByText(cause, { exact: false })).toBeNull();
  }
}

function location(app: Rendered): string {
  const { pathname, search } = app.router.state.location;
  return `${pathname}${search}`;
}

function makeCase(
  row: ChaosRow,
  kind: FaultKind,
  language: ReaderLanguage,
  provider: ChaosProvider,
) {
  let rendered: Rendered | null = null;
  const c: ChaosCase = {
    row,
    kind,
    language,
    provider,
    get app() {
      if (!rendered) throw new Error('The app is not rendered yet: open a path first');
      return rendered;
    },
    get user() {
      return c.app.user;
    },
    open(path) {
      rendered = renderApp({
        path,
        userEventOptions: {
          advanceTimers: jest.advanceTimersByTime,
          // jsdom lays nothing out, so what covers what is not known; the check of each element's
          // computed pointer-events (every stylesheet, for every ancestor) is only a cost here.
          pointerEventsCheck: PointerEventsCheckLevel.Never,
        },
      });
      return rendered;
    },
    async tick(ms) {
      await act(() => jest.advanceTimersByTimeAsync(ms));
    },
  };
  return c;
}

/** 400005: one notice, sign-in with the way back, a new session, and the job finished there. */
async function expectSessionEnded(c: ChaosCase, here: string, afterSignIn: Step) {
  const { app, row, language } = c;
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/user/login'));
  if (!here.startsWith('/user/login')) {
    expect(new URLSearchParams(app.router.state.location.search).get('redirect')).toBe(here);
  }
  // Told once, by the session's notice; the screen does not say it again, nor a cause.
  await screen.findByText(SESSION_ENDED[language]);
  expect(screen.getAllByText(SESSION_ENDED[language], { exact: false })).toHaveLength(1);
  expectNoCause(language);
  expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  expect(cookieValue('token')).toBeUndefined();

  // Signed in again: KOOK's consent page is another site, so the app comes back as a new page load,
  // with the cookies the callback wrote and what the tab's sessionStorage kept (the drafts).
  // The notice's entrance ends before the page goes (MUI leaves its timer otherwise).
  await c.tick(500);
  cleanup();
  app.store.stopSagas();
  setCookie('token', 't-new');
  setCookie('user', JSON.stringify(c.provider.state.user));
  const back = row.returnsTo ?? here;
  c.open(back);
  expect(location(c.app)).toBe(back);
  await afterSignIn(c);
}

interface RunOptions {
  /**
   * Rows also run in zh-CN, with the kinds given: rows that open their page, with `loaded` (the
   * sentences are one function's, so one row runs every kind and each other screen one).
   */
  zhCN?: Partial<Record<ChaosRowKey, readonly FaultKind[]>>;
}

async function startCase(row: ChaosRow, kind: FaultKind, language: ReaderLanguage) {
  if (language !== 'en-US') speak(language);
  const provider = await chaosProvider({ pro: row.pro === true });
  if (row.signedIn) {
    setCookie('token', 't');
    setCookie('user', JSON.stringify(provider.state.user));
  }
  return makeCase(row, kind, language, provider);
}

async function runCase(row: ChaosRow, kind: FaultKind, steps: JestSteps) {
  const c = await startCase(row, kind, 'en-US');
  let here = steps.path;
  if (steps.opens) {
    await steps.before?.(c);
    c.provider.inject(row.fault, kind);
    c.open(steps.path);
  } else {
    c.open(steps.path);
    await steps.before?.(c);
    here = location(c.app);
    c.provider.inject(row.fault, kind);
    if (!steps.act) throw new Error(`${rowKey(row)}: a row that does not open the page needs act`);
    await steps.act(c);
  }

  if (row.silent) {
    // Fire and forget: nothing is said, the session stays, the page goes on.
    const page = await steps.failure(c);
    expect(page).toBeVisible();
    expectNoCause('en-US');
    expect(screen.queryByText(SESSION_ENDED['en-US'])).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    if (row.signedIn) expect(cookieValue('token')).toBe('t');
    expect(location(c.app)).toBe(here);
    await expectNotBlank(row);
    await steps.recover(c);
    return;
  }
  if (kind === 'expired' && !row.expiryIsTheEnd) {
    await expectSessionEnded(c, here, steps.afterSignIn);
    return;
  }
  const failure = await steps.failure(c);
  if (row.namesCause !== false) expectCause(failure, 'en-US', kind);
  await expectNotBlank(row);
  await steps.kept?.(c);
  await steps.recover(c);
}

/**
 * The zh-CN run of a row that opens its page: the cause in Chinese where the failure shows, Retry
 * (重试) where it offers one, and the session's notice in Chinese.
 */
async function runCaseInChinese(row: ChaosRow, kind: FaultKind, steps: JestSteps) {
  const { loaded } = steps;
  if (!steps.opens || !loaded) {
    throw new Error(`${rowKey(row)}: the zh-CN run takes a row that opens the page, with loaded`);
  }
  const c = await startCase(row, kind, 'zh-CN');
  await steps.before?.(c);
  c.provider.inject(row.fault, kind);
  c.open(steps.path);
  if (kind === 'expired') {
    await expectSessionEnded(c, steps.path, loaded);
    return;
  }
  const sentence = await screen.findByText(CAUSE['zh-CN'][kind], { exact: false });
  await expectNotBlank(row);
  const failure = sentence.closest<HTMLElement>('[role="alert"]');
  const again = failure && withinElement(failure).queryByRole('button', { name: '重试' });
  if (!again) return;
  await c.user.click(again);
  await loaded(c);
  expectNoCause('zh-CN');
}

/** The fake clock's pending timers, as `Timeout 225 ms` (what jest's clock keeps of them). */
function pendingTimers(): string[] {
  const { clock } = setTimeout as unknown as {
    clock?: { timers?: Map<number, { type: string; delay: number }> };
  };
  return [...(clock?.timers?.values() ?? [])].map(
    ({ type, delay }) => `${type} ${String(delay)} ms`,
  );
}

/** Registers one test per row of `file` and kind, and the zh-CN runs of `options.zhCN`. */
export function runChaosFile(file: ChaosFile, steps: StepsTable, options: RunOptions = {}) {
  const rows: readonly ChaosRow[] = CHAOS_ROWS.filter((row) => jestFileOf(row) === file);

  // One fake clock for the file: code loaded during a case keeps the timer functions it found.
  const { getElementError } = getConfig();
  beforeAll(() => {
    jest.useFakeTimers();
    // A query that finds nothing says what it looked for, without printing the page: a whole
    // page's markup at each try of each wait was a large share of a case's time.
    configure({
      getElementError: (message) => {
        const error = new Error(message ?? 'Not found');
        error.name = 'TestingLibraryElementError';
        return error;
      },
    });
  });
  afterAll(() => {
    configure({ getElementError });
    jest.useRealTimers();
  });
  // As the browser suite's fixture: the client's log of a failed call is expected, anything else
  // logged as an error fails the case. React's act() notices are jsdom's, not the app's.
  const unexpectedErrors: string[] = [];
  beforeEach(() => {
    unexpectedErrors.length = 0;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (/^server-request-error|not wrapped in act\(/.test(text)) return;
      unexpectedErrors.push(text);
    });
  });

  afterEach(async () => {
    // The app's start-up work that waits for a painted frame gets it, before the app goes.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    cleanup();
    runCleanups();
    // Nothing of the case may go on: no saga (stopped above), no timer of the app's.
    const left = pendingTimers();
    jest.clearAllTimers();
    clearCookies();
    sessionStorage.clear();
    speak('en-US');
    jest.mocked(console.error).mockRestore();
    expect(left).toEqual([]);
    expect(unexpectedErrors).toEqual([]);
  });

  for (const row of rows) {
    it.each(FAULT_KINDS.map((kind) => [caseTitle(row, kind), kind] as const))(
      '%s',
      async (_title, kind) => {
        const rowSteps = steps[rowKey(row)];
        if (!rowSteps) throw new Error(`No jest steps for ${rowKey(row)}`);
        await runCase(row, kind, rowSteps);
      },
    );
  }

  const zhCN = Object.entries(options.zhCN ?? {}) as [ChaosRowKey, readonly FaultKind[]][];
  for (const [key, kinds] of zhCN) {
    const row = rows.find((candidate) => rowKey(candidate) === key);
    it.each(kinds.map((kind) => [`${key} · ${kind} · zh-CN`, kind] as const))(
      '%s',
      async (_title, kind) => {
        const rowSteps = steps[key];
        if (!row || !rowSteps) throw new Error(`${key} is not a row of this file with steps`);
        await runCaseInChinese(row, kind, rowSteps);
      },
    );
  }
}
