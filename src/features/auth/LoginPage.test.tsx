import { act, configure, screen, waitFor } from '@testing-library/react';
import { replacePage } from '../../lib/location';
import { clearCookies, setCookie } from '../../testing/cookies';
import { demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';
import { sessionExpired } from '../session';

jest.mock('../../lib/location');

// The whole app renders here, lazy page and all; on a busy machine that outlasts the default 1 s.
configure({ asyncUtilTimeout: 5000 });
// Compile the lazy page before the first test, so its first render is not racing the timeout.
beforeAll(() => import('./LoginPage'));
const leave = jest.mocked(replacePage);

const consentUrl = 'https://kook.example/oauth?state=s-1';

beforeEach(() => {
  sessionStorage.clear();
  leave.mockReset();
});
afterEach(() => clearCookies());

describe('LoginPage', () => {
  it('brands the card, names the tab and offers one action', async () => {
    renderApp({ path: '/user/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Botdeck')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log in with KOOK' })).toBeEnabled();
    expect(document.title).toBe('Log in · Botdeck');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the authorize URL, keeps state and the safe redirect, then leaves for KOOK', async () => {
    const api = await mockApi();
    api.onGet('auth/kook/authorize').reply(200, envelope({ url: consentUrl, state: 's-1' }));
    const { user } = renderApp({ path: '/user/login?redirect=%2Fuser%2Fpay%3Fx%3D1' });
    await user.click(await screen.findByRole('button', { name: 'Log in with KOOK' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(consentUrl));
    expect(api.history.get).toHaveLength(1);
    expect(api.history.get[0]?.params).toEqual({
      redirect_uri: `${window.location.origin}/kook/auth`,
    });
    expect(JSON.parse(sessionStorage.getItem('botdeck:oauth') ?? 'null')).toEqual({
      state: 's-1',
      redirect: '/user/pay?x=1',
    });
    // The page is on its way out: the button stays locked.
    expect(screen.getByRole('button', { name: 'Opening KOOK…' })).toBeDisabled();
  });

  it('never keeps a foreign redirect', async () => {
    const api = await mockApi();
    api.onGet('auth/kook/authorize').reply(200, envelope({ url: consentUrl, state: 's-1' }));
    const { user } = renderApp({ path: '/user/login?redirect=%2F%2Fevil.example' });
    await user.click(await screen.findByRole('button', { name: 'Log in with KOOK' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(JSON.parse(sessionStorage.getItem('botdeck:oauth') ?? 'null')).toMatchObject({
      redirect: '/user/home',
    });
  });

  it('locks the button while asking, so a double click asks once', async () => {
    const api = await mockApi();
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.onGet('auth/kook/authorize').reply(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderApp({ path: '/user/login' });
    await user.dblClick(await screen.findByRole('button', { name: 'Log in with KOOK' }));
    expect(screen.getByRole('button', { name: 'Opening KOOK…' })).toBeDisabled();
    await act(async () => {
      answer([200, envelope({ url: consentUrl, state: 's-1' })]);
      await Promise.resolve();
    });
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(api.history.get).toHaveLength(1);
  });

  it("shows the provider's message inline and lets the user try again", async () => {
    const api = await mockApi();
    api
      .onGet('auth/kook/authorize')
      .replyOnce(200, failure(500000, 'KOOK is having a moment'))
      .onGet('auth/kook/authorize')
      .replyOnce(200, envelope({ url: consentUrl, state: 's-2' }));
    const { user } = renderApp({ path: '/user/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in with KOOK' }));

    expect(await screen.findByText('KOOK is having a moment')).toBeInTheDocument();
    expect(screen.getByText("Couldn't start signing in")).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('botdeck:oauth')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log in with KOOK' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(consentUrl));
    expect(screen.queryByText('KOOK is having a moment')).not.toBeInTheDocument();
  });

  it('leaves an expired session to the session notice, without a second box', async () => {
    const { store } = renderApp({ path: '/user/login?redirect=%2Fuser%2Fpay' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(screen.getByRole('button', { name: 'Log in with KOOK' })).toBeInTheDocument();
    expect(screen.queryByText(/session has expired/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-in user on to the safe redirect', async () => {
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    setCookie('token', 't');
    setCookie('user', JSON.stringify(demoUser));
    const { router } = renderApp({ path: '/user/login?redirect=%2Fbot%2F7' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bot/7'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user with a foreign redirect to home', async () => {
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    api.onGet('user/bots').reply(200, envelope([]));
    setCookie('token', 't');
    setCookie('user', JSON.stringify(demoUser));
    const { router } = renderApp({ path: '/user/login?redirect=https%3A%2F%2Fevil.example' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
  });
});
