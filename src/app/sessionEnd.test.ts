// The session-end rule, run for real: the sagas load a user's bots, settings, orders and a bot to
// edit, then the session ends; nothing of that user may be left in the store.
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import '../testing/allFeatures';
import { makeStore } from './store';
import { SESSION_INDEPENDENT } from './reducer';
import type { RootState } from '../kernel/reducer';
import { loadRequest as homeLoad } from '../features/myBots/myBotsSlice';
import { loadRequest as settingsLoad } from '../features/botSettings/botSettingsSlice';
import { loadRequest as editorLoad } from '../features/botEditor/botEditorSlice';
import { ordersRequest } from '../features/pay/paySlice';
import { logoutRequest } from '../features/session';
import { tagsRequest } from '../features/tags';
import { order, page } from '../features/pay/payTesting';
import { draftKey, writeDraft } from '../lib/drafts';
import { registerCleanup } from '../testing/cleanup';
import { clearCookies, setCookie } from '../testing/cookies';
import { botSettings, demoUser, envelope, failure, myBot, tagCatalogue } from '../testing/fixtures';
import { mockApi } from '../testing/http';

const secretBot = { ...myBot, id: '7', name: 'Secret Helper', summary: 'Private summary' };
const secretOrder = order({ id: 'ord-private-1' });
const traces = ['Secret Helper', 'Private summary', 'ord-private-1', 'Welcome {user}!', 'tok-1'];

afterEach(() => {
  clearCookies();
  sessionStorage.clear();
});

async function signedInWithData() {
  setCookie('token', 'tok-1');
  setCookie('user', JSON.stringify(demoUser));
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(demoUser));
  api.onGet('user/bots').reply(200, envelope([secretBot]));
  api.onGet('user/bots/7').reply(200, envelope(secretBot));
  api.onGet('user/bots/7/settings').reply(200, envelope(botSettings));
  api.onGet('pay/orders').reply(200, envelope(page([secretOrder])));
  api.onGet('bots/tags').reply(200, envelope(tagCatalogue));
  api.onPost('auth/logout').reply(200, envelope(null));
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/user/home'],
  });
  const store = makeStore(undefined, { router });
  registerCleanup(() => store.stopSagas());
  store.dispatch(homeLoad());
  store.dispatch(settingsLoad('7'));
  store.dispatch(editorLoad('7'));
  store.dispatch(ordersRequest({ page: 1 }));
  store.dispatch(tagsRequest());
  writeDraft('/user/bot/edit/7', { name: 'Secret Helper draft' });
  await waitFor(() => {
    const text = JSON.stringify(store.getState());
    for (const trace of traces) expect(text).toContain(trace);
    expect(store.getState().tags.data).toEqual(tagCatalogue);
  });
  return { api, store };
}

function userOwnedSlices(state: RootState) {
  const kept = new Set<string>(SESSION_INDEPENDENT);
  return Object.keys(state).filter((key) => !kept.has(key));
}

it('leaves no trace of the user in the store, or of their drafts, after logging out', async () => {
  const { store } = await signedInWithData();
  expect(userOwnedSlices(store.getState())).toEqual(
    expect.arrayContaining(['myBots', 'botSettings', 'botEditor', 'pay']),
  );

  store.dispatch(logoutRequest());

  await waitFor(() => expect(store.getState().session.token).toBeNull());
  const text = JSON.stringify(store.getState());
  for (const trace of traces) expect(text).not.toContain(trace);
  expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).toBeNull();
  // Public data stays: a directory on screen at logout keeps its tag names.
  expect(store.getState().tags.data).toEqual(tagCatalogue);
});

it('empties the store the same way when the session expires, but keeps drafts for the re-login', async () => {
  const { api, store } = await signedInWithData();

  api.onGet('user/bots').reply(200, failure(400005, 'Session expired'));
  store.dispatch(homeLoad());

  await waitFor(() => expect(store.getState().session.token).toBeNull());
  const text = JSON.stringify(store.getState());
  for (const trace of traces) expect(text).not.toContain(trace);
  expect(store.getState().notices.queue.map((notice) => notice.message)).toContainEqual({
    key: 'session.expired',
  });
  expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).not.toBeNull();
});
