// The directory's state: the page of bots for the query in the URL, and the tag catalogue.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { BotCard, Page, Tag } from '../../api/schemas';
import type { Failure } from '../../lib/requestSaga';
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
export default directorySlice;
