// The configure screen: the bot and its settings as loaded, the save in flight and the deletion.
import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { BotSettings, BotSettingsInput, MyBot } from '../../api/schemas';
import { rootReducer } from '../../app/reducer';
import { idleRequest, requestCases } from '../../lib/requestState';
import type { RequestState } from '../../lib/requestState';
import { botStatusSettled } from '../botRuntime';

interface BotSettingsState {
  /** The bot the page is for, and what the provider answered of it. */
  id: string | null;
  bot: MyBot | null;
  settings: BotSettings | null;
  load: RequestState;
  save: RequestState;
  /** `done` once the provider has deleted the bot (the page is then left). */
  remove: RequestState & { done: boolean };
}

const initialState: BotSettingsState = {
  id: null,
  bot: null,
  settings: null,
  load: idleRequest,
  save: idleRequest,
  remove: { ...idleRequest, done: false },
};

const request = requestCases<BotSettingsState>();

const botSettingsSlice = createSlice({
  name: 'botSettings',
  initialState,
  reducers: {
    ...request('load', (state) => state.load, {
      request: (state, id: string) => {
        Object.assign(state, { ...initialState, id, load: state.load });
      },
      success: (state, { bot, settings }: { bot: MyBot; settings: BotSettings }) => {
        state.bot = bot;
        state.settings = settings;
      },
    }),
    ...request('save', (state) => state.save, {
      // `name` is the bot's, for a notice if the user has left when the save fails.
      request: (_state, _payload: { id: string; name: string; input: BotSettingsInput }) =>
        undefined,
      success: (state, settings: BotSettings) => {
        state.settings = settings;
      },
    }),
    ...request('delete', (state) => state.remove, {
      request: (_state, _payload: { id: string; name: string }) => undefined,
      success: (state) => {
        state.remove.done = true;
      },
    }),
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
