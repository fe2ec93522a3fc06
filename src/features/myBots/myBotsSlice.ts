// The signed-in user's bots on Home: the list, its load state, and the delete in progress.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { MyBot } from '../../api/schemas';
import { rootReducer } from '../../app/reducer';
import type { Failure } from '../../lib/requestSaga';
import { botStatusSettled } from '../botRuntime';
import { loggedOut, sessionExpired } from '../session/sessionSlice';

export interface Deletion {
  id: string | null;
  pending: boolean;
  error: Failure | null;
}

interface MyBotsState {
  /** null until the first load answers. */
  items: MyBot[] | null;
  loading: boolean;
  error: Failure | null;
  deletion: Deletion;
}

const noDeletion: Deletion = { id: null, pending: false, error: null };

const initialState: MyBotsState = {
  items: null,
  loading: false,
  error: null,
  deletion: noDeletion,
};

const myBotsSlice = createSlice({
  name: 'myBots',
  initialState,
  reducers: {
    loadRequest(state) {
      state.loading = true;
      state.error = null;
    },
    loadSuccess(state, action: PayloadAction<MyBot[]>) {
      state.items = action.payload;
      state.loading = false;
    },
    loadFailure(state, action: PayloadAction<Failure>) {
      state.loading = false;
      state.error = action.payload;
    },
    /** `name` is for the notice. One delete at a time, as the saga takes the leading one. */
    deleteRequest(state, action: PayloadAction<{ id: string; name: string }>) {
      if (state.deletion.pending) return;
      state.deletion = { id: action.payload.id, pending: true, error: null };
    },
    deleteSuccess(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items?.filter((bot) => bot.id !== action.payload.id) ?? null;
      state.deletion = { ...noDeletion };
    },
    deleteFailure(state, action: PayloadAction<Failure & { id: string }>) {
      const { id, ...failure } = action.payload;
      state.deletion = { id, pending: false, error: failure };
    },
    /** The confirm dialog closed: forget a failed delete's reason. */
    deleteDismissed(state) {
      if (!state.deletion.pending) state.deletion = { ...noDeletion };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(botStatusSettled, (state, action) => {
        if (!state.items) return;
        const index = state.items.findIndex((bot) => bot.id === action.payload.id);
        if (index >= 0) state.items[index] = action.payload.bot;
      })
      .addCase(loggedOut, () => initialState)
      .addCase(sessionExpired, () => initialState);
  },
  selectors: {
    selectMyBots: (state) => state.items,
    selectMyBotsLoading: (state) => state.loading,
    selectMyBotsError: (state) => state.error,
    selectDeletion: (state) => state.deletion,
  },
});

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  deleteRequest,
  deleteSuccess,
  deleteFailure,
  deleteDismissed,
} = myBotsSlice.actions;
declare module '../../app/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof myBotsSlice> {}
}

// Injected when this screen's code loads (app/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = myBotsSlice.injectInto(rootReducer);
export const { selectMyBots, selectMyBotsLoading, selectMyBotsError, selectDeletion } =
  injected.selectors;
export default myBotsSlice;
