// The first paint, before any JavaScript runs: the app bar, on the directory its heading and pitch,
// and on a bot's page its name and summary (each page's largest text), written into index.html's
// #root. React replaces it when it mounts. Its text comes from the app's own locale files, in the
// language the browser asks for, and the bot's from the provider; its look from the static styles
// in public/index.html, which mirror the MUI layout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html';

type Language = 'en-US' | 'zh-CN';

interface ShellText {
  brand: string;
  /** `{{title}} · Botdeck`: what useDocumentTitle puts in the tab. */
  titleSuffix: string;
  nav: { directory: string; myBots: string; billing: string; logIn: string };
  hero: { heading: string; pitch: string; addBot: string };
  bot: { online: string; offline: string };
}

/** The plain-text fields of a bot's profile that its page's header shows first. */
export interface BotPreview {
  name: string;
  summary: string;
  /** Only sizes the space kept for the status chip; the chip itself is left to the app. */
  online?: boolean;
}

const localesDir = path.resolve(__dirname, '../src/locales');

function readJson(lang: Language, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'));
}

/** The string at `keys` in a locale file, or '' when it is not there. */
function lookup(tree: unknown, ...keys: string[]): string {
  let node = tree;
  for (const key of keys) {
    if (typeof node !== 'object' || node === null) return '';
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : '';
}

function loadText(lang: Language): ShellText {
  const common = readJson(lang, 'common');
  const directory = readJson(lang, 'directory');
  const bot = readJson(lang, 'bot');
  return {
    brand: lookup(common, 'app', 'name'),
    titleSuffix: lookup(common, 'app', 'titleSuffix'),
    nav: {
      directory: lookup(common, 'nav', 'directory'),
      myBots: lookup(common, 'nav', 'myBots'),
      billing: lookup(common, 'nav', 'billing'),
      logIn: lookup(common, 'nav', 'logIn'),
    },
    hero: {
      heading: lookup(directory, 'hero', 'heading'),
      pitch: lookup(directory, 'hero', 'pitch'),
      addBot: lookup(directory, 'hero', 'addBot'),
    },
    bot: { online: lookup(bot, 'online'), offline: lookup(bot, 'offline') },
  };
}

const texts: Record<Language, ShellText> = {
  'en-US': loadText('en-US'),
  'zh-CN': loadText('zh-CN'),
};

/** The language the app itself would pick first from the browser: Chinese or English. */
export function shellLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}

/** Pages in the blank layout have no app bar; their card is quick to render. */
const blankLayout = /^\/(user\/login|kook\/auth)\/?$/;

/** The id in a bot page's path (`/bot/:id`, `/bot/:id/`), decoded as the router does; else null. */
export function botIdOf(pathname: string): string | null {
  const match = /^\/bot\/([^/]+)\/?$/i.exec(pathname);
  if (!match?.[1]) return null;
  try {
    const id = decodeURIComponent(match[1]);
    return id.trim() === '' || id.length > 200 ? null : id;
  } catch {
    return null; // a malformed %-escape: no bot to draw
  }
}

/** A preview the shell can draw in full, or null: never half a header. */
export function validPreview(value: unknown): BotPreview | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, summary, online } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || typeof summary !== 'string') return null;
  return { name, summary, online: typeof online === 'boolean' ? online : undefined };
}

/**
 * BotPage's header as it first draws: a placeholder for the avatar, the name as the h1 and the
 * summary, where and as large as the app draws them. The status chip beside the name is kept as
 * invisible space of its exact size (its label in the same font), so the name wraps and the row is
 * as tall as in the app; the stats line, tags and buttons below are left to the app.
 */
function botHeader(bot: BotPreview, text: ShellText): string {
  const e = escapeHtml;
  const chip = bot.online === true ? text.bot.online : text.bot.offline;
  return (
    '<header class="bd-bot"><span class="bd-botavatar"></span><div class="bd-botinfo">' +
    `<div class="bd-botname"><h1>${e(bot.name)}</h1>` +
    `<span class="bd-chip" aria-hidden="true"><span class="bd-chipdot"></span>${e(chip)}</span>` +
    `</div><p>${e(bot.summary)}</p></div></header>`
  );
}

