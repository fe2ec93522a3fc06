// The Activity tab (docs/product.md §8.7): the bot's audit log as loaded, newest first, for one
// kind group, and the page of older entries in flight.
import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { ActivityGroup } from '../../api/activityKinds';
import type { ActivityEntry, ActivityPage } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import { olderPageCases } from '../../lib/olderPages';
import { idleRequest, requestCases } from '../../lib/requestState';
import type { RequestState } from '../../lib/requestState';

/** What a page was asked for: a bot, a group (null for every kind) and, for older ones, a cursor. */
export interface ActivityRequest {
  botId: string;
  group: ActivityGroup | null;
  before?: number;
}

export interface ActivityAnswer {
  request: ActivityRequest;
  page: ActivityPage;
}

interface BotActivityState {
  botId: string | null;
  group: ActivityGroup | null;
  /** Null until the first page for this bot and group is in. */
  entries: ActivityEntry[] | null;
  hasOlder: boolean;
  load: RequestState;
  older: RequestState;
}

const initialState: BotActivityState = {
  botId: null,
  group: null,
  entries: null,
  hasOlder: false,
  load: idleRequest,
  older: idleRequest,
};

/** An answer to a request for what the tab no longer shows (another bot or group) is dropped. */
const current = (state: BotActivityState, request: ActivityRequest) =>
  state.botId === request.botId && state.group === request.group;

const request = requestCases<BotActivityState>();

const botActivitySlice = createSlice({
  name: 'botActivity',
  initialState,
  reducers: {
    ...request('load', (state) => state.load, {
      request: (state, { botId, group }: ActivityRequest) => {
        // A Retry keeps what is shown; another bot or group starts over.
        if (state.botId !== botId || state.group !== group) {
          Object.assign(state, { ...initialState, load: state.load, botId, group });
        }
      },
      success: (state, { request: asked, page }: ActivityAnswer) => {
        if (!current(state, asked)) return;
        state.entries = page.entries;
        state.hasOlder = page.hasOlder;
        state.older = idleRequest;
      },
    }),
    ...olderPageCases<BotActivityState>()((state) => state.older, {
      request: (_state, _request: ActivityRequest) => undefined,
      success: (state, { request: asked, page }: ActivityAnswer) => {
        if (!current(state, asked) || !state.entries) return;
        const known = new Set(state.entries.map((entry) => entry.id));
        state.entries.push(...page.entries.filter((entry) => !known.has(entry.id)));
        state.hasOlder = page.hasOlder;
      },
    }),
    activityClosed() {
      return initialState;
    },
  },
  selectors: {
    selectActivity: (state) => state,
  },
});

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  olderRequest,
  olderSuccess,
  olderFailure,
  activityClosed,
} = botActivitySlice.actions;

declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botActivitySlice> {}
}

const injected = botActivitySlice.injectInto(rootReducer);
export const { selectActivity } = injected.selectors;
