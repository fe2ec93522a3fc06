import { screen, waitFor, within } from '@testing-library/react';
import type { MyBot, User } from '../../api/schemas';
import { clearCookies, setCookie } from '../../testing/cookies';
import { demoUser, envelope, failure, myBotFixture } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import type { MockApi } from '../../testing/http';
import { speak } from '../../testing/language';
import { renderApp } from '../../testing/renderWithProviders';
import { stylesInTheDocument } from '../../testing/stylesOutOfDocument';

// Reads styles (sizes, colours, positions): MUI's stay in the document.
stylesInTheDocument();

function myBot(id: string, name: string, overrides: Partial<MyBot> = {}): MyBot {
  return myBotFixture({
    id,
    name,
    summary: `${name} helps`,
    online: true,
    status: 'online',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  });
}

const helper = myBot('b1', 'Helper');
const quiz = myBot('b2', 'Quiz Master', {
  status: 'offline',
  online: false,
  public: false,
  serverCount: 1,
});
const dj = myBot('b3', 'DJ', { status: 'error', lastError: 'KOOK rejected the bot token' });

async function setUp(bots: MyBot[] | null, user: User = demoUser): Promise<MockApi> {
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(user));
  if (bots) api.onGet('user/bots').reply(200, envelope(bots));
  setCookie('token', 't');
  setCookie('user', JSON.stringify(user));
  return api;
}

function renderHome(options: Parameters<typeof renderApp>[0] = {}) {
  return renderApp({ path: '/user/home', ...options });
}

