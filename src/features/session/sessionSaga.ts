// The one place for session state and failures (react-admin's authProvider idea): mirrors the
// cookies, checks the session at start-up, handles 400005 from any call, signs in and out.
import { buffers, eventChannel } from 'redux-saga';
import {
  call,
  fork,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { User } from '../../api/schemas';
import { getProfile, logout } from '../../api/auth';
import {
  clearSessionCookies,
  cookieJar,
  readToken,
  readUser,
  writeToken,
  writeUser,
} from '../../lib/cookies';
import { paths } from '../../kernel/paths';
import { clearAllDrafts } from '../../lib/drafts';
import { isFailureAction, requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { currentRoute, navigate } from '../../lib/router';
import { failureNotice, notify } from '../notices';
import {
  cookiesChanged,
  loggedOut,
  logoutFinished,
  logoutRequest,
  profileFailure,
  profileRequest,
  profileSuccess,
  selectToken,
  sessionExpired,
  signedIn,
  initialSessionState,
} from './sessionSlice';
import type { SessionState } from './sessionSlice';
import { isHandledBySession } from './sessionEnd';

interface CookieSnapshot {
  token: string | null;
  user: User | null;
}

function snapshot(): CookieSnapshot {
  return { token: readToken(), user: readUser() };
}

/**
 * The session state the cookies tell of, before any check: what a server render starts from, and
 * so what the browser hydrates its page against.
 */
export function cookieSessionState(): SessionState {
  return { ...initialSessionState, ...snapshot() };
}

/**
 * Cookie changes, including ones made by another tab or outside the app. Writing the token and
 * then the user fires twice in a row; the sliding buffer keeps the latest snapshot rather than
 * dropping it while the first is being put.
 */
function cookieChanges() {
  return eventChannel<CookieSnapshot>((emit) => {
    const listener = () => emit(snapshot());
    const cookies = cookieJar();
    cookies.addChangeListener(listener);
    return () => cookies.removeChangeListener(listener);
  }, buffers.sliding(1));
}

function* mirrorCookies(): Saga {
  const channel = cookieChanges();
  try {
    for (;;) {
      const next = (yield take(channel)) as CookieSnapshot;
      yield put(cookiesChanged(next));
    }
  } finally {
    channel.close();
  }
}

function isSessionExpiry(action: unknown): boolean {
  return isFailureAction(action) && isHandledBySession(action.payload);
}

function isNewSession(action: Action): boolean {
  return signedIn.match(action) || (cookiesChanged.match(action) && action.payload.token !== null);
}

/**
 * 400005 from any call: clear the cookies and the session, one notice, one redirect to login.
 * Further expiries are ignored until a new session starts, so a burst of failing calls gives one
 * redirect.
 */
function* watchSessionExpiry(): Saga {
  for (;;) {
    yield take(isSessionExpiry);
    yield call(clearSessionCookies);
    yield put(sessionExpired());
    yield put(notify({ kind: 'message', variant: 'warning', message: { key: 'session.expired' } }));
    const here = yield* currentRoute();
    yield* navigate(here.startsWith(paths.login.pattern) ? here : paths.login.to(here));
    yield take(isNewSession);
  }
}

function* loadProfile(): Saga {
  const asked = (yield select(selectToken)) as string | null;
  const outcome = yield* requestSaga(getProfile, [], {
    success: profileSuccess,
    failure: profileFailure,
  });
  // The user may have logged out (or in as someone else) while the answer was on its way.
  if ((yield select(selectToken)) !== asked) return;
  if (outcome.ok) {
    yield call(writeUser, outcome.data);
  } else if (!isHandledBySession(outcome.failure)) {
    // The session stays: the provider may be down, the token still good.
    yield put(
      failureNotice({ key: 'session.profileFailed' }, outcome.failure, {
        label: { key: 'error.retry' },
        type: profileRequest.type,
      }),
    );
  }
}

function* startSession(action: ReturnType<typeof signedIn>): Saga {
  yield call(writeToken, action.payload.token);
  yield call(writeUser, action.payload.user);
}

function* tellProviderLoggedOut(token: string): Saga {
  try {
    yield call(logout, token);
  } catch {
    // Best effort: the session has ended here whatever the provider says.
  }
}

/** The session ends at once for the user; the provider is told in the background. */
function* endSession(): Saga {
  const token = (yield select(selectToken)) as string | null;
  if (token) yield fork(tellProviderLoggedOut, token);
  yield call(clearSessionCookies);
  // The next person at this browser must not be offered the last one's unsaved input.
  yield call(clearAllDrafts);
  yield put(loggedOut());
  yield* navigate(paths.directory.to());
  yield put(logoutFinished());
}

export function* sessionSaga(): Saga {
  yield put(cookiesChanged(snapshot()));
  yield fork(mirrorCookies);
  yield fork(watchSessionExpiry);
  yield takeEvery(signedIn.type, startSession);
  yield takeLatest(profileRequest.type, loadProfile);
  yield takeLeading(logoutRequest.type, endSession);
  if ((yield select(selectToken)) as string | null) yield put(profileRequest());
}
