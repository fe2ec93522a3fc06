// Loads the user's bots for Home and deletes one after the user confirmed it.
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { deleteBot, listMyBots } from '../../api/user';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { notify } from '../notices';
import {
  deleteFailure,
  deleteRequest,
  deleteSuccess,
  loadFailure,
  loadRequest,
  loadSuccess,
} from './myBotsSlice';

function* load(): Saga {
  yield* requestSaga(listMyBots, [], { success: loadSuccess, failure: loadFailure });
}

/** A failure stays in the store: the confirm dialog shows it beside Retry and Cancel. */
function* remove(action: ReturnType<typeof deleteRequest>): Saga {
  const { id, name } = action.payload;
  const outcome = yield* requestSaga(deleteBot, [id], {
    success: () => deleteSuccess({ id }),
    failure: (failure) => deleteFailure({ id, ...failure }),
  });
  if (outcome.ok) {
    yield put(
      notify({
        kind: 'message',
        variant: 'success',
        message: { key: 'home:deleted', values: { name } },
      }),
    );
  }
}

export function* myBotsSaga(): Saga {
  yield takeLatest(loadRequest.type, load);
  yield takeLeading(deleteRequest.type, remove);
}
