// public/boot.js as a browser runs it: a page drawn whole loads the app's scripts after its first
// paint; a page with nothing to read (sign-in, the KOOK callback, a signed-in page's loading bar)
// loads them at once, since it may never paint what the browser counts as content; a static host's
// index.html has it ask for the landing route's code only. Either way, the code of UI that runs on
// intent is prefetched once the page has loaded and the browser is idle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectLanguage } from '../lib/i18n';
import '../lib/earlyCalls';
import { clearCookies, setCookie } from '../testing/cookies';

const source = readFileSync(path.join(__dirname, '../../public/boot.js'), 'utf8');

interface EntryList {
  getEntriesByName: (name: string) => unknown[];
}
type PaintCallback = (list: EntryList, observer: FakePerformanceObserver) => void;
let paintObservers: FakePerformanceObserver[] = [];

/** The browser's paint timing: `paint()` reports the first contentful paint to every observer. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  constructor(readonly callback: PaintCallback) {}
  observe() {
    paintObservers.push(this);
  }
  disconnect() {
    paintObservers = paintObservers.filter((observer) => observer !== this);
  }
}

function paint() {
  const list: EntryList = {
    getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []),
  };
  for (const observer of paintObservers) observer.callback(list, observer);
}

/** Runs boot.js as the page's `<script … src="/boot.js" …>`, with these attributes. */
function runScript(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  // The file as the browser runs it, in this document.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(source) as () => void;
  run();
}

/** As a page the server drew lists it. */
function runBoot(afterPaint: boolean) {
  runScript({
    ...(afterPaint ? { 'data-after-paint': '' } : {}),
    'data-scripts': '/config.js /assets/main.js',
    'data-preload': '/assets/bot.js',
  });
}

