// The nine routes of PRODUCT.md §1 with their layouts and access rules. Every page is its own lazy
// chunk; layouts, the guard and the error pages ship with the shell.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import DefaultLayout from '../layouts/DefaultLayout';
import BlankLayout from '../layouts/BlankLayout';
import NotFoundPage from '../features/errors/NotFoundPage';
import RouteError from '../features/errors/RouteError';
import RequireAuth from './RequireAuth';
import { RootShell } from './RootShell';
import { LoadingBar } from './TopProgress';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A page from its own chunk. React.lazy rather than the route's `lazy`, so the layout paints at
 * once (also on the first load) and only the page's place waits, with the progress bar showing.
 * A chunk that fails to load throws into the route's error element (RouteError), which reloads.
 */
export function page(load: () => PageModule): { Component: ComponentType } {
  const Page = lazy(load);
  function LazyPage() {
    return (
      <Suspense fallback={<LoadingBar />}>
        <Page />
      </Suspense>
    );
  }
  return { Component: LazyPage };
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
                ),
              },
              {
                path: 'bot/:id',
                ...page(() => import(/* webpackChunkName: "bot" */ '../features/bot/BotPage')),
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
