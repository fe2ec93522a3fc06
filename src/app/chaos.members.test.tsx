// The chaos table's rows of Configure's Members tab (src/testing/chaosTable.ts), every fault kind,
// in jest: the list, inviting, changing a role and removing a member.
import { screen, waitFor, within } from '@testing-library/react';
import type { ChaosCase, StepsTable } from '../testing/chaosRunner';
import { alertWith, openTabPanel, retry, runChaosFile } from '../testing/chaosRunner';
import { SEED_BOTS } from '../testing/chaosTable';

const MEMBERS = `/user/bot/set/${SEED_BOTS.deckhand}?tab=members`;

const membersPanel = openTabPanel;
const akiRow = async () => within(await membersPanel()).findByText(/^Aki/);
const membersLoaded = async () => {
  expect(await akiRow()).toBeInTheDocument();
};
/** Aki among the members, in either language. */
const membersShown = async () => {
  expect(await screen.findAllByText(/^Aki/)).not.toHaveLength(0);
};
const inviteForm = async () =>
  within(await membersPanel()).findByRole('form', { name: 'Invite a member' });
const kookUser = async () => within(await inviteForm()).getByLabelText(/^KOOK user/);

async function inviteAlice(c: ChaosCase) {
  await c.user.click(within(await inviteForm()).getByText('Invite', { selector: 'button' }));
}

async function typeAlice(c: ChaosCase) {
  await membersLoaded();
  await c.user.click(await kookUser());
  await c.user.paste('Alice#1234');
}

async function aliceInvited() {
  expect(await screen.findByText('Alice#1234 can now use this bot')).toBeInTheDocument();
  expect(await within(await membersPanel()).findByText(/^Alice/)).toBeInTheDocument();
}

const akiRole = async () =>
  within(await membersPanel()).findByRole('combobox', { name: 'Role of Aki#0417' });

async function makeAkiAdmin(c: ChaosCase) {
  await c.user.click(await akiRole());
  await c.user.click(await screen.findByRole('option', { name: 'Admin' }));
}

async function akiIsAdmin() {
  expect(await screen.findByText('Role changed')).toBeInTheDocument();
  const members = await membersPanel();
  await waitFor(() =>
    expect(within(members).getByRole('combobox', { name: 'Role of Aki#0417' })).toHaveTextContent(
      'Admin',
    ),
  );
}

async function removeAki(c: ChaosCase) {
  if (!screen.queryByRole('dialog', { name: 'Remove Aki#0417?' })) {
    await c.user.click(
      within(await membersPanel()).getByRole('button', { name: 'Remove Aki#0417' }),
    );
  }
  const question = await screen.findByRole('dialog', { name: 'Remove Aki#0417?' });
  await c.user.click(within(question).getByRole('button', { name: 'Remove' }));
}

async function akiRemoved() {
  expect(await screen.findByText('Member removed')).toBeInTheDocument();
  const members = await membersPanel();
  await waitFor(() => expect(within(members).queryByText(/^Aki/)).toBeNull());
}

const steps: StepsTable = {
  '/user/bot/set/:id?tab=members · GET user/bots/:id/members': {
    path: MEMBERS,
    opens: true,
    failure: () => alertWith("Couldn't load the members"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load the members"));
      await membersLoaded();
    },
    afterSignIn: membersLoaded,
    loaded: membersShown,
  },
  '/user/bot/set/:id?tab=members · POST user/bots/:id/members': {
    path: MEMBERS,
    before: typeAlice,
    act: inviteAlice,
    failure: () => alertWith("Couldn't invite"),
    kept: async () => {
      expect(await kookUser()).toHaveValue('Alice#1234');
    },
    // Invite again: the same attempt, so one that went through answers with Alice, not "already".
    recover: async (c) => {
      await inviteAlice(c);
      await aliceInvited();
    },
    afterSignIn: async (c) => {
      await typeAlice(c);
      await inviteAlice(c);
      await aliceInvited();
    },
  },
  '/user/bot/set/:id?tab=members · PUT user/bots/:id/members/:userId': {
    path: MEMBERS,
    before: membersLoaded,
    act: makeAkiAdmin,
    failure: () => alertWith("Couldn't change the role"),
    kept: async () => {
      expect(await akiRole()).toHaveTextContent('Viewer');
    },
    recover: async (c) => {
      await makeAkiAdmin(c);
      await akiIsAdmin();
    },
    afterSignIn: async (c) => {
      await membersLoaded();
      await makeAkiAdmin(c);
      await akiIsAdmin();
    },
  },
  '/user/bot/set/:id?tab=members · DELETE user/bots/:id/members/:userId': {
    path: MEMBERS,
    before: membersLoaded,
    act: removeAki,
    failure: () => alertWith("Couldn't remove the member"),
    kept: async () => {
      expect(await akiRow()).toBeInTheDocument();
    },
    recover: async (c) => {
      await removeAki(c);
      await akiRemoved();
    },
    afterSignIn: async (c) => {
      await membersLoaded();
      await removeAki(c);
      await akiRemoved();
    },
  },
};

runChaosFile('members', steps, {
  zhCN: { '/user/bot/set/:id?tab=members · GET user/bots/:id/members': ['http500'] },
});