function row(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

type UserEv = ReturnType<typeof renderHome>['user'];

async function openMenu(user: UserEv, name: string): Promise<HTMLElement> {
  await user.click(within(row(name)).getByRole('button', { name: `More actions for ${name}` }));
  return screen.getByRole('menu');
}

async function openDelete(user: UserEv, name: string): Promise<HTMLElement> {
  const menu = await openMenu(user, name);
  await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
  return screen.getByRole('dialog', { name: `Delete ${name}?` });
}

async function confirmDelete(user: UserEv, dialog: HTMLElement, name: string): Promise<void> {
  await user.type(within(dialog).getByRole('textbox', { name: 'Bot name' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

const fakeTimers = { userEventOptions: { advanceTimers: jest.advanceTimersByTime } };

afterEach(() => {
  jest.useRealTimers();
  clearCookies();
});

describe('HomePage', () => {
  it('shows skeletons while loading, then the profile and every bot', async () => {
    const api = await setUp(null);
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.onGet('user/bots').reply(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderHome();

    expect(await screen.findByRole('heading', { level: 1, name: 'My bots' })).toBeVisible();
    expect(screen.getByTestId('bots-loading')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^DemoUser\s?#0001$/ })).toBeVisible();
    expect(screen.getByText('Free plan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/user/pay');

    answer([200, envelope([helper, quiz, dj])]);
    expect(await screen.findByRole('listitem', { name: 'Helper' })).toBeVisible();
    expect(screen.queryByTestId('bots-loading')).not.toBeInTheDocument();
    // Over the limit (a lapsed Pro): the count and the limit, not "3 of 2".
    expect(screen.getByText('3 bots · Free plan allows 2')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Upgrade' })).toHaveLength(1);
    // One heading names the page and its list; New bot says once why it is off.
    expect(screen.getAllByRole('heading', { name: 'My bots' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'My bots' })).toContainElement(row('Helper'));
    expect(screen.getByRole('button', { name: 'New bot' })).toHaveAccessibleDescription(
      'Delete bots or upgrade to keep more than your plan allows.',
    );
    expect(screen.queryByText(/to add more/)).not.toBeInTheDocument();
    expect(document.title).toBe('My bots · Botdeck');

    const first = within(row('Helper'));
    expect(first.getByRole('link', { name: 'Helper' })).toHaveAttribute('href', '/bot/b1');
    expect(first.getByText('Online')).toBeVisible();
    expect(first.getByText('Public')).toBeVisible();
    expect(first.getByText('12 servers')).toBeVisible();
    expect(first.getByText(/^Updated /)).toBeVisible();
    expect(first.getByRole('button', { name: 'Stop' })).toBeEnabled();
    expect(first.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();

    const second = within(row('Quiz Master'));
    expect(second.getByText('Offline')).toBeVisible();
    expect(second.getByText('Private')).toBeVisible();
    expect(second.getByText('1 server')).toBeVisible();
    expect(second.getByRole('button', { name: 'Start' })).toBeEnabled();

    const third = within(row('DJ'));
    expect(third.getByText('Error')).toBeVisible();
    expect(third.getByText('Last error: KOOK rejected the bot token')).toBeVisible();
    expect(third.getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(api.history.get.filter((request) => request.url === 'user/bots')).toHaveLength(1);
  });

  it("words a bot's last error in the reader's language, the provider's sentence as its detail", async () => {
    const rejected = myBot('b4', 'Night Watch', {
      status: 'error',
      lastError: 'KOOK rejected the bot token (401 Unauthorized).',
      lastErrorCause: { kind: 'tokenRejected', params: {} },
    });
    await setUp([rejected]);
    renderHome();
    const nightWatch = within(await screen.findByRole('listitem', { name: 'Night Watch' }));
    speak('zh-CN');
    try {
      expect(nightWatch.getByText(/^最近错误：KOOK 拒绝了机器人令牌/)).toBeVisible();
      expect(
        nightWatch.getByText('KOOK rejected the bot token (401 Unauthorized).'),
      ).not.toBeVisible();
    } finally {
      speak('en-US');
    }
  });

  it('shows a Pro plan with its expiry and offers to manage it', async () => {
    await setUp([helper], {
      ...demoUser,
      plan: { id: 'pro', name: 'Pro', expiresAt: '2026-09-30T00:00:00.000Z', botLimit: 20 },
    });
    renderHome();

    expect(await screen.findByText(/^Pro plan until .*2026$/)).toBeVisible();
    expect(await screen.findByText('1 of 20 bots')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/user/pay');
  });

  it('leads to the first bot when there is none', async () => {
    await setUp([]);
    renderHome();

    expect(await screen.findByRole('heading', { name: 'No bots yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your first bot' })).toHaveAttribute(
      'href',
      '/user/bot/new',
    );
    expect(screen.getByRole('link', { name: 'New bot' })).toHaveAttribute('href', '/user/bot/new');
    expect(screen.getByText('0 of 2 bots')).toBeVisible();
    expect(screen.queryByText(/allows/)).not.toBeInTheDocument();
  });

  it('shows the reason and Retry when the list fails, and loads it again on Retry', async () => {
    const api = await setUp(null);
    api
      .onGet('user/bots')
      .replyOnce(200, failure(500000, 'The bot service is down'))
      .onGet('user/bots')
      .replyOnce(200, envelope([helper]));
    const { user } = renderHome();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your bots");
    expect(alert).toHaveTextContent('The bot service is down');
    expect(screen.getByRole('button', { name: 'New bot' })).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Helper' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.history.get.filter((request) => request.url === 'user/bots')).toHaveLength(2);
  });

  it("disables New bot at the plan's limit and says why, with a way to upgrade", async () => {
    await setUp([helper, quiz]);
    renderHome();

    await screen.findByRole('listitem', { name: 'Helper' });
    const newBot = screen.getByRole('button', { name: 'New bot' });
    expect(newBot).toBeDisabled();
    const reason = screen.getByText('Your Free plan allows 2 bots. Upgrade your plan to add more.');
    expect(reason).toBeVisible();
    expect(newBot).toHaveAccessibleDescription(
      'Your Free plan allows 2 bots. Upgrade your plan to add more.',
    );
    // One Upgrade on the page: the profile card's.
    const upgrades = screen.getAllByRole('link', { name: 'Upgrade' });
    expect(upgrades).toHaveLength(1);
    expect(upgrades[0]).toHaveAttribute('href', '/user/pay');
  });

  it('keeps New bot enabled under the limit', async () => {
    await setUp([helper]);
    renderHome();

    await screen.findByRole('listitem', { name: 'Helper' });
    expect(screen.getByRole('link', { name: 'New bot' })).toHaveAttribute('href', '/user/bot/new');
    expect(screen.queryByText(/to add more/)).not.toBeInTheDocument();
  });

  it('shows Stopping at once, then Offline once the provider answers and the bot settles', async () => {
    jest.useFakeTimers();
    const api = await setUp([helper, quiz]);
    api.onPost('user/bots/b1/stop').reply(200, envelope({ status: 'stopping' }));
    api
      .onGet('user/bots/b1')
      .replyOnce(200, envelope({ ...helper, status: 'stopping' }))
      .onGet('user/bots/b1')
      .replyOnce(200, envelope({ ...helper, status: 'offline', online: false }));
    const { user } = renderHome(fakeTimers);

    await screen.findByRole('listitem', { name: 'Helper' });
    await user.click(within(row('Helper')).getByRole('button', { name: 'Stop' }));
    const confirm = screen.getByRole('dialog', { name: 'Stop Helper?' });
    await user.click(within(confirm).getByRole('button', { name: 'Stop' }));

    // The page is still behind the closing dialog for its exit transition.
    const behind = within(screen.getByRole('listitem', { name: 'Helper', hidden: true }));
    expect(behind.getByText('Stopping')).toBeInTheDocument();
    expect(behind.getByRole('button', { name: 'Start', hidden: true })).toBeDisabled();
    await jest.advanceTimersByTimeAsync(300);
    expect(api.history.post).toHaveLength(1);
    expect(within(row('Helper')).getByText('Stopping')).toBeVisible();

    await jest.advanceTimersByTimeAsync(1000);
    expect(within(row('Helper')).getByText('Stopping')).toBeVisible();
    await jest.advanceTimersByTimeAsync(1000);

    expect(within(row('Helper')).getByText('Offline')).toBeVisible();
    expect(within(row('Helper')).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(api.history.get.filter((request) => request.url === 'user/bots/b1')).toHaveLength(2);
    expect(within(row('Quiz Master')).getByText('Offline')).toBeVisible();

    await jest.advanceTimersByTimeAsync(3000);
    expect(api.history.get.filter((request) => request.url === 'user/bots/b1')).toHaveLength(2);
  });

  it('restores the chip and says why when a start fails', async () => {
    const api = await setUp([helper, quiz]);
    api.onPost('user/bots/b2/start').reply(200, failure(500000, 'Runner unavailable'));
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Quiz Master' });
    await user.click(within(row('Quiz Master')).getByRole('button', { name: 'Start' }));

    expect(
      await screen.findByText(
        "Couldn't start Quiz Master: The bot service is having trouble right now. Please try again in a few minutes.",
      ),
    ).toBeVisible();
    expect(within(row('Quiz Master')).getByText('Offline')).toBeVisible();
    expect(within(row('Quiz Master')).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(api.history.post).toHaveLength(1);
  });

  it('sends one request for two quick clicks on Start', async () => {
    const api = await setUp([quiz]);
    api.onPost('user/bots/b2/start').reply(200, envelope({ status: 'starting' }));
    api.onGet('user/bots/b2').reply(200, envelope({ ...quiz, status: 'online', online: true }));
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Quiz Master' });
    await user.dblClick(within(row('Quiz Master')).getByRole('button', { name: 'Start' }));

    await waitFor(
      () => {
        expect(within(row('Quiz Master')).getByRole('button', { name: 'Stop' })).toBeEnabled();
      },
      { timeout: 3000 },
    );
    expect(api.history.post).toHaveLength(1);
  });

  it('deletes a bot after the dialog that names it is confirmed', async () => {
    const api = await setUp([helper, quiz]);
    api.onDelete('user/bots/b2').reply(200, envelope(null));
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Quiz Master' });
    const dialog = await openDelete(user, 'Quiz Master');
    expect(dialog).toHaveTextContent('Quiz Master and its settings will be removed for good.');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Bot name' }), 'Quiz');
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Bot name' }), ' Master');
    await user.click(remove);

    expect(await screen.findByText('Deleted Quiz Master')).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('listitem', { name: 'Quiz Master' })).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(row('Helper')).toBeVisible();
    expect(api.history.delete).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'New bot' })).toBeInTheDocument();
  });

  it('calls nothing when the dialog is cancelled', async () => {
    const api = await setUp([helper]);
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Helper' });
    const dialog = await openDelete(user, 'Helper');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(row('Helper')).toBeVisible();
    expect(api.history.delete).toHaveLength(0);
  });

  it('takes a bot that is already gone (a retry after a timeout that landed) as deleted', async () => {
    const api = await setUp([helper, quiz]);
    api.onDelete('user/bots/b2').reply(404, failure(400004, 'Bot not found'));
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Quiz Master' });
    await confirmDelete(user, await openDelete(user, 'Quiz Master'), 'Quiz Master');

    expect(await screen.findByText('Deleted Quiz Master')).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.queryByText('Bot not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Quiz Master' })).not.toBeInTheDocument();
  });

  it('keeps the bot and says why when the delete fails', async () => {
    const api = await setUp([helper]);
    api.onDelete('user/bots/b1').reply(200, failure(400003, 'This bot is not yours'));
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Helper' });
    const dialog = await openDelete(user, 'Helper');
    await confirmDelete(user, dialog, 'Helper');

    expect(await within(dialog).findByText('This bot is not yours')).toBeVisible();
    expect(within(dialog).getByText("Couldn't delete Helper")).toBeVisible();
    // The open dialog hides the page from assistive technology, so look behind it.
    expect(screen.getByRole('listitem', { name: 'Helper', hidden: true })).toBeInTheDocument();
    expect(api.history.delete).toHaveLength(1);
  });

  it('puts one primary action on each row and the rest in a menu, Delete apart and last', async () => {
    await setUp([helper, quiz, dj]);
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Helper' });
    for (const name of ['Helper', 'Quiz Master', 'DJ']) {
      // Two controls per row: the primary button and the menu button, nothing else.
      expect(within(row(name)).getAllByRole('button')).toHaveLength(2);
    }
    const menu = await openMenu(user, 'Helper');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Configure',
      'Restart',
      'View public page',
      'Delete',
    ]);
    expect(items[0]).toHaveAttribute('href', '/user/bot/edit/b1');
    expect(items[1]).toHaveAttribute('href', '/user/bot/set/b1');
    expect(items[3]).toHaveAttribute('href', '/bot/b1');
    expect(within(menu).getByRole('separator')).toBe(items[4].previousElementSibling);
    expect(items[2]).not.toHaveAttribute('aria-disabled');
  });

  it('allows Restart as the status rule says: not for an offline bot, yes for one in error', async () => {
    await setUp([quiz, dj]);
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Quiz Master' });
    let menu = await openMenu(user, 'Quiz Master');
    expect(within(menu).getByRole('menuitem', { name: 'Restart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
    menu = await openMenu(user, 'DJ');
    expect(within(menu).getByRole('menuitem', { name: 'Restart' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('asks before restarting a running bot, and sends nothing when cancelled', async () => {
    const api = await setUp([helper]);
    api.onPost('user/bots/b1/restart').reply(200, envelope({ status: 'starting' }));
    api.onGet('user/bots/b1').reply(200, envelope(helper));
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Helper' });
    await user.click(within(row('Helper')).getByRole('button', { name: 'Stop' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Stop Helper?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.history.post).toHaveLength(0);

    const menu = await openMenu(user, 'Helper');
    await user.click(within(menu).getByRole('menuitem', { name: 'Restart' }));
    const confirm = screen.getByRole('dialog', { name: 'Restart Helper?' });
    expect(confirm).toHaveTextContent('Restarting it takes it offline for a moment');
    await user.click(within(confirm).getByRole('button', { name: 'Restart' }));
    await waitFor(() => {
      expect(api.history.post.map((request) => request.url)).toEqual(['user/bots/b1/restart']);
    });
  });

  it('starts a stopped bot at once, without asking', async () => {
    const api = await setUp([quiz]);
    api.onPost('user/bots/b2/start').reply(200, envelope({ status: 'starting' }));
    api.onGet('user/bots/b2').reply(200, envelope({ ...quiz, status: 'online', online: true }));
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: 'Quiz Master' });
    await user.click(within(row('Quiz Master')).getByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(api.history.post).toHaveLength(1);
    });
  });

  it('wraps a long name anywhere in the delete dialog', async () => {
    const long = myBot('b9', 'X'.repeat(64));
    await setUp([long]);
    const { user } = renderHome();

    await screen.findByRole('listitem', { name: long.name });
    const dialog = await openDelete(user, long.name);
    expect(within(dialog).getByRole('heading', { name: `Delete ${long.name}?` })).toHaveStyle({
      overflowWrap: 'anywhere',
    });
    expect(within(dialog).getByText(/and its settings will be removed/)).toHaveStyle({
      overflowWrap: 'anywhere',
    });
  });

  it('lists shared bots under Shared with you with their role, outside the plan count', async () => {
    const owner = { id: 'u-mika', username: 'Mika', avatar: '' };
    const adminBot = myBot('b7', 'Radio', { role: 'admin', owner });
    const viewerBot = myBot('b8', 'Arena', {
      role: 'viewer',
      owner,
      status: 'offline',
      online: false,
    });
    await setUp([helper, adminBot, viewerBot]);
    renderHome();

    const shared = await screen.findByRole('region', { name: 'Shared with you' });
    expect(within(shared).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'My bots' })).not.toContainElement(row('Radio'));
    expect(within(row('Radio')).getByText('Admin')).toBeVisible();
    expect(within(row('Arena')).getByText('Viewer')).toBeVisible();
    expect(
      within(row('Arena')).getByText(/Only its owner or an admin can start or stop it/),
    ).toBeVisible();
    expect(within(row('Arena')).getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(within(row('Radio')).getByRole('button', { name: 'Stop' })).toBeEnabled();
    // One owned bot of the Free plan's two: shared bots do not count.
    expect(screen.getByText('1 of 2 bots')).toBeVisible();
  });
});
