// The chaos table's rows of the public pages and of signing in (src/testing/chaosTable.ts), every
// fault kind, in jest: the directory, a bot's page and its view beacon, the login page and KOOK's
// callback.
import { act, screen, waitFor, within } from '@testing-library/react';
import { replacePage } from '../lib/location';
import type { ChaosCase, StepsTable } from '../testing/chaosRunner';
import { alertWith, retry, runChaosFile } from '../testing/chaosRunner';
import { SEED_BOTS } from '../testing/chaosTable';

jest.mock('../lib/location');

const PUBLIC_BOT = `/bot/${SEED_BOTS.publicBot}`;
const CALLBACK = '/kook/auth?code=c-1&state=s-1';

/** The directory's cards and tag chips (buttons once the tags are in), in any language. */
const directoryShown = async () => {
  expect(await screen.findByRole('heading', { name: 'Lantern' })).toBeInTheDocument();
  const chips = await screen.findByRole('group', { name: /^(Filter by tag|按标签筛选)$/ });
  expect(await within(chips).findAllByRole('button')).not.toHaveLength(0);
};

const directoryLoaded = async () => {
  expect(await screen.findByText(/^\d+ bots?$/)).toBeInTheDocument();
  await directoryShown();
  expect(screen.queryByText(/Couldn't load/)).toBeNull();
};

/** The bot's page: its name, and the tag named from the catalogue (the id is shown without it). */
const botPageShown = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Lantern' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Utility' })).toBeInTheDocument();
};

const botPageLoaded = async () => {
  await botPageShown();
  expect(await screen.findByText(/^Servers: [\d,]+ today/)).toBeInTheDocument();
  expect(screen.queryByText(/Couldn't load/)).toBeNull();
};

const homeLoaded = async (c: ChaosCase) => {
  await waitFor(() => expect(c.app.router.state.location.pathname).toBe('/user/home'));
  expect(await screen.findByRole('listitem', { name: 'Echo Radio' })).toBeInTheDocument();
};

/** On the login page: Log in with KOOK, consent on KOOK (it sends the browser back), land Home. */
async function completeSignIn(c: ChaosCase) {
  const leave = jest.mocked(replacePage);
  leave.mockClear();
  await c.user.click(await screen.findByRole('button', { name: 'Log in with KOOK' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith(expect.stringContaining('state=s-1')));
  // KOOK's consent page sends the browser back to the callback with a code.
  await act(() => c.app.router.navigate(CALLBACK));
  await homeLoaded(c);
}

const steps: StepsTable = {
  '/ · GET bots': {
    path: '/',
    opens: true,
    failure: () => alertWith("Couldn't load bots"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load bots"));
      await directoryLoaded();
    },
    afterSignIn: directoryLoaded,
    loaded: directoryShown,
  },
  '/ · GET bots/tags': {
    path: '/',
    opens: true,
    failure: async () => {
      const message = await screen.findByText(/^Couldn't load the tags:/);
      return message;
    },
    recover: async (c) => {
      const message = await screen.findByText(/^Couldn't load the tags:/);
      await c.user.click(
        within(message.parentElement ?? document.body).getByRole('button', { name: 'Retry' }),
      );
      await directoryLoaded();
    },
    afterSignIn: directoryLoaded,
  },
  '/bot/:id · GET bots/:id': {
    path: PUBLIC_BOT,
    opens: true,
    failure: () => alertWith("Couldn't load this bot"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load this bot"));
      await botPageLoaded();
    },
    afterSignIn: botPageLoaded,
    loaded: botPageShown,
  },
  '/bot/:id · GET bots/:id/stats': {
    path: PUBLIC_BOT,
    opens: true,
    failure: () => alertWith("Couldn't load the server history"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load the server history"));
      await botPageLoaded();
    },
    afterSignIn: botPageLoaded,
  },
  '/bot/:id · GET bots/tags': {
    path: PUBLIC_BOT,
    opens: true,
    failure: () => screen.findByText(/^Couldn't load the tag names: /),
    recover: async (c) => {
      const message = await screen.findByText(/^Couldn't load the tag names: /);
      await c.user.click(
        within(message.parentElement ?? document.body).getByRole('button', { name: 'Retry' }),
      );
      await botPageLoaded();
    },
    afterSignIn: botPageLoaded,
  },
  '/bot/:id · POST bots/:id/events': {
    path: PUBLIC_BOT,
    opens: true,
    // The view is sent once the page shows the bot and has been painted; its answer is no one's.
    failure: async (c) => {
      await botPageLoaded();
      await waitFor(() => expect(c.provider.calls('POST bots/:id/events')).toBe(1));
      return screen.getByRole('heading', { level: 1, name: 'Lantern' });
    },
    // "Recovering" from a lost beacon is not sending it again: a view is counted at most once per
    // browser session (docs/product.md §8.5), and a failed answer may still have been counted (a
    // delayed or garbled one), so a retry could count it twice. What must hold is that the page
    // goes on: the invite click, an event of its own, is still sent, and the view is not resent.
    recover: async (c) => {
      document.addEventListener('click', (event) => event.preventDefault(), {
        capture: true,
        once: true,
      });
      await c.user.click(screen.getByRole('link', { name: /^Invite/ }));
      await waitFor(() => expect(c.provider.calls('POST bots/:id/events')).toBe(2));
      expect(c.provider.state.beacons.at(-1)?.body).toBe('{"type":"invite"}');
      expect(screen.queryByRole('alert')).toBeNull();
      await botPageLoaded();
    },
    afterSignIn: botPageLoaded,
  },
  '/user/login · GET auth/kook/authorize': {
    path: '/user/login',
    before: async () => {
      await screen.findByRole('button', { name: 'Log in with KOOK' });
    },
    act: async (c) => {
      await c.user.click(screen.getByRole('button', { name: 'Log in with KOOK' }));
    },
    failure: () => alertWith("Couldn't start signing in"),
    recover: completeSignIn,
    afterSignIn: homeLoaded,
  },
  '/kook/auth · POST auth/kook/token': {
    path: CALLBACK,
    opens: true,
    // The login this callback answers, started in this tab.
    before: async () => {
      sessionStorage.setItem(
        'botdeck:oauth',
        JSON.stringify({ state: 's-1', redirect: '/user/home' }),
      );
    },
    failure: () => alertWith('Sign-in failed'),
    recover: async (c) => {
      await c.user.click(screen.getByRole('link', { name: 'Back to login' }));
      await completeSignIn(c);
    },
    afterSignIn: homeLoaded,
    loaded: homeLoaded,
  },
};

runChaosFile('public', steps, {
  zhCN: {
    '/ · GET bots': ['delay'],
    '/bot/:id · GET bots/:id': ['malformed'],
    '/kook/auth · POST auth/kook/token': ['html'],
  },
});
