// Runs the demo: `npm start` (the provider with the built app mounted beside it, server/demo.ts) or
// `npm run dev` (no DIST_DIR: API only, behind the webpack dev server). See docs/demo-provider.md.
import path from 'node:path';
import { buildDemoServer } from './demo';
import { closeWithProvider, demoConsoleOrigins, startDemoKook } from './demoKook';
import { PAGE_DEADLINE_MS } from './front/frontServer';
import { listenSettings, providerOptionsFromEnv } from './provider/settings';
import { numberFromEnv } from './common/env';
import { runServer } from './common/run';

const distDir = process.env.DIST_DIR?.trim() ? path.resolve(process.env.DIST_DIR) : undefined;
const options = providerOptionsFromEnv();
const listen = listenSettings();

// The demo's bots connect, and its users sign in, to a local KOOK in this process, unless
// KOOK_API_BASE names a KOOK (then KOOK_CLIENT_ID and KOOK_CLIENT_SECRET are the app's there).
async function demoKook() {
  return !process.env.KOOK_API_BASE?.trim()
    ? await startDemoKook({
        port: numberFromEnv('KOOK_PORT', listen.port + 1),
        host: listen.host,
        chatterMs: Number(process.env.KOOK_CHATTER_MS ?? '20000') || 0,
        controls: options.faults,
        consoleOrigins: demoConsoleOrigins(listen, options.appOrigins),
      })
    : null;
}

async function main(): Promise<void> {
  const demo = await demoKook();
  const kook = demo?.kook ?? null;
  const app = buildDemoServer({
    ...options,
    runtime:
      kook && options.runtime ? { ...options.runtime, apiBase: kook.apiBase } : options.runtime,
    kookOAuth: demo?.oauth ?? options.kookOAuth,
    distDir,
    // The browser tests' short timeout: served only with the test controls on.
    requestTimeoutMs: process.env.REQUEST_TIMEOUT_MS
      ? numberFromEnv('REQUEST_TIMEOUT_MS', 10_000)
      : undefined,
    pageDeadlineMs: numberFromEnv('PAGE_DEADLINE_MS', PAGE_DEADLINE_MS),
  });

  if (kook) closeWithProvider(app, kook);

  runServer(app, { ...listen, name: 'demo provider' }, (url) => {
    console.log(`Botdeck is running at ${url}`);
    // The seed's webhook bots, entered in the local KOOK's developer centre on the address it
    // reaches this server at: its challenges decide their checks.
    demo?.connectWebhooks(demoConsoleOrigins(listen)[0]).catch((error: unknown) => {
      console.error('Could not enter the demo’s webhook bots in the local KOOK:', error);
    });
    if (kook) {
      console.log(
        `Its bots are connected to, and its users sign in on, a local KOOK at ${kook.origin}/ (developer centre: ${kook.origin}/_local/developer)`,
      );
    }
    if (!distDir) console.log('(API and demo pages only: no built app is served.)');
    if (kook) {
      console.log(
        'Demo sign-in: Log in with KOOK, then Authorize on the local KOOK’s page (as DemoUser#0001, or any of its members).',
      );
    }
    if (options.faults) console.log('Fault injection is on: POST /demo/control/faults');
  });
}

main().catch((error: unknown) => {
  console.error('Could not start the demo:', error);
  process.exit(1);
});
