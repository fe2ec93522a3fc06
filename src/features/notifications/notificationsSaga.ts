// The notification centre's calls. Polling: while signed in and the page is visible, the newest
// alerts every 30 s, at once when the page becomes visible again or the list is opened
// (`loadRequest`); nothing while hidden or signed out. A failed poll keeps what the bell showed;
// 400005 is the session saga's. Older pages on demand, one at a time (the list shows a failure,
// with Retry). Marking read, one call at a time.
import { eventChannel } from 'redux-saga';
import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { healthLimits } from '../../api/healthKinds';
import { listNotifications, readNotifications } from '../../api/notifications';
import { takeOlderPages } from '../../lib/olderPagesSaga';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { failureNotice } from '../notices';
import { isHandledBySession, selectIsSignedIn, signedIn } from '../session';
import type { ReadAnswer } from './notificationsSlice';
import {
  loadFailure,
  loadRequest,
  loadSuccess,
  olderFailure,
  olderRequest,
  olderSuccess,
  readFailure,
  readRequest,
  readSuccess,
} from './notificationsSlice';

const POLL_MS = 30_000;

const visible = () => document.visibilityState === 'visible';

/** Emits when the page becomes visible again. */
function visibilityChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onChange = () => {
      if (visible()) emit(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

function* poll(intervalMs: number): Saga {
  const becameVisible = (yield call(visibilityChannel)) as EventChannel<true>;
  try {
    for (;;) {
      const signedInNow = (yield select(selectIsSignedIn)) as boolean;
      if (signedInNow && visible()) {
        yield* requestSaga(listNotifications, [{ limit: healthLimits.notificationPage.default }], {
          success: loadSuccess,
          failure: loadFailure,
        });
      }
      yield race({
        due: delay(intervalMs),
        visible: take(becameVisible),
        asked: take(loadRequest.type),
        signedIn: take(signedIn.type),
      });
    }
  } finally {
    becameVisible.close();
  }
}

const olderPage = (before: number) =>
  listNotifications({ before, limit: healthLimits.notificationPage.default });

async function markRead(ids: number[] | undefined): Promise<ReadAnswer> {
  const { unread } = await readNotifications(ids);
  return { ids, unread, at: new Date().toISOString() };
}

function* read(action: ReturnType<typeof readRequest>): Saga {
  const ids = action.payload?.ids;
  const outcome = yield* requestSaga(markRead, [ids], {
    success: readSuccess,
    failure: readFailure,
  });
  if (outcome.ok || isHandledBySession(outcome.failure)) return;
  // Marking all read offers Retry on the notice, which sits over the list's own button.
  const retry =
    ids === undefined ? { label: { key: 'error.retry' }, type: readRequest.type } : undefined;
  yield put(failureNotice({ key: 'notifications:readFailed' }, outcome.failure, retry));
}

/** The saga with its polling interval; the app's polls every 30 s, tests faster. */
export function notificationsSagaEvery(intervalMs: number) {
  return function* notificationsSaga(): Saga {
    yield takeLeading(readRequest.type, read);
    yield takeOlderPages({
      request: olderRequest,
      cursor: (_state: unknown, action: ReturnType<typeof olderRequest>) => action.payload.before,
      fetchPage: olderPage,
      success: olderSuccess,
      failure: olderFailure,
    });
    yield call(poll, intervalMs);
  };
}

export const notificationsSaga = notificationsSagaEvery(POLL_MS);
