// The public page's views and invite clicks, through the bot saga against a real store: a beacon
// with no token, at most once per browser session for each bot and type, a keepalive fetch without
// credentials where there is no beacon, and no notice when it is lost.
import { createMemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../app/store';
import { selectPendingNotices } from '../notices';
import { botEvent } from './botSlice';

let store: AppStore;
const sendBeacon = jest.fn<boolean, [string, string]>(() => true);

beforeEach(() => {
  // The frame and the tasks a view waits for run on jest's clock, not the wall's.
  jest.useFakeTimers();
  sessionStorage.clear();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  store = makeStore(undefined, { router: createMemoryRouter([{ path: '*', element: null }]) });
});

afterEach(() => {
  store.stopSagas();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  jest.useRealTimers();
});

/**
 * The beacon's code loads with the first event, a view once the page has been painted: a frame
 * (one every 16 ms) and a round of the event loop.
 */
const loaded = () => jest.advanceTimersByTimeAsync(40);

describe('a bot event', () => {
  it('is sent as a beacon once per browser session for each bot and type', async () => {
    store.dispatch(botEvent({ id: 'b1', type: 'view' }));
    store.dispatch(botEvent({ id: 'b1', type: 'view' }));
    await loaded();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0];
    expect(url).toMatch(/\/api\/v2\/bots\/b1\/events$/);
    expect(JSON.parse(body)).toEqual({ type: 'view' });
    store.dispatch(botEvent({ id: 'b1', type: 'invite' }));
    store.dispatch(botEvent({ id: 'b2', type: 'view' }));
    await loaded();
    expect(sendBeacon.mock.calls.map(([where, what]) => [where.split('/v2/')[1], what])).toEqual([
      ['bots/b1/events', '{"type":"view"}'],
      ['bots/b1/events', '{"type":"invite"}'],
      ['bots/b2/events', '{"type":"view"}'],
    ]);
    // A new session (another tab, the browser reopened) counts again.
    sessionStorage.clear();
    store.dispatch(botEvent({ id: 'b1', type: 'view' }));
    await loaded();
    expect(sendBeacon).toHaveBeenCalledTimes(4);
  });

  it('sends an invite click at once, before KOOK’s page replaces this one, and a view after a frame', async () => {
    const aRound = () => jest.advanceTimersByTimeAsync(0);
    store.dispatch(botEvent({ id: 'b1', type: 'invite' }));
    store.dispatch(botEvent({ id: 'b1', type: 'view' }));
    await aRound();
    expect(sendBeacon.mock.calls.map(([, what]) => what)).toEqual(['{"type":"invite"}']);
    await loaded();
    expect(sendBeacon.mock.calls.map(([, what]) => what)).toEqual([
      '{"type":"invite"}',
      '{"type":"view"}',
    ]);
  });

  it('falls back to a keepalive fetch without credentials, and a lost one tells no one', async () => {
    sendBeacon.mockReturnValue(false);
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('offline')));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      store.dispatch(botEvent({ id: 'b1', type: 'invite' }));
      await loaded();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]).toEqual([
        expect.stringMatching(/\/api\/v2\/bots\/b1\/events$/),
        expect.objectContaining({
          method: 'POST',
          body: '{"type":"invite"}',
          credentials: 'omit',
          keepalive: true,
        }),
      ]);
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(new Headers(init.headers).has('token')).toBe(false);
      expect(selectPendingNotices(store.getState())).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
      sendBeacon.mockReturnValue(true);
    }
  });
});
