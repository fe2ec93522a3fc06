// The server entry: renders one page of the app with the same routes, layouts, pages, theme and
// store as the browser, for the front server (server/front/). Built by webpack for Node into
// dist-server/render.js. The page's data comes through the same sagas, api/ modules and lib/http.ts
// as in the browser, from the provider at the request's API host, within a deadline; past it, or
// when the provider fails, the page goes out without that data and the browser loads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { ThemeProvider } from '@mui/material/styles';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import Cookies from 'universal-cookie';
import { AppProviders } from '../app/App';
import { AppErrorBoundary } from '../app/AppErrorBoundary';
import { chosenScheme } from '../app/colorScheme';
import { featureSlices } from '../app/featureSlices';
import { landingHandles, routes } from '../app/routes';
import { theme } from '../app/theme';
import { ErrorView, errorTitle } from '../features/errors/ErrorPage';
import { readToken } from '../lib/cookies';
import { chosenLanguage, i18n, matchLanguage } from '../lib/i18n';
import type { Language } from '../lib/i18n';
import { acceptedLanguages } from '../lib/language';
import { safeRedirect } from '../lib/redirect';
import { PREFETCHED_CHUNKS, contractChunk, paths } from '../kernel/paths';
import { setRequestScopeSource } from '../lib/requestScope';
import type { RequestScope } from '../lib/requestScope';
import { PageHead } from '../lib/useDocumentTitle';
import type { PageHeadInfo } from '../lib/useDocumentTitle';
import { cachePublicAnswers } from './answerCache';
import { draw } from './draw';
import { loadData, statusOf } from './pageData';
import { chunkFiles, writeDocument } from './document';
import type { RenderAssets } from './document';
import { headTags } from './head';
import { addressOf } from '../app/serverPayload';
import type { ServerPayload } from '../app/serverPayload';

/** A request's scope as the app reads it, and whether its provider answers may come from the cache. */
interface RenderScope extends RequestScope {
  keepAnswers: boolean;
}

const scopes = new AsyncLocalStorage<RenderScope>();
setRequestScopeSource(() => scopes.getStore());
cachePublicAnswers(() => scopes.getStore()?.keepAnswers ?? false);

export interface PageRequest {
  /** The path and query asked for, e.g. `/bot/b1001?x=1`. */
  url: string;
  /** The origin the visitor sees, for canonical links, e.g. `https://botdeck.example`. */
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
  /** Headers every provider call for this page carries besides the visitor's own (the token). */
  providerHeaders?: Readonly<Record<string, string>>;
  /** The provider's origin (the front server's API_HOST). */
  apiHost: string;
  /** How long the page waits for the provider before it goes out without the data. */
  deadlineMs: number;
}

export type PageResponse =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** Drawn for a signed-in visitor: never to be stored by a shared cache. */
      personal: boolean;
      /** Whether the page carries the provider's data, or left it to the browser. */
      data: 'server' | 'browser' | 'none';
    };

function requestLanguage(acceptLanguage: string | undefined): Language {
  return chosenLanguage() ?? matchLanguage(acceptedLanguages(acceptLanguage)) ?? 'en-US';
}

/** The error page alone, for a page whose render crashed: no store, no router, no hydration. */
async function crashPage(
  assets: RenderAssets,
  request: PageRequest,
  lang: Language,
): Promise<PageResponse> {
  const t = i18n.getFixedT(lang);
  const drawn = await draw(
    <ThemeProvider theme={theme} defaultMode="system" disableStyleSheetGeneration>
      <ErrorView status={500} message={t('error.renderFailed')} />
    </ThemeProvider>,
    lang,
  );
  const head = headTags({
    title: t('error.documentTitle', { status: 500, title: errorTitle(500, t) }),
    description: t('app.description'),
    canonicalUrl: new URL(request.url, request.origin).href,
    lang,
    siteName: t('app.name'),
    noindex: true,
  });
  return {
    kind: 'page',
    status: 500,
    html: writeDocument(assets.template, {
      lang,
      scheme: chosenScheme(),
      head,
      styles: drawn.styles,
      body: drawn.body,
      payload: null,
      preload: [],
      prefetch: [],
      readable: true,
    }),
    personal: readToken() !== null,
    data: 'none',
  };
}

