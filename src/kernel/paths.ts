// The route manifest: every address of the app, as the router's pattern, a builder that makes a
// link to it, and the name of the page's code chunk (and of any other chunk its first draw in the
// browser needs at once). Routes, links, sagas and the server all take their paths from here, so an
// address is spelt once (docs/product.md §1 lists the routes).
//
// The chunk of the API contract a page's answers are checked with is `http`, the whole of it, unless
// it names another: a visitor's pages read only its public part (`contract-public`, lib/http.ts).
//
// A public page also lists the API calls its first draw makes (`calls`: GETs relative to the API
// base, `:name` for the route's parameter), for the address with no query: on a static host
// /boot.js makes them while the shell's scripts download, and the app takes their answers
// (lib/earlyCalls.ts). server/landingCalls.test.ts checks them against the calls the page's sagas make.
//
// A builder encodes what it is given: `paths.bot.to('a/b')` is `/bot/a%2Fb`.

const id = encodeURIComponent;

export const paths = {
  /** The public directory, with its query (`?q=&tag=&tag=…&sort=&page=`, the tag repeated for several). */
  directory: {
    pattern: '/',
    chunk: 'directory',
    contract: 'contract-public',
    calls: ['bots?sort=popular&page=1&pageSize=12', 'bots/tags'],
    to: (search = '') => (search ? `/?${search}` : '/'),
  },
  /**
   * A bot's public page. Drawn in the browser (a static host), it needs the Markdown parser at once
   * (`browserChunks`); hydrating what the server drew, it never does (components/DeferredMarkdown).
   */
  bot: {
    pattern: '/bot/:id',
    chunk: 'bot',
    contract: 'contract-public',
    browserChunks: ['markdown'],
    calls: ['bots/:id', 'bots/:id/stats?days=30', 'bots/tags'],
    to: (botId: string) => `/bot/${id(botId)}`,
  },
  /** The signed-in user's home: profile, plan and bots. */
  home: { pattern: '/user/home', chunk: 'home', to: () => '/user/home' },
  /** Create a bot. */
  newBot: { pattern: '/user/bot/new', chunk: 'bot-new', to: () => '/user/bot/new' },
  /** Edit a bot's public profile. */
  editBot: {
    pattern: '/user/bot/edit/:id',
    chunk: 'bot-edit',
    to: (botId: string) => `/user/bot/edit/${id(botId)}`,
  },
  /** Configure a bot: connection, behaviour, running, deletion. */
  botSettings: {
    pattern: '/user/bot/set/:id',
    chunk: 'bot-set',
    to: (botId: string) => `/user/bot/set/${id(botId)}`,
  },
  /** Plans, checkout and orders. */
  pay: { pattern: '/user/pay', chunk: 'pay', to: () => '/user/pay' },
  /** Sign in; `redirect` is where to go afterwards (checked by `safeRedirect`). */
  login: {
    pattern: '/user/login',
    chunk: 'login',
    to: (redirect?: string) =>
      redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login',
  },
  /** Where KOOK sends the browser back after consent. */
  kookCallback: { pattern: '/kook/auth', chunk: 'kook-auth', to: () => '/kook/auth' },
} as const;

/**
 * The chunks of UI that loads on intent (lib/lazyWhen.tsx: the app bar's menus and drawer, the
 * notices) or on a failure (the public pages' alert, components/DeferredInlineError), which
 * /boot.js prefetches, bytes only, once a page has loaded and the browser is idle, so that running
 * them is all an opening waits for, and a failure seen offline still shows with its Retry.
 */
export const PREFETCHED_CHUNKS = ['shell-menus', 'notices', 'inline-error'] as const;

/** Everything under this prefix is for signed-in users only. */
export const USER_AREA = '/user';

/** The chunk of the API contract the page of the route with this chunk reads (see above). */
export function contractChunk(chunk: string | undefined): string {
  const route: { chunk: string; contract?: string } | undefined = Object.values(paths).find(
    (entry) => entry.chunk === chunk,
  );
  return route?.contract ?? 'http';
}
