// The nine routes of PRODUCT.md §1 with their layouts and access rules. Every page is its own lazy
// chunk; layouts, the guard and the error pages ship with the shell.
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

/** A route's `lazy`: its page component from its own chunk. */
function page(load: () => PageModule) {
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    // Until the first page's chunk is in: the progress bar, on the background the shell painted.
    hydrateFallbackElement: <LoadingBar />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: page(
                  () =>
                    import(
                      /* webpackChunkName: "directory" */ '../features/directory/DirectoryPage'
                    ),
                ),
              },
              {
                path: 'bot/:id',
                lazy: page(() => import(/* webpackChunkName: "bot" */ '../features/bot/BotPage')),
              },
              {
                path: 'user',
                element: <RequireAuth />,
                children: [
                  {
                    path: 'home',
                    lazy: page(
                      () => import(/* webpackChunkName: "home" */ '../features/myBots/HomePage'),
                    ),
                  },
                  {
                    path: 'bot/new',
                    lazy: page(
                      () =>
                        import(
                          /* webpackChunkName: "bot-new" */ '../features/botEditor/BotNewPage'
                        ),
                    ),
                  },
                  {
                    path: 'bot/edit/:id',
                    lazy: page(
                      () =>
                        import(
                          /* webpackChunkName: "bot-edit" */ '../features/botEditor/BotEditPage'
                        ),
                    ),
                  },
                  {
                    path: 'bot/set/:id',
                    lazy: page(
                      () =>
                        import(
                          /* webpackChunkName: "bot-set" */ '../features/botSettings/BotSettingsPage'
                        ),
                    ),
                  },
                  {
                    path: 'pay',
                    lazy: page(
                      () => import(/* webpackChunkName: "pay" */ '../features/pay/PayPage'),
                    ),
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
                lazy: page(
                  () =>
                    import(/* webpackChunkName: "kook-auth" */ '../features/auth/KookCallbackPage'),
                ),
              },
              {
                path: 'user/login',
                lazy: page(
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
