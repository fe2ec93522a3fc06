// The root saga: the session watcher, the version check, the notices' path requests and the public
// screens' sagas from the start, and every other screen's saga once its code has loaded and called
// injectSaga (kernel/sagas.ts). Every store's root saga runs every injected saga once.
import { eventChannel } from 'redux-saga';
import { all, call, delay, fork, take } from 'redux-saga/effects';
import type { Saga } from '../lib/requestSaga';
import { afterPaintIdle } from '../lib/tasks';
import { UPDATE_CHECK_INTERVAL_MS } from '../lib/buildInfo';
import { followPathRequests } from '../lib/router';
import { sessionSaga } from '../features/session/sessionSaga';
import type * as VersionModule from '../features/version/versionSaga';
import { appReady } from '../kernel/appActions';
import { injectedSagas, onSagaInjected } from '../kernel/sagas';
import type { FeatureSaga } from '../kernel/sagas';
import { featureSagas } from './featureSagas';

/**
 * The hourly build check, an hour after the app is ready and its first page has been painted, and
 * every hour after: its code loads when the first check is due, since a visit shorter than an hour
 * needs none of it (loaded at start-up, it was ~50 ms of a low-tier phone's main thread on every
 * first load). Offline then, there is simply no check this visit.
 */
function* buildCheck(): Saga {
  yield take(appReady.type);
  yield call(afterPaintIdle);
  yield delay(UPDATE_CHECK_INTERVAL_MS);
  let module: typeof VersionModule;
  try {
    module = (yield call(
      () => import(/* webpackChunkName: "version" */ '../features/version/versionSaga'),
    )) as typeof VersionModule;
  } catch {
    return;
  }
  yield* module.versionSaga();
}

export function* rootSaga(): Saga {
  // Subscribed in the same step as the list is read, so no saga is missed or run twice.
  const later = eventChannel<{ saga: FeatureSaga }>((emit) =>
    onSagaInjected((saga) => {
      emit({ saga });
    }),
  );
  yield all([
    fork(sessionSaga),
    fork(buildCheck),
    fork(followPathRequests),
    ...featureSagas.map((saga) => fork(saga)),
    ...injectedSagas().map((saga) => fork(saga)),
  ]);
  try {
    for (;;) {
      const { saga } = (yield take(later)) as { saga: FeatureSaga };
      yield fork(saga);
    }
  } finally {
    later.close();
  }
}

/**
 * What a store rendering a page on the server runs: the screens' sagas and nothing that watches
 * cookies, checks the session or the build, or keeps a timer, so it finishes once the page's
 * requests are answered and END is dispatched.
 */
export function* serverSaga(): Saga {
  yield all([
    ...featureSagas.map((saga) => fork(saga)),
    ...injectedSagas().map((saga) => fork(saga)),
  ]);
}
