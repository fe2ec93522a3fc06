/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { formatDate } from '../../src/lib/formatDate';
import type { BotPreview } from '../shell';
import { callOk, makeServer, signIn, validBot } from '../testHarness';
import type { BotPreviewSource } from './static';
import { appShell, readPreloadManifest } from './static';

const BUILD_ID = '0b8f7c1e-1111-4222-8333-944445555666';
const INDEX =
  '<!doctype html><html lang="en"><head><script defer src="/config.js"></script><meta name="description" content="Botdeck: default."><title>Botdeck</title></head><body><div id="root"></div></body></html>';
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'botdeck-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'builds', 'meta'), { recursive: true });
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
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built app', () => {
  it('caches hashed assets for a year', async () => {
    const { app } = makeServer({ distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/assets/main.0123456789.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it.each([
    '/',
    '/index.html',
    '/config.js',
    '/builds/latest.json',
    `/builds/meta/${BUILD_ID}.json`,
  ])('revalidates %s on every load', async (url) => {
    const { app } = makeServer({ distDir: dist });
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing build meta file or asset, never the app shell', async () => {
    const { app } = makeServer({ distDir: dist });
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

  describe("preloading the page's code", () => {
    it('links the page’s scripts from the build’s preload.json', async () => {
      const withManifest = mkdtempSync(path.join(os.tmpdir(), 'botdeck-dist-'));
      try {
        writeFileSync(path.join(withManifest, 'index.html'), INDEX);
        writeFileSync(
          path.join(withManifest, 'preload.json'),
          JSON.stringify({ http: ['/assets/http.1.js'], bot: ['/assets/bot.2.js'], junk: [1] }),
        );
        expect(readPreloadManifest(withManifest)).toEqual({
          http: ['/assets/http.1.js'],
          bot: ['/assets/bot.2.js'],
        });
        const { app } = makeServer({ distDir: withManifest });
        const page = await app.inject({ method: 'GET', url: '/bot/b1001', headers: html });
        expect(page.body).toContain(
          '<link rel="preload" as="script" href="/assets/http.1.js" fetchpriority="low">',
        );
        expect(page.body).toContain(
          '<link rel="preload" as="script" href="/assets/bot.2.js" fetchpriority="low">',
        );
      } finally {
        rmSync(withManifest, { recursive: true, force: true });
      }
    });

    it('serves pages without preloads when the build has no readable manifest', async () => {
      expect(readPreloadManifest(dist)).toBeUndefined();
      const { app } = makeServer({ distDir: dist });
      const page = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(page.body).not.toContain('rel="preload"');
    });
  });

  describe('the first-paint shell in index.html', () => {
    it('paints the app bar and, on the directory, its heading and pitch', async () => {
      const { app } = makeServer({ distDir: dist });
      const home = await app.inject({ method: 'GET', url: '/?q=music', headers: html });
      expect(home.headers.vary).toBe('Accept-Language, Cookie');
      expect(home.body).toContain('<a class="bd-brand" href="/">Botdeck</a>');
      expect(home.body).toContain('<h1>Find the right bot for your KOOK server</h1>');
      expect(home.body).toContain('<a class="bd-login" href="/user/login">Log in</a>');
      const other = await app.inject({ method: 'GET', url: '/user/home', headers: html });
      expect(other.body).toContain('bd-toolbar');
      expect(other.body).not.toContain('<h1>');
    });

    it('speaks the browser’s language and knows a signed-in visitor', async () => {
      const { app } = makeServer({ distDir: dist });
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: {
          ...html,
          'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
          cookie: 'token=abc; user=x',
        },
      });
      expect(response.body).toContain('<html lang="zh-CN">');
      expect(response.body).toContain('<a class="bd-brand" href="/">Botdeck</a>');
      expect(response.body).toContain('机器人广场');
      expect(response.body).toContain('bd-avatar');
      expect(response.body).not.toContain('bd-login');
    });

    describe('on a bot’s page', () => {
      const orbit = {
        h1: '<h1>OrbitShield</h1>',
        summary: '<p>Stops spam, raids and bad links before your members see them.</p>',
        title: '<title>OrbitShield · Botdeck</title>',
        meta: '<meta name="description" content="Stops spam, raids and bad links before your members see them.">',
      };
      const generic = (body: string) => {
        expect(body).toContain('bd-toolbar');
        expect(body).not.toContain('bd-bot');
        expect(body).not.toContain('<h1>');
        expect(body).toContain('<title>Botdeck</title>');
        expect(body).toContain('<meta name="description" content="Botdeck: default.">');
      };

      it.each(['/bot/b1001', '/bot/b1001/', '/bot/b1001?tab=stats', '/bot/b%31001'])(
        'draws the bot’s header and names the page at %s',
        async (url) => {
          const { app } = makeServer({ distDir: dist });
          const response = await app.inject({ method: 'GET', url, headers: html });
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toBe('no-cache');
          const { body } = response;
          for (const part of Object.values(orbit)) expect(body).toContain(part);
          expect(body).toContain('<span class="bd-botavatar"></span>');
          expect(body).toContain('<span class="bd-chipdot"></span>Offline</span>');
          // The rest of the header, as GET bots/b1001 and GET bots/tags describe it.
          const updated = formatDate('2024-08-10T16:05:41.261Z', 'en-US');
          expect(body).toContain(
            '<div class="bd-stats"><p class="bd-servers"><span class="bd-statsicon"></span>19 servers</p>' +
              '<div class="bd-owner"><p>Made by</p><span class="bd-owneravatar"></span>' +
              `<p class="bd-ownername">KookCraft</p></div><p>Updated ${updated}</p></div>`,
          );
          expect(body).toContain(
            '<ul class="bd-tags" aria-label="Tags">' +
              '<li><a class="bd-tag" href="/?tag=moderation"><span>Moderation</span></a></li>' +
              '<li><a class="bd-tag" href="/?tag=notifications"><span>Notifications</span></a></li>' +
              '<li><a class="bd-tag" href="/?tag=anime"><span>Anime</span></a></li></ul>',
          );
          const hrefs = [
            ...body.matchAll(
              /<a class="bd-button[^"]*" href="([^"]*)" target="_blank" rel="noopener noreferrer">/g,
            ),
          ].map((match) => match[1]);
          expect(hrefs).toEqual([
            'https://www.kookapp.cn/app/oauth2/authorize?id=21001&amp;permissions=2048&amp;client_id=demo1001&amp;redirect_uri=&amp;scope=bot',
            'https://orbitshield.example.com/',
            'https://kook.top/orbits1001',
          ]);
          // The description's plain opening, and none of the rest: no list, no link, no image.
          expect(body).toContain(
            '<h2 id="bot-about-heading">About</h2><div class="bd-md"><h3>About OrbitShield</h3>' +
              '<p>Stops spam, raids and bad links before your members see them.</p></div></section>',
          );
          expect(body).not.toContain('Features');
          expect(body).not.toContain('support server');
          expect(body).not.toContain('<img');
        },
      );

      it.each([
        '/bot/b1001/x',
        '/bot/b9999',
        '/bot/b1061', // private: GET bots/b1061 answers 400004 to a visitor
        '/bot/%25',
        '/bot/b1001%2F',
      ])('serves the generic shell at %s', async (url) => {
        const { app } = makeServer({ distDir: dist });
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode).toBe(200);
        generic(response.body);
      });

      it('leaves malformed escapes to the router, which answers 400 as on any other path', async () => {
        const { app } = makeServer({ distDir: dist });
        for (const url of ['/bot/%E0%A4%A', '/bot/%', '/bot/%FF', '/user/%']) {
          const response = await app.inject({ method: 'GET', url, headers: html });
          expect(response.statusCode).toBe(400);
          expect(response.body).not.toContain('<div id="root">');
        }
      });

      it('forgets a deleted bot and shows an edited one as it now is', async () => {
        const { app } = makeServer({ distDir: dist });
        const token = await signIn(app);
        const name = `<script>"x"&'y'$&</script>`;
        await callOk(app, 'PUT', 'user/bots/b1012', {
          token,
          body: validBot({
            name,
            summary: `"Quoted" & <b>bold</b>`,
            tags: ['music', 'fun'],
            website: `https://echo.example/?q="a"&b='c'`,
            supportUrl: '',
            description: `Lo-fi "radio" & 'more', $& all day.\nNo markup here.\n\n- list`,
          }),
        });
        const edited = await app.inject({ method: 'GET', url: '/bot/b1012', headers: html });
        const escapedName = '&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;$&amp;&lt;/script&gt;';
        const escapedSummary = '&quot;Quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;';
        expect(edited.body).toContain(`<h1>${escapedName}</h1>`);
        expect(edited.body).toContain(`<p>${escapedSummary}</p>`);
        expect(edited.body).toContain(`<title>${escapedName} · Botdeck</title>`);
        expect(edited.body).toContain(`<meta name="description" content="${escapedSummary}">`);
        expect(edited.body).not.toContain('<script>"');
        expect(edited.body).not.toContain('<b>');
        expect(edited.body).toContain(
          '<li><a class="bd-tag" href="/?tag=music"><span>Music</span></a></li>' +
            '<li><a class="bd-tag" href="/?tag=fun"><span>Fun</span></a></li>',
        );
        expect(edited.body).toContain(
          '<a class="bd-button" href="https://echo.example/?q=%22a%22&amp;b=%27c%27" target="_blank"',
        );
        expect(edited.body).not.toContain('>Support<');
        expect(edited.body).toContain(
          '<div class="bd-md"><p>Lo-fi &quot;radio&quot; &amp; &#39;more&#39;, $&amp; all day.\nNo markup here.</p></div>',
        );

        await callOk(app, 'PUT', 'user/bots/b1012', {
          token,
          body: validBot({ description: '## **Echo** Radio\n\nLo-fi radio.' }),
        });
        const markup = await app.inject({ method: 'GET', url: '/bot/b1012', headers: html });
        expect(markup.body).toContain('<h2 id="bot-about-heading">About</h2></section>');
        expect(markup.body).not.toContain('Lo-fi radio');

        await callOk(app, 'DELETE', 'user/bots/b1004', { token });
        generic((await app.inject({ method: 'GET', url: '/bot/b1004', headers: html })).body);
      });

      it('reads the store, not the API: a fault on GET bots/:id still fails the app’s request', async () => {
        const { app } = makeServer({ distDir: dist });
        const fault = { route: 'bots/b1001', method: 'GET', kind: 'http500', times: 1 };
        await app.inject({ method: 'POST', url: '/demo/control/faults', payload: fault });
        const page = await app.inject({ method: 'GET', url: '/bot/b1001', headers: html });
        expect(page.body).toContain(orbit.h1);
        const api = await app.inject({ method: 'GET', url: '/api/v2/bots/b1001' });
        expect(api.statusCode).toBe(500);
      });

      it('speaks Chinese to a Chinese browser', async () => {
        const { app } = makeServer({ distDir: dist });
        const response = await app.inject({
          method: 'GET',
          url: '/bot/b1001',
          headers: { ...html, 'accept-language': 'zh-CN,zh;q=0.9' },
        });
        expect(response.body).toContain('<html lang="zh-CN">');
        expect(response.body).toContain('机器人广场');
        expect(response.body).toContain('<span class="bd-chipdot"></span>离线</span>');
        expect(response.body).toContain(orbit.h1);
        expect(response.body).toContain(orbit.title);
      });

      describe('with a preview source that misbehaves', () => {
        const serve = async (botPreview: BotPreviewSource) => {
          const app = Fastify();
          const sendApp = appShell(dist, { botPreview });
          app.setNotFoundHandler(sendApp);
          const started = Date.now();
          const response = await app.inject({ method: 'GET', url: '/bot/b1', headers: html });
          return { response, ms: Date.now() - started };
        };

        const preview: BotPreview = {
          name: 'B',
          summary: 'S',
          online: true,
          serverCount: 1,
          owner: 'O',
          updatedAt: '2025-01-15T12:00:00Z',
          tags: [{ id: 't' }],
          inviteUrl: 'https://invite.example/',
          website: null,
          supportUrl: null,
          description: 'D',
        };

        it('draws what an async source answers, escaped', async () => {
          const { response } = await serve(async (id) => ({
            ...preview,
            name: `${id} <i>&</i>`,
            owner: '<o>',
          }));
          expect(response.body).toContain('<h1>b1 &lt;i&gt;&amp;&lt;/i&gt;</h1>');
          expect(response.body).toContain('<span class="bd-chipdot"></span>Online</span>');
          expect(response.body).toContain('<p class="bd-ownername">&lt;o&gt;</p>');
          expect(response.body).toContain('<span class="bd-statsicon"></span>1 server</p>');
          expect(response.body).toContain('<span>t</span>');
          expect(response.body).toContain('<div class="bd-md"><p>D</p></div>');
        });

        it.each<[string, BotPreviewSource]>([
          [
            'throws',
            () => {
              throw new Error('boom');
            },
          ],
          ['rejects', () => Promise.reject(new Error('boom'))],
          ['answers null', () => null],
          ['answers junk', () => ({ name: 42 }) as never],
          ['answers only a name and summary', () => ({ name: 'B', summary: 'S' }) as never],
          ['answers half a header', () => ({ ...preview, tags: 't' }) as never],
        ])('serves the generic shell when it %s', async (_label, botPreview) => {
          const { response } = await serve(botPreview);
          expect(response.statusCode).toBe(200);
          generic(response.body);
        });

        it('does not wait long for a slow one', async () => {
          const { response, ms } = await serve(() => new Promise(() => undefined));
          expect(response.statusCode).toBe(200);
          generic(response.body);
          expect(ms).toBeLessThan(1000);
        });
      });
    });

    it('leaves the blank-layout pages to the app', async () => {
      const { app } = makeServer({ distDir: dist });
      for (const url of ['/user/login?redirect=%2F', '/kook/auth?code=x&state=y']) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.body).toContain('<div id="root"></div>');
      }
    });
  });

  it('falls back to index.html for the app routes a browser navigates to', async () => {
    const { app } = makeServer({ distDir: dist });
    for (const url of ['/user/home', '/bot/b1001', '/kook/auth?code=x&state=y', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toMatch(
        /^<!doctype html><html lang="en-US"><head><script defer src="\/config.js">/,
      );
      expect(response.body).toContain('<div id="root">');
    }
    const notHtml = await app.inject({
      method: 'GET',
      url: '/user/home',
      headers: { accept: 'application/json' },
    });
    expect(notHtml.statusCode).toBe(404);
  });

  it('keeps the API in charge of /api/v2/', async () => {
    const { app } = makeServer({ distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/api/v2/nope', headers: html });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ status: false, code: 400004 });
  });

  it('serves a generated config.js when API_HOST is set', async () => {
    const { app } = makeServer({ distDir: dist, apiHost: 'https://api.botdeck.example' });
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

  it('serves no app without a build', async () => {
    const { app } = makeServer({ distDir: path.join(dist, 'missing') });
    const response = await app.inject({ method: 'GET', url: '/user/home', headers: html });
    expect(response.statusCode).toBe(404);
  });

  it('compresses with brotli and gzip', async () => {
    const { app } = makeServer({ distDir: dist });
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
      const { app } = makeServer({ distDir: dist });
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe('CORS', () => {
  it('lets an app on another origin send token, Idempotency-Key and Content-Type', async () => {
    const { app } = makeServer();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v2/pay/orders',
      headers: {
        origin: 'https://console.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token,idempotency-key,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://console.example');
    const allowed = String(response.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['token', 'idempotency-key', 'content-type']));
    expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');

    const actual = await app.inject({
      method: 'GET',
      url: '/api/v2/bots',
      headers: { origin: 'https://console.example' },
    });
    expect(actual.headers['access-control-allow-origin']).toBe('https://console.example');
  });
});
