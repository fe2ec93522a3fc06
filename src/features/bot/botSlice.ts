// The public bot page's state: the profile, its 30-day server history and the tag names, each
// remembered with the id it belongs to so another bot's data never shows under this one's URL.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { BotProfile, Stats, Tag } from '../../api/schemas';
import type { Failure } from '../../lib/requestSaga';
import { isRecent, stampedAnswer } from '../../lib/recent';

interface Loadable<T> {
  id: string | null;
  data: T | null;
  loading: boolean;
  error: Failure | null;
  /** When the last answer, data or failure, arrived (epoch ms). */
  answeredAt: number | null;
}

export interface BotState {
  profile: Loadable<BotProfile>;
  stats: Loadable<Stats>;
  tags: Tag[] | null;
  tagsLoading: boolean;
  tagsError: Failure | null;
  tagsFailedAt: number | null;
}

const empty = { id: null, data: null, loading: false, error: null, answeredAt: null };

const initialState: BotState = {
  profile: empty,
  stats: empty,
  tags: null,
  tagsLoading: false,
  tagsError: null,
  tagsFailedAt: null,
};

/** A reload of the same bot keeps what is shown; another bot starts blank. */
function requested<T>(current: Loadable<T>, id: string): Loadable<T> {
  const same = current.id === id;
  return {
    id,
    data: same ? current.data : null,
    loading: true,
    error: null,
    answeredAt: same ? current.answeredAt : null,
  };
}

const botSlice = createSlice({
  name: 'bot',
  initialState,
  reducers: {
    loadRequest(state, action: PayloadAction<string>) {
      state.profile = requested(state.profile, action.payload);
    },
    loadSuccess: stampedAnswer<BotState, BotProfile>((state, profile, at) => {
      state.profile = { ...state.profile, data: profile, loading: false, answeredAt: at };
    }),
    loadFailure: stampedAnswer<BotState, Failure>((state, failure, at) => {
      state.profile = { ...state.profile, error: failure, loading: false, answeredAt: at };
    }),
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
    tagsFailure: stampedAnswer<BotState, Failure>((state, failure, at) => {
      state.tagsLoading = false;
      state.tagsError = failure;
      state.tagsFailedAt = at;
    }),
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

/**
 * What the page for bot `id` still has to ask for: its profile unless it is on its way or answered
 * recently (start-up fetches it before the page opens; a failure stands, with Retry), and the tag
 * names unless they are known, on their way or just failed. An older profile is shown and fetched
 * again. The page dispatches these when it opens; start-up, before the page's code arrives.
 */
export function botPageRequests(state: BotState, id: string, now = Date.now()): UnknownAction[] {
  const requests: UnknownAction[] = [];
  const { profile } = state;
  if (!(profile.id === id && (profile.loading || isRecent(profile.answeredAt, now)))) {
    requests.push(loadRequest(id));
  }
  if (
    !state.tags &&
    !state.tagsLoading &&
    !(state.tagsError && isRecent(state.tagsFailedAt, now))
  ) {
    requests.push(tagsRequest());
  }
  return requests;
}

export default botSlice;
