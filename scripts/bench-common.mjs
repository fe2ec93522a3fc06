// What `npm run bench` (scripts/bench.mjs) and `npm run bench:interactions`
// (scripts/bench-interactions.mjs) share: the build into .bench/, the processes they start and stop,
// and the calibration of the CPU slowdown to a device class.
//
// The calibration. Lighthouse rates the machine it runs on with its benchmarkIndex: the speed of two
// short JavaScript loops in the page (a string built in a loop, an array copied back and forth; its
// page function computeBenchmarkIndex, which Lighthouse reports as environment.benchmarkIndex).
// Chrome DevTools' CPU calibration (Settings > Throttling) defines its device classes by the same
// index: a mid-tier phone (a Pixel 5) scores 1,000 and a low-tier phone (a Moto G4 Power 2022) 264.
// A machine that scores 2,640 is ten times the low-tier phone, so a 10× CPU slowdown makes it one:
// multiplier = machine index ÷ class index, never below 1 (a machine slower than the class cannot
// be sped up). A fixed 4× means a different phone on every machine, and on one machine from one day
// to the next.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const out = path.join(root, '.bench');
// The app is built into .bench/app/dist, not dist/: colleagues build and serve dist/ while a bench
// runs, and a rebuild there mid-run would mix two builds into one set of figures.
export const appDist = path.join(out, 'app', 'dist');

/**
 * @typedef {object} Server A process a bench started.
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} logFile
 * @property {boolean} exited
 * @property {string} [exitedWith]
 *
 * @typedef {'mid' | 'low'} DeviceClassName
 * @typedef {{ label: string, device: string, benchmarkIndex: number }} DeviceClass
 * @typedef {{ benchmarkIndex: number, samples: number[], slowdown: Record<DeviceClassName, number> }} Calibration
 */

/** @type {Record<DeviceClassName, DeviceClass>} */
export const DEVICE_CLASSES = {
  mid: { label: 'mid-tier phone', device: 'Pixel 5', benchmarkIndex: 1000 },
  low: { label: 'low-tier phone', device: 'Moto G4 Power (2022)', benchmarkIndex: 264 },
};

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// `npm run build` with every output folder moved under `into`: webpack.config.js makes the
// browser's build (dist/) and the server entry's (dist-server/, which the front server finds beside
// dist/). One compilation, not a webpack-cli run per output path, so both carry the same build id
// and timestamp, as one `npm run build` would give them. Its arguments: the source tree, `into`.
const BUILD_APP = `
const path = require('node:path');
const webpack = require('webpack');
const [root, into] = process.argv.slice(1);
const env = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true };
const made = require(path.join(root, 'webpack.config.js'));
const configs = [].concat(typeof made === 'function' ? made(env, { mode: 'production', env }) : made);
for (const config of configs) {
  config.mode = 'production';
  const from = path.relative(root, path.resolve(root, config.output?.path ?? 'dist'));
  if (from === '' || from.startsWith('..') || path.isAbsolute(from)) {
    throw new Error('a build writes outside the repository: ' + config.output?.path);
  }
  config.output = { ...config.output, path: path.join(into, from) };
  console.log((config.name ?? 'build') + ' -> ' + config.output.path);
}
webpack(configs, (error, stats) => {
  if (error) {
    console.error(error.stack ?? error);
    process.exit(1);
  }
  console.log(stats.toString({ colors: false }));
  process.exitCode = stats.hasErrors() ? 1 : 0;
});
`;

/**
 * Builds the app of the source tree `from` (this repository, or a worktree of another commit) into
 * `into` (its dist/ and dist-server/).
 * @param {string} from
 * @param {string} into
 * @param {string} logFile
 */
export function buildApp(from, into, logFile) {
  return runLogged(process.execPath, ['-e', BUILD_APP, from, into], logFile, from);
}

// Everything started here, so that a failure or Ctrl+C still stops it.
/** @type {Server[]} */
export const servers = [];

/**
 * Runs a command to completion with its output in a log file; rejects with the log's tail.
 * @param {string} command
 * @param {string[]} args
 * @param {string} logFile
 * @returns {Promise<void>}
 */
