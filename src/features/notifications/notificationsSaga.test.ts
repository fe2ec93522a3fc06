// The notification centre's saga against a real store: polling while signed in (at once, then on
// its interval, and when asked), none while signed out, a failed poll keeping the count, and
// marking one or all read.
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { injectSaga } from '../../app/rootSaga';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../app/store';
import { clearCookies, setCookie } from '../../testing/cookies';
import { demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { notificationsSagaEvery } from './notificationsSaga';
import { loadRequest, readRequest, selectNotifications } from './notificationsSlice';
import { alert } from './notificationsTesting';

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

afterEach(() => {
  store.stopSagas();
  clearCookies();
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
    await new Promise((resolve) => setTimeout(resolve, POLL * 2));
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
});
