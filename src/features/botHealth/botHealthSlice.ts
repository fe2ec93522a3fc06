// The Health tab (docs/product.md §8.7): the bot's health as last answered, and the policy save in
// flight. An answer for another bot than the one shown is dropped.
import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { BotHealth, HealthPolicyInput } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import { idleRequest, requestCases } from '../../lib/requestState';
import type { RequestState } from '../../lib/requestState';

export interface HealthAnswer {
  botId: string;
  health: BotHealth;
}

export interface PolicySave {
  botId: string;
  input: HealthPolicyInput;
}

interface BotHealthState {
  botId: string | null;
  /** Null until the first answer for this bot. */
  health: BotHealth | null;
  load: RequestState;
  save: RequestState;
}

const initialState: BotHealthState = {
  botId: null,
  health: null,
  load: idleRequest,
  save: idleRequest,
};

const request = requestCases<BotHealthState>();

const keep = (state: BotHealthState, { botId, health }: HealthAnswer) => {
  if (state.botId === botId) state.health = health;
};

const botHealthSlice = createSlice({
  name: 'botHealth',
  initialState,
  reducers: {
    ...request('load', (state) => state.load, {
      request: (state, botId: string) => {
        // A Retry or refresh keeps what is shown; another bot starts over.
        if (state.botId !== botId) {
          Object.assign(state, { ...initialState, load: state.load, botId });
        }
      },
      success: keep,
    }),
    ...request('save', (state) => state.save, {
      request: (_state, _save: PolicySave) => undefined,
      success: keep,
    }),
    healthClosed() {
      return initialState;
    },
  },
  selectors: {
    selectHealth: (state) => state,
  },
});

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  saveRequest,
  saveSuccess,
  saveFailure,
  healthClosed,
} = botHealthSlice.actions;

declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botHealthSlice> {}
}

const injected = botHealthSlice.injectInto(rootReducer);
export const { selectHealth } = injected.selectors;
