import { createMemoryRouter } from 'react-router-dom';
import type { MyBot } from '../../api/schemas';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { envelope, failure, myBotFixture } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { selectPendingNotices } from '../notices';
import { STATUS_POLL_TIMEOUT_MS } from './botRuntimeSaga';
import { botActionRequest, selectBotRuntime } from '.';

function myBot(id: string, status: MyBot['status']): MyBot {
  return myBotFixture({ id, name: `Bot ${id}`, status, online: status === 'online' });
}

let store: AppStore;

beforeEach(() => {
  jest.useFakeTimers();
  store = makeStore(undefined, { router: createMemoryRouter([{ path: '*', element: null }]) });
});

afterEach(() => {
  store.stopSagas();
  jest.useRealTimers();
});

/** Lets the mocked HTTP answers and the sagas after them run, without moving the clock. */
async function settle(): Promise<void> {
  await jest.advanceTimersByTimeAsync(0);
}

describe('botRuntimeSaga', () => {
  it('shows stopping at once, keeps the answer, polls every second and settles on offline', async () => {
    const api = await mockApi();
    api.onPost('user/bots/b1/stop').reply(200, envelope({ status: 'stopping' }));
    api
      .onGet('user/bots/b1')
      .replyOnce(200, envelope(myBot('b1', 'stopping')))
      .onGet('user/bots/b1')
      .replyOnce(200, envelope(myBot('b1', 'offline')));

    store.dispatch(botActionRequest({ id: 'b1', action: 'stop', name: 'Bot b1' }));
    expect(selectBotRuntime(store.getState(), 'b1')).toEqual({
      status: 'stopping',
      pending: true,
      error: null,
    });

    await settle();
    expect(api.history.post).toHaveLength(1);
    expect(api.history.get).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(1000);
    expect(api.history.get).toHaveLength(1);
    expect(selectBotRuntime(store.getState(), 'b1')).toMatchObject({
      status: 'stopping',
      pending: true,
    });

    await jest.advanceTimersByTimeAsync(1000);
    expect(api.history.get).toHaveLength(2);
    expect(selectBotRuntime(store.getState(), 'b1')).toEqual({
      status: null,
      pending: false,
      error: null,
    });

    await jest.advanceTimersByTimeAsync(5000);
    expect(api.history.get).toHaveLength(2);
  });

  it('clears the override and names the bot and the reason when the action fails', async () => {
    const api = await mockApi();
    api.onPost('user/bots/b1/start').reply(200, failure(500000, 'Runner unavailable'));

    store.dispatch(botActionRequest({ id: 'b1', action: 'start', name: 'Helper' }));
    expect(selectBotRuntime(store.getState(), 'b1').status).toBe('starting');
    await settle();

    expect(selectBotRuntime(store.getState(), 'b1')).toEqual({
      status: null,
      pending: false,
      error: { code: 500000, message: 'Runner unavailable' },
    });
    expect(selectPendingNotices(store.getState())).toEqual([
      expect.objectContaining({
        variant: 'error',
        message: {
          key: 'botRuntime:startFailed',
          values: { name: 'Helper', message: { code: 500000, message: 'Runner unavailable' } },
        },
      }),
    ]);
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.history.get).toHaveLength(0);
  });

  it('leaves an expired session to the session: one notice, its own, and no second one', async () => {
    const api = await mockApi();
    api.onPost('user/bots/b1/start').reply(200, failure(400005, 'Session expired'));

    store.dispatch(botActionRequest({ id: 'b1', action: 'start', name: 'Helper' }));
    await settle();

    expect(selectPendingNotices(store.getState()).map((notice) => notice.message)).toEqual([
      { key: 'session.expired' },
    ]);
    expect(store.getState().session.token).toBeNull();
  });

  it('ignores a second request for a bot while one is running, but not for another bot', async () => {
    const api = await mockApi();
    api.onPost(/user\/bots\/b\d\/(stop|start)/).reply(200, envelope({ status: 'stopping' }));
    api.onGet('user/bots/b1').reply(200, envelope(myBot('b1', 'offline')));
    api.onGet('user/bots/b2').reply(200, envelope(myBot('b2', 'offline')));

    store.dispatch(botActionRequest({ id: 'b1', action: 'stop', name: 'Bot b1' }));
    store.dispatch(botActionRequest({ id: 'b1', action: 'stop', name: 'Bot b1' }));
    store.dispatch(botActionRequest({ id: 'b1', action: 'start', name: 'Bot b1' }));
    store.dispatch(botActionRequest({ id: 'b2', action: 'stop', name: 'Bot b2' }));
    await settle();

    expect(api.history.post.map((request) => request.url)).toEqual([
      'user/bots/b1/stop',
      'user/bots/b2/stop',
    ]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(selectBotRuntime(store.getState(), 'b1').pending).toBe(false);

    store.dispatch(botActionRequest({ id: 'b1', action: 'start', name: 'Bot b1' }));
    await settle();
    expect(api.history.post).toHaveLength(3);
  });

  it('fetches the bot at once when the answer is already final', async () => {
    const api = await mockApi();
    api.onPost('user/bots/b1/start').reply(200, envelope({ status: 'online' }));
    api.onGet('user/bots/b1').reply(200, envelope(myBot('b1', 'online')));

    store.dispatch(botActionRequest({ id: 'b1', action: 'start', name: 'Bot b1' }));
    await settle();

    expect(api.history.get).toHaveLength(1);
    expect(selectBotRuntime(store.getState(), 'b1').pending).toBe(false);
  });

  it('says why when a start ends in error, and its Configure button opens the bot settings', async () => {
    const api = await mockApi();
    api.onPost('user/bots/b1/start').reply(200, envelope({ status: 'starting' }));
    api
      .onGet('user/bots/b1')
      .reply(200, envelope({ ...myBot('b1', 'error'), lastError: '<b>Token rejected</b>' }));
    const router = createMemoryRouter([{ path: '*', element: null }]);
    store.stopSagas();
    store = makeStore(undefined, { router });

    store.dispatch(botActionRequest({ id: 'b1', action: 'start', name: 'Helper' }));
    await jest.advanceTimersByTimeAsync(1000);

    const notices = selectPendingNotices(store.getState());
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'notification',
        variant: 'error',
        message: { key: 'botRuntime:startEndedInError', values: { name: 'Helper' } },
        description: '<b>Token rejected</b>',
      }),
    ]);
    const action = notices[0].action;
    expect(action?.label).toEqual({ key: 'botRuntime:openSettings' });
    // What the notice's button dispatches.
    store.dispatch({ type: action?.type ?? 'none', payload: action?.payload });
    await settle();
    expect(router.state.location.pathname).toBe('/user/bot/set/b1');
  });

  it('raises no error notice when a start ends online or a stop ends in error', async () => {
    const api = await mockApi();
    api.onPost('user/bots/b1/start').reply(200, envelope({ status: 'online' }));
    api.onGet('user/bots/b1').replyOnce(200, envelope(myBot('b1', 'online')));
    api.onPost('user/bots/b1/stop').reply(200, envelope({ status: 'error' }));
    api.onGet('user/bots/b1').replyOnce(200, envelope(myBot('b1', 'error')));

    store.dispatch(botActionRequest({ id: 'b1', action: 'start', name: 'Helper' }));
    await settle();
    store.dispatch(botActionRequest({ id: 'b1', action: 'stop', name: 'Helper' }));
    await settle();

    expect(api.history.get).toHaveLength(2);
    expect(selectPendingNotices(store.getState())).toEqual([]);
  });

  it('gives up after 30 s with a notice, showing the last status seen', async () => {
    const api = await mockApi();
    api.onPost('user/bots/b1/restart').reply(200, envelope({ status: 'starting' }));
    api.onGet('user/bots/b1').reply(200, envelope(myBot('b1', 'starting')));

    store.dispatch(botActionRequest({ id: 'b1', action: 'restart', name: 'Slowpoke' }));
    await jest.advanceTimersByTimeAsync(STATUS_POLL_TIMEOUT_MS);

    expect(api.history.get).toHaveLength(30);
    expect(selectBotRuntime(store.getState(), 'b1')).toEqual({
      status: 'starting',
      pending: false,
      error: null,
    });
    expect(selectPendingNotices(store.getState())).toEqual([
      expect.objectContaining({
        variant: 'warning',
        message: { key: 'botRuntime:timedOut', values: { name: 'Slowpoke' } },
      }),
    ]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(api.history.get).toHaveLength(30);
  });

  it('stops polling and restores the status when a poll fails', async () => {
    const api = await mockApi();
    api.onPost('user/bots/b1/stop').reply(200, envelope({ status: 'stopping' }));
    api.onGet('user/bots/b1').reply(200, failure(500000, 'Provider down'));

    store.dispatch(botActionRequest({ id: 'b1', action: 'stop', name: 'Bot b1' }));
    await jest.advanceTimersByTimeAsync(1000);

    expect(selectBotRuntime(store.getState(), 'b1')).toEqual({
      status: null,
      pending: false,
      error: { code: 500000, message: 'Provider down' },
    });
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.history.get).toHaveLength(1);
  });
});
