// The one place that starts, stops and restarts bots: per bot, the status to show while an action
// runs (overriding the bot's own), whether one is running, and why the last one failed.
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { BotAction, BotStatus, MyBot } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import type { Failure } from '../../lib/requestSaga';
import type { RequestState } from '../../lib/requestState';

/**
 * The action running on a bot (`pending`), or why the last one failed: a request's state, without
 * an answer time (nothing here is ever taken as a recent answer to reuse).
 */
export interface BotRuntime extends Pick<RequestState, 'pending' | 'error'> {
  /** The status to show instead of the bot's own; null = no override, show the bot's own. */
  status: BotStatus | null;
}

interface BotRuntimeState {
  byId: Record<string, BotRuntime | undefined>;
}

const initialState: BotRuntimeState = { byId: {} };

const idle: BotRuntime = { status: null, pending: false, error: null };

/** What the screen shows at once while the provider answers. */
function transitionalStatus(action: BotAction): BotStatus {
  return action === 'stop' ? 'stopping' : 'starting';
}

export function isTransitional(status: BotStatus): boolean {
  return status === 'starting' || status === 'stopping';
}

/**
 * Start, stop or restart a bot. `name` is the bot's name, for the notices. Ignored while an action
 * on the same bot is still running.
 */
export const botActionRequest = createAction<{ id: string; action: BotAction; name: string }>(
  'botRuntime/actionRequest',
);

/** The bot reached a final status; list and settings screens replace their copy with `bot`. */
export const botStatusSettled = createAction<{ id: string; bot: MyBot }>(
  'botRuntime/statusSettled',
);

const botRuntimeSlice = createSlice({
  name: 'botRuntime',
  initialState,
  reducers: {
    actionStarted(state, action: PayloadAction<{ id: string; action: BotAction }>) {
      state.byId[action.payload.id] = {
        ...idle,
        status: transitionalStatus(action.payload.action),
        pending: true,
      };
    },
    /** The provider took the action: show the status it answered until the bot settles. */
    actionSuccess(state, action: PayloadAction<{ id: string; status: BotStatus }>) {
      const runtime = state.byId[action.payload.id];
      if (runtime) runtime.status = action.payload.status;
    },
    actionFailure(state, action: PayloadAction<Failure & { id: string }>) {
      const { id, ...failure } = action.payload;
      state.byId[id] = { ...idle, error: failure };
    },
    pollSuccess(state, action: PayloadAction<{ id: string; bot: MyBot }>) {
      const runtime = state.byId[action.payload.id];
      if (runtime) runtime.status = action.payload.bot.status;
    },
    pollFailure(state, action: PayloadAction<Failure & { id: string }>) {
      const { id, ...failure } = action.payload;
      state.byId[id] = { ...idle, error: failure };
    },
    /** The bot did not settle in time: stop waiting, show the last status seen, allow actions. */
    pollTimedOut(state, action: PayloadAction<{ id: string; status: BotStatus }>) {
      state.byId[action.payload.id] = { ...idle, status: action.payload.status };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(botStatusSettled, (state, action) => {
      // The screens now hold the settled bot, so its own status is the one to show.
      state.byId[action.payload.id] = { ...idle };
    });
  },
  selectors: {
    selectBotRuntime: (state, id: string): BotRuntime => state.byId[id] ?? idle,
  },
});

export const {
  actionStarted,
  actionSuccess,
  actionFailure,
  pollSuccess,
  pollFailure,
  pollTimedOut,
} = botRuntimeSlice.actions;
declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botRuntimeSlice> {}
}

// Injected when this screen's code loads (kernel/reducer.ts): its selectors read the initial state
// until the first action after that.
const injected = botRuntimeSlice.injectInto(rootReducer);
export const { selectBotRuntime } = injected.selectors;
