// The browser tests' shared setup: demo data and faults of the test's own (a scope of the demo
// provider's, named by a header on every request the test makes), the checks every test gets for free (no uncaught error, no unexpected console error, no CSP violation), and helpers to
// sign in, inject faults and run axe.
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

export type FaultKind = 'delay' | 'http500' | 'html' | 'malformed' | 'expired';

export interface Fault {
  /** The API path after `/api/v2/`: a substring, or a glob where `*` matches anything. */
  route: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  kind: FaultKind;
  times?: number;
  delayMs?: number;
}

/**
 * The demo user: who signing in on the local KOOK's consent page becomes by default (its KOOK
 * account, DemoUser#0001, is the one the page offers first).
 */
const DEMO_USER_ID = 'u-demo';

/** KOOK's consent page, on the local KOOK's origin (npm start's, beside the app's). */
export const KOOK_CONSENT = /\/app\/oauth2\/authorize\?/;

/**
 * Console errors that are the app working as designed when a call fails: the client's log of a
 * transport failure, and Chromium's own line for a response with an error status.
 */
const FAULT_CONSOLE_ERRORS: readonly RegExp[] = [
  /server-request-error/,
  /Failed to load resource: the server responded with a status of \d+/,
];

interface Problems {
  pageErrors: string[];
  consoleErrors: string[];
  cspViolations: string[];
  allowed: RegExp[];
}

interface Options {
  /**
   * Whether the test's requests carry its scope header (on by default). A test of servers of its own,
   * which are not the demo with its test controls, turns it off: the header would be a custom one on
   * every cross-origin call, which the provider's CORS policy rightly refuses.
   */
  demoScope: boolean;
}

interface Fixtures {
  /** Lets this test's pages log console errors that match these patterns. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** Makes the next matching API call(s) misbehave; also allows the console errors that causes. */
  inject: (fault: Fault) => Promise<void>;
  _guard: Problems;
}

/** Every CSP violation a document sees, reported to the test as it happens. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __reportCsp?: (text: string) => void }).__reportCsp;
    report?.(
      `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.href}`,
    );
  });
}

function watch(page: Page, problems: Problems): void {
  page.on('pageerror', (error) => {
    problems.pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) {
      problems.cspViolations.push(`${page.url()}: ${text}`);
      return;
    }
    if (message.type() !== 'error') return;
    if (problems.allowed.some((pattern) => pattern.test(text))) return;
    // The local KOOK's consent page and the demo's payment page name no icon, so Chromium asks
    // for /favicon.ico; that 404 is the browser's guess, not something the product loads.
    if (new URL(message.location().url || 'about:blank').pathname === '/favicon.ico') return;
    // A page that is not found is served with status 404, which Chromium logs for the document.
    if (message.location().url === page.url() && /status of 404/.test(text)) return;
    problems.consoleErrors.push(`${page.url()}: ${text}`);
  });
}

async function watchContext(context: BrowserContext, problems: Problems): Promise<void> {
  await context.exposeBinding('__reportCsp', (_source, text: string) => {
    problems.cspViolations.push(text);
  });
  await context.addInitScript(reportCspViolations);
  context.on('page', (page) => watch(page, problems));
}

/**
 * The demo provider's test scope header (server/scopes.ts): every request a test makes, from its
 * pages and its API client alike, carries the test's own name, so the provider answers it from a
 * freshly seeded copy of the demo data with faults of its own, and tests run side by side on one
 * server.
 */
const SCOPE_HEADER = 'x-demo-scope';

/** Registers a fault with the provider (see docs/demo-provider.md). */
async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/demo/control/faults', { data: fault });
  expect(response.ok(), `POST /demo/control/faults ${JSON.stringify(fault)}`).toBe(true);
}

export async function setPlan(request: APIRequestContext, plan: 'free' | 'pro'): Promise<void> {
  const response = await request.post(`/demo/control/users/${DEMO_USER_ID}/plan`, {
    data: { plan },
  });
  expect(response.ok(), `set plan ${plan}`).toBe(true);
}

/** On the login page: log in with KOOK, authorize on KOOK's consent page, wait to land. */
export async function completeSignIn(
  page: Page,
  landsOn: string | RegExp = /\/user\/home$/,
): Promise<void> {
  await page.getByRole('button', { name: 'Log in with KOOK' }).click();
  await page.waitForURL(KOOK_CONSENT);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL(landsOn);
}

/**
 * Signs the page in and opens Home. The sign-in itself goes by API (`signInByApi`): the journey
 * through the login and consent pages is the subject of its own tests (session.spec.ts,
 * consent-history.spec.ts, keyboard.spec.ts, the axe journeys and the chaos rows of signing in), and
 * every other test would only pay for its three page loads.
 */
