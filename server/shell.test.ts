/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BotPreview } from './shell';
import {
  botIdOf,
  descriptionLead,
  preloadsFor,
  renderIndex,
  renderShell,
  validPreview,
} from './shell';

// The template as written, and as the production build minifies it (one line, no comments).
const source = readFileSync(path.resolve(__dirname, '../public/index.html'), 'utf8');
const MINIFIED =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Botdeck: default."><title>Botdeck</title></head><body><div id="root"></div></body></html>';

const ORBIT_DESCRIPTION = [
  '## About OrbitShield',
  '',
  'Stops spam, raids and bad links before your members see them.',
  '',
  '### Features',
  '',
  '- Spam and raid protection',
  '',
  'Questions or ideas? Join the [support server](https://kook.top/orbits1001).',
].join('\n');

// b1001 as the demo provider previews it (midday UTC: the same day in every time zone we run in).
const orbit: BotPreview = {
  name: 'OrbitShield',
  summary: 'Stops spam, raids and bad links before your members see them.',
  online: false,
  serverCount: 19,
  owner: 'KookCraft',
  updatedAt: '2024-08-10T12:00:00.000Z',
  tags: [
    { id: 'moderation', name: 'Moderation' },
    { id: 'notifications', name: 'Notifications' },
    { id: 'anime', name: 'Anime' },
  ],
  inviteUrl: 'https://www.kookapp.cn/app/oauth2/authorize?id=21001&permissions=2048&scope=bot',
  website: 'https://orbitshield.example.com',
  supportUrl: 'https://kook.top/orbits1001',
  description: ORBIT_DESCRIPTION,
};

/** The About section the shell draws for a description, from a bot page's HTML. */
const aboutOf = (html: string) =>
  /<section class="bd-about"[^>]*>(.*?)<\/section>/s.exec(html)?.[1];
const ABOUT_H2 = '<h2 id="bot-about-heading">About</h2>';

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
  it('keeps the fields it draws and drops the rest', () => {
    expect(
      validPreview({
        ...orbit,
        id: 'b1001',
        avatar: 'https://x/a.png',
        tags: [...orbit.tags, { id: 'lost', extra: 1 }],
      }),
    ).toEqual({ ...orbit, tags: [...orbit.tags, { id: 'lost' }] });
    const bare = { ...orbit, online: undefined, summary: '', tags: [], description: '' };
    expect(validPreview({ ...bare, inviteUrl: null, website: null, supportUrl: null })).toEqual({
      ...bare,
      inviteUrl: null,
      website: null,
      supportUrl: null,
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'OrbitShield'],
    ['an empty object', {}],
    ['the old name-and-summary shape', { name: 'A', summary: 'x', online: true }],
    ['a blank name', { ...orbit, name: ' ' }],
    ['no summary', { ...orbit, summary: undefined }],
    ['a string server count', { ...orbit, serverCount: '19' }],
    ['a negative server count', { ...orbit, serverCount: -1 }],
    ['a fractional server count', { ...orbit, serverCount: 1.5 }],
    ['an unsafe server count', { ...orbit, serverCount: Number.MAX_VALUE }],
    ['an owner object', { ...orbit, owner: { username: 'KookCraft' } }],
    ['no update time', { ...orbit, updatedAt: undefined }],
    ['an update time that is no date', { ...orbit, updatedAt: 'yesterday' }],
    ['tags as ids', { ...orbit, tags: ['moderation'] }],
    ['a tag without an id', { ...orbit, tags: [{ name: 'Moderation' }] }],
    ['a tag with a number for a name', { ...orbit, tags: [{ id: 'a', name: 1 }] }],
    ['no tags', { ...orbit, tags: undefined }],
    ['an invite URL object', { ...orbit, inviteUrl: new URL('https://x.example') }],
    ['a missing website', { ...orbit, website: undefined }],
    ['a numeric support URL', { ...orbit, supportUrl: 1 }],
    ['no description', { ...orbit, description: null }],
  ])('refuses %s', (_label, value) => {
    expect(validPreview(value)).toBeNull();
  });
});

