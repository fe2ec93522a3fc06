// The Logs tab's calls (docs/product.md §8.7, the Logs tab): the newest page of the log, then the stream, owned
// here through an eventChannel, resumed after the last line kept and reconnected with backoff when
// it breaks; older pages on demand. Leaving the tab (logsClosed) cancels it all, which aborts the
// fetch. A 400005 on the stream goes to the session saga like any other call's, and ends this.
import { eventChannel } from 'redux-saga';
import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { followBotLogs, getBotLogs } from '../../api/logs';
import type { LogLine } from '../../api/schemas';
import type { RootState } from '../../kernel/reducer';
import { takeOlderPages } from '../../lib/olderPagesSaga';
import { requestSaga, toFailure } from '../../lib/requestSaga';
import type { Failure, Saga } from '../../lib/requestSaga';
import { isHandledBySession } from '../session';
import {
  loadFailure,
  loadSuccess,
  logsClosed,
  logsOpened,
  linesReceived,
  olderFailure,
  olderRequest,
  olderSuccess,
  reconnectRequest,
  selectBotLogs,
  streamFailure,
  streamOpened,
  streamRetrying,
} from './botLogsSlice';

/** Lines asked for on opening the tab, and per older page. */
const FIRST_PAGE = 500;
const OLDER_PAGE = 1000;
/** The provider sends a heartbeat every 15 s: twice that and more without a byte is a dead line. */
const STREAM_IDLE_MS = 35_000;
/**
 * Lines that arrive within this long of each other reach the store together: a provider that
 * sends each line on its own still costs the tab at most ten updates a second.
 */
export const BATCH_MS = 100;
/**
 * A log writing this many lines a second or more is batched for BUSY_BATCH_MS instead: its lines
 * go by faster than anyone reads them one by one (at 50 a second a 100 ms batch moves half the
 * rows in view), and every update costs the page a frame and, every few seconds, a garbage
 * collection of what those frames left (docs/quality.md, the Logs tab). It goes back to BATCH_MS
 * once a batch is quieter.
 */
const BUSY_RATE = 50;
export const BUSY_BATCH_MS = 250;

/** The wait before try `attempt` (from 1) after the stream broke: 1 s, 2 s, 4 s… up to 15 s. */
function backoff(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 15_000);
}

type StreamMessage =
  | { kind: 'open' }
  | { kind: 'lines'; lines: LogLine[] }
  | { kind: 'end' }
  | { kind: 'error'; failure: Failure };

/** The stream after line `after` as a channel; closing the channel aborts the fetch. */
function streamChannel(botId: string, after: number): EventChannel<StreamMessage> {
  return eventChannel<StreamMessage>((emit) => {
    const abort = new AbortController();
    let pending: LogLine[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = BATCH_MS;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      wait = (pending.length * 1000) / wait >= BUSY_RATE ? BUSY_BATCH_MS : BATCH_MS;
      if (pending.length > 0) emit({ kind: 'lines', lines: pending });
      pending = [];
    };
    followBotLogs(botId, after, {
      signal: abort.signal,
      idleMs: STREAM_IDLE_MS,
      onOpen: () => emit({ kind: 'open' }),
      onEvents: (events) => {
        for (const event of events) if (event.type === 'line') pending.push(event.line);
        if (pending.length > 0) timer ??= setTimeout(flush, wait);
      },
    }).then(
      () => {
        flush();
        if (!abort.signal.aborted) emit({ kind: 'end' });
      },
      (error: unknown) => {
        flush();
        emit({ kind: 'error', failure: toFailure(error) });
      },
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  });
}

/** Reads one stream until it ends; returns why it ended (null: the provider closed it). */
function* readStream(botId: string, after: number): Saga<Failure | null> {
  const channel = (yield call(streamChannel, botId, after)) as EventChannel<StreamMessage>;
  try {
    for (;;) {
      const message = (yield take(channel)) as StreamMessage;
      if (message.kind === 'open') yield put(streamOpened());
      else if (message.kind === 'lines') yield put(linesReceived(message.lines));
      else return message.kind === 'error' ? message.failure : null;
    }
  } finally {
    channel.close();
  }
}

function* logs(): Saga<ReturnType<typeof selectBotLogs>> {
  return (yield select(selectBotLogs)) as ReturnType<typeof selectBotLogs>;
}

function* follow(botId: string): Saga {
  const first = yield* requestSaga(getBotLogs, [botId, { limit: FIRST_PAGE }], {
    success: loadSuccess,
    failure: loadFailure,
  });
  if (!first.ok) return;
  for (let attempt = 1; ; attempt += 1) {
    const failure = yield* readStream(botId, (yield* logs()).lines.at(-1)?.id ?? 0);
    // A stream that opened counts as a success: the next break starts the backoff again.
    if ((yield* logs()).connection === 'live') attempt = 1;
    if (failure) {
      yield put(streamFailure(failure));
      if (isHandledBySession(failure)) return;
    }
    const retryIn = backoff(attempt);
    yield put(streamRetrying({ attempt, retryIn }));
    yield race([delay(retryIn), take(reconnectRequest.type)]);
  }
}

function* openLogs({ payload: botId }: ReturnType<typeof logsOpened>): Saga {
  yield race([call(follow, botId), take(logsClosed.type)]);
}

/** Older pages start before the first line kept. */
function olderCursor(state: RootState): { botId: string; before: number } | null {
  const { botId, lines } = selectBotLogs(state);
  const first = lines.at(0);
  return botId === null || !first ? null : { botId, before: first.id };
}

export function* botLogsSaga(): Saga {
  yield takeLatest(logsOpened.type, openLogs);
  yield takeOlderPages({
    request: olderRequest,
    cursor: olderCursor,
    fetchPage: ({ botId, before }: { botId: string; before: number }) =>
      getBotLogs(botId, { before, limit: OLDER_PAGE }),
    success: olderSuccess,
    failure: olderFailure,
  });
}
