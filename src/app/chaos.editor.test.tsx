// The chaos table's rows of the bot form (src/testing/chaosTable.ts), every fault kind, in jest:
// creating a bot and editing one, with the tag catalogue each of them loads.
import { screen, waitFor } from '@testing-library/react';
import type { ChaosCase, StepsTable } from '../testing/chaosRunner';
import { alertWith, retry, runChaosFile } from '../testing/chaosRunner';
import { SEED_BOTS } from '../testing/chaosTable';

const NEW = '/user/bot/new';
const EDIT = `/user/bot/edit/${SEED_BOTS.deckhand}`;

const NEW_BOT = {
  name: 'Harbor Pilot',
  summary: 'Keeps the harbour tidy and the ships on time.',
  tags: ['Utility', 'Games'],
  invite: 'https://www.kookapp.cn/app/oauth2/authorize?id=99',
  token: '1/MTAwMDA=/harbor-pilot-token',
};

const EDITED = {
  summary: 'A summary that must survive every fault.',
  website: 'https://deckhand.example.com/',
};

// Fields by their labels, buttons by their text: the form is large, and a query by role computes
// the accessible name and visibility of every control on it, which in jsdom is most of a case's time.
const nameField = () => screen.getByLabelText(/^Name/);
const summaryField = () => screen.getByLabelText(/^Summary/);
const inviteField = () => screen.getByLabelText(/^Invite URL/);
const websiteField = () => screen.getByLabelText(/^Website/);
const tokenField = () => screen.getByLabelText(/^Bot token/);
const tagsBox = () => screen.getByLabelText(/^Tags/);
const button = (name: string) => screen.getByText(name, { selector: 'button' });

/** Puts `text` in a field as a paste over what is there: one input event, as a person's paste. */
async function fill(c: ChaosCase, input: HTMLElement, text: string) {
  if ((input as HTMLInputElement).value) await c.user.tripleClick(input);
  else await c.user.click(input);
  await c.user.paste(text);
}

async function formShown(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  // The form itself, once the plan's bot count is in.
  await screen.findByLabelText(/^Name/);
}

async function fillNewBot(c: ChaosCase) {
  await formShown('Create a bot');
  await fill(c, nameField(), NEW_BOT.name);
  await fill(c, summaryField(), NEW_BOT.summary);
  await c.user.click(tagsBox());
  for (const tag of NEW_BOT.tags) {
    await c.user.click(await screen.findByRole('option', { name: tag }));
  }
  await c.user.keyboard('{Escape}');
  await fill(c, inviteField(), NEW_BOT.invite);
  await fill(c, tokenField(), NEW_BOT.token);
}

/** The tags chosen, as the chips show them. */
const chosenTags = () =>
  [...(tagsBox().closest('.MuiAutocomplete-root')?.querySelectorAll('.MuiChip-label') ?? [])].map(
    (chip) => chip.textContent,
  );

function newBotKept(withToken = true) {
  expect(nameField()).toHaveValue(NEW_BOT.name);
  expect(summaryField()).toHaveValue(NEW_BOT.summary);
  expect(inviteField()).toHaveValue(NEW_BOT.invite);
  expect(chosenTags()).toEqual(NEW_BOT.tags);
  if (withToken) expect(tokenField()).toHaveValue(NEW_BOT.token);
}

async function botCreated(c: ChaosCase) {
  await c.user.click(button('Create bot'));
  await waitFor(() =>
    expect(c.app.router.state.location.pathname).toMatch(/^\/user\/bot\/set\/b\d+$/),
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: `Configure ${NEW_BOT.name}` }),
  ).toBeInTheDocument();
  expect(c.provider.state.bots[0]).toMatchObject({
    name: NEW_BOT.name,
    tags: ['utility', 'games'],
  });
}

async function editBot(c: ChaosCase) {
  await editLoaded();
  await fill(c, summaryField(), EDITED.summary);
  await fill(c, websiteField(), EDITED.website);
}