describe('descriptionLead', () => {
  it('reads the seeded shape: a heading, then a paragraph', () => {
    expect(descriptionLead(ORBIT_DESCRIPTION)).toEqual({
      heading: 'About OrbitShield',
      paragraph: 'Stops spam, raids and bad links before your members see them.',
    });
  });

  it('reads a paragraph with no heading, its lines trimmed and joined as Markdown leaves them', () => {
    expect(
      descriptionLead('\r\n  First line, \r\n   then more: 100% "plain" & fine\nlast.\n\n# Later'),
    ).toEqual({ paragraph: 'First line,\nthen more: 100% "plain" & fine\nlast.' });
  });

  it.each([
    ['# Title #', 'Title'],
    ['###### Deep  ', 'Deep'],
    ['  ## Indented', 'Indented'],
    ['## Closed ###   ', 'Closed'],
  ])('takes the text of the heading %j', (line, heading) => {
    expect(descriptionLead(`${line}\nText right below.`)).toEqual({
      heading,
      paragraph: 'Text right below.',
    });
  });

  it.each([
    ['a heading with emphasis', '## About **Orbit**\n\nText.'],
    ['a heading with code', '## `orbit`\n\nText.'],
    ['an empty heading', '##\n\nText.'],
    ['a heading and nothing else', '## About'],
    ['two headings', '## About\n\n### More\n\nText.'],
    ['a setext heading', 'About\n=====\n\nText.'],
    ['a setext heading with dashes', 'About\n---\n\nText.'],
    ['a heading without its space', '##About\n\nText.'],
    ['a heading with a # inside', '## C# bots\n\nText.'],
    ['a seventh-level heading', '####### Seven\n\nText.'],
    ['a list', '- one\n- two'],
    ['a plus list', '+ one'],
    ['an ordered list', '1. one'],
    ['an ordered list with a parenthesis', '1) one'],
    ['a quote', '> quoted'],
    ['a fence', '```\ncode\n```'],
    ['a tilde fence', '~~~\ncode\n~~~'],
    ['indented code', '    code'],
    ['indented code by a tab', '\tcode'],
    ['HTML', '<b>bold</b> words'],
    ['a rule', '***'],
    ['only blank lines', ' \n\t\n'],
  ])('finds nothing plain in %s', (_label, description) => {
    expect(descriptionLead(description)).toBeNull();
  });

  it.each([
    ['emphasis', 'Some *emphasis* here.'],
    ['strong', 'Some __strong__ here.'],
    ['code', 'Run `/help` first.'],
    ['a link', 'See [docs](https://x.example).'],
    ['an image', 'A ![pixel](https://x.example/p.png).'],
    ['an autolink', 'Mail <me@x.example>.'],
    ['an escape', 'Not \\*bold\\*.'],
    ['an entity', 'Fish &amp; chips.'],
    ['a numeric entity', 'Fish &#38; chips.'],
    ['a strikethrough', 'Old ~~price~~.'],
    ['a table', 'a | b'],
    ['a hard break', 'Line one  \nline two.'],
    ['a later list item', 'Intro:\n- item'],
    ['a later quote', 'Intro:\n> quote'],
    ['a later heading', 'Intro:\n# Heading'],
    ['a later numbered line', 'Intro:\n2. item'],
    ['a later indented line', 'Intro:\n    more'],
    ['a later line indented by a tab', 'Intro:\n\tmore'],
    ['a later setext underline', 'Intro\n==='],
    ['a bang', 'Hello!'],
    ['parentheses', 'Free (for now).'],
  ])('draws no paragraph containing %s', (_label, paragraph) => {
    expect(descriptionLead(paragraph)).toBeNull();
    expect(descriptionLead(`## About\n\n${paragraph}`)).toBeNull();
  });
});

