// Runs the demo provider: `npm start` (with the built app) or `npm run dev` (API only, behind the
// webpack dev server). Settings come from the environment; see docs/demo-provider.md.
import path from 'node:path';
import { buildServer } from './app';
import { runServer } from './run';
import { PAGE_DEADLINE_MS } from './front/frontServer';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

const port = numberFromEnv('PORT', 8080);
const host = process.env.HOST?.trim() || '127.0.0.1';
const distDir = process.env.DIST_DIR?.trim() ? path.resolve(process.env.DIST_DIR) : undefined;
const faults = process.env.DEMO_FAULTS === '1';

const app = buildServer({
  sessionTtlSeconds: numberFromEnv('SESSION_TTL', 86_400),
  faults,
  distDir,
  apiHost: process.env.API_HOST?.trim() || undefined,
  // The browser tests' short timeout: served only with the test controls on.
  requestTimeoutMs: process.env.REQUEST_TIMEOUT_MS
    ? numberFromEnv('REQUEST_TIMEOUT_MS', 10_000)
    : undefined,
  pageDeadlineMs: numberFromEnv('PAGE_DEADLINE_MS', PAGE_DEADLINE_MS),
  appOrigins: (process.env.APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});

runServer(app, { port, host, name: 'demo provider' }, (url) => {
  console.log(`Botdeck is running at ${url}`);
  if (!distDir) console.log('(API and demo pages only: no built app is served.)');
  console.log('Demo sign-in: Log in with KOOK, then choose Authorize on the simulated KOOK page.');
  if (faults) console.log('Fault injection is on: POST /demo/control/faults');
});
