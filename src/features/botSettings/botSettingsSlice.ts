// The configure screen: the bot and its settings as loaded, the save in flight and the deletion.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { BotSettings, BotSettingsInput, MyBot } from '../../api/schemas';
import { rootReducer } from '../../app/reducer';
import type { Failure } from '../../lib/requestSaga';
import { botStatusSettled } from '../botRuntime';

export interface BotSettingsState {
  id: string | null;
  bot: MyBot | null;
  settings: BotSettings | null;
  loading: boolean;
  error: Failure | null;
  save: { pending: boolean; error: Failure | null };
  remove: { pending: boolean; error: Failure | null; done: boolean };
}

const initialState: BotSettingsState = {
  id: null,
  bot: null,
  settings: null,
  loading: false,
  error: null,
  save: { pending: false, error: null },
  remove: { pending: false, error: null, done: false },
};

const botSettingsSlice = createSlice({
  name: 'botSettings',
  initialState,
  reducers: {
    loadRequest(_state, action: PayloadAction<string>) {
      return { ...initialState, id: action.payload, loading: true };
    },
    loadSuccess(state, action: PayloadAction<{ bot: MyBot; settings: BotSettings }>) {
      state.bot = action.payload.bot;
      state.settings = action.payload.settings;
      state.loading = false;
    },
    loadFailure(state, action: PayloadAction<Failure>) {
      state.loading = false;
      state.error = action.payload;
    },
    saveRequest: {
      reducer(state) {
        state.save = { pending: true, error: null };
      },
      prepare: (payload: { id: string; input: BotSettingsInput }) => ({ payload }),
    },
    saveSuccess(state, action: PayloadAction<BotSettings>) {
      state.settings = action.payload;
      state.save = { pending: false, error: null };
    },
    saveFailure(state, action: PayloadAction<Failure>) {
      state.save = { pending: false, error: action.payload };
    },
    deleteRequest: {
      reducer(state) {
        state.remove = { pending: true, error: null, done: false };
      },
      prepare: (payload: { id: string; name: string }) => ({ payload }),
    },
    deleteSuccess(state) {
      state.remove = { pending: false, error: null, done: true };
    },
    deleteFailure(state, action: PayloadAction<Failure>) {
      state.remove = { pending: false, error: action.payload, done: false };
    },
    /** The delete dialog closed: its last failure goes with it. */
    deleteDismissed(state) {
      state.remove.error = null;
    },
    pageClosed() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(botStatusSettled, (state, action) => {
      if (state.bot?.id === action.payload.id) state.bot = action.payload.bot;
    });
  },
  selectors: {
    selectSettingsPage: (state) => state,
    selectSettingsSave: (state) => state.save,
    selectSettingsRemove: (state) => state.remove,
  },
});

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  saveRequest,
  saveSuccess,
  saveFailure,
  deleteRequest,
  deleteSuccess,
  deleteFailure,
  deleteDismissed,
  pageClosed,
} = botSettingsSlice.actions;
declare module '../../app/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botSettingsSlice> {}
}

// Injected when this screen's code loads (app/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = botSettingsSlice.injectInto(rootReducer);
export const { selectSettingsPage, selectSettingsSave, selectSettingsRemove } = injected.selectors;
export default botSettingsSlice;
