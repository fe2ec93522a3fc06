// The chaos table's rows of Home (src/testing/chaosTable.ts), every fault kind, in jest: the
// start-up profile check, the bot list, starting, stopping, restarting and deleting a bot, the
// notification centre, and logging out.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChaosCase, StepsTable } from '../testing/chaosRunner';
import { alertWith, retry, runChaosFile } from '../testing/chaosRunner';
import { FAULT_KINDS } from '../testing/chaosTable';
import { cookieValue } from '../testing/cookies';

const HOME = '/user/home';

const myBot = (name: string) =>
  within(screen.getByRole('region', { name: 'My bots' })).getByRole('listitem', { name });

/** Home with the profile and the demo user's three bots, in either language. */
const homeShown = async () => {
  expect(await screen.findByRole('listitem', { name: 'Echo Radio' })).toBeInTheDocument();
  expect(
    screen.getAllByRole('listitem', { name: /^(Deckhand|Echo Radio|Night Watch)$/ }),
  ).toHaveLength(3);
  expect(screen.getByRole('heading', { name: /^DemoUser\s?#0001$/ })).toBeInTheDocument();
};

const homeLoaded = async () => {
  await homeShown();
  expect(screen.queryByText(/Couldn't load/)).toBeNull();
};

async function statusIs(name: string, status: string) {
  await waitFor(() =>
    expect(within(myBot(name)).getByText(status, { exact: true })).toBeInTheDocument(),
  );
}

async function startDeckhand(c: ChaosCase) {
  await c.user.click(within(myBot('Deckhand')).getByRole('button', { name: 'Start' }));
}

async function stopEchoRadio(c: ChaosCase) {
  await c.user.click(within(myBot('Echo Radio')).getByRole('button', { name: 'Stop' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop Echo Radio?' });
  await c.user.click(within(dialog).getByRole('button', { name: 'Stop' }));
}

async function restartNightWatch(c: ChaosCase) {
  await c.user.click(
    within(myBot('Night Watch')).getByRole('button', { name: 'More actions for Night Watch' }),
  );
  await c.user.click(await screen.findByRole('menuitem', { name: 'Restart' }));
}

/** The bot settles once the provider's status check says so, a second after the action. */
async function settles(c: ChaosCase, name: string, status: string) {
  await c.tick(1000);
  await statusIs(name, status);
}

const deleteDialog = () => screen.findByRole('dialog', { name: 'Delete Echo Radio?' });

async function openDeleteDialog(c: ChaosCase) {
  await c.user.click(
    within(myBot('Echo Radio')).getByRole('button', { name: 'More actions for Echo Radio' }),
  );
  await c.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  await deleteDialog();
}

async function deleteEchoRadio(c: ChaosCase) {
  const dialog = await deleteDialog();
  const name = within(dialog).getByRole('textbox', { name: 'Bot name' });
  if ((name as HTMLInputElement).value !== 'Echo Radio') {
    await c.user.clear(name);
    await c.user.type(name, 'Echo Radio');
  }
  await c.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

async function echoRadioDeleted() {
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Delete Echo Radio?' })).toBeNull(),
  );
  expect(screen.queryByRole('listitem', { name: 'Echo Radio' })).toBeNull();
  expect(await screen.findByText('Deleted Echo Radio')).toBeInTheDocument();
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });
const bellList = () => screen.findByRole('dialog', { name: 'Notifications' });
const nightWatchAlert = async () =>
  within(await bellList()).findByRole('link', { name: /Night Watch: Bot token rejected/ });

/**
 * The bell has polled: it does every 30 s (at once too when its code loads after sign-in, but a
 * store started with its saga already there finds no session yet and waits for the next poll).
 */
async function bellPolled(c: ChaosCase) {
  await bell();
  await c.tick(30_000);
  expect(
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
  ).toBeInTheDocument();
}

async function openBell(c: ChaosCase) {
  await c.user.click(await bell());
  expect(await nightWatchAlert()).toBeInTheDocument();
}

async function markAllRead(c: ChaosCase) {
  await c.user.click(within(await bellList()).getByRole('button', { name: 'Mark all read' }));
}

async function stillUnread() {
  expect(await nightWatchAlert()).toHaveTextContent('New ·');
  expect(within(await bellList()).getByRole('button', { name: 'Mark all read' })).toBeEnabled();
}

async function allRead() {
  const list = await bellList();
  await waitFor(() => expect(within(list).queryByText(/New ·/)).toBeNull());
  // The bell counts none (the open list hides the bar from the accessibility tree).
  const bellButton = document.querySelector('header button[aria-haspopup="dialog"]');
  await waitFor(() => expect(bellButton).toHaveAttribute('aria-label', 'Notifications'));
}

const steps: StepsTable = {
  '/user/home · GET user/profile': {
    path: HOME,
    opens: true,
    // The start-up check: the profile from the cookie stays, a notice says what went wrong.
    failure: () => alertWith("Couldn't refresh your profile"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't refresh your profile"));
      await waitFor(() => expect(c.provider.calls('GET user/profile')).toBe(2));
      await homeLoaded();
    },
    afterSignIn: homeLoaded,
  },
  '/user/home · GET user/bots': {
    path: HOME,
    opens: true,
    failure: () => alertWith("Couldn't load your bots"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load your bots"));
      await homeLoaded();
    },
    afterSignIn: homeLoaded,
    loaded: homeShown,
  },
  '/user/home · POST user/bots/:id/start': {
    path: HOME,
    before: () => statusIs('Deckhand', 'Offline'),
    act: startDeckhand,
    failure: () => alertWith("Couldn't start Deckhand"),
    kept: async () => {
      await statusIs('Deckhand', 'Offline');
      expect(within(myBot('Deckhand')).getByRole('button', { name: 'Start' })).toBeEnabled();
    },
    recover: async (c) => {
      await startDeckhand(c);
      await settles(c, 'Deckhand', 'Online');
    },
    afterSignIn: async (c) => {
      await statusIs('Deckhand', 'Offline');
      await startDeckhand(c);
      await settles(c, 'Deckhand', 'Online');
    },
  },
  '/user/home · POST user/bots/:id/stop': {
    path: HOME,
    before: () => statusIs('Echo Radio', 'Online'),
    act: stopEchoRadio,
    failure: () => alertWith("Couldn't stop Echo Radio"),
    kept: () => statusIs('Echo Radio', 'Online'),
    recover: async (c) => {
      await stopEchoRadio(c);
      await settles(c, 'Echo Radio', 'Offline');
    },
    afterSignIn: async (c) => {
      await statusIs('Echo Radio', 'Online');
      await stopEchoRadio(c);
      await settles(c, 'Echo Radio', 'Offline');
    },
  },
  '/user/home · POST user/bots/:id/restart': {
    path: HOME,
    before: () => statusIs('Night Watch', 'Error'),
    act: restartNightWatch,
    failure: () => alertWith("Couldn't restart Night Watch"),
    kept: () => statusIs('Night Watch', 'Error'),
    recover: async (c) => {
      await restartNightWatch(c);
      await settles(c, 'Night Watch', 'Online');
    },
    afterSignIn: async (c) => {
      await homeShown();
      await restartNightWatch(c);
      await settles(c, 'Night Watch', 'Online');
    },
  },
  '/user/home · DELETE user/bots/:id': {
    path: HOME,
    before: async (c) => {
      await homeShown();
      await openDeleteDialog(c);
    },
    act: deleteEchoRadio,
    failure: async () => alertWith("Couldn't delete Echo Radio", await deleteDialog()),
    kept: async () => {
      const dialog = await deleteDialog();
      expect(within(dialog).getByRole('textbox', { name: 'Bot name' })).toHaveValue('Echo Radio');
      // The open dialog hides the page from the accessibility tree: the bot is still behind it.
      expect(
        screen.getByRole('listitem', { name: 'Echo Radio', hidden: true }),
      ).toBeInTheDocument();
    },
    recover: async (c) => {
      await deleteEchoRadio(c);
      await echoRadioDeleted();
    },
    afterSignIn: async (c) => {
      await homeShown();
      await openDeleteDialog(c);
      await deleteEchoRadio(c);
      await echoRadioDeleted();
    },
  },
  '/user/home (bell) · GET user/notifications': {
    path: HOME,
    // The bell has polled once; opening it asks again, and that is the call that fails.
    before: bellPolled,
    act: async (c) => {
      await c.user.click(await bell());
    },
    failure: async () => alertWith("Couldn't load your notifications", await bellList()),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load your notifications", await bellList()));
      expect(await nightWatchAlert()).toBeInTheDocument();
    },
    afterSignIn: openBell,
  },
  '/user/home (bell) · POST user/notifications/read': {
    path: HOME,
    before: async (c) => {
      await bellPolled(c);
      await openBell(c);
    },
    act: markAllRead,
    failure: () => alertWith("Couldn't mark the notifications as read"),
    kept: stillUnread,
    // The notice sits over the list's header: its Retry marks them all read again.
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't mark the notifications as read"));
      await allRead();
    },
    afterSignIn: async (c) => {
      await openBell(c);
      await stillUnread();
      await markAllRead(c);
      await allRead();
    },
  },
  'log out · POST auth/logout': {
    path: HOME,
    before: homeShown,
    act: async (c) => {
      await c.user.click(screen.getByRole('button', { name: 'Account menu for DemoUser#0001' }));
      await c.user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    },
    // Logging out ends the session here whatever the provider says: the app bar says so.
    failure: async () => {
      const bar = document.querySelector<HTMLElement>('header.bd-appbar');
      if (!bar) throw new Error('No app bar');
      return within(bar).findByRole('link', { name: 'Log in' });
    },
    recover: async (c) => {
      await waitFor(() => expect(c.app.router.state.location.pathname).toBe('/'));
      expect(cookieValue('token')).toBeUndefined();
      await act(() => c.app.router.navigate(HOME));
      await waitFor(() => expect(c.app.router.state.location.pathname).toBe('/user/login'));
      expect(new URLSearchParams(c.app.router.state.location.search).get('redirect')).toBe(HOME);
    },
    afterSignIn: homeLoaded,
  },
};

// Every kind in Chinese here (the sentences are one function's); one kind on each other screen.
runChaosFile('home', steps, { zhCN: { '/user/home · GET user/bots': FAULT_KINDS } });
