// The nine routes of docs/product.md §1 with their layouts and access rules. Every page is its own
// lazy chunk; layouts, the guard and the error pages ship with the shell.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { Params, RouteObject } from 'react-router-dom';
import { ApiCode } from '../api/constants';
import { botPageRequests } from '../features/bot/botSlice';
import { requestedQuery } from '../features/directory/directoryQuery';
import { directoryPageRequests } from '../features/directory/directorySlice';
import DefaultLayout from '../layouts/DefaultLayout';
import BlankLayout from '../layouts/BlankLayout';
import NotFoundPage from '../features/errors/NotFoundPage';
import RouteError from '../features/errors/RouteError';
import RequireAuth from './RequireAuth';
import { RootShell } from './RootShell';
import type { RootState } from './store';
import type { AppRouter } from '../lib/router';
import { LoadingBar } from './TopProgress';
import { useHydrated } from '../lib/useHydrated';

type PageModule = { default: ComponentType };

/**
 * What a route carries in its `handle`: how to fetch its page's code and data ahead of rendering,
 * and what the server needs to know of it.
 */
export interface RouteHandle {
  preload?: () => Promise<void>;
  /**
   * The requests the page makes when it opens, for start-up to dispatch at once: the provider's
   * answer is then on its way while the page's code downloads, instead of after it has rendered.
   */
  prefetch?: (state: RootState, at: { params: Params; search: URLSearchParams }) => UnknownAction[];
  /**
   * Whether the server draws the page itself (with the data of `prefetch`). Other pages are drawn
   * in the browser: the server sends their layout with the loading bar in the page's place.
   */
  serverRendered?: boolean;
  /** The HTTP status of the page as drawn from this state (404 for a bot the provider does not know). */
  status?: (state: RootState, params: Params) => number;
  /** The build's name for the page's code (its webpackChunkName), fetched early for a drawn page. */
  chunk?: string;
  /** Only for a signed-in visitor: the server sends anyone else to the login page. */
  guarded?: boolean;
}

/**
 * A page from its own chunk, inside a Suspense boundary so the layout paints at once and only the
 * page's place waits, with the progress bar. A chunk that fails to load throws into the route's
 * error element (RouteError), which reloads.
 *
 * `handle.preload` fetches the chunk ahead of time: start-up awaits it for the landing route, so
 * the first commit already has the page and the server-drawn shell is replaced only once. Once
 * loaded, React.lazy gets an already-settled thenable and renders without suspending.
 */
export function page(
  chunk: string,
  load: () => Promise<PageModule>,
  data: Pick<RouteHandle, 'prefetch' | 'serverRendered' | 'status'> = {},
): {
  Component: ComponentType;
  handle: RouteHandle;
} {
  let loaded: PageModule | null = null;
  let loading: Promise<PageModule> | null = null;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Page = lazy(() =>
    loaded
      ? // A thenable that settles synchronously: React.lazy then renders without a fallback.
        ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded as PageModule),
        } as unknown as Promise<PageModule>)
      : fetchPage(),
  );
  function LazyPage() {
    return (
      <Suspense fallback={<LoadingBar />}>
        <Page />
      </Suspense>
    );
  }
  // A page the server does not draw appears right after hydration, in the place of the loading bar
  // the server drew. Only these pages re-render when hydration ends: a page the server drew is
  // left as it is.
  function AfterHydration() {
    return useHydrated() ? <LazyPage /> : <LoadingBar />;
  }
  return {
    Component: data.serverRendered ? LazyPage : AfterHydration,
    handle: {
      preload: async () => {
        await fetchPage();
      },
      chunk,
      ...data,
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                ...page(
                  'directory',
                  () =>
                    import(
                      /* webpackChunkName: "directory" */ '../features/directory/DirectoryPage'
                    ),
                  {
                    serverRendered: true,
                    prefetch: (state, { search }) =>
                      directoryPageRequests(state.directory, requestedQuery(search)),
                  },
                ),
              },
              {
                path: 'bot/:id',
                ...page(
                  'bot',
                  () => import(/* webpackChunkName: "bot" */ '../features/bot/BotPage'),
                  {
                    serverRendered: true,
                    prefetch: (state, { params }) => botPageRequests(state.bot, params.id ?? ''),
                    status: (state, { id }) => {
                      const { profile } = state.bot;
                      return profile.id === id && profile.error?.code === ApiCode.notFound
                        ? 404
                        : 200;
                    },
                  },
                ),
              },
              {
                path: 'user',
                element: <RequireAuth />,
                handle: { guarded: true } satisfies RouteHandle,
                children: [
                  {
                    path: 'home',
                    ...page(
                      'home',
                      () => import(/* webpackChunkName: "home" */ '../features/myBots/HomePage'),
                    ),
                  },
                  {
                    path: 'bot/new',
                    ...page(
                      'bot-new',
                      () =>
                        import(
                          /* webpackChunkName: "bot-new" */ '../features/botEditor/BotNewPage'
                        ),
                    ),
                  },
                  {
                    path: 'bot/edit/:id',
                    ...page(
                      'bot-edit',
                      () =>
                        import(
                          /* webpackChunkName: "bot-edit" */ '../features/botEditor/BotEditPage'
                        ),
                    ),
                  },
                  {
                    path: 'bot/set/:id',
                    ...page(
                      'bot-set',
                      () =>
                        import(
                          /* webpackChunkName: "bot-set" */ '../features/botSettings/BotSettingsPage'
                        ),
                    ),
                  },
                  {
                    path: 'pay',
                    ...page(
                      'pay',
                      () => import(/* webpackChunkName: "pay" */ '../features/pay/PayPage'),
                    ),
                  },
                ],
              },
              {
                path: '*',
                element: <NotFoundPage />,
                handle: { serverRendered: true, status: () => 404 } satisfies RouteHandle,
              },
            ],
          },
        ],
      },
      {
        element: <BlankLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                path: 'kook/auth',
                ...page(
                  'kook-auth',
                  () =>
                    import(/* webpackChunkName: "kook-auth" */ '../features/auth/KookCallbackPage'),
                ),
              },
              {
                path: 'user/login',
                ...page(
                  'login',
                  () => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** The handles of the routes an address matches, outermost first, with their params. */
export function landingHandles(
  location: Pick<Location, 'pathname'>,
): { handle: RouteHandle; params: Params }[] {
  return (matchRoutes(routes, location) ?? []).flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [{ handle, params: match.params }] : [];
  });
}
