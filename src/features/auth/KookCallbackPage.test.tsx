import { StrictMode } from 'react';
import { configure, screen, waitFor } from '@testing-library/react';
import { clearCookies, cookieValue, setCookie } from '../../testing/cookies';
import { demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';

jest.mock('../../lib/location');

// The whole app renders here, lazy page and all; on a busy machine that outlasts the default 1 s.
configure({ asyncUtilTimeout: 5000 });
// Compile the lazy page before the first test, so its first render is not racing the timeout.
beforeAll(() => import('./KookCallbackPage'));

const STORE_KEY = 'botdeck:oauth';

function startedLogin(state = 's-1', redirect = '/user/pay') {
  sessionStorage.setItem(STORE_KEY, JSON.stringify({ state, redirect }));
}

async function expectRefused(message: string) {
  expect(await screen.findByRole('heading', { level: 1, name: "Couldn't sign you in" }));
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
}

beforeEach(() => sessionStorage.clear());
afterEach(() => clearCookies());

describe('KookCallbackPage refusals call nothing', () => {
  it('refuses when the user cancelled on KOOK', async () => {
    const api = await mockApi();
    startedLogin();
    renderApp({ path: '/kook/auth?error=access_denied&state=s-1' });
    await expectRefused('You cancelled the sign-in on KOOK, so nothing was shared with Botdeck.');
    expect(api.history.get).toHaveLength(0);
    expect(api.history.post).toHaveLength(0);
    expect(cookieValue('token')).toBeUndefined();
  });

  it('refuses any other error KOOK sends, naming it', async () => {
    const api = await mockApi();
    startedLogin();
    renderApp({ path: '/kook/auth?error=server_error&state=s-1' });
    await expectRefused('KOOK reported a problem (server_error). Please try again.');
    expect(api.history.post).toHaveLength(0);
  });

  it('refuses a callback without a code', async () => {
    const api = await mockApi();
    startedLogin();
    renderApp({ path: '/kook/auth?state=s-1' });
    await expectRefused(
      'This sign-in link is incomplete: KOOK sent no authorisation code. Please log in again.',
    );
    expect(api.history.post).toHaveLength(0);
    expect(api.history.get).toHaveLength(0);
  });

  it.each([
    ['a forged state', '/kook/auth?code=c-1&state=forged', true],
    ['no state at all', '/kook/auth?code=c-1', true],
    ['no login started in this tab', '/kook/auth?code=c-1&state=s-1', false],
  ])('refuses %s and sets no cookie', async (_case, path, started) => {
    const api = await mockApi();
    if (started) startedLogin();
    renderApp({ path });
    await expectRefused(
      "This sign-in link doesn't match the one started in this browser. It may be an old or a forged link, so it wasn't used. Please log in again.",
    );
    expect(api.history.post).toHaveLength(0);
    expect(api.history.get).toHaveLength(0);
    expect(cookieValue('token')).toBeUndefined();
    expect(cookieValue('user')).toBeUndefined();
  });

  it('"Back to login" keeps where the user meant to go', async () => {
    await mockApi();
    startedLogin('s-1', '/user/pay');
    const { user, router } = renderApp({ path: '/kook/auth?error=access_denied&state=s-1' });
    await user.click(await screen.findByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/user/pay');
  });
});

describe('KookCallbackPage exchange', () => {
  it('shows a spinner, exchanges once, sets both cookies and lands on the redirect', async () => {
    const api = await mockApi();
    api.onPost('auth/kook/token').reply(200, envelope({ token: 'tok-1', user: demoUser }));
    api.onGet('user/profile').reply(200, envelope(demoUser));
    startedLogin('s-1', '/bot/7');
    const { router, store } = renderApp({ path: '/kook/auth?code=c-1&state=s-1' });

    expect(await screen.findByText('Finishing your KOOK sign-in…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bot/7'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.history.post).toHaveLength(1);
    expect(api.history.post[0]?.url).toBe('auth/kook/token');
    expect(JSON.parse(String(api.history.post[0]?.data))).toEqual({ code: 'c-1', state: 's-1' });
    expect(cookieValue('token')).toBe('tok-1');
    expect(JSON.parse(cookieValue('user') ?? 'null')).toEqual(demoUser);
    expect(store.getState().session.token).toBe('tok-1');
    expect(sessionStorage.getItem(STORE_KEY)).toBeNull();
  });

  // signedIn writes two cookies in a row; the session must end with both, not just the token.
  it('puts the signed-in user in the session', async () => {
    const api = await mockApi();
    api.onPost('auth/kook/token').reply(200, envelope({ token: 'tok-1', user: demoUser }));
    api.onGet(/.*/).reply(200, envelope(null));
    startedLogin('s-1', '/bot/7');
    const { router, store } = renderApp({ path: '/kook/auth?code=c-1&state=s-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bot/7'));
    expect(store.getState().session.user).toEqual(demoUser);
  });

  it('lands on home when no redirect was saved', async () => {
    const api = await mockApi();
    api.onPost('auth/kook/token').reply(200, envelope({ token: 'tok-1', user: demoUser }));
    api.onGet(/.*/).reply(200, envelope(null));
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ state: 's-1' }));
    const { router } = renderApp({ path: '/kook/auth?code=c-1&state=s-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
    expect(api.history.post).toHaveLength(1);
  });

  it("shows the provider's message and Back to login when the exchange fails", async () => {
    const api = await mockApi();
    api
      .onPost('auth/kook/token')
      .reply(200, failure(400001, 'This sign-in link has expired or was already used'));
    startedLogin();
    renderApp({ path: '/kook/auth?code=c-1&state=s-1' });
    expect(
      await screen.findByText('This sign-in link has expired or was already used'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/user/login?redirect=%2Fuser%2Fpay',
    );
    expect(api.history.post).toHaveLength(1);
    expect(cookieValue('token')).toBeUndefined();
  });

  it('does not exchange again when the callback is reloaded after success', async () => {
    const api = await mockApi();
    api.onPost('auth/kook/token').reply(200, envelope({ token: 'tok-1', user: demoUser }));
    api.onGet(/.*/).reply(200, envelope(demoUser));
    startedLogin('s-1', '/bot/7');
    const first = renderApp({ path: '/kook/auth?code=c-1&state=s-1' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/bot/7'));
    first.unmount();
    expect(api.history.post).toHaveLength(1);

    // The reload: same URL, a fresh app reading the cookies the first one wrote.
    const again = renderApp({ path: '/kook/auth?code=c-1&state=s-1' });
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/user/home'));
    expect(api.history.post).toHaveLength(1);
  });

  it('refuses a replay after the session was cleared, still without calling', async () => {
    const api = await mockApi();
    api.onPost('auth/kook/token').reply(200, envelope({ token: 'tok-1', user: demoUser }));
    api.onGet(/.*/).reply(200, envelope(demoUser));
    startedLogin();
    const first = renderApp({ path: '/kook/auth?code=c-1&state=s-1' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/user/pay'));
    first.unmount();
    clearCookies();

    renderApp({ path: '/kook/auth?code=c-1&state=s-1' });
    await screen.findByRole('heading', { level: 1, name: "Couldn't sign you in" });
    expect(api.history.post).toHaveLength(1);
  });

  it('a signed-in user opening the callback goes on to home without calling', async () => {
    const api = await mockApi();
    api.onGet(/.*/).reply(200, envelope(demoUser));
    setCookie('token', 't');
    setCookie('user', JSON.stringify(demoUser));
    const { router } = renderApp({ path: '/kook/auth?code=c-9&state=s-9' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
    expect(api.history.post).toHaveLength(0);
  });
});

describe('KookCallbackPage under StrictMode', () => {
  it('exchanges once although effects run twice', async () => {
    const api = await mockApi();
    api.onPost('auth/kook/token').reply(200, envelope({ token: 'tok-1', user: demoUser }));
    api.onGet(/.*/).reply(200, envelope(demoUser));
    startedLogin('s-1', '/bot/7');
    const { router } = renderApp({ path: '/kook/auth?code=c-1&state=s-1', wrapper: StrictMode });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bot/7'));
    expect(api.history.post).toHaveLength(1);
    expect(cookieValue('token')).toBe('tok-1');
  });
});
