// The bot form's calls: the bot to edit, how many bots the user has, and create/save, each save
// sent once however often it is asked for. A save's outcome is told where the user is: on the
// form, as before; elsewhere (they left while it ran), by a notice, without pulling them back.
// An edit refused because the bot changed elsewhere is overwritten or reloaded as the user chooses
// (docs/product.md §8.6).
import { paths } from '../../kernel/paths';
import { call, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { getProfile } from '../../api/auth';
import { createBot, getMyBot, listMyBots, updateBot } from '../../api/user';
import type { BotUpdateInput, MyBot, NewBotInput } from '../../api/schemas';
import { createAttempts } from '../../lib/attempts';
import { clearDraft } from '../../lib/drafts';
import { requestSaga } from '../../lib/requestSaga';
import type { Outcome, Saga } from '../../lib/requestSaga';
import { isAt, navigate, pathRequested } from '../../lib/router';
import { notify } from '../notices';
import { isHandledBySession } from '../session';
import {
  allowanceFailure,
  allowanceRequest,
  allowanceSuccess,
  createFailure,
  createRequest,
  createSuccess,
  loadFailure,
  loadRequest,
  loadSuccess,
  reloadRequest,
  updateFailure,
  updateRequest,
  updateSuccess,
} from './botEditorSlice';
import type { BotAllowance } from './botEditorSlice';
import { isStaleSave } from './botFormValues';

function* loadBot(action: ReturnType<typeof loadRequest>): Saga {
  yield* requestSaga(getMyBot, [action.payload], { success: loadSuccess, failure: loadFailure });
}

/**
 * The user's bots and plan as the provider has them now: the session's copy of the plan may predate
 * an upgrade (or a lapse) that the start-up check has not brought in yet.
 */
async function allowance(): Promise<BotAllowance> {
  const [bots, user] = await Promise.all([listMyBots(), getProfile()]);
  return { bots: bots.length, plan: user.plan };
}

function* loadAllowance(): Saga {
  yield* requestSaga(allowance, [], { success: allowanceSuccess, failure: allowanceFailure });
}

/**
 * "Load the latest": the form starts again from the bot as it is now. The draft goes first, or the
 * form would offer back the very changes the user chose to discard.
 */
function* reload(action: ReturnType<typeof reloadRequest>): Saga {
  const id = action.payload;
  const formPath = paths.editBot.to(id);
  yield call(clearDraft, formPath);
  const outcome = yield* requestSaga(getMyBot, [id], {
    success: loadSuccess,
    failure: loadFailure,
  });
  if (!outcome.ok || !(yield* isAt(formPath))) return;
  yield put(
    notify({ kind: 'message', variant: 'info', message: { key: 'botEditor:notice.latestLoaded' } }),
  );
}

/**
 * "Save mine anyway": the edit sent as made from the bot's version now, so it replaces what was
 * saved elsewhere (a change made between the two calls is replaced too: the user chose theirs).
 */
async function overwriteBot(id: string, input: BotUpdateInput): Promise<MyBot> {
  const latest = await getMyBot(id);
  return updateBot(id, { ...input, version: latest.updatedAt });
}

/**
 * A save ended while the user was elsewhere: say how, with a button to the bot or back to the form
 * (`name` is what was sent; a saved bot is named as the provider now has it).
 */
function* notifyAway(
  name: string,
  outcome: Outcome<MyBot>,
  keys: { done: string; failed: string },
  formPath: string,
): Saga {
  if (outcome.ok) {
    yield put(
      notify({
        kind: 'notification',
        variant: 'success',
        message: { key: keys.done, values: { name: outcome.data.name } },
        action: {
          label: { key: 'botEditor:notice.openBot' },
          ...pathRequested(paths.botSettings.to(outcome.data.id)),
        },
      }),
    );
    return;
  }
  const { failure } = outcome;
  if (isHandledBySession(failure)) return;
  // Back on the form, the draft is offered with the version it was made from, so saving it asks again.
  const stale = isStaleSave(failure);
  yield put(
    notify({
      kind: 'notification',
      variant: stale ? 'warning' : 'error',
      message: { key: keys.failed, values: { name } },
      description: stale ? { key: 'botEditor:conflict.title' } : { failure },
      action: { label: { key: 'botEditor:notice.backToForm' }, ...pathRequested(formPath) },
    }),
  );
}

function* create(input: NewBotInput, key: string): Saga<Outcome<MyBot>> {
  const outcome = yield* requestSaga(createBot, [input, key], {
    success: createSuccess,
    failure: createFailure,
  });
  const formPath = paths.newBot.to();
  if (outcome.ok) yield call(clearDraft, formPath);
  if (!(yield* isAt(formPath))) {
    const keys = { done: 'botEditor:notice.createdAway', failed: 'botEditor:notice.createFailed' };
    yield* notifyAway(input.name, outcome, keys, formPath);
    return outcome;
  }
  if (!outcome.ok) return outcome;
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
  const { id, input, overwrite = false } = action.payload;
  const outcome = yield* requestSaga(overwrite ? overwriteBot : updateBot, [id, input], {
    success: updateSuccess,
    failure: updateFailure,
  });
  const formPath = paths.editBot.to(id);
  if (outcome.ok) yield call(clearDraft, formPath);
  if (!(yield* isAt(formPath))) {
    const keys = { done: 'botEditor:notice.savedAway', failed: 'botEditor:notice.saveFailed' };
    yield* notifyAway(input.name, outcome, keys, formPath);
    return;
  }
  if (!outcome.ok) return;
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: 'botEditor:notice.saved' } }),
  );
  yield* navigate(paths.home.to());
}

export function* botEditorSaga(): Saga {
  yield takeLatest(loadRequest.type, loadBot);
  yield takeLatest(reloadRequest.type, reload);
  yield takeLatest(allowanceRequest.type, loadAllowance);
  // takeLeading: a double click (or a second submit while the first is on the wire) sends nothing.
  yield takeLeading(updateRequest.type, update);
  yield call(watchCreate);
}
