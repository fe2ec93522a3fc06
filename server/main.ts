// Runs the demo: `npm start` (the provider with the built app mounted beside it, server/demo.ts) or
// `npm run dev` (no DIST_DIR: API only, behind the webpack dev server). See docs/demo-provider.md.
import path from 'node:path';
import { buildDemoServer } from './demo';
import { PAGE_DEADLINE_MS } from './front/frontServer';
import { listenSettings, providerOptionsFromEnv } from './provider/settings';
import { numberFromEnv } from './common/env';
import { runServer } from './common/run';

const distDir = process.env.DIST_DIR?.trim() ? path.resolve(process.env.DIST_DIR) : undefined;
const options = providerOptionsFromEnv();

const app = buildDemoServer({
  ...options,
  distDir,
  // The browser tests' short timeout: served only with the test controls on.
  requestTimeoutMs: process.env.REQUEST_TIMEOUT_MS
    ? numberFromEnv('REQUEST_TIMEOUT_MS', 10_000)
    : undefined,
  pageDeadlineMs: numberFromEnv('PAGE_DEADLINE_MS', PAGE_DEADLINE_MS),
});

runServer(app, { ...listenSettings(), name: 'demo provider' }, (url) => {
  console.log(`Botdeck is running at ${url}`);
  if (!distDir) console.log('(API and demo pages only: no built app is served.)');
  console.log('Demo sign-in: Log in with KOOK, then choose Authorize on the simulated KOOK page.');
  if (options.faults) console.log('Fault injection is on: POST /demo/control/faults');
});
