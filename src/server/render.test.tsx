/** @jest-environment node */
// The server entry against the demo provider listening on a real port: pages drawn from the app's
// own components with the provider's data, the state handed over, status codes, the guard, the
// reader's language and scheme, and pages that still go out when the provider misbehaves.
import type { FastifyInstance } from 'fastify';
import { callOk, makeServer, signIn } from '../../server/provider/testHarness';
import type { Fault } from '../../server/provider/faults';
import { createRenderer } from './render';
import type { PageRequest, PageResponse } from './render';
import { STATE_ELEMENT_ID } from '../app/serverPayload';
import { themeStylesheet } from './themeStylesheet';

// As the build writes index.html: with the theme's stylesheet (webpack.config.js).
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="default"><title>Botdeck</title><style>${themeStylesheet()}</style><script defer src="/config.js"></script><script defer="defer" src="/boot.js" data-routes="/ /assets/directory.1.js|/bot/:id /assets/bot.1.js" data-calls="/bot/:id bots/:id" data-api-host="" data-api-path="/api/v2/" data-prefetch="/assets/shell-menus.1.js"></script><script defer src="/assets/main.js"></script></head><body><noscript>Botdeck needs JavaScript to run.</noscript><div id="root"></div></body></html>`;
const render = createRenderer({
  template: TEMPLATE,
  preload: {
    bot: ['/assets/bot.1.js'],
    directory: ['/assets/directory.1.js'],
    http: ['/assets/contract-public.1.js', '/assets/http.1.js'],
    'contract-public': ['/assets/contract-public.1.js'],
    'shell-menus': ['/assets/shell-menus.1.js'],
  },
});

let app: FastifyInstance;
let apiHost: string;
const asked: string[] = [];
const answered: string[] = [];

beforeAll(async () => {
  ({ app } = makeServer());
  app.addHook('onRequest', async (request) => {
    asked.push(`${request.method} ${request.url}`);
  });
  app.addHook('onResponse', async (request) => {
    answered.push(`${request.method} ${request.url}`);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  apiHost = `http://127.0.0.1:${port}`;
});

// The client keeps its connections to the provider open for a while: the tests are done with them.
afterAll(async () => {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
});

beforeEach(async () => {
  asked.length = 0;
  await app.inject({ method: 'DELETE', url: '/demo/control/faults' });
});

async function page(url: string, request: Partial<PageRequest> = {}) {
  const answer = await render({
    url,
    origin: 'https://botdeck.example',
    apiHost,
    deadlineMs: 1_000,
    ...request,
  });
  if (answer.kind !== 'page')
    throw new Error(`Expected a page, got a redirect to ${answer.location}`);
  return answer;
}

