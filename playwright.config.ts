// Browser tests: Debian's Chromium against `npm start` (the built app and the demo provider) with
// fault injection on. Every test resets the in-memory provider it uses, so each worker has a
// server of its own (e2e/fixtures.ts points a worker's pages at it) and the tests of a file may be
// spread over workers.
//
// Two projects share the two cores, one test at a time each. "slow" holds the cases that mostly
// wait (a provider call delayed past the client's 10 s timeout), the long axe matrix and, to even
// the two out, the chaos matrix's expired-session column; "chromium" holds the rest. In CI's run of
// 26 Nov they took 940 s and 851 s (the delay column alone 544 s). The waiting of the one overlaps
// the work of the other, and no more than two tests ever run at once (more starved the
// timing-bound cases, a failure that must show within 20 s, in a trial run).
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/** A port nobody holds right now. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

/** The "slow" project's cases: the client's timeout waited out, the axe matrix, expired sessions. */
const SLOW = / · (delay|expired)$|stalls past 10 s|every route and its main open states/;

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * One port per worker. The config is evaluated again in every worker, so the first evaluation
 * stores the ports in the environment the workers inherit; E2E_PORTS may also name servers a
 * developer keeps running.
 */
if (!process.env.E2E_PORTS) {
  const ports = new Set<string>();
  while (ports.size < workers) ports.add(freePort());
  process.env.E2E_PORTS = [...ports].join(',');
}
const ports = process.env.E2E_PORTS.split(',');
const origin = (port: string) => `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  workers: ports.length,
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  use: {
    baseURL: origin(ports[0]),
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
  projects: [
    { name: 'chromium', grepInvert: SLOW, workers: 1 },
    { name: 'slow', grep: SLOW, workers: 1 },
  ],
  // Started one after the other: locally the first one rebuilds the app (`npm start` alone serves
  // whatever build dist/ holds, and a stale one tests old code); CI's .ci/run has just built it.
  webServer: ports.map((port, index) => ({
    command: ci || index > 0 ? 'npm start' : 'npm start -- --build',
    url: `${origin(port)}/builds/latest.json`,
    // Reuse lets a developer keep servers running on E2E_PORTS between runs; CI always starts them.
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DEMO_FAULTS: '1',
      // Short enough that sessions really end, long enough that none ends mid-suite; expiry itself
      // is tested with an injected 400005.
      SESSION_TTL: '600',
      // Two shared cores run the browsers, the tests and the servers at once: a page waits up to a
      // second for the provider, so a busy moment does not leave a page's data to the browser by
      // chance (the deadline itself is tested in jest).
      PAGE_DEADLINE_MS: '1000',
    },
  })),
});
