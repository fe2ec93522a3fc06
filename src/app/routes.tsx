// The nine routes of PRODUCT.md §1 with their layouts and access rules. Every page is its own lazy
// chunk; layouts, the guard and the error pages ship with the shell.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { Params, RouteObject } from 'react-router-dom';
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

type PageModule = { default: ComponentType };

/** What a route carries in its `handle`: how to fetch its page's code and data ahead of rendering. */
export interface RouteHandle {
  preload: () => Promise<void>;
  /**
   * The requests the page makes when it opens, for start-up to dispatch at once: the provider's
   * answer is then on its way while the page's code downloads, instead of after it has rendered.
   */
  prefetch?: (state: RootState, at: { params: Params; search: URLSearchParams }) => UnknownAction[];
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
  load: () => Promise<PageModule>,
  data: Pick<RouteHandle, 'prefetch'> = {},
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
  return {
    Component: LazyPage,
    handle: {
      preload: async () => {
        await fetchPage();
      },
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
                  () =>
                    import(
                      /* webpackChunkName: "directory" */ '../features/directory/DirectoryPage'
                    ),
                  {
                    prefetch: (state, { search }) =>
                      directoryPageRequests(state.directory, requestedQuery(search)),
                  },
                ),
              },
              {
                path: 'bot/:id',
                ...page(() => import(/* webpackChunkName: "bot" */ '../features/bot/BotPage'), {
                  prefetch: (state, { params }) => botPageRequests(state.bot, params.id ?? ''),
                }),
              },
              {
                path: 'user',
                element: <RequireAuth />,
                children: [
                  {
                    path: 'home',
                    ...page(
                      () => import(/* webpackChunkName: "home" */ '../features/myBots/HomePage'),
                    ),
                  },
                  {
                    path: 'bot/new',
                    ...page(
                      () =>
                        import(
                          /* webpackChunkName: "bot-new" */ '../features/botEditor/BotNewPage'
                        ),
                    ),
                  },
                  {
                    path: 'bot/edit/:id',
                    ...page(
                      () =>
                        import(
                          /* webpackChunkName: "bot-edit" */ '../features/botEditor/BotEditPage'
                        ),
                    ),
                  },
                  {
                    path: 'bot/set/:id',
                    ...page(
                      () =>
                        import(
                          /* webpackChunkName: "bot-set" */ '../features/botSettings/BotSettingsPage'
                        ),
                    ),
                  },
                  {
                    path: 'pay',
                    ...page(() => import(/* webpackChunkName: "pay" */ '../features/pay/PayPage')),
                  },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
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
                  () =>
                    import(/* webpackChunkName: "kook-auth" */ '../features/auth/KookCallbackPage'),
                ),
              },
              {
                path: 'user/login',
                ...page(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage')),
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

/** The routes the page's address matches that carry a handle: what start-up fetches ahead. */
export function landingHandles(location: Location): { handle: RouteHandle; params: Params }[] {
  return (matchRoutes(routes, location) ?? []).flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [{ handle, params: match.params }] : [];
  });
}
