// The bot form (new and edit): the tag catalogue, the bot being edited, and the save in flight.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { BotInput, MyBot, NewBotInput, Tag } from '../../api/schemas';
import { rootReducer } from '../../app/reducer';
import type { Failure } from '../../lib/requestSaga';

export interface BotEditorState {
  tags: { items: Tag[]; loading: boolean; error: Failure | null };
  load: { id: string | null; bot: MyBot | null; loading: boolean; error: Failure | null };
  save: { pending: boolean; error: Failure | null; saved: boolean };
}

const initialState: BotEditorState = {
  tags: { items: [], loading: false, error: null },
  load: { id: null, bot: null, loading: false, error: null },
  save: { pending: false, error: null, saved: false },
};

const savePending = (state: BotEditorState) => {
  state.save = { pending: true, error: null, saved: false };
};
const saveFailed = (state: BotEditorState, action: PayloadAction<Failure>) => {
  state.save = { pending: false, error: action.payload, saved: false };
};

const botEditorSlice = createSlice({
  name: 'botEditor',
  initialState,
  reducers: {
    /** A form closed: forget its bot and save outcome, so the next form starts clean. */
    formClosed(state) {
      state.load = initialState.load;
      state.save = initialState.save;
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
    loadRequest(state, action: PayloadAction<string>) {
      state.load = { id: action.payload, bot: null, loading: true, error: null };
    },
    loadSuccess(state, action: PayloadAction<MyBot>) {
      state.load.bot = action.payload;
      state.load.loading = false;
    },
    loadFailure(state, action: PayloadAction<Failure>) {
      state.load.loading = false;
      state.load.error = action.payload;
    },
    createRequest: { reducer: savePending, prepare: (input: NewBotInput) => ({ payload: input }) },
    createSuccess(state, action: PayloadAction<MyBot>) {
      state.save = { pending: false, error: null, saved: true };
      state.load.bot = action.payload;
    },
    createFailure: saveFailed,
    updateRequest: {
      reducer: savePending,
      prepare: (payload: { id: string; input: BotInput }) => ({ payload }),
    },
    updateSuccess(state, action: PayloadAction<MyBot>) {
      state.save = { pending: false, error: null, saved: true };
      state.load.bot = action.payload;
    },
    updateFailure: saveFailed,
  },
  selectors: {
    selectTags: (state) => state.tags,
    selectLoad: (state) => state.load,
    selectSave: (state) => state.save,
  },
});

export const {
  formClosed,
  tagsRequest,
  tagsSuccess,
  tagsFailure,
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
export const { selectTags, selectLoad, selectSave } = injected.selectors;
export default botEditorSlice;
