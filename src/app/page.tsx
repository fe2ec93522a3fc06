// A route's page: its lazy chunk inside a Suspense boundary, and what the route's `handle` tells
// start-up and the server of it (app/routes.tsx builds every page route with `page()`).
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router-dom';
import type { RootState } from '../kernel/store';
import { LoadingBar } from './TopProgress';
import { loadOnce } from '../lib/loadOnce';
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
 * the first commit already has the page, and what is on screen (the page the server drew) is
 * replaced only once. Once loaded, React.lazy gets an already-settled thenable and renders without
 * suspending.
 */
export function page(
  chunk: string,
  load: () => Promise<PageModule>,
  data: Pick<RouteHandle, 'prefetch' | 'serverRendered' | 'status'> = {},
): {
  Component: ComponentType;
  handle: RouteHandle;
} {
  const fetchPage = loadOnce(load);
  const Page = lazy(() => {
    const loaded = fetchPage.current;
    return loaded
      ? // A thenable that settles synchronously: React.lazy then renders without a fallback.
        ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded),
        } as unknown as Promise<PageModule>)
      : fetchPage();
  });
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
