// The configure screen's calls: the bot with its settings, saving them once per click, deleting
// the bot, and the webhook check. A failed save is told on the form; a user who left while it ran
// hears of it by a notice with the way back (as the bot form's saga does), and is not pulled back.
import { paths } from '../../kernel/paths';
import { call, delay, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  deleteBot,
  getBotSettings,
  getBotWebhook,
  getMyBot,
  updateBotSettings,
} from '../../api/user';
import type { BotSettings, MyBot } from '../../api/schemas';
import { clearDraft } from '../../lib/drafts';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { isAt, navigate, pathRequested } from '../../lib/router';
import { failureNotice, notify } from '../notices';
import { isHandledBySession } from '../session';
import {
  deleteFailure,
  deleteRequest,
  deleteSuccess,
  loadFailure,
  loadRequest,
  loadSuccess,
  pageClosed,
  saveFailure,
  saveRequest,
  saveSuccess,
  webhookFailure,
  webhookRequest,
  webhookSaved,
  webhookStatus,
  webhookSuccess,
} from './botSettingsSlice';

/**
 * After a save in webhook mode the check is asked at once, then every few seconds a few times more
 * while KOOK's challenge has not come: it comes once the owner saves the callback URL in KOOK's
 * developer centre (in the demo provider, 3 s after the save). After that, "Check again" is theirs.
 */
export const WEBHOOK_POLL_INTERVAL_MS = 3000;
export const WEBHOOK_POLLS = 5;

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

function* checkWebhook(action: ReturnType<typeof webhookRequest>): Saga {
  yield* requestSaga(getBotWebhook, [action.payload], {
    success: webhookSuccess,
    failure: webhookFailure,
  });
}

/** Entering the page: a saved webhook connection is checked once. */
function* checkOnLoad(action: ReturnType<typeof loadSuccess>): Saga {
  const { bot, settings } = action.payload;
  if (settings.connection.mode === 'webhook') yield put(webhookRequest(bot.id));
}

/** Checks until KOOK's challenge has come (either way), a check fails, or the polls run out. */
function* followWebhook(id: string): Saga {
  for (let poll = 0; poll <= WEBHOOK_POLLS; poll++) {
    if (poll > 0) yield delay(WEBHOOK_POLL_INTERVAL_MS);
    yield put(webhookRequest(id));
    const answer = (yield take([webhookSuccess.type, webhookFailure.type])) as
      ReturnType<typeof webhookSuccess> | ReturnType<typeof webhookFailure>;
    if (!webhookSuccess.match(answer) || webhookStatus(answer.payload) !== 'unverified') return;
  }
}

/** A webhook save starts following; leaving the page or loading it again stops it. */
function* followOrStop(
  action: ReturnType<typeof webhookSaved> | ReturnType<typeof pageClosed | typeof loadRequest>,
): Saga {
  if (webhookSaved.match(action)) yield* followWebhook(action.payload);
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
      failureNotice({ key: 'botSettings:notice.saveFailed', values: { name } }, failure, {
        label: { key: 'botSettings:notice.backToForm' },
        ...pathRequested(formPath),
      }),
    );
    return;
  }
  yield call(clearDraft, formPath);
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: 'botSettings:notice.saved' } }),
  );
  if (outcome.data.connection.mode === 'webhook' && (yield* isAt(formPath))) {
    yield put(webhookSaved(id));
  }
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
  yield takeLatest(loadSuccess.type, checkOnLoad);
  yield takeLatest(webhookRequest.type, checkWebhook);
  yield takeLatest([webhookSaved.type, pageClosed.type, loadRequest.type], followOrStop);
  // takeLeading: a second click while a save or delete is on the wire sends nothing.
  yield takeLeading(saveRequest.type, save);
  yield takeLeading(deleteRequest.type, remove);
}
