// The Activity tab's saga against a real store: the newest page for a bot and group, Retry after a
// failure, older pages appended by cursor, and an answer for a group no longer shown dropped.
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { injectSaga } from '../../kernel/sagas';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { ACTIVITY_PAGE, botActivitySaga } from './botActivitySaga';
import { loadRequest, olderRequest, selectActivity } from './botActivitySlice';
import { activityEntry } from './botActivityTesting';

injectSaga(botActivitySaga);

const URL = 'user/bots/b1/activity';
let store: AppStore;

beforeEach(() => {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/user/bot/set/b1?tab=activity'],
  });
  store = makeStore(undefined, { router });
});

afterEach(() => {
  store.stopSagas();
});

const activity = () => selectActivity(store.getState());
const ids = () => activity().entries?.map((entry) => entry.id);

describe('botActivitySaga', () => {
  it('loads the newest page, keeps a failure for Retry, then loads', async () => {
    const api = await mockApi();
    api.onGet(URL).replyOnce(500, failure(500000, 'Provider error'));
    store.dispatch(loadRequest({ botId: 'b1', group: null }));
    await waitFor(() => expect(activity().load.error?.code).toBe(500000));
    expect(activity().entries).toBeNull();

    api
      .onGet(URL)
      .reply(200, envelope({ entries: [activityEntry(3), activityEntry(2)], hasOlder: true }));
    store.dispatch(loadRequest({ botId: 'b1', group: null }));
    await waitFor(() => expect(ids()).toEqual([3, 2]));
    expect(activity()).toMatchObject({ hasOlder: true, load: { error: null, pending: false } });
    expect(api.history.get.at(-1)?.params).toEqual({ limit: ACTIVITY_PAGE });
  });

  it('asks for a group, and appends older pages from the last id', async () => {
    const api = await mockApi();
    api
      .onGet(URL, { params: { limit: ACTIVITY_PAGE, kind: 'runtime' } })
      .reply(200, envelope({ entries: [activityEntry(9), activityEntry(7)], hasOlder: true }));
    api
      .onGet(URL, { params: { limit: ACTIVITY_PAGE, kind: 'runtime', before: 7 } })
      .reply(200, envelope({ entries: [activityEntry(4)], hasOlder: false }));
    store.dispatch(loadRequest({ botId: 'b1', group: 'runtime' }));
    await waitFor(() => expect(ids()).toEqual([9, 7]));
    store.dispatch(olderRequest({ botId: 'b1', group: 'runtime', before: 7 }));
    await waitFor(() => expect(ids()).toEqual([9, 7, 4]));
    expect(activity().hasOlder).toBe(false);
  });

  it('keeps what is shown when an older page fails', async () => {
    const api = await mockApi();
    api
      .onGet(URL, { params: { limit: ACTIVITY_PAGE } })
      .reply(200, envelope({ entries: [activityEntry(5)], hasOlder: true }));
    api.onGet(URL, { params: { limit: ACTIVITY_PAGE, before: 5 } }).reply(502, '<html>');
    store.dispatch(loadRequest({ botId: 'b1', group: null }));
    await waitFor(() => expect(ids()).toEqual([5]));
    store.dispatch(olderRequest({ botId: 'b1', group: null, before: 5 }));
    await waitFor(() => expect(activity().older.error).not.toBeNull());
    expect(ids()).toEqual([5]);
    expect(activity().hasOlder).toBe(true);
  });

  it('drops an older page that comes after the filter changed', async () => {
    const api = await mockApi();
    let answerOlder: (value: [number, unknown]) => void = () => undefined;
    api
      .onGet(URL, { params: { limit: ACTIVITY_PAGE } })
      .reply(200, envelope({ entries: [activityEntry(5)], hasOlder: true }));
    api
      .onGet(URL, { params: { limit: ACTIVITY_PAGE, before: 5 } })
      .reply(() => new Promise((resolve) => (answerOlder = resolve)));
    api
      .onGet(URL, { params: { limit: ACTIVITY_PAGE, kind: 'members' } })
      .reply(
        200,
        envelope({ entries: [activityEntry(3, { kind: 'member.added' })], hasOlder: false }),
      );
    store.dispatch(loadRequest({ botId: 'b1', group: null }));
    await waitFor(() => expect(ids()).toEqual([5]));
    store.dispatch(olderRequest({ botId: 'b1', group: null, before: 5 }));
    await waitFor(() => expect(activity().older.pending).toBe(true));
    store.dispatch(loadRequest({ botId: 'b1', group: 'members' }));
    await waitFor(() => expect(ids()).toEqual([3]));
    expect(activity().older.answeredAt).toBeNull();
    answerOlder([200, envelope({ entries: [activityEntry(2)], hasOlder: false })]);
    await waitFor(() => expect(activity().older.answeredAt).not.toBeNull());
    expect(ids()).toEqual([3]);
    expect(activity().group).toBe('members');
  });
});
