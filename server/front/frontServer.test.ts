/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeDemoServer } from '../demoHarness';

const BUILD_ID = '0b8f7c1e-1111-4222-8333-944445555666';
const INDEX =
  '<!doctype html><html lang="en"><head><script defer src="/config.js"></script><meta name="description" content="Botdeck: default."><title>Botdeck</title></head><body><div id="root"></div></body></html>';
/**
 * A stand-in for the server entry's bundle with the same interface: what the front server does
 * with a page (status, redirect, cache headers) is tested here; the rendering itself in
 * src/server/render.test.tsx.
 */
const RENDERER = `
exports.createRenderer = (assets) => async (request) => {
  const url = new URL(request.url, request.origin);
  const signedIn = /(^|; )token=/.test(request.cookie || '');
  if (url.pathname.startsWith('/user/') && !signedIn) {
    return { kind: 'redirect', location: '/user/login?redirect=' + encodeURIComponent(url.pathname) };
  }
  const status = url.pathname === '/gone' ? 404 : url.pathname === '/crash' ? 500 : 200;
  const body = JSON.stringify({ path: url.pathname, apiHost: request.apiHost, origin: request.origin,
    lang: request.acceptLanguage || null, deadlineMs: request.deadlineMs,
    providerHeaders: request.providerHeaders });
  return { kind: 'page', status, personal: signedIn, data: 'none',
    html: assets.template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') };
};
`;
let dist: string;
let renderer: string;

beforeAll(() => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'botdeck-build-'));
  dist = path.join(root, 'dist');
  renderer = path.join(root, 'dist-server', 'render.js');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'builds', 'meta'), { recursive: true });
  mkdirSync(path.dirname(renderer));
  writeFileSync(renderer, RENDERER);
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'config.js'), 'window.__BOTDECK__ = { apiHost: "" };\n');
  writeFileSync(
    path.join(dist, 'assets', 'main.0123456789.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
  const info = JSON.stringify({ id: BUILD_ID, timestamp: 1 });
  writeFileSync(path.join(dist, 'builds', 'latest.json'), info);
  writeFileSync(path.join(dist, 'builds', 'meta', `${BUILD_ID}.json`), info);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => {
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built app', () => {
  it('caches hashed assets for a year', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    const response = await app.inject({ method: 'GET', url: '/assets/main.0123456789.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it.each(['/', '/config.js', '/builds/latest.json', `/builds/meta/${BUILD_ID}.json`])(
    'revalidates %s on every load',
    async (url) => {
      const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers 404 for a missing build meta file or asset, never index.html', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    for (const url of [
      '/builds/meta/some-old-build.json',
      '/assets/main.gone.js',
      '/demo/nothing',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('renders the pages a browser navigates to, with the status the page has', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    for (const [url, status] of [
      ['/', 200],
      ['/bot/b1001', 200],
      ['/kook/auth?code=x&state=y', 200],
      ['/gone', 404],
      ['/crash', 500],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
      expect(response.body).toContain(`<div id="root">{"path":"${url.split('?')[0]}"`);
    }
    const notHtml = await app.inject({
      method: 'GET',
      url: '/user/home',
      headers: { accept: 'application/json' },
    });
    expect(notHtml.statusCode).toBe(404);
  });

  it('redirects to the login page as the renderer says, never cached', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    const response = await app.inject({ method: 'GET', url: '/user/home', headers: html });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/user/login?redirect=%2Fuser%2Fhome');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a page drawn for a signed-in visitor out of shared caches', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    const response = await app.inject({
      method: 'GET',
      url: '/user/home',
      headers: { ...html, cookie: 'token=abc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers health checks, robots.txt and the old index.html address', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.body).toBe('ok\n');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /user/');
    expect(robots.body).toContain('Sitemap: http://localhost:80/sitemap.xml');
    const index = await app.inject({ method: 'GET', url: '/index.html', headers: html });
    expect(index.statusCode).toBe(301);
    expect(index.headers.location).toBe('/');
  });

  it('lists the public bots in sitemap.xml and draws pages with data from the provider itself', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
      const xml = await response.text();
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(xml).toContain(`<loc>http://127.0.0.1:${port}/bot/b1001</loc>`);
      expect(xml).not.toContain('/bot/b1061<');
      // Pages ask the demo provider itself, over HTTP as from anywhere else, within the deadline.
      const page = await fetch(`http://127.0.0.1:${port}/`, { headers: html });
      const drawn = JSON.parse(
        /<div id="root">(.*?)<\/div>/.exec(await page.text())?.[1] ?? '{}',
      ) as {
        apiHost: string;
        deadlineMs: number;
      };
      expect(drawn).toMatchObject({ apiHost: `http://127.0.0.1:${port}`, deadlineMs: 300 });
    } finally {
      await app.close();
    }
  });

  it('keeps the API in charge of /api/v2/', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    const response = await app.inject({ method: 'GET', url: '/api/v2/nope', headers: html });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ status: false, code: 400004 });
  });

  it('serves a generated config.js when API_HOST is set', async () => {
    const { app } = makeDemoServer({
      distDir: dist,
      rendererPath: renderer,
      apiHost: 'https://api.botdeck.example',
    });
    const response = await app.inject({ method: 'GET', url: '/config.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body).toContain(
      'window.__BOTDECK__ = {"apiHost":"https://api.botdeck.example"};',
    );
    expect(response.headers['content-security-policy']).toContain(
      "connect-src 'self' https://api.botdeck.example;",
    );
  });

  it("serves the demo tests' short request timeout in config.js, with the test controls only", async () => {
    const testing = makeDemoServer({
      distDir: dist,
      rendererPath: renderer,
      requestTimeoutMs: 2000,
    });
    const response = await testing.app.inject({ method: 'GET', url: '/config.js' });
    expect(response.body).toContain('window.__BOTDECK__ = {"requestTimeoutMs":2000};');
    const live = makeDemoServer({
      distDir: dist,
      rendererPath: renderer,
      requestTimeoutMs: 2000,
      faults: false,
    });
    const served = await live.app.inject({ method: 'GET', url: '/config.js' });
    // The build's own file: no run-time setting.
    expect(served.body).toBe('window.__BOTDECK__ = { apiHost: "" };\n');
  });

  it("draws a test's page from its own data: the scope header goes on to the provider", async () => {
    const drawn = async (faults: boolean) => {
      const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer, faults });
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { ...html, 'x-demo-scope': 'test-1', 'x-other': 'no' },
      });
      return JSON.parse(/<div id="root">(.*)<\/div>/.exec(response.body)?.[1] ?? 'null') as {
        providerHeaders: unknown;
      };
    };
    expect((await drawn(true)).providerHeaders).toEqual({ 'x-demo-scope': 'test-1' });
    expect((await drawn(false)).providerHeaders).toEqual({});
  });

  it('serves no app without a build', async () => {
    const { app } = makeDemoServer({ distDir: path.join(dist, 'missing') });
    const response = await app.inject({ method: 'GET', url: '/user/home', headers: html });
    expect(response.statusCode).toBe(404);
  });

  it('compresses with brotli and gzip', async () => {
    const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
    const url = '/assets/main.0123456789.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/v2/bots',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({ status: true });
  });
});

