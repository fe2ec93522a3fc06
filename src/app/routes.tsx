// The nine routes of docs/product.md §1 with their layouts and access rules, at the addresses of the
// route manifest (paths.ts). Every page is its own lazy chunk (page.tsx), named there too; layouts,
// the guard and the error pages ship with the first script.
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { Params, RouteObject } from 'react-router-dom';
import { ApiCode } from '../api/constants';
import { botPagePrefetch } from '../features/bot/botSlice';
import { requestedQuery } from '../features/directory/directoryQuery';
import { directoryPageRequests } from '../features/directory/directorySlice';
import DefaultLayout from '../layouts/DefaultLayout';
import BlankLayout from '../layouts/BlankLayout';
import NotFoundPage from '../features/errors/NotFoundPage';
import RouteError from '../features/errors/RouteError';
import RequireAuth from './RequireAuth';
import { USER_AREA, paths } from '../kernel/paths';
import { RootRoute } from './RootRoute';
import type { AppRouter } from '../lib/router';
import { page } from './page';
import type { RouteHandle } from './page';

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
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
                  paths.directory.chunk,
                  () =>
                    import(
                      /* webpackChunkName: "directory" */ '../features/directory/DirectoryPage'
                    ),
                  {
                    serverRendered: true,
                    prefetch: (state, { search }) =>
                      directoryPageRequests(state, requestedQuery(search)),
                  },
                ),
              },
              {
                path: paths.bot.pattern,
                ...page(
                  paths.bot.chunk,
                  () => import(/* webpackChunkName: "bot" */ '../features/bot/BotPage'),
                  {
                    serverRendered: true,
                    prefetch: (state, { params, search }) =>
                      botPagePrefetch(state, params.id ?? '', search),
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
                path: USER_AREA,
                element: <RequireAuth />,
                handle: { guarded: true } satisfies RouteHandle,
                children: [
                  {
                    path: paths.home.pattern,
                    ...page(
                      paths.home.chunk,
                      () => import(/* webpackChunkName: "home" */ '../features/myBots/HomePage'),
                    ),
                  },
                  {
                    path: paths.newBot.pattern,
                    ...page(
                      paths.newBot.chunk,
                      () =>
                        import(
                          /* webpackChunkName: "bot-new" */ '../features/botEditor/BotNewPage'
                        ),
                    ),
                  },
                  {
                    path: paths.editBot.pattern,
                    ...page(
                      paths.editBot.chunk,
                      () =>
                        import(
                          /* webpackChunkName: "bot-edit" */ '../features/botEditor/BotEditPage'
                        ),
                    ),
                  },
                  {
                    path: paths.botSettings.pattern,
                    ...page(
                      paths.botSettings.chunk,
                      () =>
                        import(
                          /* webpackChunkName: "bot-set" */ '../features/botSettings/BotSettingsPage'
                        ),
                    ),
                  },
                  {
                    path: paths.pay.pattern,
                    ...page(
                      paths.pay.chunk,
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
                path: paths.kookCallback.pattern,
                ...page(
                  paths.kookCallback.chunk,
                  () =>
                    import(/* webpackChunkName: "kook-auth" */ '../features/auth/KookCallbackPage'),
                ),
              },
              {
                path: paths.login.pattern,
                ...page(
                  paths.login.chunk,
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

/**
 * The browser's router. On a page the server drew, it takes the page as hydrated: nothing is to be
 * loaded, and the scroll position is left where the reader has already put it (a reset to the top
 * once hydration ends moved a page being scrolled, and a tap meant for a link landed elsewhere).
 */
export function createAppRouter({ serverDrawn = false } = {}): AppRouter {
  return createBrowserRouter(routes, serverDrawn ? { hydrationData: {} } : undefined);
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
