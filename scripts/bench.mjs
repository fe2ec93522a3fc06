// `npm run bench`: builds the app and the bare reference in bench/reference/, serves them the ways
// they are deployed, runs Lighthouse on each page (mobile preset), and prints the medians, the
// initial JavaScript, the app's figures over the reference's, the longest task of hydration and the
// targets met or MISSED. Raw results go to .bench/results.json, every Lighthouse report to
// .bench/lhr/.
//
// Set-ups, all on free ports and from the one build in .bench/app/:
// - front: the production front server (server/front/main.ts: serves the build and renders pages on
//   the server), calling the provider (server/provider/main.ts, API and demo pages only) as a separate
//   process, as a deploy runs them. Pages / and /bot/b1001.
// - static: the same build on a plain static host (scripts/staticHost.mjs: no server rendering),
//   its config.js pointing the app at that provider across origins. Pages / and /bot/b1001.
// - reference: the reference's build on the same static host. Page /.
// Desktop runs are left out unless asked for: every target reads the mobile medians, and on this
// 2-core machine, shared with other work, they would double the Lighthouse time.
//
// Options: --runs N (default 3), --no-build (reuse .bench/app/ and .bench/reference/dist), --desktop
// (desktop-preset runs as well), --strict (exit 1 when a target is missed, a set-up could not start
// or a run failed). CHROME_PATH picks the browser (default /usr/bin/chromium).
import { execFileSync, spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/**
 * @typedef {object} Server A process the bench started.
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} logFile
 * @property {boolean} exited
 * @property {string} [exitedWith]
 *
 * @typedef {'provider' | 'front' | 'static' | 'ref'} ServiceName
 * @typedef {object} Service A process behind the set-ups, (re)started on its own port.
 * @property {string} name
 * @property {string} origin
 * @property {string[]} args
 * @property {NodeJS.ProcessEnv} env
 * @property {string} logFile
 * @property {string} readyPath
 * @property {string | null} [missing]
 * @property {Server} [server]
 * @property {number} [restarts]
 *
 * @typedef {'front' | 'static' | 'ref'} SetUpName
 * @typedef {object} SetUp
 * @property {string} label
 * @property {string} origin
 * @property {string} what
 * @property {string[]} pages
 * @property {ServiceName[]} needs
 * @property {string} [error]
 * @property {Record<string, string[]>} [servedScripts]
 *
 * @typedef {{ key: string, setUp: SetUpName, page: string, label: string, url: string }} Target
 * @typedef {'mobile' | 'desktop'} Preset
 * @typedef {{ url: string, startTime: number, duration: number }} LongTask
 * @typedef {'performance' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'si' | 'accessibility' | 'bestPractices' | 'seo'} Metric
 * @typedef {Record<Metric, number | null>} Figures
 *
 * @typedef {object} MeasuredRunFields
 * @property {string} target
 * @property {string} url
 * @property {Preset} preset
 * @property {number} run
 * @property {string} report
 * @property {string | null} runtimeError
 * @property {unknown} warnings
 * @property {number | null} benchmarkIndex
 * @property {string} lighthouseVersion
 * @property {Record<string, string[]>} failing
 * @property {LongTask[]} longTasks
 * @property {(LongTask & { chunk: string, scriptingOfItsScript: number | null }) | null} hydrationTask
 * @property {undefined} [error]
 * @typedef {MeasuredRunFields & Figures} MeasuredRun
 *
 * @typedef {object} FailedRun
 * @property {string} target
 * @property {string} url
 * @property {Preset} preset
 * @property {number} run
 * @property {string} error
 * @property {undefined} [runtimeError]
 * @property {undefined} [benchmarkIndex]
 * @property {undefined} [lighthouseVersion]
 *
 * @typedef {MeasuredRun | FailedRun} Run
 * @typedef {{ runs: number, failing: Record<string, string[]> } & Partial<Figures>} Medians
 * @typedef {{ file: string, raw: number, gzip: number, brotli: number }} FileSize
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.bench');
// The app is built into .bench/app/dist, not dist/: colleagues build and serve dist/ while the bench
// runs, and a rebuild there mid-run would mix two builds into one set of figures.
const appDist = path.join(out, 'app', 'dist');
const refDist = path.join(out, 'reference', 'dist');
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
// `npm run build` with every output folder moved under .bench/app/: webpack.config.js makes the
// browser's build (dist/) and the server entry's (dist-server/, which the front server finds beside
// dist/). One compilation, not a webpack-cli run per output path, so both carry the same build id
// and timestamp, as one `npm run build` would give them.
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
const frontMain = path.join('server', 'front', 'main.ts');

const argv = process.argv.slice(2);
const strict = argv.includes('--strict');
const build = !argv.includes('--no-build');
const runsArg = argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(argv[runsArg + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a positive whole number');
  process.exit(2);
}

const BOT_ID = 'b1001';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AUDITED = CATEGORIES.slice(1);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** @type {Partial<Record<Preset, import('lighthouse').Config | undefined>>} */
const PRESETS = argv.includes('--desktop')
  ? { mobile: undefined, desktop: desktopConfig }
  : { mobile: undefined };
// A Lighthouse run normally takes 5–40 s here; past this the browser is killed and the run lost.
const RUN_TIMEOUT_MS = 150_000;
// The items bench/reference/serve.mjs answers for the reference's one API call, so that the
// reference draws the same page on the static host.
const REFERENCE_ITEMS = [
  { id: 'i1', name: 'Greeter', summary: 'Welcomes new members with a message.' },
  { id: 'i2', name: 'Dice', summary: 'Rolls dice for tabletop games.' },
  { id: 'i3', name: 'Music', summary: 'Plays music in voice channels.' },
];

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (/** @type {string} */ message) => console.log(`[${elapsed()}] ${message}`);

// Everything started here, so that a failure or Ctrl+C still stops it.
/** @type {Server[]} */
const servers = [];
/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let chrome;
let stopping = false;

async function cleanUp() {
  if (chrome) {
    const c = chrome;
    chrome = undefined;
    c.kill();
  }
  for (const server of servers.splice(0)) {
    await stopProcess(server);
  }
}

// Last resort for a crash (such as a browser that cannot start): the servers and Chrome run in their
// own process groups, so they would outlive this process.
process.on('exit', () => {
  for (const server of servers) {
    if (!server.exited) {
      try {
        process.kill(-(server.child.pid ?? 0), 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  if (chrome?.pid) {
    try {
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
process.on('uncaughtException', (error) => {
  console.error(`Bench failed: ${error.stack ?? String(error)}`);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the servers and Chrome…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/**
 * Runs a command to completion with its output in a log file; rejects with the log's tail.
 * @param {string} command
 * @param {string[]} args
 * @param {string} logFile
 * @returns {Promise<void>}
 */
function runLogged(command, args, logFile) {
  return new Promise((resolve, reject) => {
    const stream = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
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
function tailOf(logFile, lines = 30) {
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
function freePort() {
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
function serverEnv(settings) {
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
function startProcess(name, command, args, env, logFile, flags = 'w') {
  const stream = createWriteStream(logFile, { flags });
  const child = spawn(command, args, {
    cwd: root,
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
async function stopProcess(server) {
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

/**
 * @param {Server} server
 * @param {string} url
 */
async function waitUntilUp(server, url) {
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
 * Loads a page once in headless Chromium, scripts, API calls, lazy chunks and all, so that no
 * server's first-request costs (code compiled on first use, caches filled) land in a measured run.
 * @param {string} chromePath
 * @param {string} url
 */
async function warmUp(chromePath, url) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'botdeck-bench-warmup-'));
  const browser = startProcess(
    'Chromium (warm-up)',
    chromePath,
    [
      ...CHROME_FLAGS,
      `--user-data-dir=${profile}`,
      '--virtual-time-budget=5000',
      '--dump-dom',
      url,
    ],
    process.env,
    path.join(out, 'warmup.log'),
  );
  const exited = new Promise((resolve) => {
    if (browser.exited) resolve(undefined);
    else browser.child.once('exit', resolve);
  });
  const timer = setTimeout(() => void stopProcess(browser), 30_000);
  await exited;
  clearTimeout(timer);
  servers.splice(servers.indexOf(browser), 1);
  rmSync(profile, { recursive: true, force: true });
}

// Initial JavaScript, as scripts/size.mjs counts it: every <script src> in index.html; gzip level 9,
// brotli quality 11. Scripts only preloaded (<link rel=preload as=script | modulepreload>) are
// reported beside it so none hides there.
/**
 * @param {string} html
 * @returns {string[]}
 */
function scriptsIn(html) {
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => m[1] ?? '');
}
/** @param {string} dist */
function scriptsOf(dist) {
  return scriptsIn(readFileSync(path.join(dist, 'index.html'), 'utf8'));
}
/**
 * @param {string} dist
 * @returns {string[]}
 */
function preloadsOf(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel="?(modulepreload|preload)"?/.test(tag))
    .filter((tag) => /rel="?modulepreload"?/.test(tag) || /as="?script"?/.test(tag))
    .flatMap((tag) => {
      const file = /href="\/?([^"]+)"/.exec(tag)?.[1];
      return file ? [file] : [];
    });
}
/**
 * @param {string} dist
 * @param {string[]} files
 */
function sizesOf(dist, files) {
  const total = { raw: 0, gzip: 0, brotli: 0, files: /** @type {FileSize[]} */ ([]) };
  for (const file of files) {
    const buf = readFileSync(path.join(dist, file));
    const s = {
      file,
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
    total.files.push(s);
  }
  return total;
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    /** @type {Promise<never>} */ new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The run's long main-thread tasks (50 ms or more). Under simulated throttling their durations and
 * start times are Lantern's, at the preset's CPU slowdown, like the run's metrics.
 * @param {import('lighthouse').Result} lhr
 * @returns {LongTask[]}
 */
function longTasksOf(lhr) {
  const details = /** @type {{ items?: LongTask[] } | undefined} */ (
    lhr.audits['long-tasks']?.details
  );
  return (details?.items ?? []).map((item) => ({
    url: item.url,
    startTime: item.startTime,
    duration: item.duration,
  }));
}

/**
 * What ran a task: a script's webpack chunk name (its content hash stripped), or the page itself.
 * @param {string} url
 * @param {string} pageUrl
 */
function chunkOf(url, pageUrl) {
  if (!url || url === 'Unattributable') return 'unattributable';
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin === new URL(pageUrl).origin && parsed.pathname === new URL(pageUrl).pathname) {
    return 'the page (HTML, style, layout)';
  }
  const base = path.posix.basename(parsed.pathname);
  return /^(.+?)\.[0-9a-f]{8,}\.js$/.exec(base)?.[1] ?? base;
}

/**
 * One Lighthouse run in a fresh Chrome; returns the figures and keeps the report on disk.
 * @param {string} chromePath
 * @param {Target} target
 * @param {Preset} preset
 * @param {number} run
 * @returns {Promise<MeasuredRun>}
 */
async function lighthouseRun(chromePath, target, preset, run) {
  if (stopping) throw new Error('stopping');
  const launched = await chromeLauncher.launch({
    handleSIGINT: false,
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  chrome = launched;
  try {
    const result = await withTimeout(
      lighthouse(
        target.url,
        { port: launched.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        PRESETS[preset],
      ),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${target.url}`,
    );
    if (!result) throw new Error(`Lighthouse on ${target.url} gave no result`);
    const lhr = result.lhr;
    const file = path.join(out, 'lhr', `${target.key}-${preset}-${run}.json`);
    writeFileSync(file, /** @type {string} */ (result.report));
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
    const score = (/** @type {string} */ id) => {
      const value = lhr.categories[id]?.score;
      return value == null ? null : Math.round(value * 100);
    };
    // Where the other categories' points went (performance is read from its metrics).
    /** @type {Record<string, string[]>} */
    const failing = {};
    for (const id of AUDITED) {
      failing[id] = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a !== undefined && a.score !== null && a.score < 1)
        .map((a) => a?.id ?? '');
    }
    const fcp = audit('first-contentful-paint');
    const longTasks = longTasksOf(lhr);
    // Hydration: what runs once the server's HTML is on screen. The longest such task is the page's
    // worst wait for a tap on what it already shows.
    const afterFcp = longTasks.filter((t) => fcp != null && t.startTime >= fcp);
    const longest = afterFcp.sort((a, b) => b.duration - a.duration)[0];
    const bootup = /** @type {{ items?: { url: string, scripting: number }[] } | undefined} */ (
      lhr.audits['bootup-time']?.details
    );
    /** @type {Record<string, number>} */
    const scripting = Object.fromEntries((bootup?.items ?? []).map((i) => [i.url, i.scripting]));
    return {
      target: target.key,
      url: target.url,
      preset,
      run,
      report: path.relative(root, file),
      runtimeError: lhr.runtimeError?.code ?? null,
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lighthouseVersion: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      failing,
      longTasks,
      hydrationTask: longest
        ? {
            ...longest,
            chunk: chunkOf(longest.url, target.url),
            scriptingOfItsScript: scripting[longest.url] ?? null,
          }
        : null,
    };
  } finally {
    chrome = undefined;
    launched.kill();
  }
}

/** @type {Metric[]} */
const METRICS = [
  'performance',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'si',
  'accessibility',
  'bestPractices',
  'seo',
];

/**
 * @param {unknown[]} values
 * @returns {number | null}
 */
function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  const at = (/** @type {number} */ i) => /** @type {number} */ (v[i]);
  return v.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (/** @type {number} */ v) => `${Math.round(v)} ms`;
const seconds = (/** @type {number} */ v) => `${(v / 1000).toFixed(2)} s`;
/** @type {Record<Metric, (v: number) => string>} */
const fmt = {
  performance: (v) => String(v),
  accessibility: (v) => String(v),
  bestPractices: (v) => String(v),
  seo: (v) => String(v),
  fcp: seconds,
  lcp: seconds,
  si: seconds,
  tbt: ms,
  cls: (v) => v.toFixed(3),
};
const show = (/** @type {Metric} */ metric, /** @type {number | null | undefined} */ v) =>
  v == null ? 'n/a' : fmt[metric](v);
const ratio = (
  /** @type {number | null | undefined} */ a,
  /** @type {number | null | undefined} */ b,
) => (a == null || b == null || b === 0 ? '—' : `${(a / b).toFixed(2)}×`);
// Below these a reference's figure shows as 0 and a ratio over it would mean nothing.
/** @type {Partial<Record<Metric, number>>} */
const NEGLIGIBLE = { tbt: 1, cls: 0.001 };
/**
 * @param {Metric} metric
 * @param {number | null | undefined} a
 * @param {number | null | undefined} b
 */
const metricRatio = (metric, a, b) =>
  b != null && b < (NEGLIGIBLE[metric] ?? 0) ? '—' : ratio(a, b);

/**
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (/** @type {unknown[]} */ cells) =>
    cells
      .map((c, i) =>
        i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0),
      )
      .join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * The processes behind the set-ups. Each can be (re)started on its own port: the ports are written
 * into the others' settings (API_HOST, config.js), so a replacement must take the same one.
 * @param {Record<ServiceName, number>} ports
 * @returns {Record<ServiceName, Service>}
 */
function servicesFor(ports) {
  const origin = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;
  const providerOrigin = origin(ports.provider);
  const itemsFile = path.join(out, 'reference', 'api-items.json');
  writeFileSync(itemsFile, JSON.stringify(REFERENCE_ITEMS));
  return {
    provider: {
      name: 'the provider (server/provider/main.ts)',
      origin: providerOrigin,
      args: ['--import', 'tsx', 'server/provider/main.ts'],
      // The consoles served by the front server and the static host call it from their origins.
      env: serverEnv({
        PORT: String(ports.provider),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        APP_ORIGINS: [origin(ports.front), origin(ports.static)].join(','),
      }),
      logFile: path.join(out, 'provider.log'),
      readyPath: '/api/v2/bots/tags',
    },
    front: {
      name: 'the front server (server/front/main.ts)',
      origin: origin(ports.front),
      args: ['--import', 'tsx', frontMain],
      env: serverEnv({
        PORT: String(ports.front),
        HOST: '127.0.0.1',
        API_HOST: providerOrigin,
        DIST_DIR: appDist,
      }),
      logFile: path.join(out, 'front-server.log'),
      readyPath: '/healthz',
      missing: existsSync(path.join(root, frontMain)) ? null : `${frontMain} does not exist`,
    },
    static: {
      name: 'the static host (app)',
      origin: origin(ports.static),
      args: ['scripts/staticHost.mjs', appDist],
      env: serverEnv({ PORT: String(ports.static), HOST: '127.0.0.1', API_HOST: providerOrigin }),
      logFile: path.join(out, 'static-server.log'),
      readyPath: '/',
    },
    ref: {
      name: 'the static host (reference)',
      origin: origin(ports.ref),
      args: ['scripts/staticHost.mjs', refDist, '--route', `/api/items=${itemsFile}`],
      env: serverEnv({ PORT: String(ports.ref), HOST: '127.0.0.1' }),
      logFile: path.join(out, 'reference-server.log'),
      readyPath: '/',
    },
  };
}

/** @param {Service} service */
async function launch(service) {
  if (stopping) throw new Error('stopping');
  if (service.missing) throw new Error(service.missing);
  // A restart appends to the log, so that what the first process wrote before it went is kept.
  const server = startProcess(
    service.name,
    process.execPath,
    service.args,
    service.env,
    service.logFile,
    service.server ? 'a' : 'w',
  );
  service.server = server;
  await waitUntilUp(server, `${service.origin}${service.readyPath}`);
}

/**
 * Starts the three set-ups; one that cannot come up is left out with its reason, not fatal.
 * @param {string} chromePath
 */
async function startSetUps(chromePath) {
  const ports = {
    provider: await freePort(),
    front: await freePort(),
    static: await freePort(),
    ref: await freePort(),
  };
  const services = servicesFor(ports);
  const { provider } = services;
  /** @type {Record<SetUpName, SetUp>} */
  const setUps = {
    front: {
      label: 'front',
      origin: services.front.origin,
      what: `server/front/main.ts on ${services.front.origin}, API from the provider on ${provider.origin}`,
      pages: ['/', `/bot/${BOT_ID}`],
      needs: ['provider', 'front'],
    },
    static: {
      label: 'static',
      origin: services.static.origin,
      what: `scripts/staticHost.mjs on ${services.static.origin}, config.js apiHost ${provider.origin}`,
      pages: ['/', `/bot/${BOT_ID}`],
      needs: ['provider', 'static'],
    },
    ref: {
      label: 'reference',
      origin: services.ref.origin,
      what: `bench/reference's build on scripts/staticHost.mjs on ${services.ref.origin}`,
      pages: ['/'],
      needs: ['ref'],
    },
  };

  log(`Starting the demo provider (API and demo pages only) on ${provider.origin}…`);
  const providerUp = launch(provider);
  providerUp.catch(() => {});
  log('Starting the front server and the static hosts (which compress the builds first)…');
  const starting = setUpNames(setUps).map(async (key) => {
    if (setUps[key].needs.includes('provider')) await providerUp;
    await launch(services[key]);
  });
  const settled = await Promise.allSettled(starting);
  Object.values(setUps).forEach((setUp, i) => {
    const outcome = settled[i];
    if (outcome?.status !== 'rejected') return;
    setUp.error = messageOf(outcome.reason);
    log(`The ${setUp.label} set-up is left out: ${setUp.error}`);
  });

  log('Warming up: one untimed load of every page in headless Chromium…');
  for (const setUp of Object.values(setUps)) {
    if (setUp.error) continue;
    /** @type {Record<string, string[]>} */
    const servedScripts = {};
    setUp.servedScripts = servedScripts;
    for (const page of setUp.pages) {
      const url = `${setUp.origin}${page}`;
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      const html = await response.text();
      servedScripts[page] = scriptsIn(html);
      if (response.status !== 200) {
        setUp.error = `${url} answered ${response.status}`;
        log(`The ${setUp.label} set-up is left out: ${setUp.error}`);
        break;
      }
      await warmUp(chromePath, url);
    }
  }
  return { setUps, services, providerOrigin: provider.origin };
}

/**
 * Restarts, on its port, any process of a set-up that has exited since it started: on a shared
 * machine someone else's `pkill -f server/main.ts` takes the bench's provider too, and every later
 * run would measure the app's error states. Returns what was restarted.
 * @param {string} chromePath
 * @param {SetUp} setUp
 * @param {Record<ServiceName, Service>} services
 * @param {string} url
 */
async function reviveSetUp(chromePath, setUp, services, url) {
  const revived = [];
  for (const name of setUp.needs) {
    const service = services[name];
    if (!service.server?.exited) continue;
    log(
      `  ${service.name} exited (${service.server.exitedWith ?? 'unknown'}); restarting it on its port…`,
    );
    service.restarts = (service.restarts ?? 0) + 1;
    await launch(service);
    revived.push(service.name);
  }
  if (revived.length) await warmUp(chromePath, url);
  return revived;
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/** @param {Run} r @returns {r is MeasuredRun} */
function isMeasured(r) {
  return r.error === undefined;
}

/** @param {Record<SetUpName, SetUp>} setUps */
function setUpNames(setUps) {
  return /** @type {SetUpName[]} */ (Object.keys(setUps));
}

/**
 * @param {Record<string, Medians>} medians
 * @param {string} key
 * @returns {Medians}
 */
function mediansOf(medians, key) {
  return medians[key] ?? { runs: 0, failing: {} };
}

async function main() {
  const chromePath =
    process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  if (!chromePath || !existsSync(chromePath)) {
    throw new Error(
      `No Chromium${chromePath ? ` at ${chromePath}` : ''}: set CHROME_PATH or install it (apt-get install -y chromium).`,
    );
  }
  rmSync(path.join(out, 'lhr'), { recursive: true, force: true });
  mkdirSync(path.join(out, 'lhr'), { recursive: true });

  if (build) {
    log('Building the app (npm run build, into .bench/app/; log in .bench/app-build.log)…');
    await runLogged(
      process.execPath,
      ['-e', BUILD_APP, root, path.join(out, 'app')],
      path.join(out, 'app-build.log'),
    );
    log('Building the reference (bench/reference, log in .bench/reference-build.log)…');
    await runLogged(
      process.execPath,
      [webpackCli, '--config', 'bench/reference/webpack.config.cjs'],
      path.join(out, 'reference-build.log'),
    );
  }
  for (const dist of [appDist, refDist]) {
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error(`No build in ${dist}: run without --no-build.`);
  }

  const { setUps, services, providerOrigin } = await startSetUps(chromePath);
  const targets = setUpNames(setUps).flatMap((key) =>
    setUps[key].pages.map((page) => ({
      key: `${key}-${page === '/' ? 'home' : 'bot'}`,
      setUp: key,
      page,
      label: `${setUps[key].label} ${page}`,
      url: `${setUps[key].origin}${page}`,
    })),
  );
  const measured = targets.filter((t) => !setUps[t.setUp].error);
  if (measured.length === 0) throw new Error('no set-up could start');

  const presets = /** @type {Preset[]} */ (Object.keys(PRESETS));
  const total = RUNS * measured.length * presets.length;
  log(`Lighthouse: ${total} runs, one at a time, each in a fresh Chrome (${chromePath})…`);
  /** @type {Run[]} */
  const runs = [];
  let n = 0;
  const width = Math.max(...measured.map((t) => t.label.length));
  // Runs interleave targets and presets so a burst of load from elsewhere spreads over all of them.
  for (let run = 1; run <= RUNS; run++) {
    for (const preset of presets) {
      for (const target of measured) {
        n++;
        const setUp = setUps[target.setUp];
        /** @type {Run | undefined} */
        let r;
        // A server that exits during a run spoils it: it is run once more on a revived set-up.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            await reviveSetUp(chromePath, setUp, services, target.url);
            r = await lighthouseRun(chromePath, target, preset, run);
          } catch (error) {
            r = {
              target: target.key,
              url: target.url,
              preset,
              run,
              error: messageOf(error),
            };
          }
          const died = setUp.needs.map((name) => services[name]).filter((x) => x.server?.exited);
          if (died.length === 0) break;
          r = {
            target: target.key,
            url: target.url,
            preset,
            run,
            error: `${died.map((x) => `${x.name} exited (${x.server?.exitedWith ?? 'unknown'})`).join(', ')} during the run`,
          };
        }
        if (!r) continue;
        runs.push(r);
        if (!isMeasured(r)) {
          log(`  ${String(n).padStart(2)}/${total} ${target.label} ${preset}: FAILED ${r.error}`);
        } else {
          log(
            `  ${String(n).padStart(2)}/${total} ${target.label.padEnd(width)} ${preset.padEnd(7)} perf ${show('performance', r.performance).padStart(3)}  ` +
              `FCP ${show('fcp', r.fcp)}  LCP ${show('lcp', r.lcp)}  TBT ${show('tbt', r.tbt)}  CLS ${show('cls', r.cls)}` +
              (r.runtimeError ? `  ERROR ${r.runtimeError}` : ''),
          );
        }
      }
    }
  }
  await cleanUp();
  if (runs.every((r) => r.error)) {
    throw new Error(
      `every Lighthouse run failed, the first with: ${runs[0]?.error ?? 'nothing run'}`,
    );
  }

  const good = (/** @type {string} */ key, /** @type {Preset} */ preset) =>
    runs
      .filter(isMeasured)
      .filter((r) => r.target === key && r.preset === preset && !r.runtimeError);
  /** @type {Record<string, Medians>} */
  const medians = {};
  for (const target of targets) {
    for (const preset of presets) {
      const mine = good(target.key, preset);
      /** @type {Medians} */
      const m = { runs: mine.length, failing: {} };
      for (const metric of METRICS) m[metric] = median(mine.map((r) => r[metric]));
      // Audits failing in at least one run: where a category's points went.
      for (const category of AUDITED) {
        m.failing[category] = [...new Set(mine.flatMap((r) => r.failing[category] ?? []))];
      }
      medians[`${target.key}/${preset}`] = m;
    }
  }

  // Hydration at 4× CPU: each mobile run's longest task after FCP; the row shows the median run's.
  /** @type {Record<string, { runs: (number | null)[], fcp: number | null, task: MeasuredRun['hydrationTask'], measured: boolean }>} */
  const hydration = {};
  for (const target of targets.filter((t) => t.setUp !== 'ref')) {
    const mine = good(target.key, 'mobile');
    const byLength = [...mine].sort(
      (a, b) => (a.hydrationTask?.duration ?? 0) - (b.hydrationTask?.duration ?? 0),
    );
    const mid = byLength[Math.floor(byLength.length / 2)];
    hydration[target.key] = {
      runs: mine.map((r) => r.hydrationTask?.duration ?? null),
      fcp: mid?.fcp ?? null,
      task: mid?.hydrationTask ?? null,
      measured: mine.length > 0,
    };
  }

  const appSizes = sizesOf(appDist, scriptsOf(appDist));
  const refSizes = sizesOf(refDist, scriptsOf(refDist));
  const appPreload = sizesOf(appDist, preloadsOf(appDist));
  const refPreload = sizesOf(refDist, preloadsOf(refDist));

  let chromium = 'unknown';
  try {
    const version = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    chromium = /([\d.]+\.\d+)/.exec(version)?.[1] ?? version.trim();
  } catch {
    // the version is only reported
  }
  // The app is built from the working tree, which may hold uncommitted changes: say so.
  const git = (/** @type {string[]} */ args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const commit = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty =
    git(['status', '--porcelain', '--', 'src', 'public', 'server', 'webpack.config.js']) !== '';
  const source = `commit ${commit}${dirty ? ' plus uncommitted changes in src/, public/ or server/' : ''}`;
  const machine = {
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    lighthouse: runs.find((r) => r.lighthouseVersion)?.lighthouseVersion ?? 'unknown',
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };

  // The report.
  const date = new Date().toISOString();
  console.log('');
  console.log(`Botdeck bench, ${date}, ${source}`);
  console.log(
    `Machine: ${machine.cpus}, ${machine.memory}, ${machine.os}; Node ${machine.node}; Chromium ${machine.chromium}; ` +
      `Lighthouse ${machine.lighthouse}; benchmarkIndex ${machine.benchmarkIndex ?? 'n/a'} (median)`,
  );
  console.log('Set-ups (one build, .bench/app/):');
  for (const setUp of setUpNames(setUps).map((key) => setUps[key])) {
    console.log(
      `  ${setUp.label.padEnd(9)} ${setUp.error ? `NOT MEASURED: ${setUp.error.split('\n')[0]}` : setUp.what}`,
    );
  }
  console.log('');
  console.log(
    `Lighthouse medians of ${RUNS} run(s) per row (mobile: default preset, simulated throttling` +
      `${PRESETS.desktop ? '; desktop: desktop preset' : ''})`,
  );
  const rows = [];
  for (const preset of presets) {
    for (const target of measured) {
      const m = mediansOf(medians, `${target.key}/${preset}`);
      rows.push([
        target.label,
        preset,
        `${m.runs}/${RUNS}`,
        ...METRICS.map((metric) => show(metric, m[metric])),
      ]);
    }
  }
  console.log(
    table(
      [
        'page',
        'preset',
        'runs',
        'perf',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'SI',
        'a11y',
        'best-pr.',
        'SEO',
      ],
      rows,
    ),
  );

  if (!setUps.ref.error) {
    console.log('');
    console.log(
      'App over reference (median over median; lower is better for times, higher for scores)',
    );
    const ratioRows = [];
    for (const preset of presets) {
      const r = mediansOf(medians, `ref-home/${preset}`);
      for (const target of measured.filter((t) => t.setUp !== 'ref')) {
        const a = mediansOf(medians, `${target.key}/${preset}`);
        /** @type {Metric[]} */
        const compared = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'si'];
        ratioRows.push([
          `${target.label} ÷ reference /`,
          preset,
          ...compared.map((metric) => metricRatio(metric, a[metric], r[metric])),
        ]);
      }
    }
    console.log(table(['pages', 'preset', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'], ratioRows));
  }

  const hydrationRows = measured
    .filter((t) => hydration[t.key]?.measured)
    .map((t) => {
      const h = /** @type {(typeof hydration)[string]} */ (hydration[t.key]);
      const task = h.task;
      return [
        t.label,
        h.runs.map((d) => (d == null ? '<50' : Math.round(d))).join(', '),
        task ? ms(task.duration) : 'none ≥ 50 ms',
        task ? ms(task.startTime) : '',
        h.fcp == null ? 'n/a' : ms(h.fcp),
        task ? task.chunk : '',
        task?.scriptingOfItsScript == null ? '' : ms(task.scriptingOfItsScript),
        task ? (/^https?:/.test(task.url) ? new URL(task.url).pathname : task.url) : '',
      ];
    });
  if (hydrationRows.length) {
    console.log('');
    console.log(
      'Longest main-thread task starting after FCP (hydration): mobile preset, 4× CPU, Lantern-simulated times.\n' +
        "Each run's, then the median run's task; chunk scripting: all of that script's evaluation in the run (bootup-time)",
    );
    console.log(
      table(
        [
          'page',
          'per run (ms)',
          'longest',
          'starts at',
          'FCP',
          'chunk',
          'chunk scripting',
          'script',
        ],
        hydrationRows,
      ),
    );
  }

  console.log('');
  console.log('Initial JavaScript (every <script src> in index.html; gzip -9, brotli q11)');
  const sizeRows = [
    ['app', appSizes.files.length, kb(appSizes.raw), kb(appSizes.gzip), kb(appSizes.brotli)],
    ['reference', refSizes.files.length, kb(refSizes.raw), kb(refSizes.gzip), kb(refSizes.brotli)],
    [
      'app ÷ reference',
      '',
      ratio(appSizes.raw, refSizes.raw),
      ratio(appSizes.gzip, refSizes.gzip),
      ratio(appSizes.brotli, refSizes.brotli),
    ],
  ];
  if (appPreload.files.length || refPreload.files.length) {
    sizeRows.push(
      [
        'app, preloaded only',
        appPreload.files.length,
        kb(appPreload.raw),
        kb(appPreload.gzip),
        kb(appPreload.brotli),
      ],
      [
        'ref., preloaded only',
        refPreload.files.length,
        kb(refPreload.raw),
        kb(refPreload.gzip),
        kb(refPreload.brotli),
      ],
    );
  }
  console.log(table(['build', 'files', 'raw', 'gzip', 'brotli'], sizeRows));
  for (const [name, s] of /** @type {const} */ ([
    ['app', appSizes],
    ['reference', refSizes],
  ])) {
    console.log(`  ${name}: ${s.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`);
  }
  // The front server writes its own HTML: a page whose scripts are not index.html's would make the
  // table above count the wrong thing.
  const indexScripts = scriptsOf(appDist).join(' ');
  for (const [page, scripts] of Object.entries(setUps.front.servedScripts ?? {})) {
    if (scripts.join(' ') !== indexScripts) {
      console.log(
        `  NOTE: front ${page} loads other scripts than index.html: ${scripts.join(', ')}`,
      );
    }
  }

  const failingLines = [];
  for (const target of measured) {
    for (const preset of presets) {
      const m = mediansOf(medians, `${target.key}/${preset}`);
      const parts = AUDITED.filter((c) => m.failing[c]?.length).map(
        (c) => `${c}: ${(m.failing[c] ?? []).join(', ')}`,
      );
      if (parts.length) failingLines.push(`  ${target.label} ${preset}: ${parts.join('; ')}`);
    }
  }
  if (failingLines.length) {
    console.log('');
    console.log('Audits below full marks in any run (ids; details in .bench/lhr/*.json):');
    console.log(failingLines.join('\n'));
  }

  // Targets: mobile medians. A page not measured misses its targets.
  const mobile = (/** @type {string} */ key) => mediansOf(medians, `${key}/mobile`);
  const refTbt = mobile('ref-home').tbt;
  /** @type {{ name: string, value: number | null | undefined, shown: string, ok: boolean }[]} */
  const targetRows = [];
  /**
   * @param {string} name
   * @param {number | null | undefined} value
   * @param {string} shown
   * @param {boolean} ok
   */
  const check = (name, value, shown, ok) => targetRows.push({ name, value, shown, ok });
  /** @typedef {(m: Medians) => boolean} Rule */
  /** @type {(metric: Metric, limit: number) => Rule} */
  const atLeast = (metric, limit) => (m) => {
    const value = m[metric];
    return value != null && value >= limit;
  };
  /** @type {(metric: Metric, limit: number | null | undefined) => Rule} */
  const atMost = (metric, limit) => (m) => {
    const value = m[metric];
    return value != null && limit != null && value <= limit;
  };
  /**
   * @param {Target} target
   * @param {Metric} metric
   * @param {string} name
   * @param {Rule} ok
   */
  const rule = (target, metric, name, ok) => {
    const m = mobile(target.key);
    check(`${target.label}: ${name}`, m[metric], show(metric, m[metric]), ok(m));
  };
  const front = targets.filter((t) => t.setUp === 'front');
  const statics = targets.filter((t) => t.setUp === 'static');
  const refTbtShown = refTbt == null ? 'n/a' : ms(refTbt);
  for (const t of front) {
    rule(t, 'performance', 'performance ≥ 98', atLeast('performance', 98));
    rule(t, 'lcp', 'LCP ≤ 1.2 s', atMost('lcp', 1200));
    rule(t, 'tbt', `TBT ≤ reference (${refTbtShown})`, atMost('tbt', refTbt));
  }
  for (const t of statics) {
    rule(t, 'performance', 'performance ≥ 90', atLeast('performance', 90));
    const limit = refTbt == null ? null : 1.5 * refTbt;
    rule(
      t,
      'tbt',
      `TBT ≤ 1.5 × reference (${limit == null ? 'n/a' : ms(limit)})`,
      atMost('tbt', limit),
    );
  }
  for (const t of front) {
    rule(t, 'accessibility', 'accessibility = 100', (m) => m.accessibility === 100);
    rule(t, 'bestPractices', 'best practices ≥ 95', atLeast('bestPractices', 95));
    rule(t, 'seo', 'SEO ≥ 95', atLeast('seo', 95));
    rule(t, 'cls', 'CLS ≤ 0.02', atMost('cls', 0.02));
  }
  const jsLimit = 1.05 * refSizes.gzip;
  check(
    `Initial JS gzip ≤ 1.05 × reference (${kb(jsLimit)})`,
    appSizes.gzip,
    `${kb(appSizes.gzip)} (${ratio(appSizes.gzip, refSizes.gzip)})`,
    appSizes.gzip <= jsLimit,
  );
  console.log('');
  console.log('Targets (mobile preset, medians)');
  console.log(
    table(
      ['target', 'measured', 'result'],
      targetRows.map((t) => [t.name, t.shown, t.ok ? 'met' : 'MISSED']),
    ),
  );
  const missed = targetRows.filter((t) => !t.ok);
  const lost = runs.filter((r) => r.error || r.runtimeError);
  const absent = setUpNames(setUps)
    .map((key) => setUps[key])
    .filter((s) => s.error);
  console.log('');
  if (absent.length) {
    console.log(
      `Not measured: ${absent.map((s) => `${s.label} (${(s.error ?? '').split('\n')[0]})`).join('; ')}.`,
    );
  }
  const restarted = Object.values(services).filter((x) => x.restarts);
  if (restarted.length) {
    console.log(
      `Restarted during the runs (something else stopped them): ${restarted.map((x) => `${x.name} ${String(x.restarts)}×`).join(', ')}; logs in .bench/.`,
    );
  }
  if (lost.length)
    console.log(
      `${lost.length} Lighthouse run(s) failed and are left out of the medians: see .bench/results.json.`,
    );
  console.log(
    missed.length
      ? `MISSED ${missed.length} of ${targetRows.length} targets` +
          (missed.length <= 6 ? `: ${missed.map((t) => t.name).join('; ')}` : ' (see above).')
      : `All ${targetRows.length} targets met.`,
  );
  console.log(`Raw results: .bench/results.json; reports: .bench/lhr/. Took ${elapsed().trim()}.`);

  writeFileSync(
    path.join(out, 'results.json'),
    JSON.stringify(
      {
        date,
        source: { commit, dirty },
        machine,
        runsPerPage: RUNS,
        providerOrigin,
        restarts: Object.fromEntries(
          Object.entries(services).map(([name, x]) => [name, x.restarts ?? 0]),
        ),
        setUps,
        urls: Object.fromEntries(targets.map((t) => [t.key, t.url])),
        runs,
        medians,
        hydration,
        initialJs: {
          app: appSizes,
          reference: refSizes,
          appPreloaded: appPreload,
          referencePreloaded: refPreload,
        },
        targets: targetRows,
        durationSeconds: Math.round((Date.now() - started) / 1000),
      },
      null,
      2,
    ),
  );
  return missed.length > 0 || lost.length > 0 || absent.length > 0;
}

try {
  const missedSomething = await main();
  process.exitCode = strict && missedSomething ? 1 : 0;
} catch (error) {
  console.error(
    `Bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await cleanUp();
}
