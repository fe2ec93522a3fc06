// Serves the built app from dist/: hashed assets cached for a year, everything that names the
// current build (index.html, config.js, builds/*.json) revalidated on every load, and the SPA
// fallback so deep links like /user/home load the app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BotPreview, PreloadManifest } from '../shell';
import { botIdOf, renderIndex } from '../shell';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Paths that are never the app's pages: a miss there is a real 404, not a route of the SPA. */
const notAppRoutes = /^\/(api|demo|assets|builds)(\/|$)/;

function cacheControlFor(relativePath: string): string {
  // Only webpack's content-hashed output lives in assets/; a changed file gets a new name.
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** `window.__BOTDECK__` for a deploy that points the app at a provider elsewhere (API_HOST). */
export function runtimeConfig(apiHost: string): string {
  return `// Runtime settings written by the server from API_HOST.\nwindow.__BOTDECK__ = ${JSON.stringify({ apiHost })};\n`;
}

export function hasBuiltApp(distDir: string | undefined): distDir is string {
  return distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
}

export async function registerStaticRoutes(
  app: FastifyInstance,
  { distDir, apiHost }: { distDir?: string; apiHost?: string },
): Promise<void> {
  if (apiHost !== undefined) {
    const config = runtimeConfig(apiHost);
    app.get('/config.js', (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', REVALIDATE).send(config),
    );
  }
  if (!hasBuiltApp(distDir)) return;
  const root = path.resolve(distDir);
  const sendIndex = appShell(root);
  // index.html is rendered per request (the first-paint shell), never served as a plain file.
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relativePath = path.relative(root, filePath).split(path.sep).join('/');
      reply.header('cache-control', cacheControlFor(relativePath));
    },
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Whether a request the router could not place is a page of the app (a browser navigation to a
 * client-side route), which gets index.html.
 */
export function isAppNavigation(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !notAppRoutes.test(pathname) &&
    acceptsHtml(request)
  );
}

/**
 * What the shell of a bot's page draws of it (its public profile, tags named), or null when there
 * is no such public bot. It may throw, be slow or answer something malformed: the page then gets
 * the generic shell.
 */
export type BotPreviewSource = (
  id: string,
) => BotPreview | null | undefined | Promise<BotPreview | null | undefined>;

/** How long a page waits for its bot's preview before it goes out with the generic shell. */
const BOT_PREVIEW_TIMEOUT_MS = 200;

async function previewOf(
  botPreview: BotPreviewSource | undefined,
  pathname: string,
  request: FastifyRequest,
): Promise<BotPreview | null> {
  const id = botIdOf(pathname);
  if (id === null || !botPreview) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), BOT_PREVIEW_TIMEOUT_MS);
    });
    return (await Promise.race([Promise.resolve().then(() => botPreview(id)), timeout])) ?? null;
  } catch (error) {
    request.log.warn({ err: error, botId: id }, 'bot preview failed; serving the generic shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The build's preload.json (webpack.config.js), or none: a page is then served without preloads. */
export function readPreloadManifest(distDir: string): PreloadManifest | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(distDir, 'preload.json'), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const manifest: PreloadManifest = {};
    for (const [name, files] of Object.entries(parsed)) {
      if (Array.isArray(files) && files.every((file) => typeof file === 'string')) {
        manifest[name] = files;
      }
    }
    return manifest;
  } catch {
    return undefined;
  }
}

export type SendApp = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Answers a page of the app with index.html and its first-paint shell for that page. */
export function appShell(
  distDir: string,
  { botPreview }: { botPreview?: BotPreviewSource } = {},
): SendApp {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preload = readPreloadManifest(distDir);
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const bot = await previewOf(botPreview, pathname, request);
    return reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(
        renderIndex(template, {
          pathname,
          acceptLanguage: request.headers['accept-language'],
          cookie: request.headers.cookie,
          bot,
          preload,
        }),
      );
  };
}
