import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../testing/renderWithProviders';
import { clearCookies, setCookie } from '../testing/cookies';
import { demoUser, envelope } from '../testing/fixtures';
import { mockApi } from '../testing/http';

afterEach(() => clearCookies());

describe('routes', () => {
  it('shows the 404 error page for an unknown path', async () => {
    renderApp({ path: '/that/path' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByText('Page not found: /that/path')).toBeInTheDocument();
    expect(document.title).toBe('404 - Page Not Found');
  });

  it('sends a signed-out user from a guarded route to login with the redirect', async () => {
    const { router } = renderApp({ path: '/user/bot/edit/7?x=1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user/bot/edit/7?x=1',
    );
  });

  it('lets a signed-in user through the guard', async () => {
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    setCookie('token', 'tok');
    setCookie('user', JSON.stringify(demoUser));
    const { router } = renderApp({ path: '/user/pay' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/pay');
  });
});
