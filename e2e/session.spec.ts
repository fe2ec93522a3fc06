// Signing in through the local KOOK's consent page, the session cookies and header, and what a
// user sees when the provider expires the session, stalls or answers garbage.
import type { Request } from '@playwright/test';
import {
  completeSignIn,
  expect,
  expectNoA11yViolations,
  sessionCookies,
  signIn,
  test,
  withRealTimeout,
} from './fixtures';

test('signing in through KOOK lands on home with the session cookies and the token header', async ({
  page,
  baseURL,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoA11yViolations(page, 'login');
  await completeSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My bots' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'DemoUser#0001' })).toBeVisible();

  const { token, user } = await sessionCookies(page);
  expect(token?.path).toBe('/');
  expect(user?.path).toBe('/');
  expect(token?.sameSite).toBe('Lax');
  expect(token?.value).toBeTruthy();
  expect(JSON.parse(decodeURIComponent(user?.value ?? '{}'))).toMatchObject({
    username: 'DemoUser',
  });

  const origin = new URL(baseURL ?? '').origin;
  const api = requests.filter((request) => request.url().startsWith(`${origin}/api/v2/`));
  const signedInCalls = api.filter((request) => /\/api\/v2\/user\//.test(request.url()));
  expect(signedInCalls.length).toBeGreaterThan(0);
  for (const request of signedInCalls) {
    expect(await request.headerValue('token'), request.url()).toBe(token?.value);
  }
  const others = requests.filter((request) => !request.url().startsWith(`${origin}/api/v2/`));
  expect(others.length).toBeGreaterThan(0);
  for (const request of others) {
    expect(await request.headerValue('token'), request.url()).toBeNull();
  }
});

test('an expired session on any call clears the cookies, and signing in again returns there', async ({
  page,
  inject,
}) => {
  await signIn(page);
  await inject({ route: 'pay/*', kind: 'expired' });

  await page.getByRole('link', { name: 'Billing' }).click();
  await page.waitForURL(/\/user\/login\?redirect=%2Fuser%2Fpay/);
  await expect(page.getByText('Your session has expired')).toBeVisible();
  const { token, user } = await sessionCookies(page);
  expect(token).toBeUndefined();
  expect(user).toBeUndefined();

  await completeSignIn(page, /\/user\/pay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
  expect((await sessionCookies(page)).token).toBeDefined();
});

test('a call that stalls past 10 s shows an error, and the page stays usable', async ({
  page,
  inject,
}) => {
  test.setTimeout(45_000);
  // The seed's 10 s, once end to end: the suite's server shortens it for every other page.
  await withRealTimeout(page);
  // `*bots` is the directory's list call alone (not bots/tags): the glob is anchored. The server
  // asks first, gives up at its deadline and leaves the page to the browser, which asks again.
  await inject({ route: '*bots', method: 'GET', kind: 'delay', delayMs: 11_000, times: 2 });
  // Timed from the browser's own request, so a busy machine's page load does not count.
  let started = 0;
  page.on('request', (request) => {
    const isList = new URL(request.url()).pathname === '/api/v2/bots' && request.method() === 'GET';
    if (isList && started === 0) started = Date.now();
  });
  await page.goto('/');

  const error = page.getByRole('alert').filter({ hasText: "Couldn't load bots" });
  // Found at leisure (a busy machine loads the page slowly); the wait itself is timed below.
  await expect(error).toBeVisible({ timeout: 25_000 });
  expect(started, 'the browser asked for the list').toBeGreaterThan(0);
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThan(9_500);
  expect(waited).toBeLessThan(12_000);
  await expect(error).toContainText(/timeout/i);

  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ bots?$/ })).toBeVisible();
  await page.getByRole('link', { name: 'My bots' }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fhome/);
});

for (const [kind, status] of [
  ['html', 502],
  ['malformed', 200],
] as const) {
  test(`a ${kind} body instead of the envelope shows a clear error, not a blank page`, async ({
    page,
    inject,
  }) => {
    // Twice: the server's call, whose failure leaves the page to the browser, and the browser's.
    await inject({ route: '*bots', method: 'GET', kind, times: 2 });
    await page.goto('/');

    const error = page.getByRole('alert').filter({ hasText: "Couldn't load bots" });
    await expect(error).toBeVisible();
    await expect(error).toContainText(`Unexpected response from server (HTTP ${status})`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
}
