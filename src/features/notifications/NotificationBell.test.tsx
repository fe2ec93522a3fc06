// The notification centre as a signed-in user sees it in the app bar: the unread count on the bell,
// the list in plain words with a link to the bot's Health tab, Mark all read, no alerts, a failed
// load with Retry, older alerts on demand (and a failed page of them with Retry), and nothing for a
// visitor who is not signed in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, setCookie } from '../../testing/cookies';
import { demoUser, envelope } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';
import { alert } from './notificationsTesting';

const slow = { timeout: 15_000 };

afterEach(() => {
  clearCookies();
  jest.restoreAllMocks();
});

async function signedInAt(path: string) {
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(demoUser));
  api.onGet('user/bots').reply(200, envelope([]));
  api.onGet('user/notifications').reply(
    200,
    envelope({
      items: [
        alert(2, { botName: 'Night Watch', botId: 'b1061' }),
        alert(1, {
          kind: 'crashed',
          params: { exitCode: 1, restarted: 1 },
          readAt: new Date().toISOString(),
        }),
      ],
      unread: 1,
      hasMore: false,
    }),
  );
  setCookie('token', 't');
  setCookie('user', JSON.stringify(demoUser));
  renderApp({ path });
  return api;
}

describe('the notification centre', () => {
  it('counts the unread alerts on the bell and words each one with a link to its Health tab', async () => {
    const user = userEvent.setup();
    const api = await signedInAt('/user/home');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, slow);
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, slow);
    const list = await within(dialog).findByRole('list', { name: 'Alerts' }, slow);
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/user/bot/set/b1061?tab=health');
    expect(links[0]).toHaveTextContent('Night Watch: Bot token rejected');
    expect(links[0]).toHaveTextContent('KOOK refused the bot');
    expect(links[0]).toHaveTextContent(
      'What to do: Copy the current token from the KOOK developer centre',
    );
    expect(links[0]).toHaveTextContent('New ·');
    expect(links[1]).toHaveTextContent('Helper: Bot crashed');
    expect(links[1]).not.toHaveTextContent('New ·');
    // Nothing older to load.
    expect(within(dialog).queryByRole('button', { name: 'Load older alerts' })).toBeNull();

    api.onPost('user/notifications/read').reply(200, envelope({ unread: 0 }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(list).queryByText(/New ·/)).toBeNull());
    expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({});
    // The bell no longer counts any (the open list hides the rest of the bar from the tree).
    await waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Notifications'));
  });

  it('says when there are no alerts, and when they could not be loaded, with Retry', async () => {
    const user = userEvent.setup();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    api.onGet('user/bots').reply(200, envelope([]));
    api.onGet('user/notifications').reply(500, 'Internal Server Error');
    setCookie('token', 't');
    setCookie('user', JSON.stringify(demoUser));
    renderApp({ path: '/user/home' });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, slow);
    const failed = await within(dialog).findByRole('alert', {}, slow);
    expect(failed).toHaveTextContent("Couldn't load your notifications");
    expect(failed).toHaveTextContent('The bot service is having trouble right now.');

    api.onGet('user/notifications').reply(200, envelope({ items: [], unread: 0, hasMore: false }));
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText(
        'No alerts. When one of your bots has a problem, it shows here.',
        {},
        slow,
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('loads older alerts at the foot of the list while there are more, with Retry when that fails', async () => {
    const user = userEvent.setup();
    const api = await mockApi();
    api.onGet('user/profile').reply(200, envelope(demoUser));
    api.onGet('user/bots').reply(200, envelope([]));
    let olderAsked = 0;
    api.onGet('user/notifications').reply((asked: { params?: { before?: number } }) => {
      if (asked.params?.before !== 2) {
        return [200, envelope({ items: [alert(3), alert(2)], unread: 3, hasMore: true })];
      }
      olderAsked += 1;
      // The first page of older alerts fails; Retry gets it.
      if (olderAsked === 1) return [500, 'Internal Server Error'];
      const older = [alert(1, { botName: 'Old Timer' })];
      return [200, envelope({ items: older, unread: 3, hasMore: false })];
    });
    setCookie('token', 't');
    setCookie('user', JSON.stringify(demoUser));
    renderApp({ path: '/user/home' });
    // Opening the list asks for the newest page.
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, slow);
    const list = await within(dialog).findByRole('list', { name: 'Alerts' }, slow);
    expect(within(list).getAllByRole('link')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Load older alerts' }));
    const failed = await within(dialog).findByRole('alert', {}, slow);
    expect(failed).toHaveTextContent("Couldn't load older alerts");
    expect(failed).toHaveTextContent('The bot service is having trouble right now.');
    // What was shown stays.
    expect(within(list).getAllByRole('link')).toHaveLength(2);

    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(within(list).getAllByRole('link')[2]).toHaveTextContent('Old Timer: Bot token rejected');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // The oldest is in: nothing more to load.
    expect(within(dialog).queryByRole('button', { name: 'Load older alerts' })).toBeNull();
  });

  it('is not there for a visitor who is not signed in', async () => {
    const api = await mockApi();
    api.onGet('bots').reply(200, envelope({ items: [], total: 0, page: 1, pageSize: 20 }));
    api.onGet('tags').reply(200, envelope([]));
    renderApp({ path: '/' });
    expect(await screen.findByRole('link', { name: 'Log in' }, slow)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(api.history.get.some((asked) => asked.url === 'user/notifications')).toBe(false);
  });
});
