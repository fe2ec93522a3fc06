// The configure screen's calls: the bot with its settings, saving them once per click, and deleting
// the bot. A failed save is told on the form; a user who left while it ran hears of it by a
// notice with the way back (as the bot form's saga does), and is not pulled back.
import { paths } from '../../app/paths';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { deleteBot, getBotSettings, getMyBot, updateBotSettings } from '../../api/user';
import type { BotSettings, MyBot } from '../../api/schemas';
import { clearDraft } from '../../lib/drafts';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { isAt, navigate, pathRequested } from '../../lib/router';
import { notify } from '../notices';
import { isHandledBySession } from '../session';
import {
  deleteFailure,
  deleteRequest,
  deleteSuccess,
  loadFailure,
  loadRequest,
  loadSuccess,
  saveFailure,
  saveRequest,
  saveSuccess,
} from './botSettingsSlice';

async function loadBotAndSettings(id: string): Promise<{ bot: MyBot; settings: BotSettings }> {
  const [bot, settings] = await Promise.all([getMyBot(id), getBotSettings(id)]);
  return { bot, settings };
}

function* load(action: ReturnType<typeof loadRequest>): Saga {
  yield* requestSaga(loadBotAndSettings, [action.payload], {
    success: loadSuccess,
    failure: loadFailure,
  });
}

function* save(action: ReturnType<typeof saveRequest>): Saga {
  const { id, name, input } = action.payload;
  const outcome = yield* requestSaga(updateBotSettings, [id, input], {
    success: saveSuccess,
    failure: saveFailure,
  });
  const formPath = paths.botSettings.to(id);
  if (!outcome.ok) {
    const { failure } = outcome;
    if ((yield* isAt(formPath)) || isHandledBySession(failure)) return;
    yield put(
      notify({
        kind: 'notification',
        variant: 'error',
        message: { key: 'botSettings:notice.saveFailed', values: { name } },
        description: { failure },
        action: { label: { key: 'botSettings:notice.backToForm' }, ...pathRequested(formPath) },
      }),
    );
    return;
  }
  yield call(clearDraft, formPath);
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: 'botSettings:notice.saved' } }),
  );
}

function* remove(action: ReturnType<typeof deleteRequest>): Saga {
  const { id, name } = action.payload;
  const outcome = yield* requestSaga(deleteBot, [id], {
    success: () => deleteSuccess(),
    failure: deleteFailure,
  });
  if (!outcome.ok) return;
  yield call(clearDraft, paths.botSettings.to(id));
  yield put(
    notify({
      kind: 'message',
      variant: 'success',
      message: { key: 'botSettings:notice.deleted', values: { name } },
    }),
  );
  yield* navigate(paths.home.to());
}

export function* botSettingsSaga(): Saga {
  yield takeLatest(loadRequest.type, load);
  // takeLeading: a second click while a save or delete is on the wire sends nothing.
  yield takeLeading(saveRequest.type, save);
  yield takeLeading(deleteRequest.type, remove);
}
