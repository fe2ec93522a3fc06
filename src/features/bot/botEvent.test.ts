// The public page's views and invite clicks, through the bot saga against a real store: a keepalive
// fetch without credentials (lib/beacon.test.ts holds that it carries nothing of the reader), at
// most once per browser session for each bot and type, and no notice when it is lost.
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { selectPendingNotices } from '../notices';
import { botEvent } from './botSlice';

let store: AppStore;
const realFetch = globalThis.fetch;
const fetchMock = jest.fn((_url: string, _init: RequestInit & { body: string }) =>
  Promise.resolve(new Response()),
);
/** What was sent: the address and the body. */
const sent = () => fetchMock.mock.calls.map(([url, init]) => [url, init.body] as const);

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  store = makeStore(undefined, { router: createMemoryRouter([{ path: '*', element: null }]) });
});

afterEach(() => {
  store.stopSagas();
  globalThis.fetch = realFetch;
});

/**
 * Waits until `count` events have been sent: the beacon's code loads with the first event, and a
 * view goes once the page has been painted (jsdom draws a frame every 16 ms).
 */
const sentCount = (count: number) =>
  waitFor(() => {
    expect(fetchMock).toHaveBeenCalledTimes(count);
  });

describe('a bot event', () => {
  it('is sent once per browser session for each bot and type', async () => {
    store.dispatch(botEvent({ id: 'b1', type: 'view' }));
    store.dispatch(botEvent({ id: 'b1', type: 'view' }));
    await sentCount(1);
    const [[url, body]] = sent();
    expect(url).toMatch(/\/api\/v2\/bots\/b1\/events$/);
    expect(JSON.parse(body)).toEqual({ type: 'view' });
    store.dispatch(botEvent({ id: 'b1', type: 'invite' }));
    store.dispatch(botEvent({ id: 'b2', type: 'view' }));
    await sentCount(3);
    expect(sent().map(([where, what]) => [where.split('/v2/')[1], what])).toEqual([
      ['bots/b1/events', '{"type":"view"}'],
      ['bots/b1/events', '{"type":"invite"}'],
      ['bots/b2/events', '{"type":"view"}'],
    ]);
    // A new session (another tab, the browser reopened) counts again.
    sessionStorage.clear();
    store.dispatch(botEvent({ id: 'b1', type: 'view' }));
    await sentCount(4);
  });

  it('sends an invite click at once, before KOOK’s page replaces this one, and a view after a frame', async () => {
    store.dispatch(botEvent({ id: 'b1', type: 'view' }));
    store.dispatch(botEvent({ id: 'b1', type: 'invite' }));
    // Dispatched second, the invite goes first: the view waits for the page's paint.
    await sentCount(2);
    expect(sent().map(([, what]) => what)).toEqual(['{"type":"invite"}', '{"type":"view"}']);
  });

  it('goes without credentials or a token, and a lost one tells no one', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    try {
      store.dispatch(botEvent({ id: 'b1', type: 'invite' }));
      await sentCount(1);
      expect(fetchMock.mock.calls[0]).toEqual([
        expect.stringMatching(/\/api\/v2\/bots\/b1\/events$/),
        expect.objectContaining({
          method: 'POST',
          body: '{"type":"invite"}',
          credentials: 'omit',
          keepalive: true,
        }),
      ]);
      const [, init] = fetchMock.mock.calls[0];
      expect(new Headers(init.headers).has('token')).toBe(false);
      expect(selectPendingNotices(store.getState())).toEqual([]);
    } finally {
      fetchMock.mockImplementation(() => Promise.resolve(new Response()));
    }
  });
});
