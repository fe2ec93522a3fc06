import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../app/store';
import { RECENT_MS } from '../../lib/recent';
import { tagsRequest, tagsSuccess } from '../tags';
import { defaultQuery } from './directoryQuery';
import { directoryPageRequests, loadFailure, loadRequest, loadSuccess } from './directorySlice';

/** The app's state after `actions`, with no saga running. */
function directoryState(...actions: UnknownAction[]) {
  const store = makeStore(undefined, { deferSagas: true });
  for (const action of actions) store.dispatch(action);
  return store.getState();
}

const types = (actions: { type: string }[]) => actions.map(({ type }) => type);
const page = { items: [], page: 1, pageSize: 12, total: 0 };

describe('directoryPageRequests', () => {
  it('asks for the page of bots and the tags when nothing is known', () => {
    expect(types(directoryPageRequests(directoryState(), defaultQuery))).toEqual([
      'directory/loadRequest',
      'tags/tagsRequest',
    ]);
  });

  it('asks for nothing on its way or shown, and for another query', () => {
    const asked = directoryState(loadRequest(defaultQuery), tagsRequest());
    expect(directoryPageRequests(asked, defaultQuery)).toEqual([]);
    const shown = directoryState(loadRequest(defaultQuery), loadSuccess(page), tagsSuccess([]));
    expect(directoryPageRequests(shown, defaultQuery)).toEqual([]);
    expect(types(directoryPageRequests(shown, { ...defaultQuery, page: 2 }))).toEqual([
      'directory/loadRequest',
    ]);
  });

  it('lets a recent failure stand, and tries again once it is old', () => {
    const failed = directoryState(
      loadRequest(defaultQuery),
      loadFailure({ code: 500, message: 'Down' }),
      tagsSuccess([]),
    );
    const at = failed.directory.list.answeredAt ?? 0;
    expect(directoryPageRequests(failed, defaultQuery, at + 1_000)).toEqual([]);
    expect(types(directoryPageRequests(failed, defaultQuery, at + RECENT_MS))).toEqual([
      'directory/loadRequest',
    ]);
  });
});
