// When a session ends, and which failures are the session's to explain. A screen that shows a
// failure asks `isHandledBySession` first: an expired session is told once, by the session saga
// (a notice and the login page), never again by the form or button that met it.
import type { UnknownAction } from '@reduxjs/toolkit';
import { ApiCode } from '../../api/constants';
import type { Failure } from '../../lib/requestSaga';
import { loggedOut, sessionExpired } from './sessionSlice';

/** True for a failure the session saga explains (400005): screens show nothing of their own for it. */
export function isHandledBySession(failure: Pick<Failure, 'code'> | null | undefined): boolean {
  return failure?.code === ApiCode.sessionExpired;
}

/** The session has ended, by expiry or by logout: everything the user owned leaves the store. */
export function endsSession(action: UnknownAction): boolean {
  return sessionExpired.match(action) || loggedOut.match(action);
}
