// The HTML a server-rendered page goes out as: the built index.html with the page written in (its
// language and scheme on <html>, its head tags and styles, the drawn app in #root and the state
// after it), and the helpers that keep what is written there safe.
import { STATE_ELEMENT_ID } from '../app/serverPayload';
import type { ServerPayload } from '../app/serverPayload';
import type { Language } from '../lib/i18n';

/** The built index.html and the build's preload manifest, which every page is written into. */
export interface RenderAssets {
  template: string;
  preload: Partial<Record<string, string[]>>;
}

/** The scripts of the named chunk groups (the page's code, the API client), each once. */
export function chunkFiles(assets: RenderAssets, chunks: string[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => assets.preload[chunk] ?? []))];
}

export interface DocumentParts {
  /** Scripts the page will need once the app runs (its page's chunk), fetched with the app's. */
  preload: string[];
  /** Scripts it may need later (PREFETCHED_CHUNKS), fetched once it has loaded and is idle. */
  prefetch: string[];
  /**
   * The page was drawn whole: there is something to read, and the scripts wait for its first paint.
   * A page drawn as the layout with a loading bar in the page's place (sign-in, the KOOK callback,
   * a signed-in page) has nothing to read until the app runs, and may paint nothing contentful at
   * all: it loads them at once.
   */
  readable: boolean;
  lang: Language;
  scheme: 'light' | 'dark' | null;
  head: string;
  styles: string;
  body: string;
  payload: ServerPayload | null;
}

const APP_SCRIPT = /<script defer(?:="defer")? src="(\/config\.js|\/assets\/[^"]+)"><\/script>/g;
/**
 * index.html's own /boot.js, with every route's files and calls for a static host: a drawn page has
 * its own.
 */
const STATIC_BOOT = /<script [^>]*src="\/boot\.js" data-routes="[^"]*"[^>]*><\/script>/;

/**
 * The app's scripts, config.js first, handed to /boot.js with the page's own code to fetch
 * alongside. On a readable page boot.js loads them once the page has painted: the page is drawn
 * already, and its HTML should not share a slow link with them; boot.js is then the one request
 * the page makes before its first paint (the icon is in index.html itself). On a page with nothing
 * to read yet, it loads them at once.
 */
function bootScript(template: string, parts: DocumentParts): string {
  const sources = [...template.matchAll(APP_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return template;
  const wait = parts.readable ? ' data-after-paint' : '';
  const files = (list: string[]) => list.map(encodeURI).join(' ');
  const boot = `<script defer src="/boot.js"${wait} data-scripts="${sources.join(' ')}" data-preload="${files(parts.preload)}" data-prefetch="${files(parts.prefetch)}"></script>`;
  return template
    .replace(STATIC_BOOT, '')
    .replace(APP_SCRIPT, '')
    .replace('</head>', `${boot}</head>`);
}

/** index.html with the page written in: html attributes, head, styles, #root and the state. */
export function writeDocument(template: string, parts: DocumentParts): string {
  const schemeClass = parts.scheme ? ` class="${parts.scheme}"` : '';
  const state = parts.payload
    ? `<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(parts.payload)}</script>`
    : '';
  return (
    bootScript(template, parts)
      .replace(/<html[^>]*>/, `<html lang="${parts.lang}"${schemeClass}>`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      // The page is drawn already: readable and navigable before (or without) JavaScript.
      .replace(/<noscript>.*?<\/noscript>/, '')
      .replace('</head>', `${parts.head}${parts.styles}</head>`)
      .replace(/<div id="root"><\/div>/, `<div id="root">${parts.body}</div>${state}`)
  );
}

/** JSON that cannot end its <script> element or be read as markup: `<` and line separators escaped. */
function serializeState(payload: ServerPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
