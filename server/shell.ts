// The first paint, before any JavaScript runs: the app bar, and on the directory its heading and
// pitch (the page's largest text), written into index.html's #root. React replaces it when it
// mounts. Its text comes from the app's own locale files, in the language the browser asks for;
// its look from the static styles in public/index.html, which mirror the MUI layout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html';

type Language = 'en-US' | 'zh-CN';

interface ShellText {
  brand: string;
  nav: { directory: string; myBots: string; billing: string; logIn: string };
  hero: { heading: string; pitch: string; addBot: string };
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
  return {
    brand: lookup(common, 'app', 'name'),
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

export function renderShell(pathname: string, lang: Language, signedIn: boolean): string {
  if (blankLayout.test(pathname)) return '';
  const text = texts[lang];
  const e = escapeHtml;
  const link = (href: string, label: string, active: boolean) =>
    `<a class="bd-navlink${active ? ' bd-active' : ''}" href="${href}">${e(label)}</a>`;
  const account = signedIn
    ? '<span class="bd-icon bd-avatar"></span>'
    : `<a class="bd-login" href="/user/login">${e(text.nav.logIn)}</a>`;
  const hero =
    pathname === '/'
      ? `<header class="bd-hero"><h1>${e(text.hero.heading)}</h1><p>${e(text.hero.pitch)}</p>` +
        `<a class="bd-cta" href="/user/bot/new">+ ${e(text.hero.addBot)}</a></header>`
      : '';
  return (
    '<div class="bd-shell"><div class="bd-bar"><div class="bd-toolbar">' +
    '<span class="bd-icon bd-menu"></span>' +
    `<a class="bd-brand" href="/">${e(text.brand)}</a>` +
    '<nav class="bd-nav">' +
    link('/', text.nav.directory, pathname === '/') +
    link('/user/home', text.nav.myBots, pathname.startsWith('/user/home')) +
    link('/user/pay', text.nav.billing, pathname.startsWith('/user/pay')) +
    '</nav><span class="bd-grow"></span><span class="bd-icon"></span><span class="bd-icon"></span>' +
    `${account}</div></div><main class="bd-main">${hero}</main></div>`
  );
}

/** index.html for one request: its language, and the shell inside #root. */
export function renderIndex(
  template: string,
  request: { pathname: string; acceptLanguage?: string; cookie?: string },
): string {
  const lang = shellLanguage(request.acceptLanguage);
  const signedIn = /(?:^|;\s*)token=[^;]+/.test(request.cookie ?? '');
  return template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${renderShell(request.pathname, lang, signedIn)}</div>`,
    );
}
