import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { clearCookies, setCookie } from '../testing/cookies';
import { demoUser } from '../testing/fixtures';
import DefaultLayout from './DefaultLayout';

afterEach(() => clearCookies());

async function openDrawer() {
  const rendered = renderWithProviders(<DefaultLayout />, { path: '/user/pay' });
  await rendered.user.click(screen.getByRole('button', { name: 'Open navigation' }));
  const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
  return { ...rendered, drawer };
}

describe('NavDrawer', () => {
  it('says what each destination is for and marks the current one', async () => {
    const { drawer } = await openDrawer();
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'DirectoryFind bots for your server',
      'My botsCreate, configure and run yours',
      'BillingYour plan and orders',
    ]);
    expect(within(nav).getByRole('link', { name: /^Billing/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Signed out, there is nothing to create yet.
    expect(within(drawer).queryByRole('link', { name: 'Create a bot' })).not.toBeInTheDocument();
  });

  it('closes from its own close button and returns focus to the menu button', async () => {
    const { drawer, user } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  });

  it('offers Create a bot to a signed-in user, and closes on the way there', async () => {
    setCookie('token', 't');
    setCookie('user', JSON.stringify(demoUser));
    const { drawer, user, router } = await openDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Create a bot' }));
    expect(router.state.location.pathname).toBe('/user/bot/new');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
