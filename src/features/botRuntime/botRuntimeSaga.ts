// Starts, stops and restarts bots for every screen: shows the transitional status at once, sends the
// action, then polls the bot until it settles and hands the settled bot to the screens.
import { isHandledBySession } from '../session';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { paths } from '../../kernel/paths';
import type { BotAction, MyBot } from '../../api/schemas';
import { getMyBot, runBotAction } from '../../api/user';
import { botErrorKey } from '../../lib/botErrorWords';
import { registerTranslations } from '../../lib/i18n';
import { pathRequested } from '../../lib/router';
import { requestSaga } from '../../lib/requestSaga';
import type { Failure, Saga } from '../../lib/requestSaga';
import en from '../../locales/en-US/botRuntime.json';
import zh from '../../locales/zh-CN/botRuntime.json';
import { notify } from '../notices';
import { loggedOut, sessionExpired } from '../session';
import {
  actionFailure,
  actionStarted,
  actionSuccess,
  botActionRequest,
  botStatusSettled,
  isTransitional,
  pollFailure,
  pollSuccess,
  pollTimedOut,
  selectBotRuntime,
} from './botRuntimeSlice';
import type { BotRuntime } from './botRuntimeSlice';

// Notices can outlive the screen that asked, so their strings ship with the saga, not a page chunk.
registerTranslations('botRuntime', { 'en-US': en, 'zh-CN': zh });

// How often a starting or stopping bot's status is asked for, until it settles.
const STATUS_POLL_INTERVAL_MS = 1000;
export const STATUS_POLL_TIMEOUT_MS = 30_000;

const failedKey = {
  start: 'botRuntime:startFailed',
  stop: 'botRuntime:stopFailed',
  restart: 'botRuntime:restartFailed',
} as const satisfies Record<BotAction, string>;

function* notifyFailure(key: string, name: string, failure: Failure): Saga {
  // An expired session is explained once, by the session saga.
  if (isHandledBySession(failure)) return;
  yield put(
    notify({
      kind: 'message',
      variant: 'error',
      message: { key, values: { name, message: failure } },
    }),
  );
}

/** A start that ends in `error` says so, with the bot's own reason, and offers Configure. */
function* notifyStartError(bot: MyBot, name: string): Saga {
  yield put(
    notify({
      kind: 'notification',
      variant: 'error',
      message: { key: 'botRuntime:startEndedInError', values: { name } },
      description: botErrorKey(bot.lastErrorCause) ??
        bot.lastError ?? { key: 'botRuntime:noReason' },
      action: {
        label: { key: 'botRuntime:openSettings' },
        ...pathRequested(paths.botSettings.to(bot.id)),
      },
    }),
  );
}

function* pollUntilSettled(id: string, action: BotAction, name: string, firstDelay: number): Saga {
  let wait = firstDelay;
  let elapsed = 0;
  for (;;) {
    if (wait > 0) yield delay(wait);
    elapsed += wait;
    wait = STATUS_POLL_INTERVAL_MS;
    const outcome = yield* requestSaga(getMyBot, [id], {
      success: (bot) => pollSuccess({ id, bot }),
      failure: (failure) => pollFailure({ id, ...failure }),
    });
    if (!outcome.ok) {
      yield* notifyFailure('botRuntime:pollFailed', name, outcome.failure);
      return;
    }
    const { status } = outcome.data;
    if (!isTransitional(status)) {
      yield put(botStatusSettled({ id, bot: outcome.data }));
      if (status === 'error' && action !== 'stop') yield* notifyStartError(outcome.data, name);
      return;
    }
    if (elapsed >= STATUS_POLL_TIMEOUT_MS) {
      yield put(pollTimedOut({ id, status }));
      yield put(
        notify({
          kind: 'message',
          variant: 'warning',
          message: { key: 'botRuntime:timedOut', values: { name } },
        }),
      );
      return;
    }
  }
}

function* runAction(id: string, action: BotAction, name: string): Saga {
  const outcome = yield* requestSaga(runBotAction, [id, action], {
    success: (status) => actionSuccess({ id, status }),
    failure: (failure) => actionFailure({ id, ...failure }),
  });
  if (!outcome.ok) {
    yield* notifyFailure(failedKey[action], name, outcome.failure);
    return;
  }
  // A bot already where the action leads answers its final status: fetch it at once.
  yield* pollUntilSettled(
    id,
    action,
    name,
    isTransitional(outcome.data) ? STATUS_POLL_INTERVAL_MS : 0,
  );
}

/** Runs one action, dropped if the session ends meanwhile (the store forgets every runtime). */
function* runActionWhileSignedIn(id: string, action: BotAction, name: string): Saga {
  yield race({
    done: call(runAction, id, action, name),
    ended: take([loggedOut.type, sessionExpired.type]),
  });
}

export function* botRuntimeSaga(): Saga {
  // A take loop rather than takeEvery: the pending check and `actionStarted` happen before the
  // next request is read, so a second click on the same bot is ignored.
  for (;;) {
    const { payload } = (yield take(botActionRequest.type)) as ReturnType<typeof botActionRequest>;
    const runtime = (yield select(selectBotRuntime, payload.id)) as BotRuntime;
    if (runtime.pending) continue;
    yield put(actionStarted({ id: payload.id, action: payload.action }));
    yield fork(runActionWhileSignedIn, payload.id, payload.action, payload.name);
  }
}
