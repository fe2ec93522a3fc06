// The server entry: renders one page of the app with the same routes, layouts, pages, theme and
// store as the browser, for the front server (server/front/). Built by webpack for Node into
// dist-server/render.js. The page's data comes through the same sagas, api/ modules and lib/http.ts
// as in the browser, from the provider at the request's API host, within a deadline; past it, or
// when the provider fails, the page goes out without that data and the browser loads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { END } from 'redux-saga';
import Cookies from 'universal-cookie';
import { ApiCode } from '../api/constants';
import { AppProviders } from '../app/App';
import { AppErrorBoundary } from '../app/AppErrorBoundary';
import { chosenScheme } from '../app/colorScheme';
import { featureSlices } from '../app/featureSlices';
import { landingHandles, routes } from '../app/routes';
import { serverSaga } from '../app/rootSaga';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../app/store';
import { theme } from '../app/theme';
import { ErrorView, errorTitle } from '../features/errors/ErrorPage';
import { cookieSessionState } from '../features/session/sessionSaga';
import { readToken } from '../lib/cookies';
import { httpClient } from '../lib/http';
import { chosenLanguage, i18n, matchLanguage } from '../lib/i18n';
import type { Language } from '../lib/i18n';
import { loginUrl, safeRedirect } from '../lib/redirect';
import { isFailureAction } from '../lib/requestSaga';
import type { Failure } from '../lib/requestSaga';
import { setRequestScopeSource } from '../lib/requestScope';
import type { RequestScope } from '../lib/requestScope';
import { PageHead } from '../lib/useDocumentTitle';
import type { PageHeadInfo } from '../lib/useDocumentTitle';
import { RenderLanguage } from '../lib/useTranslation';
import { cachePublicAnswers } from './answerCache';
import { acceptedLanguages, chunkFiles, writeDocument } from './document';
import type { RenderAssets } from './document';
import { headTags } from './head';
import type { ServerPayload } from '../app/serverPayload';

const scopes = new AsyncLocalStorage<RequestScope>();
setRequestScopeSource(() => scopes.getStore());
void httpClient().then(cachePublicAnswers);

/** How long a render may take at most before it is given up as a crash. */
const RENDER_TIMEOUT_MS = 5_000;

export interface PageRequest {
  /** The path and query asked for, e.g. `/bot/b1001?x=1`. */
  url: string;
  /** The origin the visitor sees, for canonical links, e.g. `https://botdeck.example`. */
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
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

function delay(ms: number): { promise: Promise<void>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

function newStore(onFailure: (failure: Failure) => void = () => undefined): AppStore {
  return makeStore(
    { session: cookieSessionState() },
    {
      saga: serverSaga,
      onAction: (action) => {
        if (isFailureAction(action)) onFailure(action.payload);
      },
    },
  );
}

/**
 * The page's requests, run to completion (END) within the deadline. Data that arrived in time and
 * whole is drawn; otherwise the page is drawn as the browser would first draw it, and loads there.
 * A bot the provider does not know is an answer, not a failure: it makes the 404 page.
 */
async function loadData(
  url: URL,
  deadlineMs: number,
): Promise<{ store: AppStore; data: 'server' | 'browser' | 'none' }> {
  const matches = landingHandles(url);
  const failures: Failure[] = [];
  const store = newStore((failure) => failures.push(failure));
  let asked = 0;
  for (const { handle, params } of matches) {
    for (const action of handle.prefetch?.(store.getState(), {
      params,
      search: url.searchParams,
    }) ?? []) {
      store.dispatch(action);
      asked += 1;
    }
  }
  store.dispatch(END);
  if (asked === 0) return { store, data: 'none' };
  const timer = delay(deadlineMs);
  const finished = await Promise.race([
    store
      .startSagas()
      .toPromise()
      .then(() => true),
    timer.promise.then(() => false),
  ]);
  timer.cancel();
  const whole = failures.every((failure) => failure.code === ApiCode.notFound);
  if (finished && whole) return { store, data: 'server' };
  // The unanswered requests go on and fill the answer cache for the next visitor.
  const fresh = newStore();
  fresh.dispatch(END);
  return { store: fresh, data: 'browser' };
}

function statusOf(url: URL, state: RootState): number {
  let status = 200;
  for (const { handle, params } of landingHandles(url)) {
    status = Math.max(status, handle.status?.(state, params) ?? 200);
  }
  return status;
}

/** React's stream of `element`, once everything in it (lazy pages included) has rendered. */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // The whole page in order, with no boundary left for an inline script to fill in later: the
      // CSP allows none, and the page is sent once it is all ready anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed)
          reject(failed instanceof Error ? failed : new Error('The page failed to render'));
        else stream.pipe(sink);
      },
      onShellError: reject,
      // An error inside a Suspense boundary would only show in the browser: the page is broken.
      onError(error) {
        failed ??= error;
      },
    });
    setTimeout(() => {
      stream.abort(new Error('The page took too long to render'));
    }, RENDER_TIMEOUT_MS).unref();
  });
}

interface Drawn {
  body: string;
  styles: string;
}

async function draw(element: ReactNode, lang: Language): Promise<Drawn> {
  // No vendor prefixes: every browser we support reads the standard properties, and the page's
  // first paint waits for its styles to be parsed.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  const emotion = createEmotionServer(cache);
  const body = await renderComplete(
    <CacheProvider value={cache}>
      <RenderLanguage.Provider value={lang}>{element}</RenderLanguage.Provider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { body, styles };
}

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
    <ThemeProvider theme={theme} defaultMode="system">
      <CssBaseline enableColorScheme />
      <ErrorView status={500} message={t('error.renderFailed')} />
    </ThemeProvider>,
    lang,
  );
  const head = headTags({
    title: `500 - ${errorTitle(500)}`,
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
    }),
    personal: readToken() !== null,
    data: 'none',
  };
}

async function renderInScope(assets: RenderAssets, request: PageRequest): Promise<PageResponse> {
  const url = new URL(request.url, request.origin);
  const matches = landingHandles(url);
  const signedIn = readToken() !== null;
  if (!signedIn && matches.some(({ handle }) => handle.guarded)) {
    return { kind: 'redirect', location: loginUrl(safeRedirect(`${url.pathname}${url.search}`)) };
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
    const t = i18n.getFixedT(lang);
    // A filtered or later page of the directory is the same list: the list itself is canonical.
    const canonical = new URL(url.pathname, request.origin);
    const payload: ServerPayload = {
      lang,
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
          noindex: status !== 200 || matches.some(({ handle }) => !handle.serverRendered),
        }),
        preload: chunkFiles(assets, [
          'http',
          ...matches.flatMap(({ handle }) => (handle.chunk ? [handle.chunk] : [])),
        ]),
        styles: drawn.styles,
        body: drawn.body,
        payload,
      }),
      personal: signedIn,
      data,
    };
  } catch (error) {
    console.error('page-render-error', url.pathname, error);
    return crashPage(assets, request, lang);
  }
}

/** Renders pages into `assets.template`; one renderer serves every request. */
export function createRenderer(
  assets: RenderAssets,
): (request: PageRequest) => Promise<PageResponse> {
  return (request) => {
    const scope: RequestScope = {
      cookies: new Cookies(request.cookie ?? ''),
      apiHost: request.apiHost,
    };
    return scopes.run(scope, () => renderInScope(assets, request));
  };
}

export type { RenderAssets };
