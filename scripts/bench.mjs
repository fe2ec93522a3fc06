// `npm run bench`: builds the app and the bare reference in bench/reference/, serves them the ways
// they are deployed, rates the machine (Lighthouse's benchmarkIndex) and sets the CPU slowdown that
// makes it a mid-tier and a low-tier phone (scripts/bench-common.mjs), runs Lighthouse on each page
// (mobile preset) at each of those and at the fixed 4× of earlier runs, and prints the medians, the
// main-thread scripting beside TBT, the initial JavaScript, the app's figures over the reference's,
// the longest task of hydration and the targets met or MISSED per device class. Raw results go to
// .bench/results.json, every Lighthouse report to .bench/lhr/.
//
// Set-ups, all on free ports and from the one build in .bench/app/:
// - front: the production front server (server/front/main.ts: serves the build and renders pages on
//   the server), calling the provider (server/provider/main.ts, API and demo pages only) as a separate
//   process, as a deploy runs them. Pages / and /bot/b1001.
// - static: the same build on a plain static host (scripts/staticHost.mjs: no server rendering),
//   its config.js pointing the app at that provider across origins. Pages / and /bot/b1001.
// - reference: the reference's build on the same static host. Page /.
// - with BASELINE_REF=<commit> (or --baseline <commit>): the front and static set-ups of that commit
//   as well, in the same run, beside the working tree's: its source checked out in a git worktree
//   under the system's temporary folder (node_modules linked to this one's when the two lock files
//   are the same, else installed there by npm ci), built into
//   .bench/baseline-<commit>/, served by its own servers and its own provider.
// Desktop runs are left out unless asked for: every target reads the device classes' medians, and
// on this 2-core machine, shared with other work, they would add to the Lighthouse time.
//
// Options: --runs N (default 3), --no-build (reuse .bench/app/, .bench/reference/dist and a
// baseline's build), --classes mid,low,4x (which CPU settings, default all three: the two device
// classes and the fixed 4× kept for comparison with earlier runs), --only front-home,ref-home (only
// these pages, named as in .bench/results.json; a baseline's same pages with them), --desktop
// (desktop-preset runs as well), --baseline <commit>, --strict (exit 1 when a target is missed, a
// set-up could not start or a run failed). CHROME_PATH picks the browser (default
// /usr/bin/chromium). The same as environment variables: RUNS, CLASSES, ONLY, BASELINE_REF; and
// CALIBRATION_SAMPLES (default 5), how many times the benchmarkIndex is measured.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import {
  CHROME_FLAGS,
  appDist,
  buildApp,
  calibrate,
  chromePathOrThrow,
  describeCalibration,
  freePort,
  killAllNow,
  median,
  messageOf,
  out,
  root,
  runLogged,
  servers,
  serverEnv,
  startProcess,
  stopProcess,
  table,
  waitUntilUp,
  withTimeout,
} from './bench-common.mjs';

