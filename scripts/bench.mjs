// `npm run bench` (issue 6): builds the app and the bare reference in bench/reference/, serves both
// on free ports, runs Lighthouse on each page with the mobile and desktop presets, and prints the
// medians, the initial JavaScript, the app's figures over the reference's and the targets met or
// MISSED. Raw results go to .bench/results.json, every Lighthouse report to .bench/lhr/.
// Options: --runs N (default 3), --no-build (reuse .bench/app/dist and .bench/reference/dist), --strict
// (exit 1 when a target is missed). CHROME_PATH picks the browser (default /usr/bin/chromium).
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  createWriteStream,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.bench');
// The app is built into .bench/app/dist, not dist/: colleagues build and serve dist/ while the bench
// runs, and a rebuild there mid-run would mix two builds into one set of figures.
const appDist = path.join(out, 'app', 'dist');
const refDist = path.join(out, 'reference', 'dist');
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');

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
const PRESETS = { mobile: undefined, desktop: desktopConfig };
// A Lighthouse run normally takes 15–40 s here; past this the browser is killed and the run lost.
const RUN_TIMEOUT_MS = 150_000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (message) => console.log(`[${elapsed()}] ${message}`);

// Everything started here, so that a failure or Ctrl+C still stops it.
const servers = [];
let chrome;
let stopping = false;

