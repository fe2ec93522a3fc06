// Loads the public bot page: profile and server history, the latest request winning. Tag names
// come from the tag catalogue's saga.
import { takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { getBot, getBotStats } from '../../api/bots';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import {
  loadFailure,
  loadRequest,
  loadSuccess,
  statsFailure,
  statsRequest,
  statsSuccess,
} from './botSlice';

const STATS_DAYS = 30;

function* load(action: PayloadAction<string>): Saga {
  yield* requestSaga(getBot, [action.payload], { success: loadSuccess, failure: loadFailure });
}

function* loadStats(action: PayloadAction<string>): Saga {
  yield* requestSaga(getBotStats, [action.payload, STATS_DAYS], {
    success: statsSuccess,
    failure: statsFailure,
  });
}

export function* botSaga(): Saga {
  yield takeLatest(loadRequest.type, load);
  yield takeLatest(statsRequest.type, loadStats);
}