describe('security headers', () => {
  it.each(['/', '/api/v2/bots', '/demo/pay/o-nope', '/assets/main.0123456789.js'])(
    'are on %s',
    async (url) => {
      const { app } = makeDemoServer({ distDir: dist, rendererPath: renderer });
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://img.kookapp.cn; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      );
    },
  );
});

describe('CORS', () => {
  const console = 'https://console.example';

  it('lets a console named in APP_ORIGINS send token, Idempotency-Key and Content-Type', async () => {
    const { app } = makeDemoServer({ appOrigins: [console] });
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v2/pay/orders',
      headers: {
        origin: console,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token,idempotency-key,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(console);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const allowed = String(response.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['token', 'idempotency-key', 'content-type']));
    expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');

    const actual = await app.inject({
      method: 'GET',
      url: '/api/v2/bots',
      headers: { origin: console },
    });
    expect(actual.headers['access-control-allow-origin']).toBe(console);
  });

  it('answers no other origin, and never for the demo pages and controls', async () => {
    const { app } = makeDemoServer({ appOrigins: [console] });
    const stranger = await app.inject({
      method: 'OPTIONS',
      url: '/api/v2/user/bots',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const read = await app.inject({
      method: 'GET',
      url: '/api/v2/bots',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();

    for (const url of ['/demo/control/faults', '/demo/kook/authorize']) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: console, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers no other origin at all by default', async () => {
    const { app } = makeDemoServer();
    const read = await app.inject({
      method: 'GET',
      url: '/api/v2/bots',
      headers: { origin: console },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
