// Whether a newer build than this one is deployed (docs/product.md §6).
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';

const versionSlice = createSlice({
  name: 'version',
  initialState: { updateAvailable: false },
  reducers: {
    updateAvailable(state) {
      state.updateAvailable = true;
    },
  },
});

/** The Reload button on the "new version" notification. */
export const reloadRequested = createAction('version/reloadRequested');

export const { updateAvailable } = versionSlice.actions;

// In the store from the start (app/reducer.ts injects it): a required key of RootState.
declare module '../../kernel/reducer' {
  export interface StaticSlices extends WithSlice<typeof versionSlice> {}
}

export default versionSlice;
