// The bot form's calls: the bot to edit, and create/save, each save sent once
// however often it is asked for.
import { paths } from '../../app/paths';
import { call, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { createBot, getMyBot, updateBot } from '../../api/user';
import type { MyBot, NewBotInput } from '../../api/schemas';
import { createAttempts } from '../../lib/attempts';
import { clearDraft } from '../../lib/drafts';
import { requestSaga } from '../../lib/requestSaga';
import type { Outcome, Saga } from '../../lib/requestSaga';
import { navigate } from '../../lib/router';
import { notify } from '../notices';
import {
  createFailure,
  createRequest,
  createSuccess,
  loadFailure,
  loadRequest,
  loadSuccess,
  updateFailure,
  updateRequest,
  updateSuccess,
} from './botEditorSlice';

function* loadBot(action: ReturnType<typeof loadRequest>): Saga {
  yield* requestSaga(getMyBot, [action.payload], { success: loadSuccess, failure: loadFailure });
}

function* create(input: NewBotInput, key: string): Saga<Outcome<MyBot>> {
  const outcome = yield* requestSaga(createBot, [input, key], {
    success: createSuccess,
    failure: createFailure,
  });
  if (!outcome.ok) return outcome;
  yield call(clearDraft, paths.newBot.to());
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: 'botEditor:notice.created' } }),
  );
  yield* navigate(paths.botSettings.to(outcome.data.id));
  return outcome;
}

/**
 * One bot per attempt (lib/attempts): Create pressed again with the same input after a transport
 * failure is the same attempt, so a create that went through without our hearing back gives that
 * bot rather than a second one or "you already have a bot with this name". A blocking take loop,
 * so a double click (or a second submit while the first is on the wire) sends nothing.
 */
function* watchCreate(): Saga {
  const attempts = createAttempts<NewBotInput>();
  for (;;) {
    const { payload: input } = (yield take(createRequest.type)) as ReturnType<typeof createRequest>;
    const key = attempts.keyFor(input);
    const outcome = (yield call(create, input, key)) as Outcome<MyBot>;
    attempts.ended(input, key, outcome);
  }
}

function* update(action: ReturnType<typeof updateRequest>): Saga {
  const { id, input } = action.payload;
  const outcome = yield* requestSaga(updateBot, [id, input], {
    success: updateSuccess,
    failure: updateFailure,
  });
  if (!outcome.ok) return;
  yield call(clearDraft, paths.editBot.to(id));
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: 'botEditor:notice.saved' } }),
  );
  yield* navigate(paths.home.to());
}

export function* botEditorSaga(): Saga {
  yield takeLatest(loadRequest.type, loadBot);
  // takeLeading: a double click (or a second submit while the first is on the wire) sends nothing.
  yield takeLeading(updateRequest.type, update);
  yield call(watchCreate);
}
