// The notification centre's saga against a real store: polling while signed in (at once, then on
// its interval, and when asked), none while signed out, a failed poll keeping the count, older
// pages appended and kept through the polls, a failed older page then Retry, and marking one or
// all read.
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { AppNotification } from '../../api/schemas';
import { injectSaga } from '../../kernel/sagas';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { clearCookies, setCookie } from '../../testing/cookies';
import { demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { notificationsSagaEvery } from './notificationsSaga';
import { loadRequest, olderRequest, readRequest, selectNotifications } from './notificationsSlice';
import { alert } from './notificationsTesting';

/** Alerts `from` down to `to`, newest (highest id) first. */
const alerts = (from: number, to: number): AppNotification[] =>
  Array.from({ length: from - to + 1 }, (_, index) => alert(from - index));

const page = (items: AppNotification[], hasMore: boolean, unread = items.length) =>
  envelope({ items, unread, hasMore });

interface Asked {
  params?: { before?: number; limit?: number };
}

const POLL = 200;
injectSaga(notificationsSagaEvery(POLL));

let store: AppStore;

function start(signedIn: boolean) {
  if (signedIn) {
    setCookie('token', 't');
    setCookie('user', JSON.stringify(demoUser));
  }
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/'] });
  store = makeStore(undefined, { router });
}

// The polls' interval runs on jest's clock: `waitFor` moves it on while it waits.
beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  store.stopSagas();
  clearCookies();
  jest.useRealTimers();
});

const state = () => selectNotifications(store.getState());