export function runLogged(command, args, logFile, cwd = root) {
  return new Promise((resolve, reject) => {
    const stream = createWriteStream(logFile);
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(stream);
    child.stderr.pipe(stream);
    child.on('error', reject);
    child.on('close', (code) => {
      stream.end(() => {
        if (code === 0) {
          resolve();
          return;
        }
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${String(code)}:\n${tailOf(logFile)}`,
          ),
        );
      });
    });
  });
}

/** @param {string} logFile */
export function tailOf(logFile, lines = 30) {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * A port free right now on 127.0.0.1.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a server: the caller's, less the settings that would change what is measured
 * (the provider's fault injection, a build or provider left set in the shell), plus its own.
 * @param {Record<string, string>} settings
 */
export function serverEnv(settings) {
  const dropped = ['DEMO_FAULTS', 'DIST_DIR', 'API_HOST', 'PORT', 'HOST'];
  const env = Object.fromEntries(
    Object.entries({ ...process.env, LOG_LEVEL: 'warn' }).filter(
      ([name]) => !dropped.includes(name),
    ),
  );
  return { ...env, ...settings };
}

/**
 * Starts a process in its own process group, so that stopping it stops its children too.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logFile
 * @returns {Server}
 */
export function startProcess(name, command, args, env, logFile, flags = 'w', cwd = root) {
  const stream = createWriteStream(logFile, { flags });
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(stream);
  child.stderr.pipe(stream);
  /** @type {Server} */
  const server = { name, child, logFile, exited: false };
  child.on('exit', (code, signal) => {
    server.exited = true;
    server.exitedWith = signal ?? `exit code ${String(code)}`;
  });
  child.on('error', (error) => {
    server.exited = true;
    server.exitedWith = error.message;
  });
  servers.push(server);
  return server;
}

/** @param {Server} server */
export async function stopProcess(server) {
  if (server.exited) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  const pid = server.child.pid ?? 0;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** Stops every process started here; for a process's 'exit' handler, where nothing can wait. */
export function killAllNow() {
  for (const server of servers) {
    if (!server.exited) {
      try {
        process.kill(-(server.child.pid ?? 0), 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

/**
 * @param {Server} server
 * @param {string} url
 */
export async function waitUntilUp(server, url) {
  const deadline = Date.now() + 60_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.exited) {
      throw new Error(
        `${server.name} exited early; the end of ${path.relative(root, server.logFile)}:\n${tailOf(server.logFile, 15)}`,
      );
    }
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} did not answer ${url} with 200 within 60 s (last: ${last})`);
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    /** @type {Promise<never>} */ new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** @param {unknown} error */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * @param {unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  const at = (/** @type {number} */ i) => /** @type {number} */ (v[i]);
  return v.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (/** @type {unknown[]} */ cells) =>
    cells
      .map((c, i) =>
        i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0),
      )
      .join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The browser: CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromePathOrThrow() {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}: set CHROME_PATH or install it (apt-get install -y chromium).`,
    );
  }
  return chromePath;
}

/**
 * The CPU slowdown that makes this machine a phone of the class: machine index ÷ class index, at
 * least 1.
 * @param {number} machineIndex
 * @param {DeviceClassName} name
 */
export function slowdownFor(machineIndex, name) {
  return Math.max(1, machineIndex / DEVICE_CLASSES[name].benchmarkIndex);
}

/**
 * Measures the machine's benchmarkIndex as Lighthouse does (its own page function, in a page of a
 * fresh headless Chromium, unthrottled), `samples` times after one untimed (about a second each);
 * the median sets the slowdown of each device class.
 * @param {string} chromePath
 * @returns {Promise<Calibration>}
 */
export async function calibrate(chromePath, samples = 5) {
  const browser = await withTimeout(
    chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) }),
    60_000,
    'starting Chromium for the calibration',
  );
  try {
    const page = await browser.newPage();
    /** @type {number[]} */
    const indexes = [];
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    // One untimed first: the first measure of a fresh browser runs colder (a third to a half of
    // the next ones here).
    await withTimeout(page.evaluate(benchmark), 30_000, 'the benchmarkIndex');
    for (let i = 0; i < samples; i++) {
      indexes.push(
        await withTimeout(
          /** @type {Promise<number>} */ (page.evaluate(benchmark)),
          30_000,
          'the benchmarkIndex',
        ),
      );
    }
    const benchmarkIndex = /** @type {number} */ (median(indexes));
    return {
      benchmarkIndex,
      samples: indexes,
      slowdown: {
        mid: slowdownFor(benchmarkIndex, 'mid'),
        low: slowdownFor(benchmarkIndex, 'low'),
      },
    };
  } finally {
    await browser.close().catch(() => {});
  }
}

/**
 * One line on the calibration: the index, its samples, and each class's slowdown.
 * @param {Calibration} c
 */
export function describeCalibration(c) {
  const classes = /** @type {DeviceClassName[]} */ (Object.keys(DEVICE_CLASSES))
    .map((name) => {
      const k = DEVICE_CLASSES[name];
      return `${k.label} (${k.device}, index ${k.benchmarkIndex}): ${c.slowdown[name].toFixed(2)}× CPU`;
    })
    .join('; ');
  const under = /** @type {DeviceClassName[]} */ (Object.keys(DEVICE_CLASSES)).filter(
    (name) => c.benchmarkIndex < DEVICE_CLASSES[name].benchmarkIndex,
  );
  return (
    `benchmarkIndex ${Math.round(c.benchmarkIndex)} (median of ${c.samples.map((s) => Math.round(s)).join(', ')}); ${classes}` +
    (under.length
      ? `. This machine is slower than the ${under.map((n) => DEVICE_CLASSES[n].label).join(' and ')}: measured unthrottled, it overstates the times`
      : '')
  );
}
