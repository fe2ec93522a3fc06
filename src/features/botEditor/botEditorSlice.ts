// The bot form (new and edit): the bot being edited, and the save in flight. Tag names come from
// the tag catalogue (features/tags).
import { createSlice } from '@reduxjs/toolkit';
import type { Draft, WithSlice } from '@reduxjs/toolkit';
import type { BotInput, MyBot, NewBotInput } from '../../api/schemas';
import { rootReducer } from '../../app/reducer';
import { idleRequest, notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded, RequestState } from '../../lib/requestState';

interface BotEditorState {
  /** The bot being edited, with the id it was asked for. */
  load: Loaded<MyBot> & { id: string | null };
  /** Create or update; `saved` once the provider has taken it (the form is then left). */
  save: RequestState & { saved: boolean };
}

const initialState: BotEditorState = {
  load: { ...notLoaded<MyBot>(), id: null },
  save: { ...idleRequest, saved: false },
};

const request = requestCases<BotEditorState>();

const saving = {
  request: (state: Draft<BotEditorState>) => {
    state.save.saved = false;
  },
  success: (state: Draft<BotEditorState>, bot: MyBot) => {
    state.save.saved = true;
    state.load.data = bot;
  },
};

const botEditorSlice = createSlice({
  name: 'botEditor',
  initialState,
  reducers: {
    /** A form closed: forget its bot and save outcome, so the next form starts clean. */
    formClosed: () => initialState,
    ...request('load', (state) => state.load, {
      request: (state, id: string) => {
        state.load = { ...notLoaded<MyBot>(), id, pending: true };
      },
      success: (state, bot: MyBot) => {
        state.load.data = bot;
      },
    }),
    ...request('create', (state) => state.save, {
      request: (state, _input: NewBotInput) => {
        saving.request(state);
      },
      success: saving.success,
    }),
    ...request('update', (state) => state.save, {
      request: (state, _payload: { id: string; input: BotInput }) => {
        saving.request(state);
      },
      success: saving.success,
    }),
  },
  selectors: {
    selectLoad: (state) => state.load,
    selectSave: (state) => state.save,
  },
});

export const {
  formClosed,
  loadRequest,
  loadSuccess,
  loadFailure,
  createRequest,
  createSuccess,
  createFailure,
  updateRequest,
  updateSuccess,
  updateFailure,
} = botEditorSlice.actions;
declare module '../../app/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botEditorSlice> {}
}

// Injected when this screen's code loads (app/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = botEditorSlice.injectInto(rootReducer);
export const { selectLoad, selectSave } = injected.selectors;
