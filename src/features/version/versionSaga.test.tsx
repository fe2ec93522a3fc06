import { act, screen } from '@testing-library/react';
import { appReady } from '../../kernel/appActions';
import { BUILD_ID } from '../../lib/buildInfo';
import { hardNavigate } from '../../lib/location';
import { renderApp } from '../../testing/renderWithProviders';

jest.mock('../../lib/location', () => ({
  ...jest.requireActual<object>('../../lib/location'),
  hardNavigate: jest.fn(),
}));

const HOUR = 60 * 60 * 1000;
/** jsdom's requestAnimationFrame runs every 16 ms. */
const FRAME = 20;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let fetchMock: jest.SpyInstance;
let latestId: string;
let metaStatus: number;

beforeEach(() => {
  // Hours of fake time would otherwise run universal-cookie's 300 ms polling thousands of times;
  // with a (silent) Cookie Store API it listens for events instead.
  Object.defineProperty(window, 'cookieStore', {
    configurable: true,
    value: { addEventListener: jest.fn(), removeEventListener: jest.fn() },
  });
  jest.useFakeTimers();
  sessionStorage.clear();
  latestId = BUILD_ID;
  metaStatus = 200;
  fetchMock = jest.spyOn(global, 'fetch').mockImplementation((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.startsWith('/builds/latest.json?'))
      return Promise.resolve(answer(200, { id: latestId, timestamp: 2 }));
    if (url === `/builds/meta/${BUILD_ID}.json`) {
      return Promise.resolve(answer(metaStatus, { id: BUILD_ID, timestamp: 1 }));
    }
    return Promise.reject(new Error(`unexpected fetch ${url}`));
  });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'cookieStore');
  fetchMock.mockRestore();
  jest.useRealTimers();
});

function fetched(): string[] {
  return fetchMock.mock.calls.map(([input]: [RequestInfo | URL]) =>
    input instanceof Request ? input.url : input.toString(),
  );
}

async function startApp() {
  const rendered = renderApp({ path: '/that/path' });
  await act(async () => {
    rendered.store.dispatch(appReady());
    // The check starts once the page has been painted (a frame, then a task).
    await jest.advanceTimersByTimeAsync(FRAME);
  });
  return rendered;
}

it('fetches nothing before 60 minutes, then the meta file once and builds/latest.json', async () => {
  await startApp();
  // An hour from when the check started, within the frame startApp waited.
  await act(() => jest.advanceTimersByTimeAsync(HOUR - FRAME));
  expect(fetched()).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(FRAME));
  expect(fetched()).toEqual([
    `/builds/meta/${BUILD_ID}.json`,
    expect.stringMatching(/^\/builds\/latest\.json\?\d+$/),
  ]);
  await act(() => jest.advanceTimersByTimeAsync(HOUR));
  expect(fetched().filter((url) => url.startsWith('/builds/meta/'))).toHaveLength(1);
  expect(fetched().filter((url) => url.startsWith('/builds/latest.json'))).toHaveLength(2);
});

it('does nothing while the ids match', async () => {
  const { store } = await startApp();
  await act(() => jest.advanceTimersByTimeAsync(3 * HOUR));
  expect(store.getState().version.updateAvailable).toBe(false);
  expect(store.getState().notices.queue).toEqual([]);
});

it('on a new id shows the notification, stops polling and makes the next navigation a full load', async () => {
  latestId = 'a-newer-build';
  const { store, router } = await startApp();
  await act(() => jest.advanceTimersByTimeAsync(HOUR));
  expect(store.getState().version.updateAvailable).toBe(true);
  expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

  await act(() => jest.advanceTimersByTimeAsync(2 * HOUR));
  expect(fetched().filter((url) => url.startsWith('/builds/latest.json'))).toHaveLength(1);

  expect(hardNavigate).not.toHaveBeenCalled();
  await act(() => router.navigate('/bot/b1001?tab=stats'));
  expect(hardNavigate).toHaveBeenCalledTimes(1);
  expect(hardNavigate).toHaveBeenCalledWith('/bot/b1001?tab=stats');
});

it('treats a missing meta file (404) as a new build', async () => {
  metaStatus = 404;
  const { store } = await startApp();
  await act(() => jest.advanceTimersByTimeAsync(HOUR));
  expect(store.getState().version.updateAvailable).toBe(true);
});

it('ignores network errors and tries again the next hour', async () => {
  fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
  const { store } = await startApp();
  await act(() => jest.advanceTimersByTimeAsync(HOUR));
  expect(store.getState().version.updateAvailable).toBe(false);
  latestId = 'a-newer-build';
  await act(() => jest.advanceTimersByTimeAsync(HOUR));
  expect(store.getState().version.updateAvailable).toBe(true);
});

it('reloads the current page from the notification, once', async () => {
  latestId = 'a-newer-build';
  await startApp();
  await act(() => jest.advanceTimersByTimeAsync(HOUR));
  const reload = await screen.findByRole('button', { name: 'Reload' });
  act(() => reload.click());
  expect(hardNavigate).toHaveBeenCalledTimes(1);
});
