// Browser tests: Debian's Chromium against `npm start` (the built app and the demo provider) with
// the test controls on. One server serves every worker: each test's requests carry a scope header
// (e2e/fixtures.ts), so the provider answers each test from a freshly seeded copy of the demo data
// with faults of its own (server/scopes.ts), and tests run side by side in any order.
//
// Every test is its own unit of work (fullyParallel), handed to whichever worker is free next, so
// the workers stay balanced by the tests' real durations rather than by a split decided in
// advance. How many run at once: E2E_WORKERS, 3 by default on CI's two cores (docs/architecture.md
// §6 has the measurements behind it).
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { E2E_REQUEST_TIMEOUT_MS } from './e2e/settings';

/** A port nobody holds right now. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

/**
 * The server's port. The config is evaluated again in every worker, so the first evaluation stores
 * it in the environment the workers inherit; E2E_PORT may also name a server a developer keeps
 * running (started as below).
 */
process.env.E2E_PORT ??= freePort();
const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The same build on a static host (scripts/staticHost.mjs), calling the demo's API across origins. */
process.env.E2E_STATIC_PORT ??= freePort();
const staticOrigin = `http://127.0.0.1:${process.env.E2E_STATIC_PORT}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  workers: Math.max(1, Number(process.env.E2E_WORKERS ?? 3)),
  fullyParallel: true,
  forbidOnly: ci,
  // One retry in CI, and .ci/run fails the run on any test that needed it (a flaky test is a
  // failure to fix, not a pass).
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  use: {
    baseURL: origin,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    // Less motion, as the system setting asks (src/app/theme.ts): no frames drawn for transitions,
    // skeletons and spinners while a test waits, on cores the workers share.
    reducedMotion: 'reduce',
    // Recorded only when a test runs again after failing: recording every first run costs time
    // in every test, and the retry is the run that shows what went wrong.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's build of Chromium's headless shell (apt-get install -y chromium-headless-shell):
      // the same engine as /usr/bin/chromium without the desktop browser around it (its own UI's
      // renderer, a GPU process), which is what Playwright runs headless by default too. It took a
      // third less CPU per test here (docs/architecture.md §6).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // Locally the app is rebuilt first (`npm start` alone serves whatever build dist/ holds, and a
      // stale one tests old code); CI's .ci/run has just built it.
      command: ci ? 'npm start' : 'npm start -- --build',
      url: `${origin}/builds/latest.json`,
      // Reuse lets a developer keep a server running on E2E_PORT between runs; CI always starts it.
      reuseExistingServer: !ci,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        // The static host's console calls this demo's API from its own origin (CORS).
        APP_ORIGINS: staticOrigin,
        DEMO_FAULTS: '1',
        // A throwaway database: the embedded engine in memory, gone with the server.
        DATA_DIR: ':memory:',
        REQUEST_TIMEOUT_MS: String(E2E_REQUEST_TIMEOUT_MS),
        // Short enough that sessions really end, long enough that none ends mid-suite; expiry itself
        // is tested with an injected 400005.
        SESSION_TTL: '600',
        // Two shared cores run the browsers, the tests and the server at once, and the embedded
        // database answers one query at a time (a test's scope is a schema copied in one of them):
        // a page waits up to 5 s for the provider, so a busy moment does not leave a page's data, or
        // its 404, to the browser by chance (a CI run saw /bot/b9999 drawn 200 at 1 s). The
        // deadline itself is tested in jest.
        PAGE_DEADLINE_MS: '5000',
        // The demo's bots run on the local KOOK, whose members stay quiet unless a test speaks.
        KOOK_CHATTER_MS: '0',
      },
    },
    {
      // The built dist/ as a static host or CDN serves it (docs/deploy.md (a)): index.html for every
      // route, the API on the demo's origin, as config.js names it. After the demo, which builds.
      command: 'node scripts/staticHost.mjs dist',
      url: `${staticOrigin}/config.js`,
      reuseExistingServer: !ci,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: process.env.E2E_STATIC_PORT, HOST: '127.0.0.1', API_HOST: origin },
    },
  ],
});
