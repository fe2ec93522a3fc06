import { act, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { request } from '../../lib/http';
import { toFailure } from '../../lib/requestSaga';
import { registerCleanup } from '../../testing/cleanup';
import { clearCookies, cookieValue, setCookie } from '../../testing/cookies';
import { demoUser, envelope, failure } from '../../testing/fixtures';
import { heldReply, mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';
import { logoutRequest } from './sessionSlice';

afterEach(() => clearCookies());

/** A real store and saga middleware on a memory router at `path`; counts navigations. */
function start(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
  const navigations: string[] = [];
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') {
      navigations.push(`${state.location.pathname}${state.location.search}`);
    }
  });
  const store = makeStore(undefined, { router });
  registerCleanup(() => store.stopSagas());
  const notices = () => store.getState().notices.queue;
  return { store, router, navigations, notices };
}

function signIn(user = demoUser) {
  setCookie('token', 'tok-1');
  setCookie('user', JSON.stringify(user));
}

describe('start-up with a token', () => {
  it('fetches user/profile and refreshes the user cookie', async () => {
    signIn({ ...demoUser, username: 'OldName' });
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope({ ...demoUser, username: 'NewName' }));
    const { store } = start();
    await waitFor(() => expect(store.getState().session.user?.username).toBe('NewName'));
    expect(api.history.get.map((r) => r.url)).toEqual(['user/profile']);
    expect(JSON.parse(cookieValue('user') ?? '{}')).toMatchObject({ username: 'NewName' });
  });

  it('keeps the session and shows the failure when the check fails otherwise', async () => {
    signIn();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, failure(500000, 'Provider is down'));
    const { store, notices } = start();
    await waitFor(() =>
      expect(notices().map((n) => n.description)).toEqual([
        { failure: { code: 500000, message: 'Provider is down' } },
      ]),
    );
    expect(store.getState().session.token).toBe('tok-1');
    expect(cookieValue('token')).toBe('tok-1');

    // The notice's Retry asks again.
    api.onGet('user/profile').reply(200, envelope({ ...demoUser, username: 'Back' }));
    const retry = notices()[0]?.action;
    expect(retry?.label).toEqual({ key: 'error.retry' });
    store.dispatch({ type: retry?.type ?? '' });
    await waitFor(() => expect(store.getState().session.user?.username).toBe('Back'));
  });

  it('finds an expired session at once', async () => {
    signIn();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, failure(400005, 'Session expired'));
    const { store, navigations } = start('/user/pay');
    await waitFor(() => expect(navigations).toEqual(['/user/login?redirect=%2Fuser%2Fpay']));
    expect(store.getState().session.token).toBeNull();
    expect(cookieValue('token')).toBeUndefined();
  });

  it('does not call the API without a token', async () => {
    const api = await mockApi();
    const { store } = start();
    expect(store.getState().session.token).toBeNull();
    expect(api.history.get).toHaveLength(0);
  });
});

describe('session expiry (400005 from any call)', () => {
  it('removes both cookies, clears the slice and goes to login with the redirect', async () => {
    signIn();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    const { store, navigations, notices } = start('/user/bot/edit/7?x=1');
    await waitFor(() => expect(api.history.get).toHaveLength(1));

    store.dispatch({ type: 'myBots/loadFailure', payload: { code: 400005, message: 'Expired' } });

    expect(cookieValue('token')).toBeUndefined();
    expect(cookieValue('user')).toBeUndefined();
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    await waitFor(() =>
      expect(navigations).toEqual(['/user/login?redirect=%2Fuser%2Fbot%2Fedit%2F7%3Fx%3D1']),
    );
    expect(notices()).toEqual([
      expect.objectContaining({ kind: 'message', message: { key: 'session.expired' } }),
    ]);
  });

  it('gives one redirect and one notice for 20 concurrent failures', async () => {
    signIn();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    api.onGet('user/bots').reply(200, failure(400005, 'Expired'));
    const { store, navigations, notices } = start('/user/home');
    await waitFor(() => expect(store.getState().session.profile.pending).toBe(false));

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => request((s) => s.userSchema, { url: 'user/bots' })),
    );
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') {
        store.dispatch({ type: 'myBots/loadFailure', payload: toFailure(result.reason) });
      }
    }

    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations).toEqual(['/user/login?redirect=%2Fuser%2Fhome']);
    expect(notices()).toHaveLength(1);
  });

  it('ignores failures with other codes', async () => {
    signIn();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    const { store, navigations } = start('/user/home');
    store.dispatch({ type: 'myBots/loadFailure', payload: { code: 500000, message: 'Down' } });
    expect(store.getState().session.token).toBe('tok-1');
    expect(store.getState().errors.fatal).toBeNull();
    expect(navigations).toEqual([]);
  });
});

describe('cookies', () => {
  it('mirrors a token cookie written outside the app', async () => {
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    const { store } = start();
    expect(store.getState().session.token).toBeNull();
    document.cookie = 'token=from-elsewhere; path=/';
    await waitFor(() => expect(store.getState().session.token).toBe('from-elsewhere'));
    clearCookies();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });

  it('logs out: calls auth/logout, clears cookies and state, goes to /', async () => {
    signIn();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    api.onPost('auth/logout').reply(200, envelope(null));
    const { store, navigations } = start('/user/home');
    store.dispatch(logoutRequest());
    await waitFor(() => expect(navigations).toEqual(['/']));
    expect(api.history.post.map((r) => r.url)).toEqual(['auth/logout']);
    expect(api.history.post[0].headers.token).toBe('tok-1');
    expect(cookieValue('token')).toBeUndefined();
    expect(cookieValue('user')).toBeUndefined();
    expect(store.getState().session).toMatchObject({ token: null, user: null });
  });

  it('logs out from a guarded page to / without a detour through login', async () => {
    signIn();
    const api = await mockApi();
    api.onGet(/.*/).reply(200, envelope(null));
    api.onGet('user/profile').reply(200, envelope(demoUser));
    api.onPost('auth/logout').reply(200, envelope(null));
    const { store, router } = renderApp({ path: '/user/home' });
    await waitFor(() => expect(store.getState().session.profile.pending).toBe(false));
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    act(() => {
      store.dispatch(logoutRequest());
    });
    await waitFor(() => expect(store.getState().session.loggingOut).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect(visited).not.toContain('/user/login');
  });

  it('still sends a later visit to a guarded page to login', async () => {
    const { router } = renderApp({ path: '/user/pay' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });

  it('ends the session at once, without waiting for a slow provider', async () => {
    signIn();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    const { reply, answer } = heldReply();
    api.onPost('auth/logout').reply(reply);
    const { store, navigations } = start('/user/home');
    store.dispatch(logoutRequest());
    await waitFor(() => expect(navigations).toEqual(['/']));
    expect(cookieValue('token')).toBeUndefined();
    expect(api.history.post[0]?.headers?.token).toBe('tok-1');
    answer([200, envelope(null)]);
  });

  it('logs out even when the provider cannot be reached', async () => {
    signIn();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    api.onPost('auth/logout').networkError();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, navigations } = start('/user/home');
    store.dispatch(logoutRequest());
    await waitFor(() => expect(navigations).toEqual(['/']));
    expect(store.getState().session.token).toBeNull();
  });
});
