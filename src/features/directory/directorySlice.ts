// The directory's state: the page of bots for the query in the URL. The tag filter's names come
// from the tag catalogue (features/tags).
import { createSlice } from '@reduxjs/toolkit';
import type { UnknownAction, WithSlice } from '@reduxjs/toolkit';
import type { BotCard, Page } from '../../api/schemas';
import type { RootState } from '../../kernel/reducer';
import { isRecent } from '../../lib/recent';
import { notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded } from '../../lib/requestState';
import { tagCatalogueRequests } from '../tags';
import { sameQuery } from './directoryQuery';
import type { DirectoryQuery } from './directoryQuery';

interface DirectoryState {
  /** The page of bots for `query`. */
  list: Loaded<Page<BotCard>> & { query: DirectoryQuery | null };
}

const initialState: DirectoryState = {
  list: { ...notLoaded<Page<BotCard>>(), query: null },
};

const request = requestCases<DirectoryState>();

const directorySlice = createSlice({
  name: 'directory',
  initialState,
  reducers: {
    ...request('load', (state) => state.list, {
      request: (state, query: DirectoryQuery) => {
        state.list.query = query;
        state.list.data = null;
        state.list.answeredAt = null;
      },
      success: (state, page: Page<BotCard>) => {
        state.list.data = page;
      },
    }),
  },
  selectors: {
    selectList: (state) => state.list,
  },
});

export const { loadRequest, loadSuccess, loadFailure } = directorySlice.actions;
export const { selectList } = directorySlice.selectors;

/**
 * What the directory still has to ask for to show `query`: the page of bots unless it is shown, on
 * its way or just failed (coming back from a bot page shows what was there; a failure stands, with
 * Retry, until it is old), and the tag catalogue unless known, on its way or just failed. The page
 * dispatches these; start-up dispatches them before the page's code arrives.
 */
export function directoryPageRequests(
  state: RootState,
  query: DirectoryQuery,
  now = Date.now(),
): UnknownAction[] {
  const { list } = state.directory;
  const current = sameQuery(list.query, query) && (!list.error || isRecent(list.answeredAt, now));
  return [...(current ? [] : [loadRequest(query)]), ...tagCatalogueRequests(state.tags, now)];
}

// In the store from the start (app/reducer.ts injects it): a required key of RootState.
declare module '../../kernel/reducer' {
  export interface StaticSlices extends WithSlice<typeof directorySlice> {}
}

export default directorySlice;
