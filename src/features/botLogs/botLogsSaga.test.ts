// The log saga against a real store and the real stream reader: the first page, the stream
// resumed after the last line without duplicates, reconnection with backoff, the bounded window,
// an expired session, and the fetch aborted when the tab is left.
import { createMemoryRouter } from 'react-router-dom';
import { injectSaga } from '../../kernel/sagas';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { setCookie, clearCookies } from '../../testing/cookies';
import { mockStreams } from '../../testing/stream';
import { BATCH_MS, BUSY_BATCH_MS, botLogsSaga } from './botLogsSaga';
import { lineAt, lineEvent, logLine, logRange } from './botLogsTesting';
import {
  LIVE_WINDOW,
  jumpedToLatest,
  logsClosed,
  logsOpened,
  olderRequest,
  selectBotLogs,
} from './botLogsSlice';

injectSaga(botLogsSaga);

const at = lineAt;
const range = logRange;
const event = lineEvent;

let store: AppStore;
let api: Awaited<ReturnType<typeof mockApi>>;

beforeEach(async () => {
  jest.useFakeTimers();
  api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(demoUser));
  setCookie('token', 'secret-token');
  store = makeStore(undefined, {
    router: createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/user/bot/set/b1?tab=logs'],
    }),
  });
});

afterEach(() => {
  store.dispatch(logsClosed());
  store.stopSagas();
  clearCookies();
  jest.useRealTimers();
});

async function settle(ms = 0): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  // A stream's chunk takes a few rounds of promises to reach the store.
  for (let round = 0; round < 5; round += 1) await jest.advanceTimersByTimeAsync(0);
}

/** Lines sent on the stream reach the store in one batch, BATCH_MS after the first. */
async function receive(): Promise<void> {
  await settle(BATCH_MS);
}

const logs = () => selectBotLogs(store.getState());
const ids = () => logs().lines.map((line) => line.id);

async function open(first = range(1, 3)) {
  api.onGet('user/bots/b1/logs').reply(200, envelope({ lines: first, hasOlder: false }));
  const fake = mockStreams();
  store.dispatch(logsOpened('b1'));
  await settle();
  return { api, fake };
}

