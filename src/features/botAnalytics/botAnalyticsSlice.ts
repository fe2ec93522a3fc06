// The owner's analytics on Configure (docs/product.md §8.7): the series as answered, with the bot
// and range they were asked for, so another bot's or range's figures never show under this one.
import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Analytics } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import { notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded } from '../../lib/requestState';

/** Which analytics: the bot and the number of days up to today. */
interface AnalyticsQuery {
  id: string;
  days: number;
}

type AnalyticsState = Loaded<Analytics> & { id: string | null; days: number | null };

const initialState: AnalyticsState = { ...notLoaded<Analytics>(), id: null, days: null };

const request = requestCases<AnalyticsState>();

const botAnalyticsSlice = createSlice({
  name: 'botAnalytics',
  initialState,
  reducers: {
    ...request('analytics', (state) => state, {
      request: (state, { id, days }: AnalyticsQuery) => {
        // Another bot or range starts blank; the same one keeps its figures while they reload.
        if (state.id !== id || state.days !== days) {
          state.data = null;
          state.answeredAt = null;
        }
        state.id = id;
        state.days = days;
      },
      success: (state, analytics: Analytics) => {
        state.data = analytics;
      },
    }),
  },
  selectors: {
    selectAnalytics: (state) => state,
  },
});

export const { analyticsRequest, analyticsSuccess, analyticsFailure } = botAnalyticsSlice.actions;

declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botAnalyticsSlice> {}
}

// Injected when the panel's code loads: its selectors read the initial state until then.
const injected = botAnalyticsSlice.injectInto(rootReducer);
export const { selectAnalytics } = injected.selectors;
