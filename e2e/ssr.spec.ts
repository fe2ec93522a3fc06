// Pages drawn on the server: what a crawler and a shared link get, real status codes, hydration
// without a mismatch or a shift in both languages and schemes, the guard answered by the server,
// and a public page that still works, and recovers, while the provider is down.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const html = { accept: 'text/html' };

test('a bot’s page source carries its description, title, preview and structured data', async ({
  request,
}) => {
  const response = await request.get('/bot/b1001', { headers: html });
  expect(response.status()).toBe(200);
  const source = await response.text();
  expect(source).toContain('Spam and raid protection');
  expect(source).toContain('<title>OrbitShield · Botdeck</title>');
  expect(source).toContain('<meta property="og:title" content="OrbitShield">');
  expect(source).toContain('"@type":"SoftwareApplication"');
  expect(source).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/bot\/b1001">/);
  // The built index.html's scripts, the static host's boot.js among them, are replaced by one:
  // boot.js, which loads the rest once this page, drawn whole, has painted.
  expect(source.match(/<script[^>]* src=[^>]*>/g)).toEqual([
    expect.stringMatching(
      /^<script defer src="\/boot\.js" data-after-paint data-scripts="\/config\.js /,
    ),
  ]);
  expect(source).not.toContain('data-routes');
});

test('the sign-in page, with nothing to read until the app runs, loads its scripts at once', async ({
  request,
}) => {
  const source = await (await request.get('/user/login', { headers: html })).text();
  expect(source.match(/<script[^>]* src=[^>]*>/g)).toEqual([
    expect.stringMatching(/^<script defer src="\/boot\.js" data-scripts="\/config\.js /),
  ]);
});

test('every script of the build opens with Chrome’s compile hint, its source maps still true', async ({
  request,
}) => {
  const source = await (await request.get('/user/login', { headers: html })).text();
  const scripts = (source.match(/data-scripts="([^"]*)"/)?.[1] ?? '')
    .split(' ')
    .filter((src) => src.startsWith('/assets/'));
  expect(scripts.length).toBeGreaterThan(2);
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    // Compiled whole off the main thread as it downloads (webpack.config.js, COMPILE_HINT).
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
    // The map's first mapped line is the code's second: the hint took a line of its own.
    const map = (await (await request.get(`${src}.map`)).json()) as { mappings: string };
    expect(map.mappings.startsWith(';'), src).toBe(true);
  }
});

test('unknown addresses and bots answer 404 with the Page Not Found page', async ({ page }) => {
  for (const url of ['/no/such/page', '/bot/b9999']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  }
});

test('the server sends a signed-out visitor of a signed-in page to login', async ({ request }) => {
  const response = await request.get('/user/bot/edit/b1004?from=home', {
    headers: html,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(
    '/user/login?redirect=%2Fuser%2Fbot%2Fedit%2Fb1004%3Ffrom%3Dhome',
  );
});

test('robots.txt keeps the signed-in pages out, and the sitemap lists the public bots', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /user/');
  expect(robots).toContain('Disallow: /kook/');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/bot\/b1001<\/loc>/);
});

/** Sum of the layout shifts the page has had (the Layout Instability API). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`hydrates without a mismatch or a shift (${colorScheme}, ${locale})`, async ({
      browser,
      baseURL,
    }) => {
      // A context of its own, with the fixture's checks: any hydration error is a page error.
      const context = await browser.newContext({ colorScheme, locale, baseURL });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      const apiCalls: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v2/')) apiCalls.push(new URL(request.url()).pathname);
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      for (const url of ['/', '/bot/b1001']) {
        await page.goto(url);
        // Hydrated: MUI names the scheme on <html> once React runs.
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await layoutShift(page), `layout shift on ${url}`).toBeLessThan(0.01);
      }
      // What the server fetched (the list, the tags, the bot and its chart's history) is not
      // fetched again, and the description it drew is not parsed again: no Markdown parser loads.
      expect(apiCalls.filter((call) => /\/bots(\/tags|\/b1001(\/stats)?)?$/.test(call))).toEqual(
        [],
      );
      expect(scripts.filter((script) => script.includes('/markdown.'))).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join('server', ...script.split('/'))], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

/** Up to 60 s: the provider opens its embedded database first, seconds on a busy machine. */
async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test.describe('a front server and a provider of their own', () => {
  test.use({ demoScope: false });

  test('with the provider down, a public page still renders, and Retry brings it back', async ({
    page,
    allowConsoleErrors,
  }) => {
    test.slow();
    // The browser's calls to the stopped provider fail, and the client logs them.
    allowConsoleErrors(/server-request-error/, /ERR_CONNECTION_REFUSED/);
    const [providerPort, frontPort] = [await freePort(), await freePort()];
    const providerUrl = `http://127.0.0.1:${providerPort}`;
    const frontUrl = `http://127.0.0.1:${frontPort}`;
    const providerEnv = {
      PORT: String(providerPort),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      BOT_RUNTIME: 'off',
      // The console on the front server's origin calls this provider from the browser.
      APP_ORIGINS: frontUrl,
    };
    let provider = start('provider/main.ts', providerEnv);
    const front = start('front/main.ts', {
      PORT: String(frontPort),
      HOST: '127.0.0.1',
      API_HOST: providerUrl,
      DIST_DIR: path.join(__dirname, '..', 'dist'),
    });
    try {
      await waitFor(`${providerUrl}/api/v2/bots/tags`);
      await waitFor(`${frontUrl}/healthz`);

      await stop(provider);
      const response = await page.goto(`${frontUrl}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const failure = page.getByRole('alert').filter({ hasText: "Couldn't load bots" });
      await expect(failure).toBeVisible({ timeout: 15_000 });

      provider = start('provider/main.ts', providerEnv);
      await waitFor(`${providerUrl}/api/v2/bots/tags`);
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^\d+ bots?$/ })).toBeVisible();
    } finally {
      await Promise.all([stop(front), stop(provider)]);
    }
  });
});
