// The hourly build check (docs/product.md §6): one hour after the app is ready (the root saga
// waits that hour before loading this), and every hour after, compare this build with
// builds/latest.json; when they differ, offer a reload and make the next route change a full page
// load.
import { eventChannel } from 'redux-saga';
import { call, delay, put, take, takeLeading } from 'redux-saga/effects';
import {
  BUILD_ID,
  UPDATE_CHECK_INTERVAL_MS,
  fetchCurrentBuildMeta,
  fetchLatestBuild,
} from '../../lib/buildInfo';
import type { BuildMeta } from '../../lib/buildInfo';
import { currentPath } from '../../lib/location';
import { guardedReload } from '../../lib/reloadGuard';
import type { Saga } from '../../lib/requestSaga';
import { getRouter } from '../../lib/router';
import type { AppRouter } from '../../lib/router';
import { notify } from '../notices';
import { reloadRequested, updateAvailable } from './versionSlice';

/**
 * Checks at once (the root saga starts this when the first check is due), then every hour, until a
 * newer build is seen. Network errors are ignored: the next hour tries again.
 */
function* waitForNewerBuild(): Saga {
  let metaChecked = false;
  for (;;) {
    try {
      if (!metaChecked) {
        const meta = (yield call(fetchCurrentBuildMeta)) as BuildMeta | null;
        metaChecked = true;
        if (meta === null) return;
      }
      const latest = (yield call(fetchLatestBuild)) as BuildMeta;
      if (latest.id !== BUILD_ID) return;
    } catch {
      // Offline or a deploy in progress: not a reason to bother the user.
    }
    yield delay(UPDATE_CHECK_INTERVAL_MS);
  }
}

/** The URL of the next route change, whether it starts loading or commits at once. */
function nextNavigation(router: AppRouter) {
  const startKey = router.state.location.key;
  return eventChannel<string>((emit) =>
    router.subscribe((state) => {
      const target = state.navigation.location ?? state.location;
      if (target.key === startKey) return;
      emit(`${target.pathname}${target.search}${target.hash}`);
    }),
  );
}

function* reloadHere(): Saga {
  yield call(guardedReload, currentPath());
}

/** Runs from when the first check is due (the root saga starts it then). */
export function* versionSaga(): Saga {
  yield* waitForNewerBuild();

  yield put(updateAvailable());
  yield put(
    notify({
      kind: 'notification',
      variant: 'info',
      message: { key: 'version.available' },
      description: { key: 'version.availableDescription' },
      action: { label: { key: 'version.reload' }, type: reloadRequested.type },
    }),
  );
  yield takeLeading(reloadRequested.type, reloadHere);

  const router = yield* getRouter();
  const channel = nextNavigation(router);
  try {
    const target = (yield take(channel)) as string;
    yield call(guardedReload, target);
  } finally {
    channel.close();
  }
}
