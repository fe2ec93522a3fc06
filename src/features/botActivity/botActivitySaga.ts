// The Activity tab's calls: the newest page for a bot and group (a newer choice replaces it), and
// one page of older entries at a time. Failures show in the tab; 400005 is the session saga's.
import { takeLatest } from 'redux-saga/effects';
import { getBotActivity } from '../../api/activity';
import { takeOlderPages } from '../../lib/olderPagesSaga';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import type { ActivityAnswer, ActivityRequest } from './botActivitySlice';
import {
  loadFailure,
  loadRequest,
  loadSuccess,
  olderFailure,
  olderRequest,
  olderSuccess,
} from './botActivitySlice';

/** Entries a page: a screenful or two of a busy bot's week. */
export const ACTIVITY_PAGE = 50;

async function fetchPage(request: ActivityRequest): Promise<ActivityAnswer> {
  const page = await getBotActivity(request.botId, {
    limit: ACTIVITY_PAGE,
    ...(request.before === undefined ? {} : { before: request.before }),
    ...(request.group === null ? {} : { kind: request.group }),
  });
  return { request, page };
}

function* load(action: ReturnType<typeof loadRequest>): Saga {
  yield* requestSaga(fetchPage, [action.payload], { success: loadSuccess, failure: loadFailure });
}

export function* botActivitySaga(): Saga {
  yield takeLatest(loadRequest.type, load);
  yield takeOlderPages({
    request: olderRequest,
    cursor: (_state: unknown, action: ReturnType<typeof olderRequest>) => action.payload,
    fetchPage,
    success: olderSuccess,
    failure: olderFailure,
  });
}
