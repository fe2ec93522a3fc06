// `npm run bench:interactions`: the signed-in screens people spend their time on, measured on a
// low-tier phone. Starts the demo (server/main.ts, as `npm start`: the provider with the built app
// and the local KOOK, in memory) on the build in .bench/app/ (built first, as `npm run bench`
// builds it), signs the demo user in by API (e2e/fixtures.ts's signInByApi: KOOK's consent page
// read and its form posted, the code exchanged, the session cookies set), and drives one Chromium
// page, its CPU slowed to the device class by the machine's calibration (scripts/bench-common.mjs),
// through Home, Configure and each of its tabs, the bot form with typing, the directory's search,
// tag and sort, and the bell.
//
// For each interaction it reports Interaction to Next Paint, from the browser's Event Timing API
// (PerformanceObserver 'event', durationThreshold 16: the longest event of each interaction id;
// below 16 ms the browser reports nothing), and the longest task (PerformanceObserver 'longtask')
// from the action to the page's next idle moment. Targets (issue 32): INP ≤ 200 ms for every
// interaction, and no task over 200 ms while Configure's tabs open; medians of the runs.
//
// Options: --runs N (default 3; env RUNS), --class low|mid (default low; env CLASS), --slowdown X
// (env SLOWDOWN: a fixed CPU slowdown instead of the class's calibrated one, to set two commits'
// runs beside each other when the machine's speed moves between them), --no-build
// (reuse .bench/app/), --strict (exit 1 when a target is missed or a step failed). CHROME_PATH
// picks the browser (default /usr/bin/chromium). Results in .bench/interactions.json, the
// server's log in .bench/interactions-server.log. Every wait is bounded, and the whole bench too
// (20 minutes), so it ends on its own.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROME_FLAGS,
  DEVICE_CLASSES,
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
  serverEnv,
  servers,
  startProcess,
  stopProcess,
  table,
  waitUntilUp,
  withTimeout,
} from './bench-common.mjs';

/**
 * @typedef {import('./bench-common.mjs').DeviceClassName} DeviceClassName
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').BrowserContext} BrowserContext
 * @typedef {{ id: number, name: string, duration: number, startTime: number }} Interaction
 * @typedef {{ startTime: number, duration: number }} Task
 * @typedef {object} Step One thing done on a page, with what the browser reported for it.
 * @property {string} name
 * @property {'load' | 'interaction'} kind
 * @property {string} [group] the steps a target reads together (Configure's tabs)
 * @property {number | null} inp the longest interaction's duration (null: none of 16 ms or more)
 * @property {string | null} [slowest] that interaction's event and place among the step's, such as
 *   `pointerdown 1/9`, to tell which press or key of a step was the slow one
 * @property {number} interactions how many interactions of 16 ms or more
 * @property {number | null} longestTask
 * @property {string} [error]
 */

const argv = process.argv.slice(2);
/** @param {string} flag @param {string} env */
const option = (flag, env) => {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : process.env[env]?.trim() || undefined;
};
const strict = argv.includes('--strict');
const build = !argv.includes('--no-build');
const RUNS = Number(option('--runs', 'RUNS') ?? 3);
const CLASS = option('--class', 'CLASS') ?? 'low';
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a positive whole number');
  process.exit(2);
}
if (CLASS !== 'low' && CLASS !== 'mid') {
  console.error('--class takes low or mid');
  process.exit(2);
}
const deviceClass = /** @type {DeviceClassName} */ (CLASS);
const FIXED = option('--slowdown', 'SLOWDOWN');
const fixedSlowdown = FIXED === undefined ? undefined : Number(FIXED);
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1)) {
  console.error('--slowdown takes a number of 1 or more');
  process.exit(2);
}

/** The demo user's bot, stopped in the seed (e2e/logs.spec.ts's Deckhand). */
const BOT = { id: 'b1004', name: 'Deckhand' };
const INP_TARGET_MS = 200;
const TASK_TARGET_MS = 200;
// A step's own waits (an element, a URL); past them the step is recorded as failed.
const STEP_TIMEOUT_MS = 30_000;
// The whole bench, build included: past this it stops everything and exits.
const BENCH_TIMEOUT_MS = 20 * 60_000;
// A phone's screen, as Lighthouse's mobile preset emulates it (a Moto G Power).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (/** @type {string} */ message) => console.log(`[${elapsed()}] ${message}`);

/** @type {import('@playwright/test').Browser | undefined} */
let browser;

