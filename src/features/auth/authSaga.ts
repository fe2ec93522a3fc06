// Sign-in with KOOK (OAuth): leave for KOOK with a fresh state, then check the callback against it
// and exchange the code, once, for a session.
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { authorize, exchangeToken } from '../../api/auth';
import { paths } from '../../kernel/paths';
import { afterLogin } from './afterLogin';
import { replacePage } from '../../lib/location';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { navigate } from '../../lib/router';
import { selectIsSignedIn, signedIn } from '../session';
import {
  callbackRefused,
  callbackRequest,
  exchangeFailure,
  exchangeStarted,
  exchangeSuccess,
  loginBlocked,
  loginFailure,
  loginRequest,
  loginSuccess,
} from './authSlice';
import { savePendingLogin, takePendingLogin } from './pendingLogin';
import type { PendingLogin } from './pendingLogin';

function* startLogin(action: ReturnType<typeof loginRequest>): Saga {
  const redirectUri = `${window.location.origin}${paths.kookCallback.to()}`;
  const outcome = yield* requestSaga(authorize, [redirectUri], {
    success: loginSuccess,
    failure: loginFailure,
  });
  if (!outcome.ok) return;
  const saved = (yield call(savePendingLogin, {
    state: outcome.data.state,
    redirect: afterLogin(action.payload.redirect),
  })) as boolean;
  if (!saved) {
    yield put(loginBlocked());
    return;
  }
  // The login page gives its place in the history to KOOK's: once signed in, Back goes to the page
  // before it, not to a login page that would only send a signed-in user home again.
  yield call(replacePage, outcome.data.url);
}

function* handleCallback(action: ReturnType<typeof callbackRequest>): Saga {
  const { code, state, error } = action.payload;
  // Consumed before anything else, so whatever happens next this callback is answered once.
  const pending = (yield call(takePendingLogin)) as PendingLogin | null;
  const redirect = pending?.redirect ?? null;

  // A reload or replay after success: the session exists, so go on without a second exchange.
  if ((yield select(selectIsSignedIn)) as boolean) {
    yield* navigate(redirect ?? afterLogin(null), { replace: true });
    return;
  }
  if (error !== null) {
    yield put(
      error === 'access_denied'
        ? callbackRefused({ refusal: 'denied', redirect })
        : callbackRefused({ refusal: 'kookError', kookError: error, redirect }),
    );
    return;
  }
  if (!code) {
    yield put(callbackRefused({ refusal: 'missingCode', redirect }));
    return;
  }
  // No stored state (another tab, an old link, a reload) or a different one (a forged callback
  // trying to sign this browser into someone else's account): refuse, never exchange.
  if (!pending || !state || pending.state !== state) {
    yield put(callbackRefused({ refusal: 'stateMismatch', redirect }));
    return;
  }

  yield put(exchangeStarted(pending.redirect));
  const outcome = yield* requestSaga(exchangeToken, [code, state], {
    success: exchangeSuccess,
    failure: exchangeFailure,
  });
  if (!outcome.ok) return;
  // The session saga writes the cookies on signedIn.
  yield put(signedIn(outcome.data));
  yield* navigate(pending.redirect, { replace: true });
}

export function* authSaga(): Saga {
  yield takeLeading(loginRequest.type, startLogin);
  // takeLeading: a second dispatch while the exchange runs (StrictMode's double effect) is dropped.
  yield takeLeading(callbackRequest.type, handleCallback);
}
