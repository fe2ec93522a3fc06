// The directory's state: the page of bots for the query in the URL, and the tag catalogue.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { BotCard, Page, Tag } from '../../api/schemas';
import type { Failure } from '../../lib/requestSaga';
import { sameQuery } from './directoryQuery';
import type { DirectoryQuery } from './directoryQuery';

export interface DirectoryState {
  list: {
    query: DirectoryQuery | null;
    page: Page<BotCard> | null;
    loading: boolean;
    error: Failure | null;
  };
  tags: { items: Tag[] | null; loading: boolean; error: Failure | null };
}

const initialState: DirectoryState = {
  list: { query: null, page: null, loading: false, error: null },
  tags: { items: null, loading: false, error: null },
};

const directorySlice = createSlice({
  name: 'directory',
  initialState,
  reducers: {
    loadRequest(state, action: PayloadAction<DirectoryQuery>) {
      state.list = { query: action.payload, page: null, loading: true, error: null };
    },
    loadSuccess(state, action: PayloadAction<Page<BotCard>>) {
      state.list.page = action.payload;
      state.list.loading = false;
    },
    loadFailure(state, action: PayloadAction<Failure>) {
      state.list.loading = false;
      state.list.error = action.payload;
    },
    tagsRequest(state) {
      state.tags.loading = true;
      state.tags.error = null;
    },
    tagsSuccess(state, action: PayloadAction<Tag[]>) {
      state.tags = { items: action.payload, loading: false, error: null };
    },
    tagsFailure(state, action: PayloadAction<Failure>) {
      state.tags.loading = false;
      state.tags.error = action.payload;
    },
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
 * What the directory still has to ask for to show `query`: the page of bots unless it is shown or
 * on its way (coming back from a bot page shows what was there), and the tag catalogue unless known
 * or on its way. The page dispatches these; start-up dispatches them before the page's code arrives.
 */
export function directoryPageRequests(
  state: DirectoryState,
  query: DirectoryQuery,
): UnknownAction[] {
  const requests: UnknownAction[] = [];
  if (!sameQuery(state.list.query, query) || state.list.error) requests.push(loadRequest(query));
  if (!state.tags.items && !state.tags.loading) requests.push(tagsRequest());
  return requests;
}

export default directorySlice;
