// The chaos table: every screen × every API call it makes × every fault the demo provider can inject
// (server/faults.ts), as data both levels read. jest runs every row and kind against the real
// client, sagas, store and screens (src/app/chaos.*.test.tsx); the browser runs only the kinds a
// row lists in `browser`, the ones that need a real browser and server (e2e/chaos.spec.ts). Pure
// data and types: no DOM, jest or Playwright here, so that both can import it.
//
// A new endpoint adds one row here, and its steps at each level: jest's in the test file of its
// screen, the browser's in e2e/chaos.spec.ts if the row lists browser kinds.

export const FAULT_KINDS = ['delay', 'http500', 'html', 'malformed', 'expired'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ReaderLanguage = 'en-US' | 'zh-CN';

/**
 * What the reader is told for each fault: the first sentence of `common.failure.*` (timeout,
 * unavailable twice, unreadable). 400005 is told by the session's notice instead (SESSION_ENDED).
 */
export const CAUSE: Readonly<
  Record<ReaderLanguage, Readonly<Record<Exclude<FaultKind, 'expired'>, string>>>
> = {
  'en-US': {
    delay: 'The server took too long to answer.',
    http500: 'The bot service is having trouble right now.',
    html: 'The bot service is having trouble right now.',
    malformed: "The server sent an answer Botdeck couldn't read.",
  },
  'zh-CN': {
    delay: '服务器响应超时',
    http500: '机器人服务暂时出了点问题',
    html: '机器人服务暂时出了点问题',
    malformed: '服务器返回的内容 Botdeck 无法识别',
  },
};

/** The session's one notice when a call answers 400005. */
export const SESSION_ENDED: Readonly<Record<ReaderLanguage, string>> = {
  'en-US': 'Your session has expired, please log in again',
  'zh-CN': '登录已过期，请重新登录',
};

/**
 * What the demo provider answers for each fault but `delay` (server/faults.ts), byte for byte: jest
 * sends the same (src/app/chaos.test.ts checks them against the demo provider). A `delay` holds the
 * call past the client's timeout; jest has the faked transport fail as `fetchTransport` does then.
 */
export const FAULT_ANSWERS: Readonly<
  Record<Exclude<FaultKind, 'delay'>, { status: number; contentType: string; body: string }>
> = {
  http500: {
    status: 500,
    contentType: 'application/json; charset=utf-8',
    body: '{"status":false,"code":500000,"message":"Provider error","data":null}',
  },
  html: {
    status: 502,
    contentType: 'text/html; charset=utf-8',
    body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n',
  },
  // Truncated JSON, as from a proxy that cut the connection mid-body.
  malformed: {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{"status": tru',
  },
  expired: {
    status: 401,
    contentType: 'application/json; charset=utf-8',
    body: '{"status":false,"code":400005,"message":"Your session has expired, please log in again","data":null}',
  },
};

/**
 * The demo provider's rule for a fault's route (server/faults.ts), as a pattern on the path after
 * `/api/v2/` (a query after it is allowed): a substring, or a glob where `*` is any text.
 */
export function faultPattern(route: string): RegExp {
  const normalised = route.replace(/^\/+/, '').replace(/^api\/v2\//, '');
  const escape = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  if (!normalised.includes('*')) return new RegExp(escape(normalised));
  return new RegExp(`^${normalised.split('*').map(escape).join('.*')}(?:\\?.*)?$`);
}

/** The seed's bots the rows act on (server/seed.ts); jest's provider uses the same ids. */
export const SEED_BOTS = {
  /** A public bot of another user, in the directory. */
  publicBot: 'b1001',
  /** The demo user's bot with rules and a filter in its settings, and Aki as a viewer. */
  deckhand: 'b1004',
  /** The demo user's running bot, on a webhook KOOK has verified, with a log. */
  echoRadio: 'b1012',
} as const;

const { publicBot, deckhand, echoRadio } = SEED_BOTS;

export interface ChaosRow {
  /** The screen as the matrix names it: its route, with `?tab=` or a note in parentheses. */
  readonly screen: string;
  /**
   * The call: `METHOD path`, the path exactly as in src/api/endpoints.ts. A row may add one note in
   * parentheses, ` (poll)`, to say which of the screen's uses of the call it is. A row is known by
   * its screen and call together (`rowKey`).
   */
  readonly call: string;
  /** The demo provider's fault control (server/faults.ts): a glob on the path after `/api/v2/`. */
  readonly fault: { readonly route: string; readonly method: FaultMethod };
  /** Signed in as the demo user first. */
  readonly signedIn?: true;
  /** On the Pro plan, so that the demo user (3 bots) may create another. */
  readonly pro?: true;
  /**
   * The server asks for this too when it draws the page, and a failure there leaves the page to
   * the browser, which asks again: the browser injects the fault for both calls.
   */
  readonly serverAsksToo?: true;
  /** The blank layout (sign-in pages): no app bar. */
  readonly layout?: 'blank';
  /** Where the failure shows, it does not name the cause (the screen says something else). */
  readonly namesCause?: false;
  /** 400005 needs no new sign-in here (logging out ends the session anyway). */
  readonly expiryIsTheEnd?: true;
  /**
   * Fire and forget: whatever the answer (400005 too, since it carries no session), the reader is
   * told nothing and the page goes on.
   */
  readonly silent?: true;
  /** What was typed is kept as a draft through 400005 and offered back after signing in again. */
  readonly draft?: true;
  /** Where signing in again after 400005 lands, when not back on the screen. */
  readonly returnsTo?: string;
  /** The kinds the browser runs as well (jest runs every kind of every row). */
  readonly browser?: readonly FaultKind[];
}

// What the browser adds to jest's case is the real path a fault travels, not another sentence (jest
// checks every kind's sentence on every row, with the provider's own bytes). So the browser runs:
// Every kind (FAULT_KINDS) once, through the directory: the server draws it, the browser asks again.
/** On the other pages the server draws and the browser asks for again, one failure. */
export const BROWSER_ASKED_AGAIN = ['http500'] as const satisfies readonly FaultKind[];
/** Signing in: a failure, and a session that ends during the real redirects. */
export const BROWSER_SIGN_IN = ['http500', 'expired'] as const satisfies readonly FaultKind[];
/** A stream or a poll on a real clock: a stall and a failure. */
export const BROWSER_REAL_CLOCK = ['delay', 'http500'] as const satisfies readonly FaultKind[];
/** A form: only a real re-login (the consent page, the callback, cookies) shows its draft survive. */
export const BROWSER_RE_LOGIN = ['expired'] as const satisfies readonly FaultKind[];

export const CHAOS_ROWS = [
  // ---- Directory and bot page: drawn by the server, asked again by the browser ----
  {
    screen: '/',
    call: 'GET bots',
    fault: { route: '*bots', method: 'GET' },
    serverAsksToo: true,
    browser: FAULT_KINDS,
  },
  {
    screen: '/',
    call: 'GET bots/tags',
    fault: { route: 'bots/tags', method: 'GET' },
    serverAsksToo: true,
    browser: BROWSER_ASKED_AGAIN,
  },
  {
    screen: '/bot/:id',
    call: 'GET bots/:id',
    fault: { route: `*bots/${publicBot}`, method: 'GET' },
    serverAsksToo: true,
    browser: BROWSER_ASKED_AGAIN,
  },
  {
    screen: '/bot/:id',
    call: 'GET bots/:id/stats',
    fault: { route: `bots/${publicBot}/stats`, method: 'GET' },
  },
  {
    screen: '/bot/:id',
    call: 'GET bots/tags',
    fault: { route: 'bots/tags', method: 'GET' },
    serverAsksToo: true,
    browser: BROWSER_ASKED_AGAIN,
  },
  {
    // The view beacon, signed in: its 400005 must not end the session it never carried.
    screen: '/bot/:id',
    call: 'POST bots/:id/events',
    fault: { route: `bots/${publicBot}/events`, method: 'POST' },
    signedIn: true,
    silent: true,
  },
  // ---- Signing in: a real redirect to the consent page and back ----
  {
    screen: '/user/login',
    call: 'GET auth/kook/authorize',
    fault: { route: 'auth/kook/authorize', method: 'GET' },
    layout: 'blank',
    returnsTo: '/user/home',
    browser: BROWSER_SIGN_IN,
  },
  {
    screen: '/kook/auth',
    call: 'POST auth/kook/token',
    fault: { route: 'auth/kook/token', method: 'POST' },
    layout: 'blank',
    returnsTo: '/user/home',
    browser: BROWSER_SIGN_IN,
  },
  // ---- Home ----
  {
    screen: '/user/home',
    call: 'GET user/profile',
    fault: { route: 'user/profile', method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/home',
    call: 'GET user/bots',
    fault: { route: '*user/bots', method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/home',
    call: 'POST user/bots/:id/start',
    fault: { route: 'user/bots/*/start', method: 'POST' },
    signedIn: true,
  },
  {
    screen: '/user/home',
    call: 'POST user/bots/:id/stop',
    fault: { route: 'user/bots/*/stop', method: 'POST' },
    signedIn: true,
  },
  {
    screen: '/user/home',
    call: 'POST user/bots/:id/restart',
    fault: { route: 'user/bots/*/restart', method: 'POST' },
    signedIn: true,
  },
  {
    screen: '/user/home',
    call: 'DELETE user/bots/:id',
    fault: { route: '*user/bots/*', method: 'DELETE' },
    signedIn: true,
  },
  // ---- The bot form ----
  {
    screen: '/user/bot/new',
    call: 'GET bots/tags',
    fault: { route: 'bots/tags', method: 'GET' },
    signedIn: true,
    pro: true,
  },
  {
    screen: '/user/bot/new',
    call: 'POST user/bots',
    fault: { route: '*user/bots', method: 'POST' },
    signedIn: true,
    pro: true,
    draft: true,
    browser: BROWSER_RE_LOGIN,
  },
  {
    screen: '/user/bot/edit/:id',
    call: 'GET user/bots/:id',
    fault: { route: `*user/bots/${deckhand}`, method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/edit/:id',
    call: 'GET bots/tags',
    fault: { route: 'bots/tags', method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/edit/:id',
    call: 'PUT user/bots/:id',
    fault: { route: `*user/bots/${deckhand}`, method: 'PUT' },
    signedIn: true,
    draft: true,
    browser: BROWSER_RE_LOGIN,
  },
  // ---- Configure and its tabs ----
  {
    screen: '/user/bot/set/:id',
    call: 'GET user/bots/:id',
    fault: { route: `*user/bots/${deckhand}`, method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id',
    call: 'GET user/bots/:id/settings',
    fault: { route: `user/bots/${deckhand}/settings`, method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id',
    call: 'PUT user/bots/:id/settings',
    fault: { route: `user/bots/${deckhand}/settings`, method: 'PUT' },
    signedIn: true,
    draft: true,
    browser: BROWSER_RE_LOGIN,
  },
  {
    screen: '/user/bot/set/:id',
    call: 'GET user/bots/:id/webhook',
    fault: { route: `user/bots/${echoRadio}/webhook`, method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id?tab=logs',
    call: 'GET user/bots/:id/logs',
    // Anchored, so the stream (…/logs/stream) is not faulted too.
    fault: { route: `user/bots/${echoRadio}/*logs`, method: 'GET' },
    signedIn: true,
  },
  {
    // A stream read with fetch, which breaks and reconnects by itself: the browser's own.
    screen: '/user/bot/set/:id?tab=logs',
    call: 'GET user/bots/:id/logs/stream',
    fault: { route: `user/bots/${echoRadio}/logs/stream`, method: 'GET' },
    signedIn: true,
    browser: BROWSER_REAL_CLOCK,
  },
  {
    screen: '/user/bot/set/:id?tab=analytics',
    call: 'GET user/bots/:id/analytics',
    fault: { route: `user/bots/${echoRadio}/analytics`, method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id?tab=members',
    call: 'GET user/bots/:id/members',
    fault: { route: `user/bots/${deckhand}/members`, method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id?tab=members',
    call: 'POST user/bots/:id/members',
    fault: { route: `user/bots/${deckhand}/members`, method: 'POST' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id?tab=members',
    call: 'PUT user/bots/:id/members/:userId',
    fault: { route: `user/bots/${deckhand}/members/*`, method: 'PUT' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id?tab=members',
    call: 'DELETE user/bots/:id/members/:userId',
    fault: { route: `user/bots/${deckhand}/members/*`, method: 'DELETE' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id?tab=activity',
    call: 'GET user/bots/:id/activity',
    fault: { route: `user/bots/${echoRadio}/activity`, method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id?tab=health',
    call: 'GET user/bots/:id/health',
    fault: { route: `user/bots/${echoRadio}/health`, method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/bot/set/:id?tab=health',
    call: 'PUT user/bots/:id/health/policy',
    fault: { route: `user/bots/${echoRadio}/health/policy`, method: 'PUT' },
    signedIn: true,
    draft: true,
    browser: BROWSER_RE_LOGIN,
  },
  // ---- The notification centre ----
  {
    screen: '/user/home (bell)',
    call: 'GET user/notifications',
    fault: { route: 'user/notifications', method: 'GET' },
    signedIn: true,
    returnsTo: '/user/home',
  },
  {
    screen: '/user/home (bell)',
    call: 'POST user/notifications/read',
    fault: { route: 'user/notifications/read', method: 'POST' },
    signedIn: true,
    returnsTo: '/user/home',
  },
  // ---- Billing ----
  {
    screen: '/user/pay',
    call: 'GET pay/plans',
    fault: { route: 'pay/plans', method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/pay',
    call: 'GET pay/orders',
    fault: { route: '*pay/orders', method: 'GET' },
    signedIn: true,
  },
  {
    screen: '/user/pay',
    call: 'POST pay/orders',
    fault: { route: '*pay/orders', method: 'POST' },
    signedIn: true,
  },
  {
    // The checkout dialog's poll every 3 s on a real clock, against a real order: the browser's own.
    screen: '/user/pay',
    call: 'GET pay/orders/:id (poll)',
    fault: { route: '*pay/orders/*', method: 'GET' },
    signedIn: true,
    namesCause: false,
    browser: BROWSER_REAL_CLOCK,
  },
  {
    screen: '/user/pay',
    call: 'POST pay/orders/:id/cancel',
    fault: { route: 'pay/orders/*/cancel', method: 'POST' },
    signedIn: true,
  },
  // ---- Logging out ----
  {
    screen: 'log out',
    call: 'POST auth/logout',
    fault: { route: 'auth/logout', method: 'POST' },
    signedIn: true,
    // Logging out ends the session here whatever the provider says: the app bar says so.
    namesCause: false,
    expiryIsTheEnd: true,
    returnsTo: '/user/home',
  },
] as const satisfies readonly ChaosRow[];

type Row = (typeof CHAOS_ROWS)[number];
type KeyOf<R> = R extends { screen: infer S extends string; call: infer C extends string }
  ? `${S} · ${C}`
  : never;

/** A row's name in the matrix and in test titles: its screen and call. */
export type ChaosRowKey = KeyOf<Row>;
/** The rows the browser runs too, and of those, the ones it runs for 400005 only. */
export type BrowserRowKey = KeyOf<Extract<Row, { browser: readonly FaultKind[] }>>;
export type ReLoginRowKey = KeyOf<Extract<Row, { browser: readonly ['expired'] }>>;

export function rowKey(row: ChaosRow): ChaosRowKey {
  return `${row.screen} · ${row.call}` as ChaosRowKey;
}

/** One case's title at either level: `/user/pay · GET pay/plans · delay`. */
export function caseTitle(row: ChaosRow, kind: FaultKind): string {
  return `${rowKey(row)} · ${kind}`;
}

/** The jest test file that runs a row (src/app/chaos.<file>.test.tsx), by its screen. */
export type ChaosFile = 'public' | 'home' | 'editor' | 'configure' | 'tabs' | 'members' | 'pay';

export function jestFileOf({ screen }: ChaosRow): ChaosFile {
  if (screen === '/' || screen.startsWith('/bot/')) return 'public';
  if (screen === '/user/login' || screen === '/kook/auth') return 'public';
  if (screen.startsWith('/user/home') || screen === 'log out') return 'home';
  if (screen === '/user/bot/new' || screen === '/user/bot/edit/:id') return 'editor';
  if (screen === '/user/bot/set/:id') return 'configure';
  if (screen === '/user/bot/set/:id?tab=members') return 'members';
  if (screen.startsWith('/user/bot/set/:id?tab=')) return 'tabs';
  if (screen === '/user/pay') return 'pay';
  throw new Error(`No jest file runs the screen ${screen}`);
}

/** The endpoint a row's call names: its method and its path as in src/api/endpoints.ts. */
export function callEndpoint(call: string): { method: string; path: string } {
  const match = /^(GET|POST|PUT|DELETE) (\S+)(?: \([^()]+\))?$/.exec(call);
  if (!match) throw new Error(`"${call}" is not "METHOD path" with an optional "(note)"`);
  return { method: match[1], path: match[2] };
}
