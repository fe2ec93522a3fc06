// The Health tab's calls: the bot's health (a newer load replaces an older one) and one policy save
// at a time, told by a notice when it fails or succeeds. 400005 is the session saga's.
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { getBotHealth, updateBotHealthPolicy } from '../../api/health';
import { clearDraft } from '../../lib/drafts';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { failureNotice, notify } from '../notices';
import { isHandledBySession } from '../session';
import type { HealthAnswer, PolicySave } from './botHealthSlice';
import { policyDraftPath } from './policyFormValues';
import {
  loadFailure,
  loadRequest,
  loadSuccess,
  saveFailure,
  saveRequest,
  saveSuccess,
} from './botHealthSlice';

async function fetchHealth(botId: string): Promise<HealthAnswer> {
  return { botId, health: await getBotHealth(botId) };
}

async function savePolicy({ botId, input }: PolicySave): Promise<HealthAnswer> {
  return { botId, health: await updateBotHealthPolicy(botId, input) };
}

function* load(action: ReturnType<typeof loadRequest>): Saga {
  yield* requestSaga(fetchHealth, [action.payload], { success: loadSuccess, failure: loadFailure });
}

function* save(action: ReturnType<typeof saveRequest>): Saga {
  const outcome = yield* requestSaga(savePolicy, [action.payload], {
    success: saveSuccess,
    failure: saveFailure,
  });
  if (!outcome.ok) {
    if (isHandledBySession(outcome.failure)) return;
    yield put(failureNotice({ key: 'botHealth:notice.saveFailed' }, outcome.failure));
    return;
  }
  yield call(clearDraft, policyDraftPath(action.payload.botId));
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: 'botHealth:notice.saved' } }),
  );
}

export function* botHealthSaga(): Saga {
  yield takeLatest(loadRequest.type, load);
  yield takeLeading(saveRequest.type, save);
}