export async function signIn(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? '';
  await signInByApi(page, page.request, baseURL);
  await page.goto('/user/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Signs the page in without a page load: KOOK's consent page read and its form posted by the API
 * client (as the demo user, its default), the code exchanged, and the session cookies set as the
 * callback would set them.
 */
export async function signInByApi(page: Page, request: APIRequestContext, baseURL: string) {
  const authorize = await request.get('/api/v2/auth/kook/authorize', {
    params: { redirect_uri: new URL('/kook/auth', baseURL).href },
  });
  const { state, url } = ((await authorize.json()) as { data: { state: string; url: string } })
    .data;
  const consentPage = await (await request.get(url)).text();
  const consent = /name="consent" value="([0-9a-f]+)"/.exec(consentPage)?.[1] ?? '';
  const member = /<option value="(\d+)" selected>/.exec(consentPage)?.[1] ?? '';
  const answer = await request.post(new URL('/app/oauth2/authorize', url).href, {
    form: { consent, member_id: member, decision: 'approve' },
    maxRedirects: 0,
  });
  expect(answer.status(), 'KOOK redirects to the callback').toBe(302);
  const code = new URL(answer.headers().location, baseURL).searchParams.get('code');
  const exchange = await request.post('/api/v2/auth/kook/token', { data: { code, state } });
  expect(exchange.ok(), 'sign-in by API').toBe(true);
  await setSessionCookies(page, baseURL, exchange);
}

/**
 * Signs the page in as any seeded user (the demo's `users/:id/session` control): how a journey acts
 * as a co-owner, who has no account on the local KOOK to sign in with.
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  userId: string,
) {
  const session = await request.post(`/demo/control/users/${userId}/session`);
  expect(session.ok(), `a session for ${userId}`).toBe(true);
  await setSessionCookies(page, baseURL, session);
}

/** Sets the session cookies as the callback would, from an answer carrying a token and a user. */
async function setSessionCookies(page: Page, baseURL: string, answer: APIResponse) {
  const { token, user } = ((await answer.json()) as { data: { token: string; user: unknown } })
    .data;
  await page.context().addCookies([
    { name: 'token', value: token, url: baseURL, sameSite: 'Lax' },
    {
      name: 'user',
      value: encodeURIComponent(JSON.stringify(user)),
      url: baseURL,
      sameSite: 'Lax',
    },
  ]);
}

export const test = base.extend<Fixtures & Options>({
  demoScope: [true, { option: true }],
  // A scope of its own for each run of each test (a retry starts from the seed again).
  extraHTTPHeaders: async ({ extraHTTPHeaders, demoScope }, provide, testInfo) => {
    if (!demoScope) return provide(extraHTTPHeaders);
    const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
    await provide({ ...extraHTTPHeaders, [SCOPE_HEADER]: scope });
  },
  _guard: [
    async ({ context }, provide, testInfo) => {
      const problems: Problems = {
        pageErrors: [],
        consoleErrors: [],
        cspViolations: [],
        allowed: [],
      };
      await watchContext(context, problems);
      await provide(problems);
      // A failing test's own error says more; these are added, not hidden.
      const found = [
        ...problems.pageErrors.map((text) => `uncaught page error: ${text}`),
        ...problems.consoleErrors.map((text) => `console error: ${text}`),
        ...problems.cspViolations.map((text) => `CSP violation: ${text}`),
      ];
      if (found.length > 0) {
        await testInfo.attach('page problems', { body: found.join('\n\n') });
      }
      expect(found, 'the pages logged errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],

  allowConsoleErrors: async ({ _guard }, provide) => {
    await provide((...patterns) => {
      _guard.allowed.push(...patterns);
    });
  },

  inject: async ({ request, allowConsoleErrors }, provide) => {
    await provide(async (fault) => {
      allowConsoleErrors(...FAULT_CONSOLE_ERRORS);
      await injectFault(request, fault);
    });
  },
});

/**
 * Waits until the app runs on this page: the server's page is shown (and readable) before it, but
 * a click on its links is a full page load until the app has taken over.
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
}

/**
 * Resizes the window of a loaded page and waits until its layout follows. Chromium lays out the
 * first frame or two after a resize with the stylesheets' media queries of the old width (while
 * `matchMedia` already answers for the new one), so a page measured at once can be the old layout
 * squeezed into the new window: the wide toolbar's padding at 375 px pushed the account button
 * 5 px out (a CI flake). A probe rule that matches only the new width says when the stylesheets
 * have caught up; two frames more let what follows a resize by script (an open list's popper
 * takes its anchor's new width) draw too.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  const probe = `@media (width: ${String(size.width)}px) { :root { --e2e-width: ${String(size.width)}; } }`;
  const probed = await page.evaluate((rule) => {
    const sheet = document.styleSheets.item(0);
    sheet?.insertRule(rule, sheet.cssRules.length);
    return sheet !== null;
  }, probe);
  await page.setViewportSize(size);
  if (!probed) return;
  await page.waitForFunction(
    (width) =>
      getComputedStyle(document.documentElement).getPropertyValue('--e2e-width').trim() ===
      String(width),
    size.width,
    { polling: 'raf' },
  );
  // The probe found by its text rather than its place: the page may have added rules meanwhile.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const sheet = document.styleSheets.item(0);
        const at = Array.from(sheet?.cssRules ?? []).findIndex((rule) =>
          rule.cssText.includes('--e2e-width'),
        );
        if (sheet && at >= 0) sheet.deleteRule(at);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
}

/**
 * Runs axe (WCAG 2 A and AA) on the page as it is now. Fails the test on serious or critical
 * violations and attaches every violation found to the report.
 */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  // Colours measured mid-transition (a dialog fading in) are not the colours a person reads.
  // Endless ones (spinners, skeleton pulses) are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const describe = (violation: (typeof results.violations)[number]) =>
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n` +
    violation.nodes
      .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
      .join('\n');
  if (results.violations.length > 0) {
    await test.info().attach(`axe ${label}`, {
      body: results.violations.map(describe).join('\n\n'),
    });
  }
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  // Soft, so that one screen's violations don't hide what the rest of the journey finds.
  expect.soft(blocking.map(describe), `axe on ${label}`).toEqual([]);
}

/**
 * Gives the page the client's real request timeout (10 s) instead of the suite's short one
 * (e2e/settings.ts): the config.js of a deployment that sets none. Call before the page loads.
 */
export async function withRealTimeout(page: Page): Promise<void> {
  await page.route('**/config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__BOTDECK__ = {};\n' }),
  );
}

/** The `token` and `user` cookies of the page's context, by name. */
export async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  return {
    token: cookies.find((cookie) => cookie.name === 'token'),
    user: cookies.find((cookie) => cookie.name === 'user'),
  };
}