export function renderShell(
  pathname: string,
  lang: Language,
  signedIn: boolean,
  bot: BotPreview | null = null,
): string {
  if (blankLayout.test(pathname)) return '';
  const text = texts[lang];
  const e = escapeHtml;
  const link = (href: string, label: string, active: boolean) =>
    `<a class="bd-navlink${active ? ' bd-active' : ''}" href="${href}">${e(label)}</a>`;
  const account = signedIn
    ? '<span class="bd-icon bd-avatar"></span>'
    : `<a class="bd-login" href="/user/login">${e(text.nav.logIn)}</a>`;
  let content = '';
  if (pathname === '/') {
    content =
      `<header class="bd-hero"><h1>${e(text.hero.heading)}</h1><p>${e(text.hero.pitch)}</p>` +
      `<a class="bd-cta" href="/user/bot/new">+ ${e(text.hero.addBot)}</a></header>`;
  } else if (bot && botIdOf(pathname) !== null) {
    content = botHeader(bot, text);
  }
  return (
    '<div class="bd-shell"><div class="bd-bar"><div class="bd-toolbar">' +
    '<span class="bd-icon bd-menu"></span>' +
    `<a class="bd-brand" href="/">${e(text.brand)}</a>` +
    '<nav class="bd-nav">' +
    link('/', text.nav.directory, pathname === '/') +
    link('/user/home', text.nav.myBots, pathname.startsWith('/user/home')) +
    link('/user/pay', text.nav.billing, pathname.startsWith('/user/pay')) +
    '</nav><span class="bd-grow"></span><span class="bd-icon"></span><span class="bd-icon"></span>' +
    `${account}</div></div><main class="bd-main">${content}</main></div>`
  );
}

/** Each route of src/app/routes.tsx and the webpackChunkName of its page; `signedIn` for guarded. */
const pageChunks: { path: RegExp; chunk: string; signedIn?: true }[] = [
  { path: /^\/$/, chunk: 'directory' },
  { path: /^\/bot\/[^/]+\/?$/, chunk: 'bot' },
  { path: /^\/user\/login\/?$/, chunk: 'login' },
  { path: /^\/kook\/auth\/?$/, chunk: 'kook-auth' },
  { path: /^\/user\/home\/?$/, chunk: 'home', signedIn: true },
  { path: /^\/user\/bot\/new\/?$/, chunk: 'bot-new', signedIn: true },
  { path: /^\/user\/bot\/edit\/[^/]+\/?$/, chunk: 'bot-edit', signedIn: true },
  { path: /^\/user\/bot\/set\/[^/]+\/?$/, chunk: 'bot-set', signedIn: true },
  { path: /^\/user\/pay\/?$/, chunk: 'pay', signedIn: true },
];

/**
 * The chunk groups a page's first render needs beyond the initial scripts: its page's code (a
 * guarded page's only when signed in, since it redirects otherwise) and the API client, which
 * start-up loads at once. Names as in the build's preload.json.
 */
export function preloadsFor(pathname: string, signedIn: boolean): string[] {
  const page = pageChunks.find((entry) => entry.path.test(pathname));
  if (!page || (page.signedIn && !signedIn)) return ['http'];
  return ['http', page.chunk];
}

/**
 * `<link rel="preload">` for each script of the named chunk groups, once each. At low priority: the
 * shell's own scripts run first and are needed first; these only must not wait for them to run.
 */
function preloadLinks(manifest: PreloadManifest, names: string[]): string {
  const files = new Set(names.flatMap((name) => manifest[name] ?? []));
  return [...files]
    .map(
      (file) => `<link rel="preload" as="script" href="${escapeHtml(file)}" fetchpriority="low">`,
    )
    .join('');
}

/** The build's preload.json: for each named chunk group, the script files it needs. */
export type PreloadManifest = Partial<Record<string, string[]>>;

/**
 * index.html for one request: its language, the shell inside #root, and preloads for the page's
 * code (from the build's preload manifest). On a bot's page (when `bot` is its preview) also the
 * tab's title and the description a shared link shows.
 */
export function renderIndex(
  template: string,
  request: {
    pathname: string;
    acceptLanguage?: string;
    cookie?: string;
    bot?: BotPreview | null;
    preload?: PreloadManifest;
  },
): string {
  const lang = shellLanguage(request.acceptLanguage);
  const signedIn = /(?:^|;\s*)token=[^;]+/.test(request.cookie ?? '');
  const bot = botIdOf(request.pathname) === null ? null : validPreview(request.bot);
  // Replacer functions throughout: a `$&` or `$'` in a bot's name must stay text.
  let page = template
    .replace('<html lang="en">', () => `<html lang="${lang}">`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${renderShell(request.pathname, lang, signedIn, bot)}</div>`,
    );
  if (request.preload) {
    const links = preloadLinks(request.preload, preloadsFor(request.pathname, signedIn));
    page = page.replace('</head>', () => `${links}</head>`);
  }
  if (bot) {
    const title = texts[lang].titleSuffix.replace('{{title}}', () => bot.name);
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    if (bot.summary.trim() !== '') {
      page = page.replace(
        /(<meta\s+name="description"\s+content=")[^"]*"/,
        (_match, start: string) => `${start}${escapeHtml(bot.summary)}"`,
      );
    }
  }
  return page;
}
