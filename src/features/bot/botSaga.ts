// Loads the public bot page: profile, server history and tag names, the latest request winning.
import { select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { getBot, getBotStats, listTags } from '../../api/bots';
import type { Tag } from '../../api/schemas';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import {
  loadFailure,
  loadRequest,
  loadSuccess,
  selectTagNames,
  statsFailure,
  statsRequest,
  statsSuccess,
  tagsFailure,
  tagsRequest,
  tagsSuccess,
} from './botSlice';

export const STATS_DAYS = 30;

function* load(action: PayloadAction<string>): Saga {
  yield* requestSaga(getBot, [action.payload], { success: loadSuccess, failure: loadFailure });
}

function* loadStats(action: PayloadAction<string>): Saga {
  yield* requestSaga(getBotStats, [action.payload, STATS_DAYS], {
    success: statsSuccess,
    failure: statsFailure,
  });
}

function* loadTags(): Saga {
  const known = (yield select(selectTagNames)) as Tag[] | null;
  if (known) return;
  yield* requestSaga(listTags, [], { success: tagsSuccess, failure: tagsFailure });
}

export function* botSaga(): Saga {
  yield takeLatest(loadRequest.type, load);
  yield takeLatest(statsRequest.type, loadStats);
  yield takeLatest(tagsRequest.type, loadTags);
}
