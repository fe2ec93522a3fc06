/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { botIdOf, preloadsFor, renderIndex, renderShell, validPreview } from './shell';

// The template as written, and as the production build minifies it (one line, no comments).
const source = readFileSync(path.resolve(__dirname, '../public/index.html'), 'utf8');
const MINIFIED =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Botdeck: default."><title>Botdeck</title></head><body><div id="root"></div></body></html>';

const orbit = {
  name: 'OrbitShield',
  summary: 'Stops spam, raids and bad links before your members see them.',
  online: false,
};

describe('botIdOf', () => {
  it.each([
    ['/bot/b1001', 'b1001'],
    ['/bot/b1001/', 'b1001'],
    ['/bot/b%31001', 'b1001'],
    ['/bot/%E6%9C%BA', '机'],
  ])('reads %s as %s', (pathname, id) => {
    expect(botIdOf(pathname)).toBe(id);
  });

  it.each([
    '/bot/b1001/x',
    '/bot/',
    '/bot',
    '/bots/b1001',
    '/user/bot/edit/b1001',
    '/bot/%E0%A4%A',
    '/bot/%',
    '/bot/%20',
    `/bot/${'x'.repeat(201)}`,
  ])('finds no bot in %s', (pathname) => {
    expect(botIdOf(pathname)).toBeNull();
  });
});

describe('validPreview', () => {
  it('keeps the plain fields it draws and drops the rest', () => {
    expect(validPreview({ ...orbit, description: '# x', avatar: 'https://x/a.png' })).toEqual(
      orbit,
    );
    expect(validPreview({ name: 'A', summary: '' })).toEqual({
      name: 'A',
      summary: '',
      online: undefined,
    });
  });

  it.each([null, undefined, 'OrbitShield', {}, { name: ' ', summary: 'x' }, { name: 'A' }])(
    'refuses %p',
    (value) => {
      expect(validPreview(value)).toBeNull();
    },
  );
});

describe('renderIndex on a bot page', () => {
  it('draws the header and names the page in the written template', () => {
    const page = renderIndex(source, { pathname: '/bot/b1001', bot: orbit });
    expect(page).toContain('<title>OrbitShield · Botdeck</title>');
    expect(page).toMatch(
      /<meta\s+name="description"\s+content="Stops spam, raids and bad links before your members see them\."/,
    );
    expect(page).toContain(
      '<main class="bd-main"><header class="bd-bot"><span class="bd-botavatar"></span>' +
        '<div class="bd-botinfo"><div class="bd-botname"><h1>OrbitShield</h1>' +
        '<span class="bd-chip" aria-hidden="true"><span class="bd-chipdot"></span>Offline</span>' +
        '</div><p>Stops spam, raids and bad links before your members see them.</p></div></header></main>',
    );
    // The page's only h1, and no image: the avatar is a placeholder.
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).not.toContain('<img');
  });

  it('does the same in the minified template', () => {
    const page = renderIndex(MINIFIED, {
      pathname: '/bot/b1001/',
      bot: { ...orbit, online: true },
    });
    expect(page).toContain(
      '<meta name="description" content="Stops spam, raids and bad links before your members see them."><title>OrbitShield · Botdeck</title>',
    );
    expect(page).toContain('<span class="bd-chipdot"></span>Online</span>');
  });

  it('escapes the name and summary everywhere, $ patterns included', () => {
    const bot = {
      name: `<script>alert("x")</script> & 'Co' $& $' $$`,
      summary: `"><img src=x onerror=alert(1)> & $\``,
    };
    const page = renderIndex(MINIFIED, { pathname: '/bot/b1', bot });
    const name =
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; $&amp; $&#39; $$';
    const summary = '&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; $`';
    expect(page).toContain(`<title>${name} · Botdeck</title>`);
    expect(page).toContain(`<meta name="description" content="${summary}">`);
    expect(page).toContain(`<h1>${name}</h1>`);
    expect(page).toContain(`<p>${summary}</p>`);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page.match(/<\/html>/g)).toHaveLength(1);
  });

  it('keeps the default description when the summary is blank', () => {
    const page = renderIndex(MINIFIED, { pathname: '/bot/b1', bot: { name: 'A', summary: ' ' } });
    expect(page).toContain('<meta name="description" content="Botdeck: default.">');
    expect(page).toContain('<title>A · Botdeck</title>');
  });

  it('draws nothing of a bot on other paths, or without a valid preview', () => {
    for (const [pathname, bot] of [
      ['/bot/b1001/x', orbit],
      ['/', orbit],
      ['/user/home', orbit],
      ['/bot/%E0%A4%A', orbit],
      ['/bot/b1001', null],
      ['/bot/b1001', { name: '', summary: 'x' }],
    ] as const) {
      const page = renderIndex(MINIFIED, { pathname, bot });
      expect(page).not.toContain('bd-bot');
      expect(page).toContain('<title>Botdeck</title>');
      expect(page).toContain('content="Botdeck: default."');
    }
  });

  it('speaks Chinese to a Chinese browser', () => {
    const page = renderIndex(MINIFIED, {
      pathname: '/bot/b1001',
      acceptLanguage: 'zh-CN,zh;q=0.9',
      bot: orbit,
    });
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain('<span class="bd-chipdot"></span>离线</span>');
    expect(page).toContain('<title>OrbitShield · Botdeck</title>');
  });

  it('leaves the blank-layout pages empty, as before', () => {
    expect(renderShell('/user/login', 'en-US', false, orbit)).toBe('');
  });
});

describe("preloads for the page's code", () => {
  const manifest = {
    http: ['/assets/454.js', '/assets/http.js'],
    directory: ['/assets/657.js', '/assets/directory.js'],
    bot: ['/assets/657.js', '/assets/871.js', '/assets/bot.js'],
    home: ['/assets/home.js'],
  };
  const links = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g)].map(
      (match) => match[1],
    );

  it.each([
    ['/', false, ['http', 'directory']],
    ['/bot/b1001', false, ['http', 'bot']],
    ['/bot/b1001/', false, ['http', 'bot']],
    ['/user/login', false, ['http', 'login']],
    ['/user/home', true, ['http', 'home']],
    ['/user/bot/set/b1004', true, ['http', 'bot-set']],
    // A guarded page sends a visitor who is not signed in to the login page: its code goes unused.
    ['/user/home', false, ['http']],
    ['/nowhere', false, ['http']],
  ])('%s (signed in: %s) preloads %j', (pathname, signedIn, names) => {
    expect(preloadsFor(pathname, signedIn)).toEqual(names);
  });

  it('links each script once, in the head, before the deferred scripts run', () => {
    const html = renderIndex(MINIFIED, { pathname: '/bot/b1001', preload: manifest });
    expect(links(html)).toEqual([
      '/assets/454.js',
      '/assets/http.js',
      '/assets/657.js',
      '/assets/871.js',
      '/assets/bot.js',
    ]);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("links a guarded page's code only with a session cookie", () => {
    expect(links(renderIndex(MINIFIED, { pathname: '/user/home', preload: manifest }))).toEqual([
      '/assets/454.js',
      '/assets/http.js',
    ]);
    expect(
      links(
        renderIndex(MINIFIED, { pathname: '/user/home', cookie: 'token=t', preload: manifest }),
      ),
    ).toContain('/assets/home.js');
  });

  it('links nothing without a manifest, or for a chunk the build does not have', () => {
    expect(links(renderIndex(MINIFIED, { pathname: '/' }))).toEqual([]);
    expect(links(renderIndex(MINIFIED, { pathname: '/user/login', preload: {} }))).toEqual([]);
  });
});
