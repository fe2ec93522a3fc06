// The bot form's calls: the tag catalogue, the bot to edit, and create/save, each save sent once
// however often it is asked for.
import { put, takeLatest, takeLeading, call } from 'redux-saga/effects';
import { listTags } from '../../api/bots';
import { createBot, getMyBot, updateBot } from '../../api/user';
import { clearDraft } from '../../lib/drafts';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { navigate } from '../../lib/router';
import { notify } from '../notices/noticesSlice';
import {
  createFailure,
  createRequest,
  createSuccess,
  loadFailure,
  loadRequest,
  loadSuccess,
  tagsFailure,
  tagsRequest,
  tagsSuccess,
  updateFailure,
  updateRequest,
  updateSuccess,
} from './botEditorSlice';

export const NEW_BOT_PATH = '/user/bot/new';
export const editBotPath = (id: string) => `/user/bot/edit/${id}`;

function* loadTags(): Saga {
  yield* requestSaga(listTags, [], { success: tagsSuccess, failure: tagsFailure });
}

function* loadBot(action: ReturnType<typeof loadRequest>): Saga {
  yield* requestSaga(getMyBot, [action.payload], { success: loadSuccess, failure: loadFailure });
}

function* create(action: ReturnType<typeof createRequest>): Saga {
  const outcome = yield* requestSaga(createBot, [action.payload], {
    success: createSuccess,
    failure: createFailure,
  });
  if (!outcome.ok) return;
  yield call(clearDraft, NEW_BOT_PATH);
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: 'botEditor:notice.created' } }),
  );
  yield* navigate(`/user/bot/set/${encodeURIComponent(outcome.data.id)}`);
}

function* update(action: ReturnType<typeof updateRequest>): Saga {
  const { id, input } = action.payload;
  const outcome = yield* requestSaga(updateBot, [id, input], {
    success: updateSuccess,
    failure: updateFailure,
  });
  if (!outcome.ok) return;
  yield call(clearDraft, editBotPath(id));
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: 'botEditor:notice.saved' } }),
  );
  yield* navigate('/user/home');
}

export function* botEditorSaga(): Saga {
  yield takeLatest(tagsRequest.type, loadTags);
  yield takeLatest(loadRequest.type, loadBot);
  // takeLeading: a double click (or a second submit while the first is on the wire) sends nothing.
  yield takeLeading(createRequest.type, create);
  yield takeLeading(updateRequest.type, update);
}
