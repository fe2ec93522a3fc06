// The public bot page's state: the profile and its server history, each remembered with what it was
// asked for (the id, and the history's range) so another bot's or range's data never shows under
// this one, and, for the bot's owner, its runtime status (the public profile says only online or
// not; its owner sees the status Home shows). Tag names come from the tag catalogue (features/tags).
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { Draft, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import type { BotEventType, BotProfile, BotStatus, MyBot, Stats } from '../../api/schemas';
import type { RootState } from '../../kernel/reducer';
import { onItsWayOrRecent } from '../../lib/recent';
import { notLoaded, requestCases } from '../../lib/requestState';
import { DEFAULT_RANGE, OWNER_RANGES, chosenRange } from '../../lib/statsRange';
import type { Loaded } from '../../lib/requestState';
import { tagCatalogueRequests } from '../tags';

/** A bot's answer, with the id it was asked for. */
type BotLoaded<T> = Loaded<T> & { id: string | null };

/** Which history: the bot and the number of days up to today. */
export interface StatsQuery {
  id: string;
  days: number;
}

interface BotState {
  profile: BotLoaded<BotProfile>;
  stats: BotLoaded<Stats> & { days: number | null };
  /** The owner's view of the bot's status. */
  status: BotLoaded<BotStatus>;
}

const initialState: BotState = {
  profile: { ...notLoaded<BotProfile>(), id: null },
  stats: { ...notLoaded<Stats>(), id: null, days: null },
  status: { ...notLoaded<BotStatus>(), id: null },
};

/** A reload of the same bot keeps what is shown; another bot starts blank. */
function askFor<T>(current: Draft<BotLoaded<T>>, id: string) {
  if (current.id === id) return;
  current.id = id;
  current.data = null;
  current.answeredAt = null;
}

const request = requestCases<BotState>();

const botSlice = createSlice({
  name: 'bot',
  initialState,
  reducers: {
    ...request('load', (state) => state.profile, {
      request: (state, id: string) => {
        askFor(state.profile, id);
      },
      success: (state, profile: BotProfile) => {
        state.profile.data = profile;
      },
    }),
    ...request('stats', (state) => state.stats, {
      request: (state, { id, days }: StatsQuery) => {
        // Another range is another history: it starts blank, like another bot.
        if (state.stats.days !== days) state.stats.id = null;
        askFor(state.stats, id);
        state.stats.days = days;
      },
      success: (state, stats: Stats) => {
        state.stats.data = stats;
      },
    }),
    ...request('status', (state) => state.status, {
      request: (state, id: string) => {
        askFor(state.status, id);
      },
      success: (state, bot: MyBot) => {
        if (bot.id === state.status.id) state.status.data = bot.status;
      },
    }),
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectStats: (state) => state.stats,
    selectOwnerStatus: (state) => state.status,
  },
});

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  statsRequest,
  statsSuccess,
  statsFailure,
  statusRequest,
  statusSuccess,
  statusFailure,
} = botSlice.actions;
export const { selectProfile, selectStats, selectOwnerStatus } = botSlice.selectors;

/**
 * What the page for bot `id` still has to ask for: its profile unless it is on its way or answered
 * recently (start-up fetches it before the page opens; a failure stands, with Retry), and the tag
 * catalogue unless it is known, on its way or just failed. An older profile is shown and fetched
 * again. The page dispatches these when it opens; start-up, before the page's code arrives.
 */
export function botPageRequests(state: RootState, id: string, now = Date.now()): UnknownAction[] {
  const { profile } = state.bot;
  const current = profile.id === id && onItsWayOrRecent(profile, now);
  return [...(current ? [] : [loadRequest(id)]), ...tagCatalogueRequests(state.tags, now)];
}

/**
 * What the page's servers chart still has to ask for: the bot's history over `days`, unless that
 * history is on its way or answered recently (the server drew the page with it, or start-up asked
 * for it). Its section dispatches this when it opens and when the range changes.
 */
export function statsRequests(
  state: RootState,
  id: string,
  days: number,
  now = Date.now(),
): UnknownAction[] {
  const { stats } = state.bot;
  const current = stats.id === id && stats.days === days && onItsWayOrRecent(stats, now);
  return current ? [] : [statsRequest({ id, days })];
}

/**
 * What the server asks for to draw the page, and start-up before the page's code arrives: the
 * page's own requests and its chart's history for the range anyone may see. A visitor's load of a
 * drawn page then makes no request of its own but the counted view, so it never runs the API
 * client. An address that asks for another range (`?days=7`, an owner's) waits for the page, which
 * knows who is viewing.
 */
export function botPagePrefetch(
  state: RootState,
  id: string,
  search: URLSearchParams,
): UnknownAction[] {
  const days = chosenRange(search.get('days'), OWNER_RANGES);
  return [
    ...botPageRequests(state, id),
    ...(days === DEFAULT_RANGE ? statsRequests(state, id, days) : []),
  ];
}

/** The page was viewed or its invite button clicked: counted for the owner's analytics (§8.5). */
export const botEvent = createAction<{ id: string; type: BotEventType }>('bot/event');

// In the store from the start (app/reducer.ts injects it): a required key of RootState.
declare module '../../kernel/reducer' {
  export interface StaticSlices extends WithSlice<typeof botSlice> {}
}

export default botSlice;