/**
 * @typedef {import('./bench-common.mjs').Server} Server
 * @typedef {'provider' | 'front' | 'static' | 'ref' | 'baseProvider' | 'baseFront' | 'baseStatic'} ServiceName
 * @typedef {object} Service A process behind the set-ups, (re)started on its own port.
 * @property {string} name
 * @property {string} origin
 * @property {string[]} args
 * @property {NodeJS.ProcessEnv} env
 * @property {string} logFile
 * @property {string} readyPath
 * @property {string} [cwd] the source tree it runs from (a baseline's worktree; else this one)
 * @property {string | null} [missing]
 * @property {Server} [server]
 * @property {number} [restarts]
 *
 * @typedef {'front' | 'static' | 'ref' | 'base-front' | 'base-static'} SetUpName
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
 * @typedef {'mid' | 'low' | 'mobile' | 'desktop'} Preset the device classes, the fixed 4× (named
 *   'mobile' as in earlier runs' results.json) and the desktop preset
 * @typedef {{ url: string, startTime: number, duration: number }} LongTask
 * @typedef {'performance' | 'fcp' | 'lcp' | 'tbt' | 'scripting' | 'mainThread' | 'cls' | 'si' | 'accessibility' | 'bestPractices' | 'seo'} Metric
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
 * @property {number | null} cpuSlowdown
 * @property {string} lighthouseVersion
 * @property {Record<string, string[]>} failing
 * @property {Record<string, number>} mainThreadByGroup
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

const refDist = path.join(out, 'reference', 'dist');
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
const frontMain = path.join('server', 'front', 'main.ts');

const argv = process.argv.slice(2);
/** @param {string} flag @param {string} env */
const option = (flag, env) => {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : process.env[env]?.trim() || undefined;
};
const strict = argv.includes('--strict');
const build = !argv.includes('--no-build');
const RUNS = Number(option('--runs', 'RUNS') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a positive whole number');
  process.exit(2);
}
/** @type {Record<string, Preset>} */
const CLASS_NAMES = { mid: 'mid', low: 'low', '4x': 'mobile' };
const classesAsked = (option('--classes', 'CLASSES') ?? 'mid,low,4x')
  .split(',')
  .map((c) => c.trim());
const unknownClass = classesAsked.find((c) => !Object.hasOwn(CLASS_NAMES, c));
if (unknownClass !== undefined || classesAsked.length === 0) {
  console.error(`--classes takes a list of mid, low and 4x (not ${String(unknownClass)})`);
  process.exit(2);
}
const onlyPages = option('--only', 'ONLY')
  ?.split(',')
  .map((k) => k.trim());
const baselineRef = option('--baseline', 'BASELINE_REF');
const CALIBRATION_SAMPLES = Number(process.env.CALIBRATION_SAMPLES ?? 5) || 5;

/** @type {Record<Preset, string>} */
const PRESET_LABEL = { mid: 'mid-tier', low: 'low-tier', mobile: '4× fixed', desktop: 'desktop' };
/** @type {Preset[]} */
const presets = [
  ...classesAsked.map((c) => /** @type {Preset} */ (CLASS_NAMES[c])),
  ...(argv.includes('--desktop') ? /** @type {Preset[]} */ (['desktop']) : []),
];
/**
 * The CPU slowdown of each preset: the device classes' are set by the calibration.
 * @type {Record<Preset, number>}
 */
const SLOWDOWN = { mid: 1, low: 1, mobile: 4, desktop: 1 };
/**
 * The Lighthouse config of a preset: the default (mobile: simulated slow 4G, 4× CPU) with the
 * device class's CPU slowdown, or the desktop preset.
 * @param {Preset} preset
 * @returns {import('lighthouse').Config | undefined}
 */
function configOf(preset) {
  if (preset === 'desktop') return desktopConfig;
  if (preset === 'mobile') return undefined;
  return {
    extends: 'lighthouse:default',
    settings: {
      throttling: {
        ...throttling.mobileSlow4G,
        cpuSlowdownMultiplier: SLOWDOWN[preset],
      },
    },
  };
}