const requested = () =>
  [...document.head.querySelectorAll('script[src], link[rel="preload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  paintObservers = [];
  Object.assign(window, { PerformanceObserver: FakePerformanceObserver });
  // No paint has been reported when the script runs.
  Object.defineProperty(performance, 'getEntriesByName', { value: () => [], configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

it('loads the scripts at once on a page with nothing to read yet', () => {
  runBoot(false);
  expect(requested()).toEqual(['/assets/bot.js', '/config.js', '/assets/main.js']);
});

it('loads them once a page drawn whole has painted, in order', () => {
  runBoot(true);
  expect(requested()).toEqual([]);
  jest.advanceTimersByTime(50); // two frames
  expect(requested()).toEqual([]);
  paint();
  jest.advanceTimersByTime(50); // one frame more
  expect(requested()).toEqual(['/assets/bot.js', '/config.js', '/assets/main.js']);
  expect([...document.head.querySelectorAll('script')].map((script) => script.async)).toEqual([
    false,
    false,
  ]);
});

it('loads them after 3 s if a page drawn whole reports no paint, and only once', () => {
  runBoot(true);
  jest.advanceTimersByTime(2_900);
  expect(requested()).toEqual([]);
  jest.advanceTimersByTime(100);
  expect(requested()).toHaveLength(3);
  paint();
  jest.advanceTimersByTime(100);
  expect(requested()).toHaveLength(3);
});

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the code of UI that runs on intent', () => {
  type IdleCallback = (deadline: { timeRemaining: () => number }) => void;
  let idle: IdleCallback[] = [];
  /** The browser's idle moments, each with `ms` to spare, until boot.js asks for none. */
  const idleMoments = (ms: number) => {
    let moments = 0;
    for (let callback = idle.shift(); callback; callback = idle.shift()) {
      moments += 1;
      callback({ timeRemaining: () => ms });
    }
    return moments;
  };
  beforeEach(() => {
    idle = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleCallback) => idle.push(callback),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(document, 'readyState');
  });
  const files = '/assets/shell-menus.js /assets/notices.js /assets/bot.js';
  /** A page that had loaded, and painted, by the time boot.js runs. */
  const loadedAndPainted = () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    Object.defineProperty(performance, 'getEntriesByName', {
      value: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
      configurable: true,
    });
  };

  it('is prefetched on a page the server drew once the app’s scripts have loaded and the browser is idle, bytes only, and not what the page asked for', () => {
    runScript({
      'data-after-paint': '',
      'data-scripts': '/config.js /assets/main.js',
      'data-preload': '/assets/bot.js',
      'data-prefetch': files,
    });
    jest.advanceTimersByTime(50); // two frames
    paint();
    jest.advanceTimersByTime(50); // one frame more
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    const scripts = [...document.head.querySelectorAll('script')];
    scripts[0]?.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    scripts.at(-1)?.dispatchEvent(new Event('load'));
    expect(prefetched()).toEqual([]);
    idleMoments(50);
    expect(prefetched()).toEqual(['/assets/shell-menus.js', '/assets/notices.js']);
    // Never run: a prefetch is not a script.
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });

  it('is prefetched on a static host once the page, its scripts with it, has loaded, the app has painted it and the browser is idle', () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    runScript({ 'data-routes': '/ /assets/directory.js', 'data-prefetch': files });
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    // Not before the app has drawn the page.
    expect(idle).toHaveLength(0);
    paint();
    jest.advanceTimersByTime(50); // one frame more
    // All in one idle moment when the browser has the time.
    expect(idleMoments(50)).toBe(1);
    expect(prefetched()).toEqual(files.split(' '));
  });

  it('is asked for a file at a time while the browser has no time to spare, so that a tap never waits behind it all', () => {
    loadedAndPainted();
    runScript({ 'data-routes': '/ /assets/directory.js', 'data-prefetch': files });
    expect(idleMoments(0)).toBe(3);
    expect(prefetched()).toEqual(files.split(' '));
  });

  it('is asked for at once, a second after the page has painted, in a browser without idle callbacks', () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    loadedAndPainted();
    runScript({ 'data-routes': '/ /assets/directory.js', 'data-prefetch': files });
    jest.advanceTimersByTime(999);
    expect(prefetched()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(prefetched()).toHaveLength(3);
  });

  it('is prefetched when idle on a static host whose page had loaded and painted already', () => {
    loadedAndPainted();
    runScript({ 'data-routes': '/ /assets/directory.js', 'data-prefetch': '/assets/notices.js' });
    expect(prefetched()).toEqual([]);
    idleMoments(50);
    expect(prefetched()).toEqual(['/assets/notices.js']);
  });
});

describe('on a static host', () => {
  const routes = [
    '/ /assets/http.js /assets/directory.js',
    '/bot/:id /assets/http.js /assets/bot.js',
    '/user/bot/set/:id /assets/http.js /assets/bot-set.js',
  ].join('|');

  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/', ['/assets/http.js', '/assets/directory.js']],
    ['/bot/b1001', ['/assets/http.js', '/assets/bot.js']],
    ['/Bot/b1001/', ['/assets/http.js', '/assets/bot.js']],
    ['/user/bot/set/b1004', ['/assets/http.js', '/assets/bot-set.js']],
    ['/bot', []],
    ['/bot/b1/extra', []],
    ['/no/such/page', []],
  ])('asks for the code of the route at %s at once, and loads no script', (at, files) => {
    window.history.replaceState(null, '', at);
    runScript({ 'data-routes': routes });
    expect(requested()).toEqual(files);
    // Behind the shell's own scripts, which run first.
    for (const link of document.head.querySelectorAll('link')) {
      expect(link.getAttribute('fetchpriority')).toBe('low');
    }
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    jest.advanceTimersByTime(5_000);
    expect(requested()).toEqual(files);
  });
});

