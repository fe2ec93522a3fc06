import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/renderWithProviders';
import { clearCookies, setCookie } from '../../testing/cookies';
import { demoUser, envelope, failure, myBot, tagCatalogue } from '../../testing/fixtures';
import { heldReply, mockApi } from '../../testing/http';
import { draftKey, writeDraft } from '../../lib/drafts';
import { signedIn } from '../session';
import { formValuesOf, profileOf } from './botFormValues';

async function signedInApi() {
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(demoUser));
  api.onGet('bots/tags').reply(200, envelope(tagCatalogue));
  api.onGet('user/bots').reply(200, envelope([myBot]));
  setCookie('token', 't');
  setCookie('user', JSON.stringify(demoUser));
  return api;
}

const heading = { level: 1, name: 'Edit Helper' } as const;
const slow = { timeout: 15_000 };
const nameField = () => screen.getByRole('textbox', { name: /^name/i });
const summaryField = () => screen.getByRole('textbox', { name: /^summary/i });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

afterEach(() => {
  clearCookies();
  sessionStorage.clear();
});

describe('BotEditPage', () => {
  it('loads the bot into the form and saves it back home', async () => {
    const api = await signedInApi();
    api.onGet('user/bots/7').reply(200, envelope(myBot));
    api.onPut('user/bots/7').reply(200, envelope({ ...myBot, summary: 'New summary' }));
    const { user, router } = renderApp({ path: '/user/bot/edit/7' });
    await screen.findByRole('heading', heading, slow);
    expect(document.title).toBe('Edit bot · Botdeck');
    expect(nameField()).toHaveValue('Helper');
    expect(screen.getByRole('button', { name: 'Moderation' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^bot token/i)).not.toBeInTheDocument();

    await user.clear(summaryField());
    await user.type(summaryField(), '  New summary ');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
    expect(JSON.parse(api.history.put[0].data as string)).toEqual({
      name: 'Helper',
      avatar: '',
      summary: 'New summary',
      description: myBot.description,
      // An older provider's bot without a language: its English name makes it en-US; no translation.
      language: 'en-US',
      translation: { name: '', summary: '', description: '' },
      tags: ['moderation'],
      inviteUrl: myBot.inviteUrl,
      website: '',
      supportUrl: '',
      public: true,
      version: myBot.updatedAt,
    });
    expect(await screen.findByText('Saved', undefined, slow)).toBeInTheDocument();
  });

  it('tells a viewer before the form that they can only read it, and keeps it out of reach', async () => {
    const api = await signedInApi();
    api.onGet('user/bots/7').reply(200, envelope({ ...myBot, role: 'viewer' }));
    renderApp({ path: '/user/bot/edit/7' });
    await screen.findByRole('heading', heading, slow);
    // Configure's words for its settings, said of the profile, above the first field.
    const note = screen.getByText(
      "You can view this bot's profile. Only its owner or an admin can change it.",
    );
    expect(note.compareDocumentPosition(nameField())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(nameField()).toHaveValue('Helper');
    expect(nameField()).toBeDisabled();
    expect(summaryField()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /language of this listing/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('combobox', { name: /^tags/i })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /show in the public directory/i })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(api.history.put).toHaveLength(0);
  });

  it('shows skeletons while loading', async () => {
    const api = await signedInApi();
    api.onGet('user/bots/7').reply(() => new Promise(() => undefined));
    renderApp({ path: '/user/bot/edit/7' });
    expect(await screen.findByLabelText('Loading the bot…', undefined, slow)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the 404 page for an unknown bot', async () => {
    const api = await signedInApi();
    api.onGet('user/bots/99').reply(200, failure(400004, 'Bot not found'));
    renderApp({ path: '/user/bot/edit/99' });
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText("This bot doesn't exist, or it was deleted.")).toBeInTheDocument();
  });

  it('says clearly when the bot belongs to someone else', async () => {
    const api = await signedInApi();
    api.onGet('user/bots/8').reply(200, failure(400003, 'This bot belongs to another user'));
    renderApp({ path: '/user/bot/edit/8' });
    expect(await screen.findByText("This bot isn't yours", undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^name/i })).not.toBeInTheDocument();
    // One wording: the provider's own sentence for the same fact is not repeated under it.
    expect(screen.queryByText(/belongs to another user/)).not.toBeInTheDocument();
  });

  it('offers Retry when loading fails', async () => {
    const api = await signedInApi();
    api
      .onGet('user/bots/7')
      .replyOnce(500, failure(500000, 'Provider down'))
      .onGet('user/bots/7')
      .reply(200, envelope(myBot));
    const { user } = renderApp({ path: '/user/bot/edit/7' });
    expect(await screen.findByText('Provider down', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /^name/i })).toHaveValue('Helper');
  });

  describe('leaving a changed form', () => {
    async function changedForm() {
      const api = await signedInApi();
      api.onGet('user/bots/7').reply(200, envelope(myBot));
      const rendered = renderApp({ path: '/user/bot/edit/7' });
      await screen.findByRole('heading', heading, slow);
      await rendered.user.type(nameField(), ' Pro');
      return rendered;
    }

    it('asks, and Stay keeps the page and every value', async () => {
      const { user, router } = await changedForm();
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      await user.click(within(nav).getByRole('link', { name: 'Billing' }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/user/bot/edit/7');
      expect(nameField()).toHaveValue('Helper Pro');
    });

    it('asks, and Leave goes and drops the draft', async () => {
      const { user, router } = await changedForm();
      expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).not.toBeNull();
      await user.click(screen.getByRole('link', { name: 'Cancel' }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
      expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).toBeNull();
    });

    it('asks the browser before unloading the page', async () => {
      await changedForm();
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    });

    it('does not ask once the form is back to what was loaded', async () => {
      const { user, router } = await changedForm();
      await user.clear(nameField());
      await user.type(nameField(), 'Helper');
      await user.click(screen.getByRole('link', { name: 'Cancel' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('a bot changed elsewhere since the form opened', () => {
    const staleMessage = 'This bot was changed after the version this edit was made from.';
    const refusal = failure(400009, staleMessage, { fields: { version: staleMessage } });
    const latest = {
      ...myBot,
      summary: 'Changed in another tab',
      updatedAt: '2026-01-04T08:00:00.000Z',
    };
    const conflictTitle = 'This bot was changed elsewhere since you opened it';
    const sent = (body: unknown) => JSON.parse(body as string) as Record<string, unknown>;

    /** The form opened at `myBot`, the bot is `latest` by the time the user saves. */
    async function refusedSave() {
      const api = await signedInApi();
      api
        .onGet('user/bots/7')
        .replyOnce(200, envelope(myBot))
        .onGet('user/bots/7')
        .reply(200, envelope(latest));
      api.onPut('user/bots/7').replyOnce(409, refusal);
      const rendered = renderApp({ path: '/user/bot/edit/7' });
      await screen.findByRole('heading', heading, slow);
      await rendered.user.type(nameField(), ' Prime');
      await rendered.user.clear(summaryField());
      await rendered.user.type(summaryField(), 'Mine, typed in this tab');
      await rendered.user.click(saveButton());
      const title = await screen.findByText(conflictTitle, undefined, slow);
      const alert = title.closest<HTMLElement>('[role="alert"]');
      if (!alert) throw new Error('The conflict is not an alert');
      return { api, alert, ...rendered };
    }

    it('says so, keeps what was typed, and offers both ways on', async () => {
      const { api, alert, router } = await refusedSave();
      expect(sent(api.history.put[0].data)).toMatchObject({ version: myBot.updatedAt });
      expect(within(alert).getByRole('button', { name: 'Load the latest' })).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Save mine anyway' })).toBeInTheDocument();
      expect(nameField()).toHaveValue('Helper Prime');
      expect(summaryField()).toHaveValue('Mine, typed in this tab');
      expect(router.state.location.pathname).toBe('/user/bot/edit/7');
      // Said once, in our words: neither the generic failure nor the provider's sentence.
      expect(screen.queryByText("Couldn't save the bot")).not.toBeInTheDocument();
      expect(screen.queryByText(/version this edit/)).not.toBeInTheDocument();
      expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).toContain('Helper Prime');
    });

    it('saves mine over the other change with the version the bot has now', async () => {
      const { api, alert, user, router } = await refusedSave();
      api.onPut('user/bots/7').reply(200, envelope({ ...latest, name: 'Helper Prime' }));
      await user.click(within(alert).getByRole('button', { name: 'Save mine anyway' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
      expect(api.history.put).toHaveLength(2);
      expect(sent(api.history.put[1].data)).toEqual({
        ...sent(api.history.put[0].data),
        version: latest.updatedAt,
      });
      expect(sent(api.history.put[1].data)).toMatchObject({
        name: 'Helper Prime',
        summary: 'Mine, typed in this tab',
      });
      expect(await screen.findByText('Saved', undefined, slow)).toBeInTheDocument();
    });

    it('loads the latest after asking, discarding what was typed', async () => {
      const { api, alert, user, router } = await refusedSave();
      await user.click(within(alert).getByRole('button', { name: 'Load the latest' }));
      let dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(summaryField()).toHaveValue('Mine, typed in this tab');

      await user.click(within(alert).getByRole('button', { name: 'Load the latest' }));
      dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
      await user.click(within(dialog).getByRole('button', { name: 'Load the latest' }));
      expect(
        await screen.findByText('Showing the bot as it is now', undefined, slow),
      ).toBeInTheDocument();
      expect(summaryField()).toHaveValue('Changed in another tab');
      expect(nameField()).toHaveValue('Helper');
      expect(screen.queryByText(conflictTitle)).not.toBeInTheDocument();
      // What the user chose to discard is not offered back.
      expect(screen.queryByText('Restore your unsaved changes?')).not.toBeInTheDocument();
      expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).toBeNull();
      expect(router.state.location.pathname).toBe('/user/bot/edit/7');

      // The next save is made from the version just loaded.
      api.onPut('user/bots/7').reply(200, envelope(latest));
      await user.type(summaryField(), '!');
      await user.click(saveButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
      expect(sent(api.history.put[1].data)).toMatchObject({
        summary: 'Changed in another tab!',
        version: latest.updatedAt,
      });
    });

    it('saves a restored draft as made from its own version, so the change is not lost unasked', async () => {
      const api = await signedInApi();
      api.onGet('user/bots/7').reply(200, envelope(latest));
      api.onPut('user/bots/7').replyOnce(409, refusal);
      writeDraft('/user/bot/edit/7', {
        ...profileOf(formValuesOf(myBot)),
        summary: 'Typed before the other tab saved',
        version: myBot.updatedAt,
      });
      const { user } = renderApp({ path: '/user/bot/edit/7' });
      await screen.findByRole('heading', heading, slow);
      await user.click(screen.getByRole('button', { name: 'Restore' }));
      expect(summaryField()).toHaveValue('Typed before the other tab saved');
      await user.click(saveButton());
      expect(await screen.findByText(conflictTitle, undefined, slow)).toBeInTheDocument();
      expect(sent(api.history.put[0].data)).toMatchObject({ version: myBot.updatedAt });
    });
  });

  it('lets the user leave during a save, then announces it without pulling them back', async () => {
    const api = await signedInApi();
    api.onGet('user/bots/7').reply(200, envelope(myBot));
    const { reply, answer } = heldReply();
    api.onPut('user/bots/7').reply(reply);
    const { user, router } = renderApp({ path: '/user/bot/edit/7' });
    await screen.findByRole('heading', heading, slow);
    await user.type(summaryField(), ' too');
    await user.click(saveButton());
    await screen.findByRole('button', { name: 'Saving…' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'My bots' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));

    await act(() => router.navigate('/bot/1'));
    answer([200, envelope({ ...myBot, summary: `${myBot.summary} too` })]);
    const notice = await screen.findByText('Changes to “Helper” were saved', undefined, slow);
    expect(router.state.location.pathname).toBe('/bot/1');
    expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).toBeNull();
    const card = notice.closest<HTMLElement>('[role="status"]');
    if (!card) throw new Error('The notice is not a status');
    expect(within(card).getByRole('button', { name: 'Open bot' })).toBeInTheDocument();
  });

  it('keeps a draft through an expired session and offers it back after signing in', async () => {
    const api = await signedInApi();
    api.onGet('user/bots/7').reply(200, envelope(myBot));
    api.onPut('user/bots/7').replyOnce(200, failure(400005, 'Session expired'));
    const { user, router, store } = renderApp({ path: '/user/bot/edit/7' });
    await screen.findByRole('heading', heading, slow);
    await user.clear(summaryField());
    await user.type(summaryField(), 'Typed before expiry');
    await user.click(saveButton());

    // The session saga sends the user to login — without a leave prompt in the way.
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).toContain('Typed before expiry');

    api.onPut('user/bots/7').reply(200, envelope({ ...myBot, summary: 'Typed before expiry' }));
    act(() => {
      store.dispatch(signedIn({ token: 't2', user: demoUser }));
    });
    await act(() => router.navigate('/user/bot/edit/7'));
    await screen.findByRole('heading', heading, slow);
    // Offered, not applied behind the user's back.
    expect(summaryField()).toHaveValue(myBot.summary);
    const offer = screen.getByRole('alert');
    expect(offer).toHaveTextContent('Restore your unsaved changes?');
    expect(offer).not.toHaveTextContent('token');
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(summaryField()).toHaveValue('Typed before expiry');

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
    expect(JSON.parse(api.history.put[1].data as string)).toMatchObject({
      summary: 'Typed before expiry',
    });
    expect(sessionStorage.getItem(draftKey('/user/bot/edit/7'))).toBeNull();
  });
});