const BOT_ID = 'b1001';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AUDITED = CATEGORIES.slice(1);
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
  killAllNow();
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
        configOf(preset),
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
    // The main thread's work by kind (at the run's CPU slowdown, as Lighthouse scales it under
    // simulated throttling); scripting is evaluation plus parse and compile.
    const breakdown = /** @type {{ items?: { group: string, duration: number }[] } | undefined} */ (
      lhr.audits['mainthread-work-breakdown']?.details
    );
    /** @type {Record<string, number>} */
    const mainThreadByGroup = {};
    for (const item of breakdown?.items ?? []) {
      mainThreadByGroup[item.group] = (mainThreadByGroup[item.group] ?? 0) + item.duration;
    }
    const scriptingTotal = breakdown?.items
      ? (mainThreadByGroup.scriptEvaluation ?? 0) + (mainThreadByGroup.scriptParseCompile ?? 0)
      : null;
    return {
      target: target.key,
      url: target.url,
      preset,
      run,
      report: path.relative(root, file),
      runtimeError: lhr.runtimeError?.code ?? null,
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      lighthouseVersion: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      scripting: scriptingTotal,
      mainThread: audit('mainthread-work-breakdown'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      failing,
      mainThreadByGroup,
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
  'scripting',
  'mainThread',
  'cls',
  'si',
  'accessibility',
  'bestPractices',
  'seo',
];

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
  scripting: ms,
  mainThread: ms,
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
 * @typedef {{ ref: string, commit: string, dir: string, dist: string }} Baseline another commit's
 *   source (a git worktree) and build, measured in the same run
 */

/**
 * The processes behind the set-ups. Each can be (re)started on its own port: the ports are written
 * into the others' settings (API_HOST, config.js), so a replacement must take the same one. A
 * baseline's front server, static host and provider run from its worktree, on its build.
 * @param {Record<ServiceName, number>} ports
 * @param {Baseline | null} baseline
 * @returns {Record<ServiceName, Service>}
 */
function servicesFor(ports, baseline) {
  const origin = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;
  const providerOrigin = origin(ports.provider);
  const baseProviderOrigin = origin(ports.baseProvider);
  const itemsFile = path.join(out, 'reference', 'api-items.json');
  writeFileSync(itemsFile, JSON.stringify(REFERENCE_ITEMS));
  const baseDir = baseline?.dir ?? root;
  const baseDist = baseline?.dist ?? appDist;
  const at = baseline ? ` at ${baseline.commit}` : '';
  const baseProviderMain = existsSync(path.join(baseDir, 'server', 'provider', 'main.ts'))
    ? path.join('server', 'provider', 'main.ts')
    : path.join('server', 'main.ts');
  const baseLog = (/** @type {string} */ name) =>
    path.join(out, `baseline-${baseline?.commit ?? 'none'}`, name);
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
    baseProvider: {
      name: `the provider${at}`,
      origin: baseProviderOrigin,
      // Before the provider had a folder of its own (7a986be), server/main.ts was the provider.
      args: ['--import', 'tsx', baseProviderMain],
      env: serverEnv({
        PORT: String(ports.baseProvider),
        HOST: '127.0.0.1',
        DATA_DIR: ':memory:',
        APP_ORIGINS: [origin(ports.baseFront), origin(ports.baseStatic)].join(','),
      }),
      logFile: baseLog('provider.log'),
      readyPath: '/api/v2/bots/tags',
      cwd: baseDir,
    },
    baseFront: {
      name: `the front server${at}`,
      origin: origin(ports.baseFront),
      args: ['--import', 'tsx', frontMain],
      env: serverEnv({
        PORT: String(ports.baseFront),
        HOST: '127.0.0.1',
        API_HOST: baseProviderOrigin,
        DIST_DIR: baseDist,
      }),
      logFile: baseLog('front-server.log'),
      readyPath: '/healthz',
      cwd: baseDir,
      missing: existsSync(path.join(baseDir, frontMain))
        ? null
        : `${frontMain} does not exist${at}`,
    },
    baseStatic: {
      name: `the static host (app${at})`,
      origin: origin(ports.baseStatic),
      args: ['scripts/staticHost.mjs', baseDist],
      env: serverEnv({
        PORT: String(ports.baseStatic),
        HOST: '127.0.0.1',
        API_HOST: baseProviderOrigin,
      }),
      logFile: baseLog('static-server.log'),
      readyPath: '/',
      cwd: baseDir,
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
    service.cwd,
  );
  service.server = server;
  await waitUntilUp(server, `${service.origin}${service.readyPath}`);
}

/**
 * The set-up's key in a page's name (`front-home`, `base-static-bot`, as in results.json).
 * @param {SetUpName} key
 * @param {string} page
 */
const targetKey = (key, page) => `${key}-${page === '/' ? 'home' : 'bot'}`;

/**
 * Starts the set-ups (the baseline's only when one is asked for, and only those with a page that
 * --only keeps); one that cannot come up is left out with its reason, not fatal.
 * @param {string} chromePath
 * @param {Baseline | null} baseline
 */
async function startSetUps(chromePath, baseline) {
  const ports = {
    provider: await freePort(),
    front: await freePort(),
    static: await freePort(),
    ref: await freePort(),
    baseProvider: await freePort(),
    baseFront: await freePort(),
    baseStatic: await freePort(),
  };
  const services = servicesFor(ports, baseline);
  const { provider, baseProvider } = services;
  const base = baseline ? `@${baseline.commit}` : '';
  /** @type {Record<SetUpName, SetUp & { service: ServiceName, off?: boolean }>} */
  const all = {
    front: {
      label: 'front',
      origin: services.front.origin,
      what: `server/front/main.ts on ${services.front.origin}, API from the provider on ${provider.origin}`,
      pages: ['/', `/bot/${BOT_ID}`],
      needs: ['provider', 'front'],
      service: 'front',
    },
    static: {
      label: 'static',
      origin: services.static.origin,
      what: `scripts/staticHost.mjs on ${services.static.origin}, config.js apiHost ${provider.origin}`,
      pages: ['/', `/bot/${BOT_ID}`],
      needs: ['provider', 'static'],
      service: 'static',
    },
    ref: {
      label: 'reference',
      origin: services.ref.origin,
      what: `bench/reference's build on scripts/staticHost.mjs on ${services.ref.origin}`,
      pages: ['/'],
      needs: ['ref'],
      service: 'ref',
    },
    'base-front': {
      label: `front${base}`,
      origin: services.baseFront.origin,
      what: `${baseline?.dir ?? ''}/server/front/main.ts on ${services.baseFront.origin}, API from its provider on ${baseProvider.origin}`,
      pages: ['/', `/bot/${BOT_ID}`],
      needs: ['baseProvider', 'baseFront'],
      service: 'baseFront',
      off: !baseline,
    },
    'base-static': {
      label: `static${base}`,
      origin: services.baseStatic.origin,
      what: `${baseline?.dir ?? ''}/scripts/staticHost.mjs on ${services.baseStatic.origin}, config.js apiHost ${baseProvider.origin}`,
      pages: ['/', `/bot/${BOT_ID}`],
      needs: ['baseProvider', 'baseStatic'],
      service: 'baseStatic',
      off: !baseline,
    },
  };
  for (const key of /** @type {SetUpName[]} */ (Object.keys(all))) {
    const setUp = all[key];
    // A baseline's page goes with the same page of this build.
    const kept = (/** @type {string} */ page) =>
      onlyPages?.includes(targetKey(key, page).replace(/^base-/, '')) ?? true;
    setUp.pages = setUp.pages.filter(kept);
    if (setUp.pages.length === 0) setUp.off = true;
  }
  /** @type {Partial<Record<SetUpName, SetUp>>} */
  const setUps = {};
  for (const key of /** @type {SetUpName[]} */ (Object.keys(all))) {
    if (!all[key].off) setUps[key] = all[key];
  }

  /** @type {Partial<Record<ServiceName, Promise<void>>>} */
  const providersUp = {};
  for (const name of /** @type {ServiceName[]} */ (['provider', 'baseProvider'])) {
    if (!Object.values(setUps).some((setUp) => setUp.needs.includes(name))) continue;
    log(`Starting ${services[name].name} (API and demo pages only) on ${services[name].origin}…`);
    const up = launch(services[name]);
    up.catch(() => {});
    providersUp[name] = up;
  }
  log('Starting the front servers and the static hosts (which compress the builds first)…');
  const keys = setUpNames(setUps);
  const starting = keys.map(async (key) => {
    const setUp = all[key];
    for (const name of setUp.needs) await providersUp[name];
    await launch(services[setUp.service]);
  });
  const settled = await Promise.allSettled(starting);
  keys.forEach((key, i) => {
    const outcome = settled[i];
    const setUp = all[key];
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

/** @param {Run} r @returns {r is MeasuredRun} */
function isMeasured(r) {
  return r.error === undefined;
}

/** @param {Partial<Record<SetUpName, SetUp>>} setUps */
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

/**
 * Checks another commit out in a git worktree beside this repository's (under the system's temporary
 * folder, kept for the next run; `git worktree remove <dir>` takes it away), with this checkout's
 * node_modules or its own, and builds it into .bench/baseline-<commit>/ unless --no-build finds a build there.
 * @param {string} ref
 * @returns {Promise<Baseline>}
 */
async function prepareBaseline(ref) {
  const git = (/** @type {string[]} */ args, cwd = root) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  let commit;
  try {
    commit = git(['rev-parse', '--short=7', '--verify', `${ref}^{commit}`]);
  } catch {
    throw new Error(`BASELINE_REF ${ref} is not a commit of this repository`);
  }
  const dir = path.join(os.tmpdir(), `botdeck-baseline-${commit}`);
  if (!existsSync(path.join(dir, '.git'))) {
    log(`Checking ${commit} out in a worktree at ${dir}…`);
    git(['worktree', 'add', '--detach', dir, commit]);
  } else if (!git(['rev-parse', 'HEAD'], dir).startsWith(commit)) {
    throw new Error(`${dir} holds another commit than ${commit}: remove it (git worktree remove)`);
  }
  // This checkout's node_modules when the commit locks the same packages; else its own, installed
  // as its lock file says (an older commit may use a package since removed, or another version).
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) {
    const lock = (/** @type {string} */ from) =>
      readFileSync(path.join(from, 'package-lock.json'), 'utf8');
    if (lock(dir) === lock(root)) {
      symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
    } else {
      log(`Installing ${commit}'s own packages (npm ci in ${dir}; log beside its build)…`);
      mkdirSync(path.join(out, `baseline-${commit}`), { recursive: true });
      await runLogged(
        process.platform === 'win32' ? 'npm.cmd' : 'npm',
        ['ci', '--no-audit', '--no-fund'],
        path.join(out, `baseline-${commit}`, 'npm-ci.log'),
        dir,
      );
    }
  }
  const into = path.join(out, `baseline-${commit}`, 'app');
  const dist = path.join(into, 'dist');
  mkdirSync(into, { recursive: true });
  if (build || !existsSync(path.join(dist, 'index.html'))) {
    log(`Building ${commit} (into .bench/baseline-${commit}/app/; log beside it)…`);
    await buildApp(dir, into, path.join(out, `baseline-${commit}`, 'app-build.log'));
  }
  return { ref, commit, dir, dist };
}

async function main() {
  const chromePath = chromePathOrThrow();
  rmSync(path.join(out, 'lhr'), { recursive: true, force: true });
  mkdirSync(path.join(out, 'lhr'), { recursive: true });

  if (build) {
    log('Building the app (npm run build, into .bench/app/; log in .bench/app-build.log)…');
    await buildApp(root, path.join(out, 'app'), path.join(out, 'app-build.log'));
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
  const baseline = baselineRef ? await prepareBaseline(baselineRef) : null;

  const { setUps, services, providerOrigin } = await startSetUps(chromePath, baseline);
  const targets = setUpNames(setUps).flatMap((key) => {
    const setUp = /** @type {SetUp} */ (setUps[key]);
    return setUp.pages.map((page) => ({
      key: targetKey(key, page),
      setUp: key,
      page,
      label: `${setUp.label} ${page}`,
      url: `${setUp.origin}${page}`,
    }));
  });
  const measured = targets.filter((t) => !setUps[t.setUp]?.error);
  if (measured.length === 0) throw new Error('no set-up could start');

  // The calibration, with the servers up and idle, right before the runs it sets.
  /** @type {import('./bench-common.mjs').Calibration | null} */
  let calibration = null;
  if (presets.includes('mid') || presets.includes('low')) {
    log(`Calibrating: the machine's benchmarkIndex, ${CALIBRATION_SAMPLES} times…`);
    calibration = await calibrate(chromePath, CALIBRATION_SAMPLES);
    SLOWDOWN.mid = calibration.slowdown.mid;
    SLOWDOWN.low = calibration.slowdown.low;
    log(describeCalibration(calibration));
  }

  const total = RUNS * measured.length * presets.length;
  log(
    `Lighthouse: ${total} runs (${presets.map((p) => `${PRESET_LABEL[p]} ${SLOWDOWN[p].toFixed(2)}× CPU`).join(', ')}), one at a time, each in a fresh Chrome (${chromePath})…`,
  );
  /** @type {Run[]} */
  const runs = [];
  let n = 0;
  const width = Math.max(...measured.map((t) => t.label.length));
  // Runs interleave targets and presets so a burst of load from elsewhere spreads over all of them.
  for (let run = 1; run <= RUNS; run++) {
    for (const preset of presets) {
      for (const target of measured) {
        n++;
        const setUp = /** @type {SetUp} */ (setUps[target.setUp]);
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
          log(
            `  ${String(n).padStart(2)}/${total} ${target.label} ${PRESET_LABEL[preset]}: FAILED ${r.error}`,
          );
        } else {
          log(
            `  ${String(n).padStart(2)}/${total} ${target.label.padEnd(width)} ${PRESET_LABEL[preset].padEnd(8)} perf ${show('performance', r.performance).padStart(3)}  ` +
              `FCP ${show('fcp', r.fcp)}  LCP ${show('lcp', r.lcp)}  TBT ${show('tbt', r.tbt)}  scripting ${show('scripting', r.scripting)}  CLS ${show('cls', r.cls)}` +
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

  // Hydration on the low-tier phone (else the first CPU setting run): each run's longest task after
  // FCP; the row shows the median run's.
  const hydrationPreset = presets.includes('low') ? 'low' : /** @type {Preset} */ (presets[0]);
  /** @type {Record<string, { runs: (number | null)[], fcp: number | null, task: MeasuredRun['hydrationTask'], measured: boolean }>} */
  const hydration = {};
  for (const target of targets.filter((t) => t.setUp !== 'ref')) {
    const mine = good(target.key, hydrationPreset);
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
  const baseSizes = baseline ? sizesOf(baseline.dist, scriptsOf(baseline.dist)) : null;

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
    calibration,
  };

  // The report.
  const date = new Date().toISOString();
  console.log('');
  console.log(`Botdeck bench, ${date}, ${source}`);
  console.log(
    `Machine: ${machine.cpus}, ${machine.memory}, ${machine.os}; Node ${machine.node}; Chromium ${machine.chromium}; ` +
      `Lighthouse ${machine.lighthouse}; benchmarkIndex ${machine.benchmarkIndex ?? 'n/a'} (median of the runs')`,
  );
  if (calibration) {
    console.log(`Calibration: ${describeCalibration(calibration)}`);
    // Lighthouse's own index in each run is taken as its fresh Chrome starts, the first measure of
    // that browser: here it read 40–45% under the calibration's (which measures once untimed first,
    // as DevTools' calibration does in a running browser). Said, so that neither is taken for the
    // other; a gap that changes from run to run means the machine's speed changed.
    const drift =
      machine.benchmarkIndex == null ? 0 : machine.benchmarkIndex / calibration.benchmarkIndex - 1;
    if (Math.abs(drift) > 0.2) {
      console.log(
        `  NOTE: Lighthouse's own benchmarkIndex in the runs (median ${Math.round(machine.benchmarkIndex ?? 0)}, taken as each fresh Chrome starts) is ${Math.round(drift * 100)}% off the calibration's; the slowdowns above are the calibration's.`,
      );
    }
  }
  console.log(
    `CPU: ${presets.map((p) => `${PRESET_LABEL[p]} ${SLOWDOWN[p].toFixed(2)}×`).join(', ')} (4× fixed: earlier runs' setting, kept for comparison only)`,
  );
  console.log(
    `Set-ups (one build, .bench/app/${baseline ? `; ${baseline.commit}'s in .bench/baseline-${baseline.commit}/app/` : ''}):`,
  );
  const labelWidth = Math.max(9, ...Object.values(setUps).map((x) => x.label.length));
  for (const setUp of Object.values(setUps)) {
    console.log(
      `  ${setUp.label.padEnd(labelWidth)} ${setUp.error ? `NOT MEASURED: ${setUp.error.split('\n')[0]}` : setUp.what}`,
    );
  }
  console.log('');
  console.log(
    `Lighthouse medians of ${RUNS} run(s) per row (mobile preset, simulated slow 4G and the CPU slowdown of its row` +
      `${presets.includes('desktop') ? '; desktop: desktop preset' : ''}); scripting: main-thread script evaluation, parse and compile; main th.: all main-thread work`,
  );
  const rows = [];
  for (const preset of presets) {
    for (const target of measured) {
      const m = mediansOf(medians, `${target.key}/${preset}`);
      rows.push([
        target.label,
        PRESET_LABEL[preset],
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
        'scripting',
        'main th.',
        'CLS',
        'SI',
        'a11y',
        'best-pr.',
        'SEO',
      ],
      rows,
    ),
  );

  if (setUps.ref && !setUps.ref.error) {
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
        const compared = ['performance', 'fcp', 'lcp', 'tbt', 'scripting', 'cls', 'si'];
        ratioRows.push([
          `${target.label} ÷ reference /`,
          PRESET_LABEL[preset],
          ...compared.map((metric) => metricRatio(metric, a[metric], r[metric])),
        ]);
      }
    }
    console.log(
      table(['pages', 'preset', 'perf', 'FCP', 'LCP', 'TBT', 'scripting', 'CLS', 'SI'], ratioRows),
    );
  }

  if (baseline) {
    console.log('');
    console.log(`${baseline.commit} → this build, same run (medians; ${baseline.commit} first)`);
    /** @type {Metric[]} */
    const compared = ['performance', 'fcp', 'lcp', 'tbt', 'scripting', 'mainThread'];
    const beforeAfter = [];
    for (const preset of presets) {
      for (const target of measured.filter((t) => t.setUp === 'front' || t.setUp === 'static')) {
        const after = mediansOf(medians, `${target.key}/${preset}`);
        const before = mediansOf(medians, `base-${target.key}/${preset}`);
        beforeAfter.push([
          target.label,
          PRESET_LABEL[preset],
          ...compared.map(
            (metric) => `${show(metric, before[metric])} → ${show(metric, after[metric])}`,
          ),
        ]);
      }
    }
    console.log(
      table(['page', 'preset', 'perf', 'FCP', 'LCP', 'TBT', 'scripting', 'main th.'], beforeAfter),
    );
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
      `Longest main-thread task starting after FCP (hydration): ${PRESET_LABEL[hydrationPreset]}, ${SLOWDOWN[hydrationPreset].toFixed(2)}× CPU, Lantern-simulated times.\n` +
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
  if (baseline && baseSizes) {
    sizeRows.push([
      `app at ${baseline.commit}`,
      baseSizes.files.length,
      kb(baseSizes.raw),
      kb(baseSizes.gzip),
      kb(baseSizes.brotli),
    ]);
  }
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
  for (const [page, scripts] of Object.entries(setUps.front?.servedScripts ?? {})) {
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
      if (parts.length)
        failingLines.push(`  ${target.label} ${PRESET_LABEL[preset]}: ${parts.join('; ')}`);
    }
  }
  if (failingLines.length) {
    console.log('');
    console.log('Audits below full marks in any run (ids; details in .bench/lhr/*.json):');
    console.log(failingLines.join('\n'));
  }

  // Targets (issue 32): per device class, the medians of this run against the reference's in it. A
  // page not measured misses its targets. The fixed 4× has none: it is kept to compare with earlier
  // runs. What does not depend on the CPU (accessibility, best practices, SEO, CLS) is read from
  // the first device class run.
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
  const front = targets.filter((t) => t.setUp === 'front');
  const statics = targets.filter((t) => t.setUp === 'static');
  /** @type {Preset[]} */
  const classes = presets.filter((p) => p === 'mid' || p === 'low');
  for (const preset of classes) {
    const of = (/** @type {string} */ key) => mediansOf(medians, `${key}/${preset}`);
    const at = PRESET_LABEL[preset];
    /**
     * @param {Target} target
     * @param {Metric} metric
     * @param {string} name
     * @param {Rule} ok
     */
    const rule = (target, metric, name, ok) => {
      const m = of(target.key);
      check(`${at}: ${target.label}: ${name}`, m[metric], show(metric, m[metric]), ok(m));
    };
    const ref = of('ref-home');
    const refShown = (/** @type {Metric} */ metric, factor = 1) =>
      ref[metric] == null ? 'n/a' : show(metric, factor * /** @type {number} */ (ref[metric]));
    const refTimes = (/** @type {Metric} */ metric, factor = 1) =>
      ref[metric] == null ? null : factor * /** @type {number} */ (ref[metric]);
    for (const t of front) {
      rule(
        t,
        'performance',
        `performance ≥ ${preset === 'mid' ? 98 : 90}`,
        atLeast('performance', preset === 'mid' ? 98 : 90),
      );
      rule(t, 'tbt', `TBT ≤ reference (${refShown('tbt')})`, atMost('tbt', refTimes('tbt')));
      if (preset === 'mid') rule(t, 'lcp', 'LCP ≤ 1.2 s', atMost('lcp', 1200));
    }
    for (const t of statics) {
      rule(t, 'tbt', `TBT ≤ reference (${refShown('tbt')})`, atMost('tbt', refTimes('tbt')));
      rule(
        t,
        'lcp',
        `LCP ≤ 1.1 × reference (${refShown('lcp', 1.1)})`,
        atMost('lcp', refTimes('lcp', 1.1)),
      );
    }
    for (const t of [...front, ...statics]) {
      rule(
        t,
        'scripting',
        `scripting ≤ reference (${refShown('scripting')})`,
        atMost('scripting', refTimes('scripting')),
      );
    }
  }
  const firstClass = classes[0] ?? /** @type {Preset} */ (presets[0]);
  for (const t of front) {
    const m = mediansOf(medians, `${t.key}/${firstClass}`);
    /**
     * @param {Metric} metric
     * @param {string} name
     * @param {Rule} ok
     */
    const rule = (metric, name, ok) =>
      check(`${t.label}: ${name}`, m[metric], show(metric, m[metric]), ok(m));
    rule('accessibility', 'accessibility = 100', (x) => x.accessibility === 100);
    rule('bestPractices', 'best practices ≥ 95', atLeast('bestPractices', 95));
    rule('seo', 'SEO ≥ 95', atLeast('seo', 95));
    rule('cls', 'CLS ≤ 0.02', atMost('cls', 0.02));
  }
  const jsLimit = 1.05 * refSizes.gzip;
  check(
    `Initial JS gzip ≤ 1.05 × reference (${kb(jsLimit)})`,
    appSizes.gzip,
    `${kb(appSizes.gzip)} (${ratio(appSizes.gzip, refSizes.gzip)})`,
    appSizes.gzip <= jsLimit,
  );
  console.log('');
  console.log(
    `Targets (medians; per device class: ${classes.map((p) => `${PRESET_LABEL[p]} ${SLOWDOWN[p].toFixed(2)}× CPU`).join(', ') || 'none run'})`,
  );
  console.log(
    table(
      ['target', 'measured', 'result'],
      targetRows.map((t) => [t.name, t.shown, t.ok ? 'met' : 'MISSED']),
    ),
  );
  const missed = targetRows.filter((t) => !t.ok);
  const lost = runs.filter((r) => r.error || r.runtimeError);
  const absent = Object.values(setUps).filter((s) => s.error);
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
        baseline,
        machine,
        presets: Object.fromEntries(
          presets.map((p) => [p, { label: PRESET_LABEL[p], cpuSlowdown: SLOWDOWN[p] }]),
        ),
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
          baseline: baseSizes,
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