describe('notificationsSaga', () => {
  it('polls while signed in: at once, on its interval and when the list is opened', async () => {
    const api = await mockApi();
    api
      .onGet('user/notifications')
      .replyOnce(200, envelope({ items: [alert(1)], unread: 1, hasMore: false }))
      .onGet('user/notifications')
      .reply(200, envelope({ items: [alert(2), alert(1)], unread: 2, hasMore: false }));
    start(true);
    await waitFor(() => expect(state().unread).toBe(1));
    const polls = () => api.history.get.filter((asked) => asked.url === 'user/notifications');
    expect(polls()[0]?.params).toEqual({ limit: 20 });
    await waitFor(() => expect(state().unread).toBe(2));
    const before = polls().length;
    store.dispatch(loadRequest());
    await waitFor(() => expect(polls().length).toBeGreaterThan(before));
  });

  it('asks nothing while signed out', async () => {
    const api = await mockApi();
    api.onGet('user/notifications').reply(200, envelope({ items: [], unread: 0, hasMore: false }));
    start(false);
    await jest.advanceTimersByTimeAsync(POLL * 2);
    expect(api.history.get.filter((asked) => asked.url === 'user/notifications')).toHaveLength(0);
  });

  it('keeps the last count when a poll fails', async () => {
    const api = await mockApi();
    api
      .onGet('user/notifications')
      .replyOnce(200, envelope({ items: [alert(1)], unread: 1, hasMore: false }))
      .onGet('user/notifications')
      .reply(500, failure(500000, 'Provider error'));
    start(true);
    await waitFor(() => expect(state().load.error?.code).toBe(500000));
    expect(state()).toMatchObject({ unread: 1, items: [{ id: 1 }] });
  });

  it('marks one alert read, then all', async () => {
    const api = await mockApi();
    api
      .onGet('user/notifications')
      .reply(200, envelope({ items: [alert(2), alert(1)], unread: 2, hasMore: false }));
    api.onPost('user/notifications/read').replyOnce(200, envelope({ unread: 1 }));
    api.onPost('user/notifications/read').replyOnce(200, envelope({ unread: 0 }));
    start(true);
    await waitFor(() => expect(state().unread).toBe(2));
    store.dispatch(readRequest({ ids: [2] }));
    await waitFor(() => expect(state().unread).toBe(1));
    expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({ ids: [2] });
    expect(state().items?.map((item) => item.readAt === null)).toEqual([false, true]);
    store.dispatch(readRequest({}));
    await waitFor(() => expect(state().unread).toBe(0));
    expect(JSON.parse(api.history.post[1]?.data as string)).toEqual({});
  });

  it('pages back from the oldest alert shown, and a poll merges the newest page into them', async () => {
    const api = await mockApi();
    let newest = 0;
    api.onGet('user/notifications').reply((asked: Asked) => {
      if (asked.params?.before === 11) return [200, page(alerts(10, 1), false, 30)];
      newest += 1;
      // The first poll sees 30…11; later ones a new alert, 31…12.
      return [200, newest === 1 ? page(alerts(30, 11), true, 30) : page(alerts(31, 12), true, 31)];
    });
    api.onPost('user/notifications/read').reply(200, envelope({ unread: 0 }));
    start(true);
    await waitFor(() => expect(state().items).toHaveLength(20));
    expect(state().hasMore).toBe(true);

    store.dispatch(olderRequest({ before: 11 }));
    await waitFor(() => expect(state().items).toHaveLength(30));
    const older = api.history.get.find((asked) => (asked as Asked).params?.before !== undefined);
    expect(older?.params).toEqual({ before: 11, limit: 20 });
    expect(state().hasMore).toBe(false);

    // The next poll brings 31 on top; the older pages stay, each alert once, newest first.
    await waitFor(() => expect(state().items?.[0]?.id).toBe(31));
    expect(state().items?.map((item) => item.id)).toEqual(alerts(31, 1).map((item) => item.id));
    expect(state()).toMatchObject({ hasMore: false, unread: 31 });

    // Mark all read reads the older pages too.
    store.dispatch(readRequest({}));
    await waitFor(() => expect(state().unread).toBe(0));
    expect(state().items?.every((item) => item.readAt !== null)).toBe(true);
  });

  it('starts over when the newest page no longer reaches what is shown', async () => {
    const api = await mockApi();
    let newest = 0;
    api.onGet('user/notifications').reply((asked: Asked) => {
      if (asked.params?.before === 3) return [200, page(alerts(2, 1), false)];
      newest += 1;
      return [200, newest === 1 ? page(alerts(4, 3), true) : page(alerts(40, 21), true)];
    });
    start(true);
    await waitFor(() => expect(state().items).toHaveLength(2));
    store.dispatch(olderRequest({ before: 3 }));
    await waitFor(() => expect(state().items).toHaveLength(4));
    // More than a page arrived since: keeping 4…1 under 40…21 would hide 20…5.
    await waitFor(() => expect(state().items?.[0]?.id).toBe(40));
    expect(state().items).toHaveLength(20);
    expect(state().hasMore).toBe(true);
  });

  it('keeps what is shown when an older page fails, and gets it on Retry', async () => {
    const api = await mockApi();
    api
      .onGet('user/notifications', { params: { before: 2, limit: 20 } })
      .replyOnce(500, failure(500000, 'Provider error'));
    api
      .onGet('user/notifications', { params: { before: 2, limit: 20 } })
      .reply(200, page([alert(1)], false, 3));
    api.onGet('user/notifications').reply(200, page([alert(3), alert(2)], true, 3));
    start(true);
    await waitFor(() => expect(state().items).toHaveLength(2));

    store.dispatch(olderRequest({ before: 2 }));
    await waitFor(() => expect(state().older.error?.code).toBe(500000));
    expect(state()).toMatchObject({ hasMore: true, items: [{ id: 3 }, { id: 2 }] });

    store.dispatch(olderRequest({ before: 2 }));
    await waitFor(() => expect(state().items).toHaveLength(3));
    expect(state().older).toMatchObject({ pending: false, error: null });
    expect(state().hasMore).toBe(false);
  });

  it('offers Retry on the notice when marking all read fails', async () => {
    const api = await mockApi();
    api.onGet('user/notifications').reply(200, page([alert(1)], false));
    api.onPost('user/notifications/read').replyOnce(500, failure(500000, 'Provider error'));
    api.onPost('user/notifications/read').reply(200, envelope({ unread: 0 }));
    start(true);
    await waitFor(() => expect(state().unread).toBe(1));
    store.dispatch(readRequest({}));
    await waitFor(() => expect(state().read.error?.code).toBe(500000));
    const notice = store.getState().notices.queue.at(-1);
    expect(notice).toMatchObject({
      message: { key: 'notifications:readFailed' },
      action: { label: { key: 'error.retry' }, type: readRequest.type },
    });
    // What the notice's button dispatches.
    store.dispatch({ type: readRequest.type, payload: notice?.action?.payload });
    await waitFor(() => expect(state().unread).toBe(0));
    expect(JSON.parse(api.history.post[1]?.data as string)).toEqual({});
  });
});
