// Loads the directory: the latest query wins, so a slow answer for an old filter never shows.
import { takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { listBots } from '../../api/bots';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import type { DirectoryQuery } from './directoryQuery';
import { PAGE_SIZE } from './directoryQuery';
import { loadFailure, loadRequest, loadSuccess } from './directorySlice';

function* load(action: PayloadAction<DirectoryQuery>): Saga {
  const { keyword, tags, language, sort, page } = action.payload;
  const trimmed = keyword.trim();
  yield* requestSaga(
    listBots,
    [
      {
        ...(trimmed ? { keyword: trimmed } : {}),
        ...(tags.length > 0 ? { tag: tags } : {}),
        ...(language ? { language } : {}),
        sort,
        page,
        pageSize: PAGE_SIZE,
      },
    ],
    { success: loadSuccess, failure: loadFailure },
  );
}

export function* directorySaga(): Saga {
  yield takeLatest(loadRequest.type, load);
}
