// The front server: serves the built app from dist/ and renders its pages on the server with the
// app's own server entry (dist-server/render.js), getting data only from the provider at the API
// host. Used by `npm run serve` (server/front/main.ts) and by the demo (server/app.ts), which
// registers it next to the demo provider.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as RenderEntry from '../../src/server/render';
import type { PageRequest, PageResponse, RenderAssets } from '../../src/server/render';
import { badgeLanguage, badgeProfiles, badgeSvg, badgeText } from './badges';
import type { BadgeKind } from './badges';
import { publicBots, robotsTxt, sitemapXml } from './seo';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page drawn for one signed-in visitor: no shared cache may keep it. */
const PERSONAL = 'private, no-store';
/** How long a page waits for the provider before it goes out and the browser loads the data. */
export const PAGE_DEADLINE_MS = 300;
/** Badges, for a browser or a CDN (and GitHub's image proxy) in front of the server. */
const BADGE_CACHE = 'public, max-age=300';
/** How long the sitemap, paged from the provider, is kept. */
const SITEMAP_TTL_MS = 10 * 60_000;

/** Paths that are never the app's pages: a miss there is a real 404, not a route of the app. */
const notAppRoutes = /^\/(api|demo|assets|builds|badge)(\/|$)/;

type Render = (request: PageRequest) => Promise<PageResponse>;
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface FrontServerOptions {
  /** The browser build (dist/). */
  distDir: string;
  /** The server entry's bundle; dist-server/render.js beside dist/ by default. */
  rendererPath?: string;
  /**
   * The provider's origin as the browser reaches it, written into config.js; omitted when the
   * provider is this same origin (the demo).
   */
  apiHost?: string;
  /**
   * The client's request timeout, written into config.js: only the demo provider with its test
   * controls sets it (REQUEST_TIMEOUT_MS); the client's own is 10 s.
   */
  requestTimeoutMs?: number;
  /** The provider's origin as this server reaches it; apiHost by default. */
  renderApiHost?: (request: FastifyRequest) => string;
  deadlineMs?: number;
  /** Keep the provider's public answers a few seconds between renders; on by default. */
  keepAnswers?: boolean;
  /**
   * Headers of the visitor's request passed on with the provider calls that draw its page: the
   * demo's test scope (server/scopes.ts); none by default.
   */
  forwardHeaders?: readonly string[];
}

function cacheControlFor(relativePath: string): string {
  // Only webpack's content-hashed output lives in assets/; a changed file gets a new name.
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * `window.__BOTDECK__` for a deploy that points the app at a provider elsewhere (API_HOST), or for
 * the demo's tests (a short request timeout).
 */
function runtimeConfig(settings: { apiHost?: string; requestTimeoutMs?: number }): string {
  return `// Runtime settings written by the server.\nwindow.__BOTDECK__ = ${JSON.stringify(settings)};\n`;
}

export function hasBuiltApp(distDir: string | undefined): distDir is string {
  return distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
}

function defaultRendererPath(distDir: string): string {
  return path.join(path.dirname(path.resolve(distDir)), 'dist-server', 'render.js');
}

/** The build's preload.json (webpack.config.js), or none: pages then go out without preloads. */
function readPreloadManifest(distDir: string): RenderAssets['preload'] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(distDir, 'preload.json'), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const manifest: RenderAssets['preload'] = {};
    for (const [name, files] of Object.entries(parsed)) {
      if (Array.isArray(files) && files.every((file) => typeof file === 'string')) {
        manifest[name] = files;
      }
    }
    return manifest;
  } catch {
    return {};
  }
}

/**
 * Whether a request no route answered is a page of the app (a browser navigation to one of its
 * addresses), which the server renders.
 */