async function cleanUp() {
  if (chrome) {
    const c = chrome;
    chrome = undefined;
    await Promise.resolve(c.kill()).catch(() => {});
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
        process.kill(-server.child.pid, 'SIGTERM');
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
  console.error(`Bench failed: ${error?.stack ?? error}`);
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

/** Runs a command to completion with its output in a log file; rejects with the log's tail. */
function runLogged(command, args, logFile) {
  return new Promise((resolve, reject) => {
    const stream = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(stream);
    child.stderr.pipe(stream);
    child.on('error', reject);
    child.on('close', (code) => {
      stream.end(() => {
        if (code === 0) return resolve();
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${tail}`));
      });
    });
  });
}

/** A port free right now on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server in its own process group (npm start runs a child of its own). */
function startProcess(name, args, env, logFile) {
  const stream = createWriteStream(logFile);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(stream);
  child.stderr.pipe(stream);
  const server = { name, child, logFile, exited: false };
  child.on('exit', () => {
    server.exited = true;
  });
  servers.push(server);
  return server;
}

async function stopProcess(server) {
  if (server.exited) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

async function waitUntilUp(server, url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exited) {
      throw new Error(`${server.name} exited early; see ${path.relative(root, server.logFile)}`);
    }
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} did not answer ${url} within 60 s`);
}

/** Fetches the page and every script it loads once, so the server's first-request costs are paid. */
async function warmUp(origin, dist) {
  for (const file of scriptsOf(dist).concat(preloadsOf(dist))) {
    await fetch(`${origin}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) =>
      r.arrayBuffer(),
    );
  }
}

// Initial JavaScript, as scripts/size.mjs counts it: every <script src> in index.html; gzip level 9,
// brotli quality 11. Scripts only preloaded (<link rel=preload as=script | modulepreload>) are
// reported beside it so none hides there.
function scriptsOf(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => m[1]);
}
function preloadsOf(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel="?(modulepreload|preload)"?/.test(tag))
    .filter((tag) => /rel="?modulepreload"?/.test(tag) || /as="?script"?/.test(tag))
    .map((tag) => /href="\/?([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
}
function sizesOf(dist, files) {
  const total = { raw: 0, gzip: 0, brotli: 0, files: [] };
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

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** One Lighthouse run in a fresh Chrome; returns the figures and keeps the report on disk. */
async function lighthouseRun(chromePath, target, preset, run) {
  if (stopping) throw new Error('stopping');
  chrome = await chromeLauncher.launch({
    handleSIGINT: false,
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await withTimeout(
      lighthouse(
        target.url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        PRESETS[preset],
      ),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${target.url}`,
    );
    const lhr = result.lhr;
    const file = path.join(out, 'lhr', `${target.key}-${preset}-${run}.json`);
    writeFileSync(file, result.report);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const score = (id) =>
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
    // Where the other categories' points went (performance is read from its metrics).
    const failing = {};
    for (const id of AUDITED) {
      failing[id] = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => a.id);
    }
    return {
      target: target.key,
      url: target.url,
      preset,
      run,
      report: path.relative(root, file),
      runtimeError: lhr.runtimeError?.code ?? null,
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      lighthouseVersion: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      failing,
    };
  } finally {
    const c = chrome;
    chrome = undefined;
    await Promise.resolve(c.kill()).catch(() => {});
  }
}

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

function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const fmt = {
  performance: (v) => String(v),
  accessibility: (v) => String(v),
  bestPractices: (v) => String(v),
  seo: (v) => String(v),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  si: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
};
const show = (metric, v) => (v == null ? 'n/a' : fmt[metric](v));
const ratio = (a, b) => (a == null || b == null || b === 0 ? '—' : `${(a / b).toFixed(2)}×`);
// Below these a reference's figure shows as 0 and a ratio over it would mean nothing.
const NEGLIGIBLE = { tbt: 1, cls: 0.001 };
const metricRatio = (metric, a, b) =>
  b != null && b < (NEGLIGIBLE[metric] ?? 0) ? '—' : ratio(a, b);

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
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
    log('Building the app (npm run build, into .bench/app/dist; log in .bench/app-build.log)…');
    await runLogged(
      process.execPath,
      [webpackCli, '--mode', 'production', '--output-path', appDist],
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

  const [appPort, refPort] = [await freePort(), await freePort()];
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const refOrigin = `http://127.0.0.1:${refPort}`;
  log(`Starting the app on ${appOrigin} and the reference on ${refOrigin}…`);
  // What scripts/start.mjs runs once a build exists, but pointed at the bench's own build
  // (start.mjs always serves dist/).
  const app = startProcess(
    'The app (the demo provider, server/main.ts)',
    ['--import', 'tsx', 'server/main.ts'],
    { PORT: String(appPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DIST_DIR: appDist },
    path.join(out, 'app-server.log'),
  );
  const ref = startProcess(
    'The reference server',
    ['bench/reference/serve.mjs', refDist],
    { PORT: String(refPort), HOST: '127.0.0.1' },
    path.join(out, 'reference-server.log'),
  );
  await Promise.all([waitUntilUp(app, `${appOrigin}/`), waitUntilUp(ref, `${refOrigin}/`)]);
  await warmUp(appOrigin, appDist);
  await warmUp(refOrigin, refDist);

  const targets = [
    { key: 'app-home', label: 'app /', url: `${appOrigin}/` },
    { key: 'app-bot', label: `app /bot/${BOT_ID}`, url: `${appOrigin}/bot/${BOT_ID}` },
    { key: 'ref-home', label: 'reference /', url: `${refOrigin}/` },
  ];
  const total = RUNS * targets.length * Object.keys(PRESETS).length;
  log(`Lighthouse: ${total} runs, one at a time, each in a fresh Chrome (${chromePath})…`);
  const runs = [];
  let n = 0;
  // Runs interleave targets and presets so a burst of load from elsewhere spreads over all of them.
  for (let run = 1; run <= RUNS; run++) {
    for (const preset of Object.keys(PRESETS)) {
      for (const target of targets) {
        n++;
        try {
          const r = await lighthouseRun(chromePath, target, preset, run);
          runs.push(r);
          log(
            `  ${String(n).padStart(2)}/${total} ${target.label.padEnd(16)} ${preset.padEnd(7)} perf ${show('performance', r.performance).padStart(3)}  ` +
              `FCP ${show('fcp', r.fcp)}  LCP ${show('lcp', r.lcp)}  TBT ${show('tbt', r.tbt)}  CLS ${show('cls', r.cls)}` +
              (r.runtimeError ? `  ERROR ${r.runtimeError}` : ''),
          );
        } catch (error) {
          runs.push({
            target: target.key,
            url: target.url,
            preset,
            run,
            error: String(error?.message ?? error),
          });
          log(
            `  ${String(n).padStart(2)}/${total} ${target.label} ${preset}: FAILED ${error?.message ?? error}`,
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

  const medians = {};
  for (const target of targets) {
    for (const preset of Object.keys(PRESETS)) {
      const mine = runs.filter(
        (r) => r.target === target.key && r.preset === preset && !r.error && !r.runtimeError,
      );
      const m = { runs: mine.length };
      for (const metric of METRICS) m[metric] = median(mine.map((r) => r[metric]));
      // Audits failing in at least one run: where a category's points went.
      m.failing = {};
      for (const category of AUDITED) {
        m.failing[category] = [...new Set(mine.flatMap((r) => r.failing[category]))];
      }
      medians[`${target.key}/${preset}`] = m;
    }
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
  const git = (args) => {
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
  console.log('');
  console.log(
    `Lighthouse medians of ${RUNS} run(s) per row (mobile: default preset, simulated throttling; desktop: desktop preset)`,
  );
  const rows = [];
  for (const preset of Object.keys(PRESETS)) {
    for (const target of targets) {
      const m = medians[`${target.key}/${preset}`];
      rows.push([
        `${target.label}`,
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

  console.log('');
  console.log(
    'App over reference (median over median; lower is better for times, higher for scores)',
  );
  const ratioRows = [];
  for (const preset of Object.keys(PRESETS)) {
    const r = medians[`ref-home/${preset}`];
    for (const target of targets.filter((t) => t.key !== 'ref-home')) {
      const a = medians[`${target.key}/${preset}`];
      ratioRows.push([
        `${target.label} ÷ reference /`,
        preset,
        ...['performance', 'fcp', 'lcp', 'tbt', 'cls', 'si'].map((metric) =>
          metricRatio(metric, a[metric], r[metric]),
        ),
      ]);
    }
  }
  console.log(table(['pages', 'preset', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'], ratioRows));

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
  for (const [name, s] of [
    ['app', appSizes],
    ['reference', refSizes],
  ]) {
    console.log(`  ${name}: ${s.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`);
  }

  const failingLines = [];
  for (const target of targets) {
    for (const preset of Object.keys(PRESETS)) {
      const m = medians[`${target.key}/${preset}`];
      const parts = AUDITED.filter((c) => m.failing[c].length).map(
        (c) => `${c}: ${m.failing[c].join(', ')}`,
      );
      if (parts.length) failingLines.push(`  ${target.label} ${preset}: ${parts.join('; ')}`);
    }
  }
  if (failingLines.length) {
    console.log('');
    console.log('Audits below full marks in any run (ids; details in .bench/lhr/*.json):');
    console.log(failingLines.join('\n'));
  }

  // Targets: mobile medians (issue 6).
  const mobile = (key) => medians[`${key}/mobile`];
  const targetRows = [];
  const check = (name, value, shown, ok) => targetRows.push({ name, value, shown, ok });
  for (const t of targets.filter((x) => x.key !== 'ref-home')) {
    const m = mobile(t.key);
    check(
      `Performance ${t.label.slice(4)} ≥ 95`,
      m.performance,
      show('performance', m.performance),
      m.performance != null && m.performance >= 95,
    );
  }
  for (const t of targets.filter((x) => x.key !== 'ref-home')) {
    const m = mobile(t.key);
    const where = t.label.slice(4);
    check(
      `Accessibility ${where} = 100`,
      m.accessibility,
      show('accessibility', m.accessibility),
      m.accessibility === 100,
    );
    check(
      `Best practices ${where} ≥ 95`,
      m.bestPractices,
      show('bestPractices', m.bestPractices),
      m.bestPractices != null && m.bestPractices >= 95,
    );
    check(`SEO ${where} ≥ 95`, m.seo, show('seo', m.seo), m.seo != null && m.seo >= 95);
    check(`CLS ${where} ≤ 0.02`, m.cls, show('cls', m.cls), m.cls != null && m.cls <= 0.02);
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
  console.log('');
  if (lost.length)
    console.log(
      `${lost.length} Lighthouse run(s) failed and are left out of the medians: see .bench/results.json.`,
    );
  console.log(
    missed.length
      ? `MISSED ${missed.length} of ${targetRows.length} targets: ${missed.map((t) => t.name).join('; ')}`
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
        urls: Object.fromEntries(targets.map((t) => [t.key, t.url])),
        runs,
        medians,
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
  return missed.length > 0 || lost.length > 0;
}

try {
  const missedSomething = await main();
  process.exitCode = strict && missedSomething ? 1 : 0;
} catch (error) {
  console.error(`Bench failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
