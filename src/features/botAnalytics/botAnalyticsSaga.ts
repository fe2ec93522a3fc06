// Loads the owner's analytics, the latest range winning. A refused long range means the session's
// plan is out of date (the Pro ran out): the profile is fetched again and the panel falls back to
// what the plan allows, as on the bot page (docs/product.md §8.2, §8.7). 400005 is the session's.
import { put, takeLatest } from 'redux-saga/effects';
import { ApiCode, limits } from '../../api/constants';
import { getBotAnalytics } from '../../api/user';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { profileRequest } from '../session';
import { analyticsFailure, analyticsRequest, analyticsSuccess } from './botAnalyticsSlice';

function* load(action: ReturnType<typeof analyticsRequest>): Saga {
  const { id, days } = action.payload;
  const outcome = yield* requestSaga(getBotAnalytics, [id, days], {
    success: analyticsSuccess,
    failure: analyticsFailure,
  });
  if (!outcome.ok && outcome.failure.code === ApiCode.forbidden && days > limits.statsDays.free) {
    yield put(profileRequest());
  }
}

export function* botAnalyticsSaga(): Saga {
  yield takeLatest(analyticsRequest.type, load);
}