describe('renderIndex on a bot page', () => {
  it('draws the header and the About opening, and names the page, in the written template', () => {
    const page = renderIndex(source, { pathname: '/bot/b1001', bot: orbit });
    expect(page).toContain('<title>OrbitShield · Botdeck</title>');
    expect(page).toMatch(
      /<meta\s+name="description"\s+content="Stops spam, raids and bad links before your members see them\."/,
    );
    const newTab = '<span class="bd-sr"> (opens in a new tab)</span>';
    const external =
      'target="_blank" rel="noopener noreferrer"><span class="bd-buttonicon"></span>';
    expect(page).toContain(
      '<main class="bd-main"><div class="bd-botpage"><header class="bd-bothead"><div class="bd-bot">' +
        '<span class="bd-botavatar"></span><div class="bd-botinfo">' +
        '<div class="bd-botname"><h1>OrbitShield</h1>' +
        '<span class="bd-chip" aria-hidden="true"><span class="bd-chipdot"></span>Offline</span>' +
        '</div><p>Stops spam, raids and bad links before your members see them.</p>' +
        '<div class="bd-stats"><p class="bd-servers"><span class="bd-statsicon"></span>19 servers</p>' +
        '<div class="bd-owner"><p>Made by</p><span class="bd-owneravatar"></span>' +
        '<p class="bd-ownername">KookCraft</p></div><p>Updated Aug 10, 2024</p></div>' +
        '<ul class="bd-tags" aria-label="Tags">' +
        '<li><a class="bd-tag" href="/?tag=moderation"><span>Moderation</span></a></li>' +
        '<li><a class="bd-tag" href="/?tag=notifications"><span>Notifications</span></a></li>' +
        '<li><a class="bd-tag" href="/?tag=anime"><span>Anime</span></a></li></ul>' +
        '</div></div><div class="bd-actions" role="group" aria-label="Links">' +
        '<a class="bd-button bd-contained" href="https://www.kookapp.cn/app/oauth2/authorize?id=21001&amp;permissions=2048&amp;scope=bot" ' +
        `${external}Invite${newTab}</a>` +
        `<a class="bd-button" href="https://orbitshield.example.com/" ${external}Website${newTab}</a>` +
        `<a class="bd-button" href="https://kook.top/orbits1001" ${external}Support${newTab}</a>` +
        '</div></header><section class="bd-about" aria-labelledby="bot-about-heading">' +
        '<h2 id="bot-about-heading">About</h2><div class="bd-md"><h3>About OrbitShield</h3>' +
        '<p>Stops spam, raids and bad links before your members see them.</p></div></section>' +
        '</div></main>',
    );
    // The page's only h1, no image (the avatars are placeholders), and none of the rest of the
    // description: not its lists, not its link.
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).not.toContain('<img');
    expect(page).not.toContain('Features');
    expect(page).not.toContain('support server');
  });

  it('draws what a visitor who is not signed in sees, whoever asks', () => {
    // The owner's Edit and Configure are the app's to add: the shell cannot tell who is looking.
    for (const cookie of [undefined, 'token=t']) {
      const page = renderIndex(MINIFIED, { pathname: '/bot/b1001', bot: orbit, cookie });
      expect(page).not.toMatch(/Edit|Configure|\/user\/bot\/(edit|set)\//);
      expect(page.match(/class="bd-button[ "]/g)).toHaveLength(3);
    }
  });

  it('draws a button only for an http(s) URL, and the group even when it has none', () => {
    const page = renderIndex(MINIFIED, {
      pathname: '/bot/b1',
      bot: { ...orbit, inviteUrl: 'http://kook.example/invite', website: '', supportUrl: null },
    });
    expect(page).toContain('<a class="bd-button bd-contained" href="http://kook.example/invite"');
    expect(page).not.toContain('Website');
    expect(page).not.toContain('Support');
    const none = renderIndex(MINIFIED, {
      pathname: '/bot/b1',
      bot: { ...orbit, inviteUrl: 'kook.example/invite', website: 'ftp://x', supportUrl: 'nope' },
    });
    // React draws the empty group too, and the header's gap before it.
    expect(none).toContain('<div class="bd-actions" role="group" aria-label="Links"></div>');
  });

  it('draws no tag list without tags, and a tag the catalogue does not name by its id', () => {
    const none = renderIndex(MINIFIED, { pathname: '/bot/b1', bot: { ...orbit, tags: [] } });
    expect(none).not.toContain('bd-tags');
    const unnamed = renderIndex(MINIFIED, {
      pathname: '/bot/b1',
      bot: { ...orbit, tags: [{ id: 'retro games' }, { id: 'x', name: '' }] },
    });
    expect(unnamed).toContain(
      '<li><a class="bd-tag" href="/?tag=retro%20games"><span>retro games</span></a></li>' +
        '<li><a class="bd-tag" href="/?tag=x"><span></span></a></li>',
    );
  });

  it.each([
    [0, '0 servers'],
    [1, '1 server'],
    [21735, '21,735 servers'],
    [1234567, '1,234,567 servers'],
  ])('counts %d server(s) as the app does', (serverCount, text) => {
    const page = renderIndex(MINIFIED, { pathname: '/bot/b1', bot: { ...orbit, serverCount } });
    expect(page).toContain(`<span class="bd-statsicon"></span>${text}</p>`);
  });

  it('keeps the empty owner the provider may send, as the app does', () => {
    const page = renderIndex(MINIFIED, { pathname: '/bot/b1', bot: { ...orbit, owner: '' } });
    expect(page).toContain('<span class="bd-owneravatar"></span><p class="bd-ownername"></p>');
  });

  it('draws only the About heading when the description does not open plainly', () => {
    for (const description of [
      '# **Bold** title\n\nText.',
      '- a list first',
      'Some *emphasis* first.\n\nThen plain.',
      '## About\n\n> a quote',
      '## About\n\nText with `code`.',
    ]) {
      const page = renderIndex(MINIFIED, { pathname: '/bot/b1', bot: { ...orbit, description } });
      expect(aboutOf(page)).toBe(ABOUT_H2);
      expect(page).not.toMatch(/\*\*|`|&gt; a quote|- a list/);
    }
  });

  it('draws a plain first paragraph without a heading, newlines kept as in the app', () => {
    const page = renderIndex(MINIFIED, {
      pathname: '/bot/b1',
      bot: { ...orbit, description: 'One line\n  and the next.\n\n- list' },
    });
    expect(aboutOf(page)).toBe(
      `${ABOUT_H2}<div class="bd-md"><p>One line\nand the next.</p></div>`,
    );
  });

  it('draws the note the app shows for a blank description', () => {
    const page = renderIndex(MINIFIED, {
      pathname: '/bot/b1',
      bot: { ...orbit, description: ' \n ' },
    });
    expect(aboutOf(page)).toBe(
      `${ABOUT_H2}<p class="bd-empty">The owner hasn&#39;t written a description yet.</p>`,
    );
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
      ...orbit,
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

  it('escapes every other field it draws, in text and in attributes', () => {
    const evil = `"><script>x</script>'&$&`;
    const escaped = '&quot;&gt;&lt;script&gt;x&lt;/script&gt;&#39;&amp;$&amp;';
    const page = renderIndex(MINIFIED, {
      pathname: '/bot/b1',
      bot: {
        ...orbit,
        owner: evil,
        tags: [{ id: evil, name: evil }, { id: `a"b&c` }],
        // Quotes survive URL parsing only percent-encoded; `&` stays and is escaped.
        inviteUrl: `https://x.example/"onmouseover="alert(1)"?a=1&b='2'#"x"`,
        website: 'javascript:alert(1)//https://x.example',
        supportUrl: ' JAVASCRIPT:alert(document.cookie)',
        description: `## Title "quoted" & 'single' $&\n\nA "quoted" & 'single' paragraph $& $'.`,
      },
    });
    expect(page).toContain(`<p class="bd-ownername">${escaped}</p>`);
    expect(page).toContain(
      // encodeURIComponent leaves `'` alone: escaped for the attribute all the same.
      `<li><a class="bd-tag" href="/?tag=%22%3E%3Cscript%3Ex%3C%2Fscript%3E&#39;%26%24%26">` +
        `<span>${escaped}</span></a></li>`,
    );
    expect(page).toContain('href="/?tag=a%22b%26c"><span>a&quot;b&amp;c</span>');
    expect(page).toContain(
      '<a class="bd-button bd-contained" href="https://x.example/%22onmouseover=%22alert(1)%22?a=1&amp;b=%272%27#%22x%22"',
    );
    // A URL that is not http(s) gets no button at all.
    expect(page).not.toMatch(/javascript:/i);
    expect(page.match(/class="bd-button[ "]/g)).toHaveLength(1);
    expect(aboutOf(page)).toBe(
      `${ABOUT_H2}<div class="bd-md"><h3>Title &quot;quoted&quot; &amp; &#39;single&#39; $&amp;</h3>` +
        '<p>A &quot;quoted&quot; &amp; &#39;single&#39; paragraph $&amp; $&#39;.</p></div>',
    );
    expect(page).not.toContain('<script>');
    expect(page.match(/<\/html>/g)).toHaveLength(1);
  });

  it('keeps the default description when the summary is blank', () => {
    const page = renderIndex(MINIFIED, {
      pathname: '/bot/b1',
      bot: { ...orbit, name: 'A', summary: ' ' },
    });
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
      ['/bot/b1001', { ...orbit, name: '' }],
      // What the shell drew before it drew the whole header: half a header now.
      ['/bot/b1001', { name: 'A', summary: 'x' } as unknown as BotPreview],
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
    expect(page).toContain('<span class="bd-statsicon"></span>19 个服务器</p>');
    expect(page).toContain('<p>开发者</p>');
    expect(page).toContain('<p>更新于 2024年8月10日</p>');
    expect(page).toContain('<ul class="bd-tags" aria-label="标签">');
    expect(page).toContain('role="group" aria-label="链接">');
    expect(page).toContain('<span class="bd-buttonicon"></span>邀请<span class="bd-sr">');
    expect(page).toContain('<span class="bd-sr"> （在新标签页中打开）</span>');
    expect(page).toContain('<h2 id="bot-about-heading">简介</h2>');
    const one = renderIndex(MINIFIED, {
      pathname: '/bot/b1001',
      acceptLanguage: 'zh-CN',
      bot: { ...orbit, serverCount: 1 },
    });
    expect(one).toContain('<span class="bd-statsicon"></span>1 个服务器</p>');
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
