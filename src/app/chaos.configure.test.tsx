// The chaos table's rows of Configure's settings (src/testing/chaosTable.ts), every fault kind, in
// jest: the bot and its settings as the screen loads them, saving the settings, and the webhook
// check.
import { screen, waitFor, within } from '@testing-library/react';
import type { ChaosCase, StepsTable } from '../testing/chaosRunner';
import { alertWith, retry, runChaosFile } from '../testing/chaosRunner';
import { SEED_BOTS } from '../testing/chaosTable';

const DECKHAND = `/user/bot/set/${SEED_BOTS.deckhand}`;
const ECHO_RADIO = `/user/bot/set/${SEED_BOTS.echoRadio}`;

const SETTINGS = { prefix: '?', welcome: 'Ahoy {user}!' };

// Fields by their labels and buttons by their text: a query by role computes the name and
// visibility of every control of this long form, which in jsdom is most of a case's time.
const prefixField = () => screen.getByLabelText(/^Command prefix/);
const welcomeField = () => screen.getByLabelText(/^Message/);
const button = (name: string) => screen.getByText(name, { selector: 'button' });

/** The settings of the bot, in either language: its prefix in the form. */
const settingsShown = async () => {
  expect(await screen.findByDisplayValue('Welcome {user}!')).toBeInTheDocument();
};

const settingsLoaded = async () => {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Configure Deckhand' }),
  ).toBeInTheDocument();
  await settingsShown();
  expect(prefixField()).toHaveValue('!');
};

/** Puts `text` in a field as a paste over what is there: one input event, as a person's paste. */
async function fill(c: ChaosCase, input: HTMLElement, text: string) {
  await c.user.tripleClick(input);
  await c.user.paste(text);
}

async function editSettings(c: ChaosCase) {
  await settingsLoaded();
  await fill(c, prefixField(), SETTINGS.prefix);
  await fill(c, welcomeField(), SETTINGS.welcome);
}

function settingsKept() {
  expect(prefixField()).toHaveValue(SETTINGS.prefix);
  expect(welcomeField()).toHaveValue(SETTINGS.welcome);
  expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
}

async function settingsSaved(c: ChaosCase) {
  await c.user.click(button('Save changes'));
  expect(await screen.findByText('Saved', { exact: true })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull());
  expect(prefixField()).toHaveValue(SETTINGS.prefix);
  expect(c.provider.state.settings[SEED_BOTS.deckhand]?.behaviour).toMatchObject({
    prefix: SETTINGS.prefix,
    welcome: { message: SETTINGS.welcome },
  });
}

const webhookVerified = async () => {
  const check = await screen.findByRole('region', { name: 'Webhook verification' });
  await waitFor(() => expect(within(check).getByRole('status')).toHaveTextContent(/^Verified /));
};

const loadFailed = () => alertWith("Couldn't load this bot's settings");

const steps: StepsTable = {
  '/user/bot/set/:id · GET user/bots/:id': {
    path: DECKHAND,
    opens: true,
    failure: loadFailed,
    recover: async (c) => {
      await retry(c, await loadFailed());
      await settingsLoaded();
    },
    afterSignIn: settingsLoaded,
    loaded: settingsShown,
  },
  '/user/bot/set/:id · GET user/bots/:id/settings': {
    path: DECKHAND,
    opens: true,
    failure: loadFailed,
    recover: async (c) => {
      await retry(c, await loadFailed());
      await settingsLoaded();
    },
    afterSignIn: settingsLoaded,
  },
  '/user/bot/set/:id · PUT user/bots/:id/settings': {
    path: DECKHAND,
    before: editSettings,
    act: async (c) => {
      await c.user.click(button('Save changes'));
    },
    failure: () => alertWith("Couldn't save the settings"),
    kept: async () => {
      settingsKept();
    },
    recover: settingsSaved,
    // What was typed comes back as a draft after signing in again.
    afterSignIn: async (c) => {
      await settingsLoaded();
      await retry(c, await alertWith('Restore your unsaved changes?'), 'Restore');
      settingsKept();
      await settingsSaved(c);
    },
  },
  '/user/bot/set/:id · GET user/bots/:id/webhook': {
    path: ECHO_RADIO,
    opens: true,
    failure: () => alertWith("Couldn't check the webhook"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't check the webhook"));
      await webhookVerified();
    },
    afterSignIn: webhookVerified,
  },
};

runChaosFile('configure', steps, { zhCN: { '/user/bot/set/:id · GET user/bots/:id': ['delay'] } });
