// The first paint, before any JavaScript runs: the app bar, on the directory its heading and pitch,
// and on a bot's page its header and the opening of its description (each page's largest text),
// written into index.html's #root. React replaces it when it mounts. Its text comes from the app's
// own locale files, in the language the browser asks for, and the bot's from the provider; its look
// from the static styles in public/index.html, which mirror the MUI layout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { httpUrl } from '../src/features/bot/externalUrl';
import { formatCount } from '../src/lib/formatCount';
import { formatDate } from '../src/lib/formatDate';
import * as z from 'zod/mini';
import { botProfileSchema } from '../src/api/schemas';
import i18next from 'i18next';
import type { ResourceKey } from 'i18next';
import { escapeHtml } from './html';

type Language = 'en-US' | 'zh-CN';

interface ShellText {
  brand: string;
  /** `<title> · Botdeck`: what useDocumentTitle puts in the tab. */
  pageTitle: (title: string) => string;
  nav: { directory: string; myBots: string; billing: string; logIn: string };
  hero: { heading: string; pitch: string; addBot: string };
  bot: {
    online: string;
    offline: string;
    /** "19 servers", in the language's plural form. */
    servers: (count: number) => string;
    owner: string;
    /** "Updated Aug 10, 2024". */
    updated: (iso: string) => string;
    tags: string;
    newTab: string;
    actions: { label: string; invite: string; website: string; support: string };
    description: { heading: string; empty: string };
  };
}

/**
 * The fields of a bot's public profile (GET bots/:id) that the top of its page shows, checked by the
 * contract's own rules; the owner as their username, and each tag with its name from the catalogue
 * (GET bots/tags) when the catalogue has it.
 */
const botPreviewSchema = z.extend(
  z.pick(botProfileSchema, {
    summary: true,
    serverCount: true,
    updatedAt: true,
    website: true,
    supportUrl: true,
    description: true,
  }),
  {
    name: z.string().check(z.refine((name) => name.trim() !== '', 'A bot has a name')),
    /** Only sizes the space kept for the status chip; the chip itself is left to the app. */
    online: z.optional(z.boolean()),
    owner: z.string(),
    tags: z.array(z.object({ id: z.string(), name: z.optional(z.string()) })),
    inviteUrl: z.nullable(z.string()),
  },
);

export type BotPreview = z.infer<typeof botPreviewSchema>;

const localesDir = path.resolve(__dirname, '../src/locales');

function readJson(lang: Language, ns: string): ResourceKey {
  return JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as ResourceKey;
}

const LANGUAGES: Language[] = ['en-US', 'zh-CN'];
const NAMESPACES = ['common', 'directory', 'bot'];

// The app's own i18next over its own locale files: the same keys, plurals and interpolation.
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  fallbackLng: 'en-US',
  supportedLngs: LANGUAGES,
  ns: NAMESPACES,
  defaultNS: 'common',
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(NAMESPACES.map((ns) => [ns, readJson(lang, ns)])),
    ]),
  ),
  // The shell escapes every string it writes, once.
  interpolation: { escapeValue: false },
});

