// Loads the public bot page: profile and server history, the latest request winning, and for the
// bot's owner its runtime status; and records its views and invite clicks. Tag names come from the tag catalogue's saga.
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiCode, limits } from '../../api/constants';
import { getBot, getBotStats } from '../../api/bots';
import { getMyBot } from '../../api/user';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { profileRequest } from '../session';
import {
  botEvent,
  loadFailure,
  loadRequest,
  loadSuccess,
  statsFailure,
  statsRequest,
  statsSuccess,
  statusFailure,
  statusRequest,
  statusSuccess,
} from './botSlice';
import type { StatsQuery } from './botSlice';
import { afterPaintIdle } from '../../lib/tasks';

function* load(action: PayloadAction<string>): Saga {
  yield* requestSaga(getBot, [action.payload], { success: loadSuccess, failure: loadFailure });
}

function* loadStats(action: PayloadAction<StatsQuery>): Saga {
  const { id, days } = action.payload;
  const outcome = yield* requestSaga(getBotStats, [id, days], {
    success: statsSuccess,
    failure: statsFailure,
  });
  // The page offers a long range only to the owner on Pro, as the session says. A refusal means
  // the session's plan is out of date (the Pro ran out): fetch it again, and the page falls back to
  // what the plan allows (docs/product.md §8.2).
  if (!outcome.ok && outcome.failure.code === ApiCode.forbidden && days > limits.statsDays.free) {
    yield put(profileRequest());
  }
}

function* loadStatus(action: PayloadAction<string>): Saga {
  yield* requestSaga(getMyBot, [action.payload], {
    success: statusSuccess,
    failure: statusFailure,
  });
}

/**
 * A view or invite click, at most once per browser session for each bot and type: telemetry with no
 * answer to wait for, so none to put and no notice when it is lost (docs/product.md §8.5).
 */
/** The beacon's code, in a chunk of its own: it is needed only once the page is up. */
const loadBeacon = () =>
  Promise.all([
    import(/* webpackChunkName: "beacon" */ '../../lib/beacon'),
    import(/* webpackChunkName: "beacon" */ '../../api/botEvents'),
  ]);

function* recordEvent(action: ReturnType<typeof botEvent>): Saga {
  const { id, type } = action.payload;
  // A view waits for the page's first paint, which its code and request would otherwise share the
  // link with; an invite click is sent at once, before KOOK's page replaces this one.
  if (type === 'view') yield call(afterPaintIdle);
  const [{ firstInSession }, { sendBotEvent }] = (yield call(loadBeacon)) as Awaited<
    ReturnType<typeof loadBeacon>
  >;
  if (!firstInSession(`botdeck.botEvent.${id}.${type}`)) return;
  yield call(sendBotEvent, id, type);
}

export function* botSaga(): Saga {
  yield takeEvery(botEvent.type, recordEvent);
  yield takeLatest(loadRequest.type, load);
  yield takeLatest(statsRequest.type, loadStats);
  yield takeLatest(statusRequest.type, loadStatus);
}
