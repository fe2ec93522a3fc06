// "Call the API, put success or failure" in one place, as in redux-saga's real-world example, so
// every worker is a few lines and every failure in the store has the same serialisable shape.
import { call, put } from 'redux-saga/effects';
import type { StrictEffect } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { FieldErrors } from '../api/schemas';
import { ApiError, ClientCode } from './http';

/** What a `…Failure` action carries: never an Error object, never a stack. */
export interface Failure {
  code: number;
  message: string;
  fields?: FieldErrors;
  /** For an answer that was not an envelope (`ClientCode.unexpectedResponse`): its HTTP status. */
  httpStatus?: number;
  /** For a transport failure: it ran out of time rather than never reaching the server. */
  timedOut?: true;
}

export type Saga<R = void> = Generator<StrictEffect, R, unknown>;

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: Failure };

export function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    const failure: Failure = { code: error.code, message: error.message };
    if (error.fields) failure.fields = error.fields;
    // What the user is told depends on these (components/describeFailure); a provider's own
    // failure carries neither, so it reads the same whatever the HTTP status.
    if (error.code === ClientCode.unexpectedResponse && error.httpStatus !== undefined)
      failure.httpStatus = error.httpStatus;
    if (error.timedOut) failure.timedOut = true;
    return failure;
  }
  const message = error instanceof Error && error.message ? error.message : String(error);
  return { code: ClientCode.unexpectedResponse, message };
}

/** Failure actions are recognised by type, so one watcher can see every failed call. */
export function isFailureAction(action: unknown): action is Action & { payload: Failure } {
  if (typeof action !== 'object' || action === null) return false;
  const { type, payload } = action as { type?: unknown; payload?: unknown };
  return (
    typeof type === 'string' &&
    type.endsWith('Failure') &&
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { code?: unknown }).code === 'number'
  );
}

/**
 * Runs `fn(...args)` and puts `success(data)` or `failure({code, message, fields?})`.
 * Returns the outcome so a worker can go on (navigate, notify) after it.
 */
export function* requestSaga<Args extends unknown[], T>(
  fn: (...args: Args) => Promise<T>,
  args: Args,
  actions: { success: (data: T) => Action; failure: (failure: Failure) => Action },
): Saga<Outcome<T>> {
  try {
    const data = (yield call(fn, ...args)) as T;
    yield put(actions.success(data));
    return { ok: true, data };
  } catch (error) {
    const failure = toFailure(error);
    yield put(actions.failure(failure));
    return { ok: false, failure };
  }
}
