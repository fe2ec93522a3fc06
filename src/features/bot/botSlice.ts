// The public bot page's state: the profile, its 30-day server history and the tag names, each
// remembered with the id it belongs to so another bot's data never shows under this one's URL.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { BotProfile, Stats, Tag } from '../../api/schemas';
import type { Failure } from '../../lib/requestSaga';

interface Loadable<T> {
  id: string | null;
  data: T | null;
  loading: boolean;
  error: Failure | null;
  /** When `data` arrived (epoch ms). */
  receivedAt: number | null;
}

export interface BotState {
  profile: Loadable<BotProfile>;
  stats: Loadable<Stats>;
  tags: Tag[] | null;
  tagsLoading: boolean;
  tagsError: Failure | null;
}

const empty = { id: null, data: null, loading: false, error: null, receivedAt: null };

const initialState: BotState = {
  profile: empty,
  stats: empty,
  tags: null,
  tagsLoading: false,
  tagsError: null,
};

/** A reload of the same bot keeps what is shown; another bot starts blank. */
function requested<T>(current: Loadable<T>, id: string): Loadable<T> {
  const same = current.id === id;
  return {
    id,
    data: same ? current.data : null,
    loading: true,
    error: null,
    receivedAt: same ? current.receivedAt : null,
  };
}

/** When an answer arrived, in the action so the reducer stays pure. */
const received = <T>(payload: T) => ({ payload, meta: { receivedAt: Date.now() } });

const botSlice = createSlice({
  name: 'bot',
  initialState,
  reducers: {
    loadRequest(state, action: PayloadAction<string>) {
      state.profile = requested(state.profile, action.payload);
    },
    loadSuccess: {
      reducer(state, action: PayloadAction<BotProfile, string, { receivedAt: number }>) {
        state.profile.data = action.payload;
        state.profile.loading = false;
        state.profile.receivedAt = action.meta.receivedAt;
      },
      prepare: received<BotProfile>,
    },
    loadFailure(state, action: PayloadAction<Failure>) {
      state.profile.loading = false;
      state.profile.error = action.payload;
    },
    statsRequest(state, action: PayloadAction<string>) {
      state.stats = requested(state.stats, action.payload);
    },
    statsSuccess(state, action: PayloadAction<Stats>) {
      state.stats.data = action.payload;
      state.stats.loading = false;
    },
    statsFailure(state, action: PayloadAction<Failure>) {
      state.stats.loading = false;
      state.stats.error = action.payload;
    },
    tagsRequest(state) {
      state.tagsLoading = true;
      state.tagsError = null;
    },
    tagsSuccess(state, action: PayloadAction<Tag[]>) {
      state.tags = action.payload;
      state.tagsLoading = false;
    },
    // Without the catalogue a tag shows its id; the page says why and offers Retry.
    tagsFailure(state, action: PayloadAction<Failure>) {
      state.tagsLoading = false;
      state.tagsError = action.payload;
    },
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectStats: (state) => state.stats,
    selectTagNames: (state) => state.tags,
    selectTagsError: (state) => state.tagsError,
  },
});

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  statsRequest,
  statsSuccess,
  statsFailure,
  tagsRequest,
  tagsSuccess,
  tagsFailure,
} = botSlice.actions;
export const { selectProfile, selectStats, selectTagNames, selectTagsError } = botSlice.selectors;

/** A profile this recent is shown as it is; an older one is shown and fetched again. */
export const PROFILE_FRESH_MS = 30_000;

/**
 * What the page for bot `id` still has to ask for: its profile unless that is on its way or just
 * arrived (start-up fetches it before the page opens), and the tag names unless they are known or
 * on their way. The page dispatches these when it opens; start-up, before the page's code arrives.
 */
export function botPageRequests(state: BotState, id: string, now = Date.now()): UnknownAction[] {
  const requests: UnknownAction[] = [];
  const { profile } = state;
  const fresh =
    profile.data !== null &&
    profile.error === null &&
    profile.receivedAt !== null &&
    now - profile.receivedAt < PROFILE_FRESH_MS;
  if (!(profile.id === id && (profile.loading || fresh))) requests.push(loadRequest(id));
  if (!state.tags && !state.tagsLoading) requests.push(tagsRequest());
  return requests;
}

export default botSlice;
