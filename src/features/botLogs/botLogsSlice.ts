// A bot's log as the Logs tab shows it (docs/product.md §8.7, the Logs tab): a bounded window of lines, the
// history paged in on demand, and the live stream's state.
import { createSlice, original } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { LogLine, LogPage } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import { olderPageCases } from '../../lib/olderPages';
import { idleRequest, requestCases } from '../../lib/requestState';
import type { RequestState } from '../../lib/requestState';
import type { Failure } from '../../lib/requestSaga';

/** Lines kept while following the log: older ones drop out as new ones come. */
export const LIVE_WINDOW = 5000;
/** Lines kept at most when the owner has paged back through history. */
export const HISTORY_WINDOW = 50_000;
/** Failed tries in a row after which the tab says offline rather than reconnecting. */
const OFFLINE_AFTER = 3;

/**
 * `connecting` until the first stream answers; `live` while it is open; `reconnecting` after it
 * broke, waiting `retryIn` ms before the next try; `offline` after several tries in a row failed
 * (it still tries, less often).
 */
export type Connection = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline';

interface BotLogsState {
  botId: string | null;
  lines: LogLine[];
  /** The provider keeps lines older than the window's first. */
  hasOlder: boolean;
  /** Older pages were loaded: the window may hold up to `HISTORY_WINDOW` until Jump to latest. */
  holding: boolean;
  /** The first page. */
  load: RequestState;
  /** A page of older lines. */
  older: RequestState;
  connection: Connection;
  /** Why the stream last broke; null once it is live again. */
  streamError: Failure | null;
  retryIn: number | null;
}

const initialState: BotLogsState = {
  botId: null,
  lines: [],
  hasOlder: false,
  holding: false,
  load: idleRequest,
  older: idleRequest,
  connection: 'idle',
  streamError: null,
  retryIn: null,
};

const lastId = (lines: readonly LogLine[]) => lines.at(-1)?.id ?? 0;

/**
 * Keeps the newest `max` of the lines with `fresh` after them; what drops out can be paged in
 * again. The window is built outside the draft, from the lines as they were, and frozen, so Immer
 * neither proxies nor walks it: at 100 lines a second into a window of 5,000 (50,000 paged back),
 * walking the window for every chunk would cost far more than the chunk.
 */
function keepNewest(state: BotLogsState, max: number, fresh: readonly LogLine[] = []) {
  const lines = original(state).lines;
  const drop = Math.max(0, lines.length + fresh.length - max);
  if (drop === 0 && fresh.length === 0) return;
  const kept =
    drop < lines.length ? [...lines.slice(drop), ...fresh] : fresh.slice(drop - lines.length);
  state.lines = Object.freeze(kept) as LogLine[];
  if (drop > 0) state.hasOlder = true;
}

const request = requestCases<BotLogsState>();

const botLogsSlice = createSlice({
  name: 'botLogs',
  initialState,
  reducers: {
    /** The Logs tab opened for a bot: its first page, then the stream. */
    logsOpened(state, action: PayloadAction<string>) {
      Object.assign(state, { ...initialState, botId: action.payload });
    },
    /** The tab was left: the stream ends and the lines go. */
    logsClosed() {
      return initialState;
    },
    ...request('load', (state) => state.load, {
      success: (state, page: LogPage) => {
        state.lines = page.lines;
        state.hasOlder = page.hasOlder;
      },
    }),
    ...olderPageCases<BotLogsState>()((state) => state.older, {
      success: (state, page: LogPage) => {
        const lines = original(state).lines;
        const first = lines[0]?.id ?? Infinity;
        const older = page.lines.filter((line) => line.id < first);
        // The newest of them that fit: the window never holds more than HISTORY_WINDOW.
        const kept = older.slice(Math.max(0, older.length - (HISTORY_WINDOW - lines.length)));
        // Frozen, as keepNewest's: Immer does not walk the window.
        state.lines = Object.freeze([...kept, ...lines]) as LogLine[];
        state.hasOlder = page.hasOlder || kept.length < older.length;
        state.holding = true;
      },
    }),
    streamOpened(state) {
      state.connection = 'live';
      state.streamError = null;
      state.retryIn = null;
    },
    /** New lines from the stream: only those after the last one kept, so none shows twice. */
    linesReceived(state, action: PayloadAction<LogLine[]>) {
      const after = lastId(original(state).lines);
      const fresh = action.payload.filter((line) => line.id > after);
      if (fresh.length === 0) return;
      keepNewest(state, state.holding ? HISTORY_WINDOW : LIVE_WINDOW, fresh);
    },
    /** The stream broke (a `…Failure`, so the session saga sees a 400005). */
    streamFailure(state, action: PayloadAction<Failure>) {
      state.streamError = action.payload;
    },
    /** The stream is down; the next try is in `retryIn` ms (`attempt` tries in a row so far). */
    streamRetrying(state, action: PayloadAction<{ attempt: number; retryIn: number }>) {
      state.connection = action.payload.attempt > OFFLINE_AFTER ? 'offline' : 'reconnecting';
      state.retryIn = action.payload.retryIn;
    },
    /** Reconnect now rather than after the wait. */
    reconnectRequest() {},
    /** Back to following: the window shrinks to the live one. */
    jumpedToLatest(state) {
      state.holding = false;
      keepNewest(state, LIVE_WINDOW);
    },
  },
  selectors: {
    selectBotLogs: (state) => state,
    /** The window holds HISTORY_WINDOW lines: no older page is asked for until Jump to latest. */
    selectWindowFull: (state) => state.lines.length >= HISTORY_WINDOW,
  },
});

export const {
  logsOpened,
  logsClosed,

  loadSuccess,
  loadFailure,
  olderRequest,
  olderSuccess,
  olderFailure,
  streamOpened,
  linesReceived,
  streamFailure,
  streamRetrying,
  reconnectRequest,
  jumpedToLatest,
} = botLogsSlice.actions;

declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botLogsSlice> {}
}
const injected = botLogsSlice.injectInto(rootReducer);
export const { selectBotLogs, selectWindowFull } = injected.selectors;
