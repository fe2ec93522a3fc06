// `npm run dev`: the demo provider (API and demo pages, on PROVIDER_PORT, default 8081) plus the
// webpack dev server (DEV_PORT, default 3000), which proxies /api and /demo to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const providerPort = process.env.PROVIDER_PORT || '8081';

const children = [
  spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    // No DIST_DIR: the dev server serves the app. Faults stay off unless asked for explicitly.
    env: {
      ...process.env,
      PORT: providerPort,
      DIST_DIR: '',
      DEMO_FAULTS: process.env.DEMO_FAULTS ?? '',
    },
  }),
  spawn(
    process.execPath,
    [require.resolve('webpack/bin/webpack.js'), 'serve', '--mode', 'development'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PROVIDER_PORT: providerPort },
    },
  ),
];

let stopping = false;
/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  process.exitCode = code;
}

for (const child of children) {
  // When either one stops (or crashes), the pair is no use: stop the other too.
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
