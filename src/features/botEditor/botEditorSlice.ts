// The bot form (new and edit): the bot being edited, how many bots the user has (new: the plan's
// limit is said before the form), and the save in flight. Tag names come from the tag catalogue
// (features/tags).
import { createSlice } from '@reduxjs/toolkit';
import type { Draft, PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { BotUpdateInput, MyBot, NewBotInput, User } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import { idleRequest, notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded, RequestState } from '../../lib/requestState';

/** How many bots the user has and what their plan allows, as the provider has them now. */
export interface BotAllowance {
  bots: number;
  plan: User['plan'];
}

interface BotEditorState {
  /** The bot being edited, with the id it was asked for. */
  load: Loaded<MyBot> & { id: string | null };
  /** Asked when the new-bot form opens. */
  allowance: Loaded<BotAllowance>;
  /** Create or update; `saved` once the provider has taken it (the form is then left). */
  save: RequestState & { saved: boolean };
}

const initialState: BotEditorState = {
  load: { ...notLoaded<MyBot>(), id: null },
  allowance: notLoaded<BotAllowance>(),
  save: { ...idleRequest, saved: false },
};

/**
 * A form opened or closed: forget the last form's bot, allowance and save outcome. A save still on the
 * wire stays pending (the user may leave during it and come back): its answer ends it.
 */
const fresh = (state: Draft<BotEditorState>): BotEditorState => ({
  ...initialState,
  save: { ...initialState.save, pending: state.save.pending },
});

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
    formOpened: fresh,
    formClosed: fresh,
    /**
     * "Load the latest" after a save refused as stale: the form starts again from the bot as the
     * provider has it now (the saga asks; `loadSuccess` answers), what was typed discarded.
     */
    reloadRequest: (state, action: PayloadAction<string>) => ({
      ...fresh(state),
      load: { ...notLoaded<MyBot>(), id: action.payload, pending: true },
    }),
    ...request('load', (state) => state.load, {
      request: (state, id: string) => {
        state.load = { ...notLoaded<MyBot>(), id, pending: true };
      },
      success: (state, bot: MyBot) => {
        state.load.data = bot;
      },
    }),
    ...request('allowance', (state) => state.allowance, {
      success: (state, allowance: BotAllowance) => {
        state.allowance.data = allowance;
      },
    }),
    ...request('create', (state) => state.save, {
      request: (state, _input: NewBotInput) => {
        saving.request(state);
      },
      success: saving.success,
    }),
    ...request('update', (state) => state.save, {
      /** `overwrite`: save over the bot as it is now, whatever version `input` was made from. */
      request: (state, _payload: { id: string; input: BotUpdateInput; overwrite?: boolean }) => {
        saving.request(state);
      },
      success: saving.success,
    }),
  },
  selectors: {
    selectLoad: (state) => state.load,
    selectAllowance: (state) => state.allowance,
    selectSave: (state) => state.save,
  },
});

export const {
  formOpened,
  formClosed,
  reloadRequest,
  allowanceRequest,
  allowanceSuccess,
  allowanceFailure,
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
declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botEditorSlice> {}
}

// Injected when this screen's code loads (kernel/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = botEditorSlice.injectInto(rootReducer);
export const { selectLoad, selectAllowance, selectSave } = injected.selectors;
