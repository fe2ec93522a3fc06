// Sagas navigate through the router handed to them in the saga context, so tests can hand them a
// memory router (docs/architecture.md §1).
import { createAction } from '@reduxjs/toolkit';
import { call, getContext, takeEvery } from 'redux-saga/effects';
import type { createBrowserRouter } from 'react-router-dom';
import type { Saga } from './requestSaga';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export const ROUTER_CONTEXT = 'router';

export function* getRouter(): Saga<AppRouter> {
  return (yield getContext(ROUTER_CONTEXT)) as AppRouter;
}

/** The router's current path and query, e.g. `/user/bot/edit/7?x=1`. */
export function* currentRoute(): Saga<string> {
  const router = yield* getRouter();
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** Whether the router is at `path` (whatever the query), e.g. still on a form a saga saved. */
export function* isAt(path: string): Saga<boolean> {
  const router = yield* getRouter();
  return router.state.location.pathname === path;
}

export function* navigate(to: string, options: { replace?: boolean } = {}): Saga {
  const router = yield* getRouter();
  yield call(() => router.navigate(to, options));
}

/**
 * "Go to this in-app path", as an action: what a notice's button dispatches to open a screen (a
 * notice holds only serializable data, not a function). The root saga follows it.
 */
export const pathRequested = createAction<string>('router/pathRequested');

export function* followPathRequests(): Saga {
  yield takeEvery(pathRequested.type, function* follow(action: ReturnType<typeof pathRequested>) {
    yield* navigate(action.payload);
  });
}
