// A server render's data: the landing route's requests run through the screens' sagas, within the
// deadline, and the HTTP status the answers give the page.
import { END } from 'redux-saga';
import { ApiCode } from '../api/constants';
import { landingHandles } from '../app/routes';
import { serverSaga } from '../app/rootSaga';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../kernel/store';
import { cookieSessionState } from '../features/session/sessionSaga';
import { isFailureAction } from '../lib/requestSaga';
import type { Failure } from '../lib/requestSaga';

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
export async function loadData(
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

/** The page's status: the highest any matched route gives the state (404 for an unknown bot). */
export function statusOf(url: URL, state: RootState): number {
  let status = 200;
  for (const { handle, params } of landingHandles(url)) {
    status = Math.max(status, handle.status?.(state, params) ?? 200);
  }
  return status;
}