function editKept() {
  expect(summaryField()).toHaveValue(EDITED.summary);
  expect(websiteField()).toHaveValue(EDITED.website);
}

async function editSaved(c: ChaosCase) {
  await c.user.click(button('Save changes'));
  await waitFor(() => expect(c.app.router.state.location.pathname).toBe('/user/home'));
  expect(await screen.findByText('Saved', { exact: true })).toBeInTheDocument();
  expect(c.provider.state.bots.find((bot) => bot.id === SEED_BOTS.deckhand)).toMatchObject({
    summary: EDITED.summary,
    website: EDITED.website,
  });
}

/** The catalogue is in: the tags the bot has not got yet are offered. */
async function tagsOffered(c: ChaosCase) {
  expect(screen.queryByText(/Couldn't load the tags/)).toBeNull();
  await c.user.click(tagsBox());
  expect(await screen.findAllByRole('option')).not.toHaveLength(0);
  expect(screen.queryByText('No matching tags')).toBeNull();
  await c.user.keyboard('{Escape}');
}

async function restoreDraft(c: ChaosCase) {
  const offer = await alertWith('Restore your unsaved changes?');
  await retry(c, offer, 'Restore');
}

/** The form with the bot's profile in it, in either language. */
const editLoaded = async () => {
  expect(await screen.findByDisplayValue('Deckhand')).toBeInTheDocument();
};

const tagsFailure = () => screen.findByText(/^Couldn't load the tags: /);

const steps: StepsTable = {
  '/user/bot/new · GET bots/tags': {
    path: NEW,
    opens: true,
    failure: tagsFailure,
    recover: async (c) => {
      await c.user.click(button('Try again'));
      await tagsOffered(c);
    },
    afterSignIn: async (c) => {
      await formShown('Create a bot');
      await tagsOffered(c);
    },
    // The form, in either language.
    loaded: async () => {
      expect(await screen.findAllByRole('textbox')).not.toHaveLength(0);
    },
  },
  '/user/bot/new · POST user/bots': {
    path: NEW,
    before: fillNewBot,
    act: async (c) => {
      await c.user.click(button('Create bot'));
    },
    failure: () => alertWith("Couldn't create the bot"),
    kept: async () => {
      newBotKept();
    },
    recover: botCreated,
    afterSignIn: async (c) => {
      await formShown('Create a bot');
      await restoreDraft(c);
      // The token is never kept in a draft (the offer says so): the rest must be.
      newBotKept(false);
      await fill(c, tokenField(), NEW_BOT.token);
      await botCreated(c);
    },
  },
  '/user/bot/edit/:id · GET user/bots/:id': {
    path: EDIT,
    opens: true,
    failure: () => alertWith("Couldn't load this bot"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load this bot"));
      await editLoaded();
    },
    afterSignIn: editLoaded,
    loaded: editLoaded,
  },
  '/user/bot/edit/:id · GET bots/tags': {
    path: EDIT,
    opens: true,
    failure: tagsFailure,
    recover: async (c) => {
      await c.user.click(button('Try again'));
      await tagsOffered(c);
    },
    afterSignIn: async (c) => {
      await editLoaded();
      await tagsOffered(c);
    },
  },
  '/user/bot/edit/:id · PUT user/bots/:id': {
    path: EDIT,
    before: editBot,
    act: async (c) => {
      await c.user.click(button('Save changes'));
    },
    failure: () => alertWith("Couldn't save the bot"),
    kept: async () => {
      editKept();
    },
    recover: editSaved,
    afterSignIn: async (c) => {
      await editLoaded();
      await restoreDraft(c);
      editKept();
      await editSaved(c);
    },
  },
};

runChaosFile('editor', steps, {
  zhCN: {
    '/user/bot/new · GET bots/tags': ['http500'],
    '/user/bot/edit/:id · GET user/bots/:id': ['expired'],
  },
});