describe('the log stream', () => {
  it('loads the newest page, then follows the stream after its last line with the token', async () => {
    const { fake } = await open();
    expect(api.history.get.find((r) => r.url === 'user/bots/b1/logs')?.params).toEqual({
      limit: 500,
    });
    expect(fake.streams).toHaveLength(1);
    expect(fake.last()?.url).toMatch(/\/api\/v2\/user\/bots\/b1\/logs\/stream\?after=3$/);
    expect(fake.last()?.headers.token).toBe('secret-token');

    fake.last()?.send({ type: 'heartbeat', at: at(0) });
    await receive();
    expect(logs().connection).toBe('live');
    fake.last()?.send(event(logLine(4)), { type: 'heartbeat', at: at(0) });
    fake.last()?.sendText(`${JSON.stringify(event(logLine(5)))}\n{"type":"li`);
    await receive();
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    fake.last()?.sendText(`ne","line":${JSON.stringify(logLine(6))}}\n`);
    await receive();
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reconnects after a break, resuming after the last line, and shows none twice', async () => {
    const { fake } = await open();
    fake.last()?.send(event(logLine(4)));
    await receive();
    fake.last()?.end();
    await settle();
    expect(logs()).toMatchObject({ connection: 'reconnecting', retryIn: 1000 });

    await settle(999);
    expect(fake.streams).toHaveLength(1);
    await settle(1);
    expect(fake.streams).toHaveLength(2);
    expect(fake.last()?.url).toMatch(/after=4$/);
    // A provider that resends a line it had sent is not believed twice.
    fake.last()?.send(event(logLine(4)), event(logLine(5)));
    await receive();
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(logs().connection).toBe('live');
  });

  it('backs off 1, 2, 4 s while the provider fails, says offline after three, and starts over once live', async () => {
    const { fake } = await open();
    fake.last()?.end();
    for (const [wait, retryIn] of [
      [0, 1000],
      [1000, 2000],
      [2000, 4000],
      [4000, 8000],
    ]) {
      if (wait > 0) fake.answerNext(500, failure(500000, 'Provider error'));
      await settle(wait);
      expect(logs().retryIn).toBe(retryIn);
    }
    expect(logs().connection).toBe('offline');
    expect(logs().streamError).toMatchObject({ code: 500000 });
    expect(fake.streams).toHaveLength(1);

    await settle(8000);
    expect(fake.streams).toHaveLength(2);
    fake.last()?.send({ type: 'heartbeat', at: at(0) });
    await receive();
    expect(logs()).toMatchObject({ connection: 'live', streamError: null });
    fake.last()?.end();
    await settle();
    expect(logs().retryIn).toBe(1000);
  });

  it('keeps a bounded window of the newest lines', async () => {
    const { fake } = await open();
    fake.last()?.send(...range(4, LIVE_WINDOW + 1003).map(event));
    await receive();
    expect(logs().lines).toHaveLength(LIVE_WINDOW);
    expect(logs().lines[0].id).toBe(1004);
    expect(logs().hasOlder).toBe(true);
  });

  it('updates the store every 100 ms, every 250 ms while the log writes 50 lines a second or more', async () => {
    const { fake } = await open();
    const updates: number[] = [];
    let seen = logs().lines;
    const unsubscribe = store.subscribe(() => {
      if (logs().lines !== seen) updates.push(Date.now());
      seen = logs().lines;
    });
    /** 20 ms a step for `ms`, a line every `every` steps, from line `next` on. */
    let next = 4;
    const write = async (ms: number, every: number) => {
      for (let step = 1; step <= ms / 20; step += 1) {
        if (step % every === 0) fake.last()?.send(event(logLine(next++)));
        await jest.advanceTimersByTimeAsync(20);
      }
    };
    // A quiet log (a line every 100 ms): its lines reach the store 100 ms after the first.
    await write(1000, 5);
    expect(updates.length).toBeGreaterThanOrEqual(8);
    // A busy one (a line every 20 ms, 50 a second): after its first batch, one update every 250 ms.
    updates.length = 0;
    await write(2000, 1);
    const gaps = updates.slice(1).map((at, index) => at - updates[index]);
    expect(gaps.length).toBeGreaterThanOrEqual(6);
    expect(gaps.slice(1).every((gap) => gap >= BUSY_BATCH_MS)).toBe(true);
    // Quiet again: back to BATCH_MS once a batch is quieter.
    updates.length = 0;
    await write(1000, 10);
    await settle(BUSY_BATCH_MS);
    const last = updates.slice(1).map((at, index) => at - updates[index]);
    expect(last.at(-1)).toBeLessThan(BUSY_BATCH_MS);
    unsubscribe();
    // Nothing is lost on the way.
    expect(ids()).toEqual(range(1, next - 1).map((line) => line.id));
  });

  it('pages older lines in before the first, and back to the live window on Jump to latest', async () => {
    const { fake } = await open(range(2001, 2500));
    api
      .onGet('user/bots/b1/logs')
      .reply(200, envelope({ lines: range(1001, 2000), hasOlder: true }));
    store.dispatch(olderRequest());
    await settle();
    expect(api.history.get.filter((r) => r.url === 'user/bots/b1/logs')[1].params).toEqual({
      before: 2001,
      limit: 1000,
    });
    expect(logs().lines).toHaveLength(1500);
    expect(logs()).toMatchObject({ hasOlder: true, holding: true });

    fake.last()?.send(...range(2501, LIVE_WINDOW + 2000).map(event));
    await receive();
    expect(logs().lines).toHaveLength(LIVE_WINDOW + 1000);
    store.dispatch(jumpedToLatest());
    expect(logs().lines).toHaveLength(LIVE_WINDOW);
  });

  it('ends the session on a 400005 from the stream, and tries no more', async () => {
    const { fake } = await open();
    fake.last()?.end();
    fake.answerNext(401, failure(400005, 'Session expired'));
    await settle(1000);
    expect(store.getState().session.token).toBeNull();
    await settle(60_000);
    expect(fake.streams).toHaveLength(1);
  });

  it('aborts the stream when the tab is left', async () => {
    const { fake } = await open();
    const stream = fake.last();
    expect(stream?.aborted()).toBe(false);
    store.dispatch(logsClosed());
    await settle();
    expect(stream?.aborted()).toBe(true);
    expect(logs().lines).toEqual([]);
    await settle(60_000);
    expect(fake.streams).toHaveLength(1);
  });
});