export function isAppNavigation(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !notAppRoutes.test(pathname) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** The origin the visitor sees: behind a proxy or CDN, from its X-Forwarded-* headers. */
function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function loadRenderer(rendererPath: string, distDir: string, keepAnswers?: boolean): Render {
  // The bundle is CommonJS built for Node; its types are the source's.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(rendererPath) as typeof RenderEntry;
  return entry.createRenderer(
    {
      template: readFileSync(path.join(distDir, 'index.html'), 'utf8'),
      preload: readPreloadManifest(distDir),
    },
    { keepAnswers },
  );
}

/** The named headers of a request that it carries, as one value each. */
function forwarded(request: FastifyRequest, names: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function pageSender(render: Render, options: FrontServerOptions): SendPage {
  const deadlineMs = options.deadlineMs ?? PAGE_DEADLINE_MS;
  return async (request, reply) => {
    const apiHost = options.renderApiHost?.(request) ?? options.apiHost;
    if (!apiHost) throw new Error('The front server needs the provider’s address (API_HOST)');
    const answer = await render({
      url: request.url,
      origin: publicOrigin(request),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      providerHeaders: forwarded(request, options.forwardHeaders ?? []),
      apiHost,
      deadlineMs,
    });
    if (answer.kind === 'redirect') {
      return reply.header('cache-control', PERSONAL).redirect(answer.location, 302);
    }
    return reply
      .code(answer.status)
      .header('cache-control', answer.personal ? PERSONAL : REVALIDATE)
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(answer.html);
  };
}

/**
 * Serves dist/ and the pages; returns what renders a page, for the not-found handler of the
 * Fastify instance it is registered on (which alone knows which paths belong to whom).
 */
export async function registerFrontServer(
  app: FastifyInstance,
  options: FrontServerOptions,
): Promise<SendPage> {
  const root = path.resolve(options.distDir);
  const render = loadRenderer(
    options.rendererPath ?? defaultRendererPath(root),
    root,
    options.keepAnswers,
  );
  const sendPage = pageSender(render, options);

  if (options.apiHost !== undefined || options.requestTimeoutMs !== undefined) {
    const config = runtimeConfig({
      apiHost: options.apiHost,
      requestTimeoutMs: options.requestTimeoutMs,
    });
    app.get('/config.js', (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', REVALIDATE).send(config),
    );
  }
  app.get('/healthz', (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok\n'),
  );
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicOrigin(request))),
  );
  let sitemap: { at: number; bots: Awaited<ReturnType<typeof publicBots>> } | null = null;
  app.get('/sitemap.xml', async (request, reply) => {
    const apiHost = options.renderApiHost?.(request) ?? options.apiHost ?? '';
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_TTL_MS) {
      sitemap = { at: Date.now(), bots: await publicBots(`${apiHost}/api/v2/`) };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(publicOrigin(request), sitemap.bots));
  });
  const profileOf = badgeProfiles();
  app.get<{ Params: { id: string; file: string }; Querystring: { lang?: string } }>(
    '/badge/:id/:file',
    async (request, reply) => {
      const kind = /^(status|servers|uptime)\.svg$/.exec(request.params.file)?.[1];
      const apiHost = options.renderApiHost?.(request) ?? options.apiHost ?? '';
      const profile = kind
        ? await profileOf(
            new URL(`bots/${encodeURIComponent(request.params.id)}`, `${apiHost}/api/v2/`),
            forwarded(request, options.forwardHeaders ?? []),
          )
        : null;
      // An unknown badge, and a bot that is private or unknown, are nothing to show.
      if (!kind || !profile || profile.kind === 'notFound') {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const language = badgeLanguage(request.query.lang, request.headers['accept-language']);
      const bot = profile.kind === 'ok' ? profile.bot : null;
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          // Briefly: a status is worth little an hour old. A provider fault is not kept at all.
          .header('cache-control', bot ? BADGE_CACHE : 'no-store')
          .header('vary', 'Accept-Language')
          // An SVG opened on its own is a document: it may run nothing and load nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          // Made to be shown on other sites.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(badgeSvg(badgeText(kind as BadgeKind, bot, language)))
      );
    },
  );
  // index.html is a page like any other, rendered per request, never served as a plain file.
  app.get('/', sendPage);
  app.get('/index.html', (_request, reply) => reply.redirect('/', 301));
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
  return sendPage;
}
