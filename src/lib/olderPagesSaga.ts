// The calls of a list paged back by cursor (lib/olderPages.ts): one page at a time, so a second
// click while a page is on its way asks nothing (takeLeading); the cursor is read when the request
// is taken, from the store and the action, and with none (nothing shown any more) nothing is asked.
import { select, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { requestSaga } from './requestSaga';
import type { Failure, Saga } from './requestSaga';

interface OlderPages<State, A extends Action, Cursor, Page> {
  /** The slice's `olderRequest`. */
  request: { type: string; match: (action: unknown) => action is A };
  /** Where the page starts, from the state and the request; null: ask nothing. */
  cursor: (state: State, action: A) => Cursor | null;
  fetchPage: (cursor: Cursor) => Promise<Page>;
  success: (page: Page) => Action;
  failure: (failure: Failure) => Action;
}

/** Watches the list's `olderRequest` and asks for its pages. */
export function takeOlderPages<State, A extends Action, Cursor, Page>({
  request,
  cursor,
  fetchPage,
  success,
  failure,
}: OlderPages<State, A, Cursor, Page>) {
  function* older(action: A): Saga {
    const from = (yield select(cursor, action)) as Cursor | null;
    if (from === null) return;
    yield* requestSaga(fetchPage, [from], { success, failure });
  }
  return takeLeading(request.match, older);
}