describe('the landing page’s calls on a static host', () => {
  const calls = '/ bots?sort=popular bots/tags|/bot/:id bots/:id bots/:id/stats?days=30';
  let fetched: jest.Mock;
  const made = (): [string, Record<string, string>][] =>
    fetched.mock.calls.map(([url, init]: [string, { headers: Record<string, string> }]) => [
      url,
      init.headers,
    ]);
  const boot = (attributes: Record<string, string> = {}) => {
    runScript({
      'data-routes': '/bot/:id /assets/bot.js',
      'data-calls': calls,
      'data-api-host': '',
      'data-api-path': '/api/v2/',
      ...attributes,
    });
  };
  beforeEach(() => {
    fetched = jest.fn(() => Promise.resolve(new Response('{"code":0}', { status: 200 })));
    Object.assign(window, { fetch: fetched });
    window.history.replaceState(null, '', '/bot/b1001');
    // As index.html has it.
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(window, 'fetch');
    Reflect.deleteProperty(window, '__BOTDECK_EARLY__');
    Reflect.deleteProperty(window, '__BOTDECK__');
    clearCookies();
  });

  it('makes them at once, on the API config.js names, with the app’s headers, and hands them over', async () => {
    window.__BOTDECK__ = { apiHost: 'https://provider.example/ ' };
    setCookie('token', 'a token');
    setCookie('lang', 'zh-CN');
    boot();
    const headers = { 'Accept-Language': 'zh-CN', token: 'a token' };
    expect(made()).toEqual([
      ['https://provider.example/api/v2/bots/b1001', headers],
      ['https://provider.example/api/v2/bots/b1001/stats?days=30', headers],
    ]);
    const early = window.__BOTDECK_EARLY__ ?? [];
    expect(early.map((call) => [call.url, call.headers])).toEqual(made());
    await expect(early[0]?.answer).resolves.toEqual({ status: 200, body: '{"code":0}' });
  });

  it('calls the build’s API host when config.js names none, and else this origin', () => {
    boot({ 'data-api-host': 'https://build.example' });
    boot();
    expect(made().map(([url]) => url)).toEqual([
      'https://build.example/api/v2/bots/b1001',
      'https://build.example/api/v2/bots/b1001/stats?days=30',
      `${window.location.origin}/api/v2/bots/b1001`,
      `${window.location.origin}/api/v2/bots/b1001/stats?days=30`,
    ]);
  });

  it('fills a parameter as the router reads it and the app writes it', () => {
    window.history.replaceState(null, '', '/Bot/a%20b%2Fc/');
    boot();
    expect(made()[0]?.[0]).toBe(`${window.location.origin}/api/v2/bots/a%20b%2Fc`);
  });

  it.each([
    ['an address with a query', '/bot/b1001?days=7'],
    ['an address with no calls', '/user/home'],
    ['a parameter the router cannot read', '/bot/%E0%A4%A'],
  ])('makes none for %s', (_case, at) => {
    window.history.replaceState(null, '', at);
    boot();
    expect(fetched).not.toHaveBeenCalled();
    expect(window.__BOTDECK_EARLY__).toBeUndefined();
  });

  it('leaves a failed call to the app, with nothing unhandled', async () => {
    fetched.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    boot();
    await expect(window.__BOTDECK_EARLY__?.[0]?.answer).rejects.toThrow('Failed to fetch');
  });

  describe('asks in the language the app will show', () => {
    let languages: jest.SpyInstance<readonly string[]>;
    beforeEach(() => {
      languages = jest.spyOn(navigator, 'languages', 'get');
    });
    afterEach(() => {
      languages.mockRestore();
    });

    it.each([
      ['en', null, ['zh-TW', 'en']],
      ['en', 'en-US', ['zh-CN']],
      ['en', 'fr', ['fr-FR', 'en-GB']],
      ['en', null, ['fr-FR']],
      ['en', null, []],
      ['zh-CN', null, ['en-US']],
      ['en-US', 'zh-CN', ['zh-CN']],
    ])('(the page’s %s, the cookie %s, the browser’s %j)', (page, cookie, browser) => {
      document.documentElement.lang = page;
      if (cookie) setCookie('lang', cookie);
      languages.mockReturnValue(browser);
      boot();
      expect(made()[0][1]['Accept-Language']).toBe(detectLanguage());
    });
  });
});
