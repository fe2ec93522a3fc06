// The directory's state: the page of bots for the query in the URL, and the tag catalogue.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { BotCard, Page, Tag } from '../../api/schemas';
import type { Failure } from '../../lib/requestSaga';
import { isRecent, stampedAnswer } from '../../lib/recent';
import { sameQuery } from './directoryQuery';
import type { DirectoryQuery } from './directoryQuery';

export interface DirectoryState {
  list: {
    query: DirectoryQuery | null;
    page: Page<BotCard> | null;
    loading: boolean;
    error: Failure | null;
    /** When the failure arrived (epoch ms). */
    failedAt: number | null;
  };
  tags: { items: Tag[] | null; loading: boolean; error: Failure | null; failedAt: number | null };
}

const initialState: DirectoryState = {
  list: { query: null, page: null, loading: false, error: null, failedAt: null },
  tags: { items: null, loading: false, error: null, failedAt: null },
};

const directorySlice = createSlice({
  name: 'directory',
  initialState,
  reducers: {
    loadRequest(state, action: PayloadAction<DirectoryQuery>) {
      state.list = {
        query: action.payload,
        page: null,
        loading: true,
        error: null,
        failedAt: null,
      };
    },
    loadSuccess(state, action: PayloadAction<Page<BotCard>>) {
      state.list.page = action.payload;
      state.list.loading = false;
    },
    loadFailure: stampedAnswer<DirectoryState, Failure>((state, failure, at) => {
      state.list = { ...state.list, loading: false, error: failure, failedAt: at };
    }),
    tagsRequest(state) {
      state.tags.loading = true;
      state.tags.error = null;
    },
    tagsSuccess(state, action: PayloadAction<Tag[]>) {
      state.tags = { items: action.payload, loading: false, error: null, failedAt: null };
    },
    tagsFailure: stampedAnswer<DirectoryState, Failure>((state, failure, at) => {
      state.tags = { ...state.tags, loading: false, error: failure, failedAt: at };
    }),
  },
  selectors: {
    selectList: (state) => state.list,
    selectTags: (state) => state.tags,
  },
});

export const { loadRequest, loadSuccess, loadFailure, tagsRequest, tagsSuccess, tagsFailure } =
  directorySlice.actions;
export const { selectList, selectTags } = directorySlice.selectors;

/**
 * What the directory still has to ask for to show `query`: the page of bots unless it is shown, on
 * its way or just failed (coming back from a bot page shows what was there; a failure stands, with
 * Retry, until it is old), and the tag catalogue unless known, on its way or just failed. The page
 * dispatches these; start-up dispatches them before the page's code arrives.
 */
export function directoryPageRequests(
  state: DirectoryState,
  query: DirectoryQuery,
  now = Date.now(),
): UnknownAction[] {
  const requests: UnknownAction[] = [];
  const { list, tags } = state;
  const current = sameQuery(list.query, query) && (!list.error || isRecent(list.failedAt, now));
  if (!current) requests.push(loadRequest(query));
  if (!tags.items && !tags.loading && !(tags.error && isRecent(tags.failedAt, now))) {
    requests.push(tagsRequest());
  }
  return requests;
}

export default directorySlice;
