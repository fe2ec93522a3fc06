// Browser tests: Debian's Chromium against `npm start` (the built app and the demo provider) with
// fault injection on, one worker because every test shares that one in-memory provider.
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * A port nobody holds right now. The config is evaluated again in every worker, so the first
 * evaluation stores the port in the environment the workers inherit.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium' }],
  webServer: {
    // Locally the app is rebuilt first: `npm start` alone serves whatever build dist/ holds, and a
    // stale one tests old code. CI's .ci/run has just built it.
    command: ci ? 'npm start' : 'npm start -- --build',
    url: `${baseURL}/builds/latest.json`,
    // Reuse lets a developer keep a server running on E2E_PORT between runs; CI always starts one.
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DEMO_FAULTS: '1',
      // Short enough that sessions really end, long enough that none ends mid-suite; expiry itself
      // is tested with an injected 400005.
      SESSION_TTL: '600',
      // Two shared cores run the browser, the tests and the server at once: a page waits up to a
      // second for the provider, so a busy moment does not leave a page's data to the browser by
      // chance (the deadline itself is tested in jest).
      PAGE_DEADLINE_MS: '1000',
    },
  },
});