function loadText(lang: Language): ShellText {
  const t = i18n.getFixedT(lang);
  const bot = i18n.getFixedT(lang, 'bot');
  return {
    brand: t('app.name'),
    pageTitle: (title) => t('app.titleSuffix', { title }),
    nav: {
      directory: t('nav.directory'),
      myBots: t('nav.myBots'),
      billing: t('nav.billing'),
      logIn: t('nav.logIn'),
    },
    hero: {
      heading: t('hero.heading', { ns: 'directory' }),
      pitch: t('hero.pitch', { ns: 'directory' }),
      addBot: t('hero.addBot', { ns: 'directory' }),
    },
    bot: {
      online: bot('online'),
      offline: bot('offline'),
      servers: (count) => bot('servers', { count, formatted: formatCount(count) }),
      owner: bot('owner'),
      updated: (iso) => bot('updated', { date: formatDate(iso, lang) }),
      tags: bot('tags'),
      newTab: bot('newTab'),
      actions: {
        label: bot('actions.label'),
        invite: bot('actions.invite'),
        website: bot('actions.website'),
        support: bot('actions.support'),
      },
      description: {
        heading: bot('description.heading'),
        empty: bot('description.empty'),
      },
    },
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
  const parsed = botPreviewSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The opening of a description that the shell can draw exactly as SafeMarkdown will. */
export interface DescriptionLead {
  /** A leading heading's text: SafeMarkdown draws a description's first heading as its h3. */
  heading?: string;
  /** The first paragraph's text as the Markdown parser leaves it: lines trimmed, joined by `\n`. */
  paragraph: string;
}

const trimLine = (line: string) => line.replace(/^[ \t]+|[ \t]+$/g, '');
const isBlank = (line: string | undefined) => line !== undefined && /^[ \t]*$/.test(line);

/**
 * Whether a line of a paragraph (or a heading's text) is plain text to the Markdown parser: no
 * emphasis, code, link, image, HTML, escape, entity or hard break, and nothing that would start or
 * interrupt another block (list, quote, heading, fence, rule, setext underline, indented code).
 * Far stricter than Markdown needs: what it refuses is simply left to the app.
 */
function isPlainLine(line: string): boolean {
  if (/^(?: {4}| {0,3}\t)/.test(line) || / {2,}$/.test(line) || line.includes('\0')) return false;
  const text = trimLine(line);
  return (
    !/[*_\\[\]()#<>|~!`]/.test(text) &&
    !/&#?[a-z0-9]+;/i.test(text) &&
    !/^(?:[-+=]|\d+[.)])/.test(text)
  );
}

/**
 * The description's first paragraph, after at most one ATX heading (`## About X`), when both are
 * plain text; else null, and the shell draws none of the description. The paragraph is the text
 * up to the first blank line; its lines are joined by newlines, as in the app's text node, which
 * the browser shows as spaces.
 */
export function descriptionLead(description: string): DescriptionLead | null {
  const lines = description.split(/\r\n|\r|\n/);
  let at = 0;
  const skipBlank = () => {
    while (isBlank(lines[at])) at++;
  };
  skipBlank();
  let heading: string | undefined;
  const atx = /^ {0,3}#{1,6}(?:[ \t]+|$)(.*)$/.exec(lines[at] ?? '');
  if (atx) {
    // An optional closing sequence (`## About ##`) is not part of the text.
    heading = trimLine(atx[1].replace(/(?:^|[ \t])#+[ \t]*$/, ''));
    if (heading === '' || !isPlainLine(heading)) return null;
    at++;
    skipBlank();
  }
  const paragraph: string[] = [];
  for (; at < lines.length && !isBlank(lines[at]); at++) {
    const line = lines[at] ?? '';
    if (!isPlainLine(line)) return null;
    paragraph.push(trimLine(line));
  }
  if (paragraph.length === 0) return null;
  const text = paragraph.join('\n');
  return heading === undefined ? { paragraph: text } : { heading, paragraph: text };
}

/**
 * The header's links out, as the app draws them for a visitor who does not own the bot: Invite,
 * Website and Support, each only for an http(s) URL, opening in a new tab. The owner's Edit and
 * Configure are the app's to add: the shell does not know who is looking.
 */
function actionButtons(bot: BotPreview, text: ShellText): string {
  const e = escapeHtml;
  const button = (url: string | null, label: string, primary: boolean) => {
    const href = httpUrl(url);
    if (!href) return '';
    return (
      `<a class="bd-button${primary ? ' bd-contained' : ''}" href="${e(href)}" target="_blank"` +
      ` rel="noopener noreferrer"><span class="bd-buttonicon"></span>${e(label)}` +
      `<span class="bd-sr"> ${e(text.bot.newTab)}</span></a>`
    );
  };
  const { actions } = text.bot;
  return (
    button(bot.inviteUrl, actions.invite, true) +
    button(bot.website, actions.website, false) +
    button(bot.supportUrl, actions.support, false)
  );
}

/** The About section's body: the description's plain opening, its empty note, or nothing. */
function aboutBody(bot: BotPreview, text: ShellText): string {
  const e = escapeHtml;
  if (bot.description.trim() === '') {
    return `<p class="bd-empty">${e(text.bot.description.empty)}</p>`;
  }
  const lead = descriptionLead(bot.description);
  if (!lead) return '';
  const heading = lead.heading === undefined ? '' : `<h3>${e(lead.heading)}</h3>`;
  return `<div class="bd-md">${heading}<p>${e(lead.paragraph)}</p></div>`;
}

/**
 * BotPage as it first draws for a visitor who does not own the bot, where and as large as the app
 * draws it: the header (a placeholder for the avatar, the name as the h1, the summary, the stats
 * line, the tags and the links out) and the About section with the description's plain opening.
 * The status chip beside the name is kept as invisible space of its exact size (its label in the
 * same font), so the name wraps and the row is as tall as in the app; icons and avatars are empty
 * boxes of their size. Tags and buttons are real links. The 30-day stats are left to the app.
 */
function botPage(bot: BotPreview, text: ShellText): string {
  const e = escapeHtml;
  const chip = bot.online === true ? text.bot.online : text.bot.offline;
  const servers = text.bot.servers(bot.serverCount);
  const updated = text.bot.updated(bot.updatedAt);
  const tags = bot.tags
    .map(
      (tag) =>
        `<li><a class="bd-tag" href="/?tag=${e(encodeURIComponent(tag.id))}">` +
        `<span>${e(tag.name ?? tag.id)}</span></a></li>`,
    )
    .join('');
  return (
    '<div class="bd-botpage"><header class="bd-bothead"><div class="bd-bot">' +
    '<span class="bd-botavatar"></span><div class="bd-botinfo">' +
    `<div class="bd-botname"><h1>${e(bot.name)}</h1>` +
    `<span class="bd-chip" aria-hidden="true"><span class="bd-chipdot"></span>${e(chip)}</span>` +
    `</div><p>${e(bot.summary)}</p>` +
    `<div class="bd-stats"><p class="bd-servers"><span class="bd-statsicon"></span>${e(servers)}</p>` +
    `<div class="bd-owner"><p>${e(text.bot.owner)}</p><span class="bd-owneravatar"></span>` +
    `<p class="bd-ownername">${e(bot.owner)}</p></div><p>${e(updated)}</p></div>` +
    (tags ? `<ul class="bd-tags" aria-label="${e(text.bot.tags)}">${tags}</ul>` : '') +
    '</div></div>' +
    `<div class="bd-actions" role="group" aria-label="${e(text.bot.actions.label)}">` +
    `${actionButtons(bot, text)}</div></header>` +
    '<section class="bd-about" aria-labelledby="bot-about-heading">' +
    `<h2 id="bot-about-heading">${e(text.bot.description.heading)}</h2>${aboutBody(bot, text)}` +
    '</section></div>'
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
    content = botPage(bot, text);
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
    const title = texts[lang].pageTitle(bot.name);
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
