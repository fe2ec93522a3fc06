// Fetches the tag catalogue; a second ask while one is on the wire is the same ask.
import { takeLeading } from 'redux-saga/effects';
import { listTags } from '../../api/bots';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { tagsFailure, tagsRequest, tagsSuccess } from './tagsSlice';

function* loadTags(): Saga {
  yield* requestSaga(listTags, [], { success: tagsSuccess, failure: tagsFailure });
}

export function* tagsSaga(): Saga {
  yield takeLeading(tagsRequest.type, loadTags);
}
