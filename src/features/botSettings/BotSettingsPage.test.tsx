import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/renderWithProviders';
import { heldReply } from '../../testing/http';
import { botSettings, demoUser, envelope, failure, myBot } from '../../testing/fixtures';
import { draftKey, writeDraft } from '../../lib/drafts';
import type { BotSettings } from '../../api/schemas';
import { signedIn } from '../session';
import {
  forgetSession,
  keyword,
  openSettings,
  saveButton,
  signedInApi,
  slow,
} from './botSettingsTesting';
import { formValuesOf } from './settingsFormValues';

// The save bar shows only while there is something to save (it is in the page from the start,
// hidden, so that its styles are there before the first keystroke).
const expectNoSaveBar = () =>
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
/** Text that is not shown: absent, or in the hidden save bar. */
const expectNotShown = (text: string) => {
  const element = screen.queryByText(text);
  if (element) expect(element).not.toBeVisible();
};
const sentSettings = (api: Awaited<ReturnType<typeof openSettings>>['api'], index = 0) =>
  JSON.parse(api.history.put[index].data as string) as Record<string, unknown> & {
    behaviour: BotSettings['behaviour'];
  };

afterEach(forgetSession);

describe('BotSettingsPage', () => {
  it('shows every section with the loaded settings', async () => {
    await openSettings();
    expect(document.title).toBe('Configure bot · Botdeck');
    for (const name of ['Connection', 'Behaviour', 'Runtime', 'Danger zone']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'WebSocket' })).toBeChecked();
    expect(screen.getByText('Current token:')).toHaveTextContent('Current token: 1/MT****Q2');
    expect(screen.getByRole('textbox', { name: /^command prefix/i })).toHaveValue('!');
    expect(screen.getByTestId('welcome-preview')).toHaveTextContent('Welcome @DemoUser!');
    expect(keyword(1)).toHaveValue('hello');
    expect(keyword(2)).toHaveValue('help');
  });

  it('uses one button style per role', async () => {
    const { user } = await openSettings();
    const button = (name: string) => screen.getByRole('button', { name });
    for (const name of ['Edit profile', 'Public page']) {
      expect(screen.getByRole('link', { name })).toHaveClass('MuiButton-outlined');
    }
    for (const name of ['Replace token', 'Add rule', 'Add', 'Start', 'Stop', 'Restart']) {
      expect(button(name)).toHaveClass('MuiButton-outlined');
    }
    expect(button('Delete bot')).toHaveClass('MuiButton-outlined', 'MuiButton-colorError');
    await user.click(button('Replace token'));
    expect(button('Keep the current token')).toHaveClass('MuiButton-outlined');
    await user.type(screen.getByLabelText(/^new bot token/i), 'new-token');
    expect(button('Discard changes')).toHaveClass('MuiButton-outlined');
    expect(saveButton()).toHaveClass('MuiButton-contained');
  });

  it('shows the save bar only when something changed, and not once it is changed back', async () => {
    const { user } = await openSettings();
    expectNoSaveBar();
    expect(screen.queryByText('No unsaved changes')).not.toBeInTheDocument();
    const prefix = screen.getByRole('textbox', { name: /^command prefix/i });
    await user.clear(prefix);
    await user.type(prefix, '?');
    expect(saveButton()).toBeEnabled();
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await user.clear(prefix);
    await user.type(prefix, '!');
    expectNoSaveBar();

    await user.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    expect(saveButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    expectNoSaveBar();
  });

  it('offers a kept draft with no save bar beside it, and shows the bar once it is restored', async () => {
    writeDraft('/user/bot/set/7', {
      ...formValuesOf(botSettings),
      behaviour: { ...botSettings.behaviour, prefix: '?' },
    });
    const { user } = await openSettings();
    expect(screen.getByText('Restore your unsaved changes?')).toBeInTheDocument();
    // The form itself is as loaded until the draft is taken: nothing to save, and no bar saying so.
    expect(screen.getByRole('textbox', { name: /^command prefix/i })).toHaveValue('!');
    expectNoSaveBar();
    expect(screen.queryByText('No unsaved changes')).not.toBeInTheDocument();
    expectNotShown('You have unsaved changes');

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.queryByText('Restore your unsaved changes?')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^command prefix/i })).toHaveValue('?');
    expect(screen.getByText('You have unsaved changes')).toBeVisible();
    expect(saveButton()).toBeEnabled();
  });

  it('ends the offer of older changes once a save succeeds', async () => {
    writeDraft('/user/bot/set/7', {
      ...formValuesOf(botSettings),
      behaviour: { ...botSettings.behaviour, prefix: '?' },
    });
    const { api, user } = await openSettings();
    expect(screen.getByText('Restore your unsaved changes?')).toBeInTheDocument();
    api.onPut('user/bots/7/settings').reply(200, envelope(botSettings));
    // The user types on over the offer instead of answering it, and saves.
    const prefix = screen.getByRole('textbox', { name: /^command prefix/i });
    await user.clear(prefix);
    await user.type(prefix, '$');
    await user.click(saveButton());
    expect(await screen.findByText('Saved', {}, slow)).toBeInTheDocument();
    // Restore would bring back what the save just replaced.
    expect(screen.queryByText('Restore your unsaved changes?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('drops a kept draft on Discard and still shows no save bar', async () => {
    writeDraft('/user/bot/set/7', {
      ...formValuesOf(botSettings),
      behaviour: { ...botSettings.behaviour, prefix: '?' },
    });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Restore your unsaved changes?')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey('/user/bot/set/7'))).toBeNull();
    expect(screen.getByRole('textbox', { name: /^command prefix/i })).toHaveValue('!');
    expectNoSaveBar();
  });

  it('takes the save bar away when the changes a failed save was about are discarded', async () => {
    const { api, user } = await openSettings();
    api.onPut('user/bots/7/settings').reply(500, failure(500000, 'Provider down'));
    const prefix = screen.getByRole('textbox', { name: /^command prefix/i });
    await user.clear(prefix);
    await user.type(prefix, '?');
    await user.click(saveButton());
    expect(await screen.findByText("Couldn't save the settings")).toBeVisible();
    expect(screen.getByText('You have unsaved changes')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(prefix).toHaveValue('!');
    expectNoSaveBar();
    expect(screen.queryByText('No unsaved changes')).not.toBeInTheDocument();
    expectNotShown("Couldn't save the settings");
    expectNotShown('You have unsaved changes');
  });

  it('adds, removes and reorders auto-reply rules, and saves them in that order', async () => {
    const { api, user } = await openSettings();
    api.onPut('user/bots/7/settings').reply((config) => {
      const input = JSON.parse(config.data as string) as BotSettings;
      return [
        200,
        envelope({
          ...botSettings,
          behaviour: input.behaviour,
          updatedAt: '2026-02-01T00:00:00.000Z',
        }),
      ];
    });

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getAllByRole('listitem', { name: /^Rule \d$/ })).toHaveLength(3);
    expect(keyword(3)).toHaveFocus();
    await user.type(keyword(3), 'bye');
    await user.type(
      within(screen.getByRole('listitem', { name: 'Rule 3' })).getByRole('textbox', {
        name: /^reply/i,
      }),
      'See you',
    );
    await user.click(screen.getByRole('button', { name: 'Move rule 3 up' }));
    expect(keyword(2)).toHaveValue('bye');
    expect(keyword(3)).toHaveValue('help');
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(screen.getAllByRole('listitem', { name: /^Rule \d$/ })).toHaveLength(2);
    expect(keyword(1)).toHaveValue('bye');
    expect(screen.getByRole('button', { name: 'Move rule 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move rule 2 down' })).toBeDisabled();

    await user.click(saveButton());
    expect(await screen.findByText('Saved', undefined, slow)).toBeInTheDocument();
    const sent = sentSettings(api).behaviour.autoReplies;
    expect(sent.map((rule) => rule.keyword)).toEqual(['bye', 'help']);
    expect(sent[0]).toMatchObject({ match: 'contains', reply: 'See you' });
    expect(sent[0].id).toMatch(/^[\w-]{21}$/);
    expect(sent[1].id).toBe('r2');
    expect(sentSettings(api)).not.toHaveProperty('token');
    // What was saved is the new "unchanged".
    await waitFor(expectNoSaveBar);
  });

  it('stops adding rules at 50 and says why', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => ({
      id: `r${i}`,
      keyword: `k${i}`,
      match: 'exact' as const,
      reply: 'r',
    }));
    await openSettings(myBot, {
      ...botSettings,
      behaviour: { ...botSettings.behaviour, autoReplies: fifty },
    });
    const add = screen.getByRole('button', { name: 'Add rule' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      "You've reached the limit of 50 rules. Remove one to add another.",
    );
    // Fifty rules' fields take jsdom several seconds to draw (a browser, well under one): the time is
    // jsdom's, so this test alone gets longer.
  }, 90_000);

  it('puts the provider’s field errors on nested fields', async () => {
    const { api, user } = await openSettings();
    api.onPut('user/bots/7/settings').reply(
      200,
      failure(400001, 'Invalid input', {
        fields: {
          'behaviour.autoReplies.1.keyword': 'validation.tooLong?max=50',
          'behaviour.welcome.channelId': 'validation.digits',
          'connection.somethingNew': 'Not allowed here',
        },
      }),
    );
    await user.clear(screen.getByRole('textbox', { name: /^command prefix/i }));
    await user.type(screen.getByRole('textbox', { name: /^command prefix/i }), '?');
    await user.click(saveButton());
    expect(await screen.findByText('Use at most 50 characters')).toBeInTheDocument();
    expect(keyword(2)).toHaveAccessibleDescription(/Use at most 50 characters/);
    expect(screen.getByRole('textbox', { name: /^channel id/i })).toHaveAccessibleDescription(
      /Use digits only/,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Couldn't save the settings");
    expect(alert).toHaveTextContent('Not allowed here');
    expect(screen.getByRole('textbox', { name: /^command prefix/i })).toHaveValue('?');
  });

  it('checks the rules before sending', async () => {
    const { api, user } = await openSettings();
    const prefix = screen.getByRole('textbox', { name: /^command prefix/i });
    await user.type(prefix, '!!!');
    await user.tab();
    expect(prefix).toHaveAccessibleDescription(/Use at most 3 characters/);
    await user.click(saveButton());
    expect(api.history.put).toHaveLength(0);
  });

  it('shows webhook settings with a copyable callback URL', async () => {
    const callbackUrl = 'https://demo.example/api/v2/kook/callback/7';
    const { user } = await openSettings(myBot, {
      ...botSettings,
      connection: { ...botSettings.connection, mode: 'webhook', callbackUrl },
    });
    expect(screen.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(callbackUrl);
    await user.click(screen.getByRole('button', { name: 'Copy callback URL' }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(callbackUrl);
    expect(await screen.findByText('Callback URL copied', undefined, slow)).toBeInTheDocument();
    // A secret: masked, as the bot token is (ConnectionSection.test.tsx).
    expect(screen.getByLabelText(/^verify token/i)).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'WebSocket' }));
    expect(screen.queryByRole('textbox', { name: 'Callback URL' })).not.toBeInTheDocument();
  });

  it('replaces the token only when asked, as a hidden field', async () => {
    const { api, user } = await openSettings();
    api.onPut('user/bots/7/settings').reply(200, envelope(botSettings));
    await user.click(screen.getByRole('button', { name: 'Replace token' }));
    const field = screen.getByLabelText(/^new bot token/i);
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 'new-token');
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    await waitFor(() => expect(api.history.put).toHaveLength(1));
    expect(sentSettings(api).token).toBe('new-token');
  });

  it('previews the welcome message live', async () => {
    const { user } = await openSettings();
    const message = screen.getByRole('textbox', { name: /^message/i });
    await user.clear(message);
    await user.type(message, 'Hi {{user}, and {{user} again');
    expect(screen.getByTestId('welcome-preview')).toHaveTextContent(
      'Hi @DemoUser, and @DemoUser again',
    );
  });

  it('adds and removes filter words', async () => {
    const { api, user } = await openSettings();
    api.onPut('user/bots/7/settings').reply(200, envelope(botSettings));
    const input = screen.getByRole('textbox', { name: 'Add a word' });
    await user.type(input, 'spam{Enter}');
    expect(input).toHaveAccessibleDescription('That word is already on the list');
    await user.clear(input);
    await user.type(input, 'scam{Enter}');
    const words = screen.getByRole('list', { name: 'Blocked words' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['spam', 'scam']);
    await user.click(screen.getByRole('button', { name: 'Remove spam' }));
    await user.click(saveButton());
    await waitFor(() => expect(api.history.put).toHaveLength(1));
    expect(sentSettings(api).behaviour.keywordFilter.words).toEqual(['scam']);
  });

  it('starts the bot through the runtime', async () => {
    const { api, user } = await openSettings();
    api.onPost('user/bots/7/start').reply(200, envelope({ status: 'starting' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.history.post).toHaveLength(1));
    expect(screen.getAllByText('Starting').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('shows the last error as text', async () => {
    await openSettings({ ...myBot, status: 'error', lastError: '<b>KOOK refused the token</b>' });
    expect(screen.getByText('<b>KOOK refused the token</b>')).toBeInTheDocument();
  });

  it('deletes only after the exact name is typed', async () => {
    const { api, user, router } = await openSettings();
    api.onDelete('user/bots/7').reply(200, envelope(null));
    await user.click(screen.getByRole('button', { name: 'Delete bot' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Helper?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const name = within(dialog).getByRole('textbox', { name: 'Bot name' });
    expect(confirm).toBeDisabled();
    await user.type(name, 'helper');
    expect(confirm).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Helper ');
    expect(confirm).toBeDisabled();
    await user.type(name, '{Backspace}');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
    expect(api.history.delete).toHaveLength(1);
    expect(await screen.findByText('Helper was deleted', undefined, slow)).toBeInTheDocument();
  });

  it('takes a bot that is already gone as deleted', async () => {
    const { api, user, router } = await openSettings();
    api.onDelete('user/bots/7').reply(404, failure(400004, 'Bot not found'));
    await user.click(screen.getByRole('button', { name: 'Delete bot' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Helper?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Bot name' }), 'Helper');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
    expect(await screen.findByText('Helper was deleted', undefined, slow)).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown bot and a clear message for another’s', async () => {
    const api = await signedInApi();
    api.onGet('user/bots/99').reply(200, failure(400004, 'Bot not found'));
    api.onGet('user/bots/99/settings').reply(200, failure(400004, 'Bot not found'));
    renderApp({ path: '/user/bot/set/99' });
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found' }, slow),
    ).toBeInTheDocument();
  });

  it('says when a save fails after the user has left, keeping the draft and the way back', async () => {
    const { api, user, router } = await openSettings();
    const { reply, answer } = heldReply();
    api.onPut('user/bots/7/settings').replyOnce(reply);
    const prefix = screen.getByRole('textbox', { name: /^command prefix/i });
    await user.clear(prefix);
    await user.type(prefix, '?');
    await user.click(saveButton());
    await screen.findByRole('button', { name: 'Saving…' });
    // Nothing typed is lost while it is being saved, so leaving is not held back.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'My bots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
    answer([500, failure(500000, 'Provider down')]);

    const notice = await screen.findByText(
      "Couldn't save the settings of “Helper”",
      undefined,
      slow,
    );
    expect(router.state.location.pathname).toBe('/user/home');
    expect(sessionStorage.getItem(draftKey('/user/bot/set/7'))).toContain('?');
    const card = notice.closest<HTMLElement>('[role="alert"]');
    if (!card) throw new Error('The notice is not an alert');
    await user.click(within(card).getByRole('button', { name: 'Back to the settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/bot/set/7'));
    expect(
      await screen.findByText('Restore your unsaved changes?', undefined, slow),
    ).toBeInTheDocument();
    // The failure was told by the notice; the form opens clean.
    expect(screen.queryByText("Couldn't save the settings")).not.toBeInTheDocument();
  }, 60_000);

  it('guards a changed form and keeps a draft through an expired session', async () => {
    const { api, user, router, store } = await openSettings();
    api.onPut('user/bots/7/settings').replyOnce(200, failure(400005, 'Session expired'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(keyword(3), 'later');
    await user.type(
      within(screen.getByRole('listitem', { name: 'Rule 3' })).getByRole('textbox', {
        name: /^reply/i,
      }),
      'Typed before expiry',
    );

    await user.click(within(nav).getByRole('link', { name: 'Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/user/bot/set/7');

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(sessionStorage.getItem(draftKey('/user/bot/set/7'))).toContain('later');

    act(() => {
      store.dispatch(signedIn({ token: 't2', user: demoUser }));
    });
    await act(() => router.navigate('/user/bot/set/7'));
    await screen.findByRole('heading', { level: 1, name: 'Configure Helper' }, slow);
    expect(screen.getAllByRole('listitem', { name: /^Rule \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(keyword(3)).toHaveValue('later');
    expect(saveButton()).toBeEnabled();
  });
});