async function cleanUp() {
  const b = browser;
  browser = undefined;
  await b?.close().catch(() => {});
  for (const server of servers.splice(0)) await stopProcess(server);
}
process.on('exit', killAllNow);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and Chromium…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`Bench took over ${BENCH_TIMEOUT_MS / 60_000} minutes: stopping.`);
  void cleanUp().finally(() => process.exit(1));
}, BENCH_TIMEOUT_MS);
watchdog.unref();

// In every document of the page, before its own scripts: the Event Timing and long-task observers,
// and a reader for what they saw since a moment of the page's clock.
const OBSERVE = `(() => {
  const seen = { events: new Map(), tasks: [] };
  window.__benchSince = (t0) => ({
    interactions: [...seen.events.values()].filter((e) => e.startTime >= t0),
    tasks: seen.tasks.filter((t) => t.startTime + t.duration >= t0),
  });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        const before = seen.events.get(e.interactionId);
        if (!before || e.duration > before.duration) {
          seen.events.set(e.interactionId, {
            id: e.interactionId, name: e.name, duration: e.duration, startTime: e.startTime,
          });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.tasks.push({ startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__benchError = String(error);
  }
})();`;
// Resolves at the page's next idle moment after two frames: the interaction's paint is done and
// the observers have had their entries.
const SETTLE = `new Promise((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    requestIdleCallback(() => setTimeout(resolve, 50), { timeout: 3000 });
  }));
})`;

/**
 * @param {import('@playwright/test').APIResponse} response
 * @returns {Promise<unknown>}
 */
async function bodyOf(response) {
  /** @type {unknown} */
  const body = await response.json();
  return body;
}

/**
 * Signs the context in as the demo user, as e2e/fixtures.ts's signInByApi does: KOOK's consent page
 * (the local KOOK's) read and its form posted, the code exchanged, the session cookies set as the
 * callback would set them.
 * @param {BrowserContext} context
 * @param {string} baseURL
 */
