// The tag catalogue (id → name), one copy for every screen: the directory's filter, the names on a
// bot page, and the bot form's picker. Fetched once a visit; a failure stands, with Retry, until it
// is old.
import { createSlice } from '@reduxjs/toolkit';
import type { UnknownAction, WithSlice } from '@reduxjs/toolkit';
import type { Tag } from '../../api/schemas';
import { isRecent } from '../../lib/recent';
import { notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded } from '../../lib/requestState';

export type TagsState = Loaded<Tag[]>;

const request = requestCases<TagsState>();

const tagsSlice = createSlice({
  name: 'tags',
  initialState: notLoaded<Tag[]>(),
  reducers: {
    ...request('tags', (state) => state, {
      success: (state, tags: Tag[]) => {
        state.data = tags;
      },
    }),
  },
  selectors: {
    selectTagCatalogue: (state) => state,
  },
});

export const { tagsRequest, tagsSuccess, tagsFailure } = tagsSlice.actions;
export const { selectTagCatalogue } = tagsSlice.selectors;

/** Ask for the catalogue unless it is known, on its way, or just failed. */
export function tagCatalogueRequests(state: TagsState, now = Date.now()): UnknownAction[] {
  const settled =
    state.data !== null || state.pending || (state.error && isRecent(state.answeredAt, now));
  return settled ? [] : [tagsRequest()];
}

// In the store from the start (app/reducer.ts injects it): a required key of RootState.
declare module '../../kernel/reducer' {
  export interface StaticSlices extends WithSlice<typeof tagsSlice> {}
}

export default tagsSlice;
