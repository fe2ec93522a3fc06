// `npm start`: build the app if there is no build yet (or with --build / BUILD=1), then run the demo
// provider serving it, one process on one port. Settings: see docs/demo-provider.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const wantBuild =
  process.argv.includes('--build') ||
  process.env.BUILD === '1' ||
  !existsSync(path.join(dist, 'index.html')) ||
  !existsSync(path.join(root, 'dist-server', 'render.js'));

if (wantBuild) {
  console.log('Building the app (npm run build)…');
  const code = await run(npm, ['run', 'build']);
  if (code !== 0) {
    console.error('The build failed; not starting the server.');
    process.exit(code);
  }
}

// tsx as a Node loader runs the TypeScript server directly, without a compile step.
const code = await run(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
  ...process.env,
  DIST_DIR: dist,
});
process.exit(code);