async function renderInScope(assets: RenderAssets, request: PageRequest): Promise<PageResponse> {
  const url = new URL(request.url, request.origin);
  const matches = landingHandles(url);
  const pageChunks = matches.flatMap(({ handle }) => (handle.chunk ? [handle.chunk] : []));
  const signedIn = readToken() !== null;
  if (!signedIn && matches.some(({ handle }) => handle.guarded)) {
    return {
      kind: 'redirect',
      location: paths.login.to(safeRedirect(`${url.pathname}${url.search}`, paths.home.to())),
    };
  }
  const lang = requestLanguage(request.acceptLanguage);
  try {
    await Promise.all(
      matches.map(({ handle }) =>
        handle.serverRendered && handle.preload ? handle.preload() : Promise.resolve(),
      ),
    );
    const { store, data } = await loadData(url, request.deadlineMs);
    const state = store.getState();
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url.href));
    if (context instanceof Response) throw new Error('A route answered with a response');
    const router = createStaticRouter(handler.dataRoutes, context);
    const head: PageHeadInfo = {};
    const drawn = await draw(
      <PageHead.Provider value={head}>
        <AppProviders store={store}>
          <AppErrorBoundary onError={() => undefined}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppErrorBoundary>
        </AppProviders>
      </PageHead.Provider>,
      lang,
    );
    const status = statusOf(url, state);
    // Drawn whole (the public pages, Page Not Found), or the layout with the page left to the app.
    const drawnWhole = status !== 200 || matches.every(({ handle }) => handle.serverRendered);
    const t = i18n.getFixedT(lang);
    // A filtered or later page of the directory is the same list: the list itself is canonical.
    const canonical = new URL(url.pathname, request.origin);
    const payload: ServerPayload = {
      lang,
      url: addressOf(url),
      state: Object.fromEntries(
        featureSlices.map((slice) => [slice.reducerPath, state[slice.reducerPath]]),
      ),
    };
    return {
      kind: 'page',
      status,
      html: writeDocument(assets.template, {
        lang,
        scheme: chosenScheme(),
        head: headTags({
          title: head.title ?? t('app.name'),
          description: head.description?.trim() || t('app.description'),
          canonicalUrl: canonical.href,
          lang,
          bot: status === 200 ? head.bot : undefined,
          siteName: t('app.name'),
          noindex: status !== 200 || !drawnWhole,
        }),
        preload: chunkFiles(assets, [contractChunk(pageChunks.at(-1)), ...pageChunks]),
        prefetch: chunkFiles(assets, [...PREFETCHED_CHUNKS]),
        styles: drawn.styles,
        body: drawn.body,
        payload,
        readable: drawnWhole,
      }),
      personal: signedIn,
      data,
    };
  } catch (error) {
    console.error('page-render-error', url.pathname, error);
    return crashPage(assets, request, lang);
  }
}

export interface RendererOptions {
  /**
   * Keep the provider's public answers a few seconds for the next visitors (src/server/answerCache).
   * On by default; the demo provider with fault injection turns it off, so that an injected fault is
   * what the next page meets, as after an outage longer than the cache's memory.
   */
  keepAnswers?: boolean;
}

/** Renders pages into `assets.template`; one renderer serves every request. */
export function createRenderer(
  assets: RenderAssets,
  { keepAnswers = true }: RendererOptions = {},
): (request: PageRequest) => Promise<PageResponse> {
  return (request) => {
    const scope: RenderScope = {
      cookies: new Cookies(request.cookie ?? ''),
      apiHost: request.apiHost,
      providerHeaders: request.providerHeaders ?? {},
      keepAnswers,
    };
    return scopes.run(scope, () => renderInScope(assets, request));
  };
}

export type { RenderAssets };
