// The signed-in user's bots on Home: the list, its load state, and the delete in progress.
import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { MyBot } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import type { Failure } from '../../lib/requestSaga';
import { idleRequest, notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded, RequestState } from '../../lib/requestState';
import { botStatusSettled } from '../botRuntime';

/** The delete in progress or last failed, for the bot `id`. */
type Deletion = RequestState & { id: string | null };

interface MyBotsState {
  /** The user's bots; `data` is null until the first load answers. */
  list: Loaded<MyBot[]>;
  deletion: Deletion;
}

const noDeletion: Deletion = { ...idleRequest, id: null };

const initialState: MyBotsState = { list: notLoaded<MyBot[]>(), deletion: noDeletion };

const request = requestCases<MyBotsState>();

const myBotsSlice = createSlice({
  name: 'myBots',
  initialState,
  reducers: {
    ...request('load', (state) => state.list, {
      success: (state, bots: MyBot[]) => {
        state.list.data = bots;
      },
    }),
    /** `name` is for the notice. One delete at a time, as the saga takes the leading one. */
    deleteRequest(state, action: PayloadAction<{ id: string; name: string }>) {
      if (state.deletion.pending) return;
      state.deletion = { ...idleRequest, id: action.payload.id, pending: true };
    },
    deleteSuccess(state, action: PayloadAction<{ id: string }>) {
      state.list.data = state.list.data?.filter((bot) => bot.id !== action.payload.id) ?? null;
      state.deletion = { ...noDeletion };
    },
    deleteFailure(state, action: PayloadAction<Failure & { id: string }>) {
      const { id, ...failure } = action.payload;
      state.deletion = { ...idleRequest, id, error: failure };
    },
    /** The confirm dialog closed: forget a failed delete's reason. */
    deleteDismissed(state) {
      if (!state.deletion.pending) state.deletion = { ...noDeletion };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(botStatusSettled, (state, action) => {
      const bots = state.list.data;
      if (!bots) return;
      const index = bots.findIndex((bot) => bot.id === action.payload.id);
      if (index >= 0) bots[index] = action.payload.bot;
    });
  },
  selectors: {
    /** The bots the user owns ("My bots"); those shared with them are `selectSharedBots`. */
    selectMyBots: createSelector([(state: MyBotsState) => state.list.data], (bots) =>
      bots === null ? null : bots.filter((bot) => bot.role === 'owner'),
    ),
    /** Other users' bots shared with the user, as admin or viewer ("Shared with you"). */
    selectSharedBots: createSelector([(state: MyBotsState) => state.list.data], (bots) =>
      bots === null ? null : bots.filter((bot) => bot.role !== 'owner'),
    ),
    /** Whether the owned bots, once loaded, fill the plan (shared ones do not count). */
    selectAtBotLimit: (state, botLimit: number) =>
      state.list.data !== null &&
      state.list.data.filter((bot) => bot.role === 'owner').length >= botLimit,
    selectMyBotsError: (state) => state.list.error,
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
declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof myBotsSlice> {}
}

// Injected when this screen's code loads (kernel/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = myBotsSlice.injectInto(rootReducer);
export const {
  selectMyBots,
  selectSharedBots,
  selectAtBotLimit,
  selectMyBotsError,
  selectDeletion,
} = injected.selectors;