function stateOf(answer: PageResponse & { kind: 'page' }): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(answer.html);
  if (!match) throw new Error('No state in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

async function injectFault(fault: Partial<Fault> & Pick<Fault, 'route' | 'kind'>) {
  const response = await app.inject({
    method: 'POST',
    url: '/demo/control/faults',
    payload: fault,
  });
  expect(response.statusCode).toBe(200);
}

describe('a bot’s page', () => {
  it('is drawn with the bot’s profile and description, from the provider, and handed over', async () => {
    const answer = await page('/bot/b1001');
    expect(answer.status).toBe(200);
    expect(answer.data).toBe('server');
    expect(answer.html).toContain('<h1');
    expect(answer.html).toContain('OrbitShield');
    // The description's Markdown, drawn as HTML by the app's own SafeMarkdown.
    expect(answer.html).toMatch(/<li[^>]*>Spam and raid protection<\/li>/);
    expect(answer.html).toContain('<title>OrbitShield · Botdeck</title>');
    expect(answer.html).toContain(
      '<link rel="canonical" href="https://botdeck.example/bot/b1001">',
    );
    expect(answer.html).toContain('property="og:title" content="OrbitShield"');
    expect(answer.html).toContain('<script type="application/ld+json">');
    // With its servers chart's history, so a visitor's load asks nothing of the API client.
    expect(asked.some((line) => line.startsWith('GET /api/v2/bots/b1001/stats?days=30'))).toBe(
      true,
    );
    expect(answer.html).toMatch(/Servers: [\d,]+ today/);
    // Drawn by the built stylesheet alone: emotion has no class of its own for a visitor's view.
    expect(answer.html).toContain('class="bd-bot-page"');
    expect(answer.html).not.toMatch(/<style data-emotion="css [^"]+">/);
    // Its page's code and the API client's, for its first requests; the menus' code is fetched
    // once the page is idle.
    expect(answer.html).toContain(
      'data-preload="/assets/contract-public.1.js /assets/bot.1.js" data-prefetch="/assets/shell-menus.1.js"',
    );
    expect(answer.html).not.toContain('<noscript>');
    // The app's scripts, config.js first, follow the first paint, through /boot.js, in their
    // order: boot.js is the one script requested before it.
    expect(answer.html).toContain(
      '<script defer src="/boot.js" data-after-paint data-scripts="/config.js /assets/main.js"',
    );
    expect(answer.html.match(/<script[^>]* src=/g)).toHaveLength(1);
    expect(answer.html).not.toContain('data-routes');
    expect(answer.html).not.toContain('data-calls');
    expect(answer.html.match(/data-prefetch/g)).toHaveLength(1);
    const { lang, state } = stateOf(answer) as {
      lang: string;
      state: { bot: { profile: { id: string; data: { name: string } } } };
    };
    expect(lang).toBe('en-US');
    expect(state.bot.profile).toMatchObject({ id: 'b1001', data: { name: 'OrbitShield' } });
    expect(asked).toEqual(
      expect.arrayContaining(['GET /api/v2/bots/b1001', 'GET /api/v2/bots/tags']),
    );
  });

  it('answers 404 with the Page Not Found page for a bot the provider does not know', async () => {
    const answer = await page('/bot/b9999');
    expect(answer.status).toBe(404);
    expect(answer.html).toContain('Page Not Found');
    expect(answer.html).toContain('<meta name="robots" content="noindex">');
    expect(answer.html).not.toContain('og:title');
  });

  it('never puts the session token in the page, and draws the signed-in owner’s view', async () => {
    const token = await signIn(app);
    const profile = (await (
      await fetch(`${apiHost}/api/v2/user/profile`, { headers: { token } })
    ).json()) as { data: unknown };
    const cookie = `token=${token}; user=${encodeURIComponent(JSON.stringify(profile.data))}`;
    const answer = await page('/bot/b1001', { cookie });
    expect(answer.personal).toBe(true);
    expect(answer.html).not.toContain(token);
    expect(answer.html).toContain('DemoUser');
  });
});

describe('the directory', () => {
  it('is drawn with the first page of bots and the tag counts', async () => {
    const answer = await page('/?tag=music');
    expect(answer.status).toBe(200);
    expect(answer.data).toBe('server');
    expect(answer.html).toMatch(/\d+ bots/);
    expect(answer.html).toContain('<link rel="canonical" href="https://botdeck.example/">');
    expect(
      asked.some((line) => line.startsWith('GET /api/v2/bots?') && line.includes('tag=music')),
    ).toBe(true);
  });

  it('is drawn for several tags with the bots carrying all of them, as the browser shows it', async () => {
    const answer = await page('/?tag=games&tag=utility');
    expect(answer.data).toBe('server');
    expect(
      asked.some(
        (line) => line.startsWith('GET /api/v2/bots?') && line.includes('tag=games&tag=utility'),
      ),
    ).toBe(true);
    const { total } = (await callOk(app, 'GET', 'bots?tag=games&tag=utility')) as {
      total: number;
    };
    expect(total).toBeGreaterThan(0);
    expect(answer.html).toContain(`>${String(total)} bots<`);
    const pressed = [
      ...answer.html.matchAll(/<button[^>]*class="bd-chip"[^>]*aria-pressed="true"[^>]*>([^<]*)</g),
    ];
    expect(pressed.map(([, label]) => label)).toEqual([
      expect.stringMatching(/^Games \(\d+\)$/),
      expect.stringMatching(/^Utility \(\d+\)$/),
    ]);
    // The browser takes over with the same query, so it does not ask again.
    const { state } = stateOf(answer) as {
      state: { directory: { list: { query: { tags: string[] } } } };
    };
    expect(state.directory.list.query.tags).toEqual(['games', 'utility']);
  });

  it('keeps public answers for a few seconds: a second visitor does not ask again', async () => {
    await page('/?sort=newest');
    const first = asked.filter((line) => line.startsWith('GET /api/v2/bots?')).length;
    await page('/?sort=newest');
    const second = asked.filter((line) => line.startsWith('GET /api/v2/bots?')).length;
    expect(first).toBe(1);
    expect(second).toBe(1);
  });
});

describe('the reader', () => {
  it('gets the page in the language the browser asks for, or the one they chose', async () => {
    const chinese = await page('/', { acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(chinese.html).toContain('<html lang="zh-CN">');
    expect(chinese.html).toContain('机器人广场');
    const chosen = await page('/', { acceptLanguage: 'zh-CN', cookie: 'lang=en-US' });
    expect(chosen.html).toContain('<html lang="en-US">');
  });

  it('gets the scheme they chose before any script runs; otherwise the system’s, through CSS', async () => {
    const dark = await page('/', { cookie: 'scheme=dark' });
    expect(dark.html).toContain('<html lang="en-US" class="dark">');
    const system = await page('/');
    expect(system.html).toContain('<html lang="en-US">');
    const followSystem =
      /@media \(prefers-color-scheme: dark\)\{:root:not\(\.light\)\{([^}]*)\}\}/.exec(
        system.html,
      )?.[1];
    expect(followSystem).toContain('color-scheme:dark');
    expect(followSystem).toContain('--mui-palette-AppBar-defaultBg:var(--mui-palette-grey-900');
    expect(followSystem).toContain('--mui-palette-background-default:#121318');
  });

  it('who asks the system for less motion gets no transitions or running animations', async () => {
    const { html } = await page('/');
    const still =
      /@media \(prefers-reduced-motion: reduce\)\{\*,\*::before,\*::after\{([^}]*)\}\}/.exec(
        html,
      )?.[1];
    expect(still).toContain('animation-iteration-count:1!important');
    expect(still).toContain('transition-duration:1ms!important');
  });
});

describe('routes', () => {
  it('draws the Page Not Found page in the reader’s language', async () => {
    const answer = await page('/no/such/page', { acceptLanguage: 'zh-CN' });
    expect(answer.status).toBe(404);
    expect(answer.html).toContain('<title>404 - 页面未找到</title>');
    expect(answer.html).toContain('页面未找到：/no/such/page');
    expect(answer.html).toContain('<script defer src="/boot.js" data-after-paint');
  });

  it('answer 404 with the Page Not Found page for an unknown address', async () => {
    const answer = await page('/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.html).toContain('Page not found: /no/such/page');
  });

  it('send a signed-out visitor of a signed-in page to login, with a safe way back', async () => {
    const answer = await render({
      url: '/user/bot/set/b1004?tab=logs',
      origin: 'https://x',
      apiHost,
      deadlineMs: 100,
    });
    expect(answer).toEqual({
      kind: 'redirect',
      location: '/user/login?redirect=%2Fuser%2Fbot%2Fset%2Fb1004%3Ftab%3Dlogs',
    });
    const sneaky = await render({
      url: '//evil.example/user/home',
      origin: 'https://x',
      apiHost,
      deadlineMs: 100,
    });
    expect(sneaky.kind === 'redirect' ? sneaky.location : 'page').not.toContain('evil');
  });

  it('draw a signed-in page’s layout with the loading bar in the page’s place', async () => {
    const answer = await page('/user/home', { cookie: 'token=t-1' });
    expect(answer.status).toBe(200);
    expect(answer.personal).toBe(true);
    expect(answer.html).toContain('<header');
    expect(answer.html).toContain('role="progressbar"');
    // Emotion's styles for what was drawn with MUI (the bar), in the head.
    expect(answer.html).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style>[^]*<\/head>/);
    expect(answer.html).toContain('<meta name="robots" content="noindex">');
    // Nothing to read until the app runs: its scripts do not wait for a paint.
    expect(answer.html).toContain('<script defer src="/boot.js" data-scripts="/config.js');
    expect(asked.filter((line) => line.includes('/user/'))).toEqual([]);
  });
});

describe('a provider that misbehaves', () => {
  // Each case asks for a bot no other has, so no answer comes from the few seconds' cache.
  it.each([
    ['http500', 'b1002'],
    ['html', 'b1005'],
    ['malformed', 'b1006'],
  ] as const)(
    'still gives a working page (%s): drawn without the data, which the browser loads',
    async (kind, bot) => {
      await injectFault({ route: `bots/${bot}`, method: 'GET', kind });
      const answer = await page(`/bot/${bot}`);
      expect(answer.status).toBe(200);
      expect(answer.data).toBe('browser');
      expect(answer.html).toContain('<header');
      const { state } = stateOf(answer) as { state: { bot: { profile: { id: null } } } };
      expect(state.bot.profile.id).toBeNull();
    },
  );

  it('that is slow: the page goes out at the deadline', async () => {
    await injectFault({ route: 'bots/b1007', method: 'GET', kind: 'delay', delayMs: 600 });
    // Had it waited for the answer, the page would carry the data.
    const answer = await page('/bot/b1007', { deadlineMs: 200 });
    expect(answer).toMatchObject({ status: 200, data: 'browser' });
    // The request left behind is answered in the end, before the tests close the provider.
    for (let waited = 0; waited < 5_000 && !answered.includes('GET /api/v2/bots/b1007');) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      waited += 20;
    }
    expect(answered).toContain('GET /api/v2/bots/b1007');
  });

  it('that is down: the page still goes out', async () => {
    const answer = await page('/', { apiHost: 'http://127.0.0.1:9' });
    expect(answer).toMatchObject({ status: 200, data: 'browser' });
    expect(answer.html).toContain('<h1');
  });
});