async function signInByApi(context, baseURL) {
  const request = context.request;
  const authorize = await request.get(new URL('/api/v2/auth/kook/authorize', baseURL).href, {
    params: { redirect_uri: new URL('/kook/auth', baseURL).href },
  });
  const authorized = /** @type {{ data: { state: string, url: string } }} */ (
    await bodyOf(authorize)
  );
  const { state, url } = authorized.data;
  const consentPage = await (await request.get(url)).text();
  const consent = /name="consent" value="([0-9a-f]+)"/.exec(consentPage)?.[1] ?? '';
  const member = /<option value="(\d+)" selected>/.exec(consentPage)?.[1] ?? '';
  const answer = await request.post(new URL('/app/oauth2/authorize', url).href, {
    form: { consent, member_id: member, decision: 'approve' },
    maxRedirects: 0,
  });
  if (answer.status() !== 302) throw new Error(`KOOK answered the consent ${answer.status()}`);
  const code = new URL(answer.headers().location ?? '', baseURL).searchParams.get('code');
  const exchange = await request.post(new URL('/api/v2/auth/kook/token', baseURL).href, {
    data: { code, state },
  });
  if (!exchange.ok()) throw new Error(`the code exchange answered ${exchange.status()}`);
  const session = /** @type {{ data: { token: string, user: unknown } }} */ (
    await bodyOf(exchange)
  );
  const { token, user } = session.data;
  await context.addCookies([
    { name: 'token', value: token, url: baseURL, sameSite: 'Lax' },
    {
      name: 'user',
      value: encodeURIComponent(JSON.stringify(user)),
      url: baseURL,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * Does one step and reads what the browser saw from just before it to the page's next idle moment.
 * A step that fails (an element that never came) is recorded with its error, and the steps after it
 * are skipped until the next page load; the run goes on.
 * @param {Page} page
 * @param {Step[]} steps
 * @param {string} name
 * @param {Step['kind']} kind
 * @param {() => Promise<unknown>} act
 * @param {string} [group]
 */
async function step(page, steps, name, kind, act, group) {
  /** @type {Step} */
  const s = { name, kind, group, inp: null, interactions: 0, longestTask: null };
  const broken = kind === 'interaction' ? steps.findLast((x) => x.error) : undefined;
  const lastLoad = steps.findLast((x) => x.kind === 'load');
  steps.push(s);
  if (broken && (!lastLoad || steps.indexOf(broken) >= steps.indexOf(lastLoad))) {
    s.error = `skipped: ${broken.name} failed`;
    return;
  }
  try {
    // A load starts a new document, whose clock starts at 0.
    const t0 =
      kind === 'load' ? 0 : /** @type {number} */ (await page.evaluate('performance.now()'));
    await withTimeout(act(), STEP_TIMEOUT_MS, name);
    await withTimeout(page.evaluate(SETTLE), 10_000, `${name}: the page's next idle moment`);
    const seen = /** @type {{ interactions: Interaction[], tasks: Task[] }} */ (
      await page.evaluate(`window.__benchSince(${t0})`)
    );
    s.interactions = seen.interactions.length;
    s.inp = seen.interactions.length ? Math.max(...seen.interactions.map((i) => i.duration)) : null;
    const order = [...seen.interactions].sort((a, b) => a.startTime - b.startTime);
    const at = order.findIndex((i) => i.duration === s.inp);
    const slowest = order[at];
    s.slowest = slowest ? `${slowest.name} ${at + 1}/${order.length}` : null;
    s.longestTask = seen.tasks.length ? Math.max(...seen.tasks.map((t) => t.duration)) : null;
  } catch (error) {
    s.error = messageOf(error).split('\n')[0];
    log(`    ${name}: FAILED ${s.error}`);
  }
}

/**
 * One pass over the screens in a fresh context, signed in, the CPU slowed.
 * @param {import('@playwright/test').Browser} b
 * @param {string} baseURL
 * @param {number} slowdown
 * @returns {Promise<Step[]>}
 */
async function journey(b, baseURL, slowdown) {
  const context = await b.newContext({ ...PHONE, baseURL, locale: 'en-US', timezoneId: 'UTC' });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  /** @type {Step[]} */
  const steps = [];
  try {
    await context.addInitScript(OBSERVE);
    await signInByApi(context, baseURL);
    const page = await context.newPage();
    // The bot form asks before leaving with unsaved changes; the bench leaves.
    page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const heading = page.getByRole('heading', { level: 1 });

    // Home.
    await step(page, steps, 'Home: load', 'load', async () => {
      await page.goto('/user/home');
      await page.getByRole('region', { name: 'My bots' }).getByRole('listitem').first().waitFor();
    });
    const more = page.getByRole('button', { name: `More actions for ${BOT.name}` });
    await step(page, steps, "Home: open a bot's menu", 'interaction', async () => {
      await more.click();
      await page.getByRole('menuitem', { name: 'Configure' }).waitFor();
    });
    await step(page, steps, 'Home → Configure (menu item)', 'interaction', async () => {
      await page.getByRole('menuitem', { name: 'Configure' }).click();
      await page.waitForURL(`**/user/bot/set/${BOT.id}`);
      await page.getByRole('tabpanel', { name: 'Settings' }).waitFor();
    });

    // Configure's tabs, each as the tab bar lists them, then back to the first (Settings). A tab's
    // code loads when it is first opened, behind a busy placeholder: the step lasts until that has
    // gone (or 10 s), so that the panel's drawing falls in its own step.
    const tabs = page.getByRole('tablist', { name: 'Bot console' }).getByRole('tab');
    const count = steps.at(-1)?.error ? 0 : await tabs.count();
    const order = [...Array.from({ length: count }, (_, i) => i).slice(1), 0];
    for (const i of count ? order : []) {
      const tab = tabs.nth(i);
      const label = (await tab.textContent().catch(() => null))?.trim() || `tab ${i + 1}`;
      await step(
        page,
        steps,
        `Configure: ${label} tab`,
        'interaction',
        async () => {
          await tab.click();
          const panel = page.locator(
            `[role="tabpanel"][aria-labelledby="${(await tab.getAttribute('id')) ?? ''}"]`,
          );
          await panel.waitFor();
          await panel
            .locator('[aria-busy="true"]')
            .first()
            .waitFor({ state: 'detached', timeout: 10_000 })
            .catch(() => {});
        },
        'configure-tabs',
      );
    }

    // The bot form: typing in its fields.
    await step(page, steps, 'Bot form: load', 'load', async () => {
      await page.goto(`/user/bot/edit/${BOT.id}`);
      await page.getByRole('textbox', { name: /^Summary/ }).waitFor();
    });
    const summary = page.getByRole('textbox', { name: /^Summary/ });
    await step(page, steps, 'Bot form: focus Summary', 'interaction', async () => {
      await summary.click();
    });
    await step(page, steps, 'Bot form: type in Summary (30 keys)', 'interaction', async () => {
      await summary.press('End');
      await summary.pressSequentially(' Tide tables and ship times.', { delay: 60 });
    });
    const name = page.getByRole('textbox', { name: /^Name/ });
    await step(page, steps, 'Bot form: type in Name (8 keys)', 'interaction', async () => {
      await name.click();
      await name.press('End');
      await name.pressSequentially(' Harbor', { delay: 60 });
    });

    // The directory's filters.
    await step(page, steps, 'Directory: load', 'load', async () => {
      await page.goto('/');
      await heading.waitFor();
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    });
    const search = page.getByRole('searchbox', { name: 'Search bots' });
    await step(page, steps, 'Directory: type a search (9 keys)', 'interaction', async () => {
      await search.click();
      await search.pressSequentially('reminders', { delay: 60 });
      await page.waitForURL(/[?&]q=reminders/);
    });
    const tags = page.getByRole('group', { name: 'Filter by tag' });
    await step(page, steps, 'Directory: a tag', 'interaction', async () => {
      const tag = tags.getByRole('button', { name: /\(\d+\)$/ }).first();
      await tag.click();
      await page.waitForURL(/[?&]tag=/);
    });
    await step(page, steps, 'Directory: sort by newest', 'interaction', async () => {
      await page
        .getByRole('group', { name: 'Sort by' })
        .getByRole('button', { name: 'Newest' })
        .click();
      await page.waitForURL(/[?&]sort=newest/);
    });

    // The bell: its name, with its count when there is one (the directory has a tag named
    // Notifications too).
    const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await step(page, steps, 'Bell: open', 'interaction', async () => {
      await bell.click();
      await dialog.waitFor();
    });
    await step(page, steps, 'Bell: close (Escape)', 'interaction', async () => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
  } finally {
    await context.close().catch(() => {});
  }
  return steps;
}

const ms = (/** @type {number | null | undefined} */ v) =>
  v == null ? '—' : `${Math.round(v)} ms`;

async function main() {
  const chromePath = chromePathOrThrow();
  mkdirSync(out, { recursive: true });
  if (build || !existsSync(path.join(appDist, 'index.html'))) {
    log('Building the app (npm run build, into .bench/app/; log in .bench/app-build.log)…');
    await buildApp(root, path.join(out, 'app'), path.join(out, 'app-build.log'));
  }

  const port = await freePort();
  const kookPort = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  log(
    `Starting the demo (server/main.ts, in memory, the local KOOK on ${kookPort}) on ${baseURL}…`,
  );
  const server = startProcess(
    'the demo (server/main.ts)',
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'],
    serverEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      KOOK_PORT: String(kookPort),
      DATA_DIR: ':memory:',
      DIST_DIR: appDist,
      // The local KOOK's members stay quiet: no chatter landing in the bots' logs mid-run.
      KOOK_CHATTER_MS: '0',
    }),
    path.join(out, 'interactions-server.log'),
  );
  await waitUntilUp(server, `${baseURL}/`);

  /** @type {Awaited<ReturnType<typeof calibrate>> | null} */
  let calibration = null;
  let slowdown = fixedSlowdown ?? 1;
  if (fixedSlowdown === undefined) {
    log("Calibrating: the machine's benchmarkIndex…");
    calibration = await calibrate(chromePath);
    slowdown = calibration.slowdown[deviceClass];
    log(describeCalibration(calibration));
  } else {
    log(`A fixed ${fixedSlowdown}× CPU slowdown (--slowdown): no calibration.`);
  }

  browser = await withTimeout(
    chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) }),
    60_000,
    'starting Chromium',
  );
  // An untimed pass first: the server's first-request costs (code compiled on first use, caches
  // filled) land in no measured run.
  log('Warming up: one untimed pass, unthrottled…');
  await journey(browser, baseURL, 1);
  /** @type {Step[][]} */
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    log(`Run ${run}/${RUNS} at ${slowdown.toFixed(2)}× CPU…`);
    if (server.exited) throw new Error(`the demo exited (${server.exitedWith ?? 'unknown'})`);
    runs.push(await journey(browser, baseURL, slowdown));
  }
  await cleanUp();

  // Per step, the medians of the runs (a failed step's run left out).
  const names = [...new Set(runs.flatMap((r) => r.map((s) => s.name)))];
  const rows = names.map((name) => {
    const mine = runs.map((r) => r.find((s) => s.name === name));
    const ok = mine.filter((s) => s && !s.error);
    const first = /** @type {Step} */ (mine.find(Boolean));
    return {
      name,
      kind: first.kind,
      group: first.group,
      measured: ok.length,
      failed: mine.filter((s) => s?.error).map((s) => s?.error ?? ''),
      // A run whose interaction stayed under 16 ms counts as 0 for the median.
      inp: ok.length ? median(ok.map((s) => s?.inp ?? 0)) : null,
      inpRuns: mine.map((s) => (s && !s.error ? s.inp : undefined)),
      slowestRuns: mine.map((s) => (s && !s.error ? (s.slowest ?? null) : undefined)),
      interactions: median(ok.map((s) => s?.interactions)),
      longestTask: ok.length ? median(ok.map((s) => s?.longestTask ?? 0)) : null,
      longestTaskMax: ok.length ? Math.max(...ok.map((s) => s?.longestTask ?? 0)) : null,
    };
  });

  const k = DEVICE_CLASSES[deviceClass];
  console.log('');
  console.log(
    `Botdeck interactions bench, ${new Date().toISOString()}: ${k.label} (${k.device}), ${slowdown.toFixed(2)}× CPU; ${RUNS} run(s), medians`,
  );
  console.log(
    calibration
      ? `Calibration: ${describeCalibration(calibration)}`
      : `A fixed ${slowdown}× CPU slowdown (--slowdown), not calibrated to the class.`,
  );
  console.log(
    'INP: the longest interaction of the step (Event Timing, ≥ 16 ms; under 16 ms counts 0); longest task: from the action to the next idle moment',
  );
  console.log(
    table(
      [
        'step',
        'runs',
        'INP',
        'per run',
        'interactions',
        'longest task',
        'worst run',
        'slowest event per run',
      ],
      rows.map((r) => [
        r.name,
        `${r.measured}/${RUNS}`,
        r.kind === 'load' ? '(load)' : ms(r.inp),
        r.kind === 'load'
          ? ''
          : r.inpRuns
              .map((v) => (v === undefined ? 'failed' : v == null ? '<16' : Math.round(v)))
              .join(', '),
        r.kind === 'load' ? '' : String(r.interactions ?? '—'),
        ms(r.longestTask),
        ms(r.longestTaskMax),
        r.kind === 'load' ? '' : r.slowestRuns.map((v) => v ?? '—').join(', '),
      ]),
    ),
  );

  /** @type {{ name: string, shown: string, ok: boolean }[]} */
  const targets = [];
  for (const r of rows.filter((x) => x.kind === 'interaction')) {
    targets.push({
      name: `${r.name}: INP ≤ ${INP_TARGET_MS} ms`,
      shown: r.measured ? ms(r.inp) : 'not measured',
      ok: r.measured === RUNS && r.inp != null && r.inp <= INP_TARGET_MS,
    });
  }
  const tabRows = rows.filter((r) => r.group === 'configure-tabs');
  const tabsTask = tabRows.length ? Math.max(...tabRows.map((r) => r.longestTask ?? 0)) : null;
  targets.push({
    name: `Configure's tabs: no task over ${TASK_TARGET_MS} ms`,
    shown: tabRows.length ? `longest ${ms(tabsTask)}` : 'not measured',
    ok:
      tabRows.length > 0 &&
      tabRows.every((r) => r.measured === RUNS) &&
      tabsTask != null &&
      tabsTask <= TASK_TARGET_MS,
  });
  console.log('');
  console.log(`Targets (${k.label}, medians of ${RUNS} run(s))`);
  console.log(
    table(
      ['target', 'measured', 'result'],
      targets.map((t) => [t.name, t.shown, t.ok ? 'met' : 'MISSED']),
    ),
  );
  const missed = targets.filter((t) => !t.ok);
  const failed = rows.filter((r) => r.failed.length);
  if (failed.length) {
    console.log('');
    console.log('Steps that failed in some run (left out of the medians):');
    for (const r of failed) console.log(`  ${r.name}: ${[...new Set(r.failed)].join('; ')}`);
  }
  console.log('');
  console.log(
    missed.length
      ? `MISSED ${missed.length} of ${targets.length} targets.`
      : `All ${targets.length} targets met.`,
  );
  writeFileSync(
    path.join(out, 'interactions.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        deviceClass: { name: deviceClass, ...k, cpuSlowdown: slowdown },
        calibration,
        runs,
        rows,
        targets,
        durationSeconds: Math.round((Date.now() - started) / 1000),
      },
      null,
      2,
    ),
  );
  console.log(`Raw results: .bench/interactions.json. Took ${elapsed().trim()}.`);
  return missed.length > 0 || failed.length > 0;
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
  clearTimeout(watchdog);
  await cleanUp();
}
