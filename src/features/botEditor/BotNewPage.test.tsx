import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/renderWithProviders';
import { clearCookies } from '../../testing/cookies';
import {
  botSettings,
  demoUser,
  envelope,
  failure,
  myBot,
  tagCatalogue,
} from '../../testing/fixtures';
import { heldReply } from '../../testing/http';
import { openNewForm, signedInApi, slow } from './botEditorTesting';
import { draftKey } from '../../lib/drafts';
import { idleRequest } from '../../lib/requestState';

/** Holds the create on the wire; the returned function answers it. */
function holdCreate(api: Awaited<ReturnType<typeof signedInApi>>) {
  const { reply, answer } = heldReply();
  api.onPost('user/bots').reply(reply);
  return answer;
}

type User = ReturnType<typeof renderApp>['user'];

const nameField = () => screen.getByRole('textbox', { name: /^name/i });
const summaryField = () => screen.getByRole('textbox', { name: /^summary/i });
const inviteField = () => screen.getByRole('textbox', { name: /^invite url/i });
const tokenField = () => screen.getByLabelText(/^bot token/i);
const submitButton = () => screen.getByRole('button', { name: 'Create bot' });

async function fillValidBot(user: User) {
  await user.type(nameField(), 'My bot');
  await user.type(summaryField(), 'Does things');
  await user.click(screen.getByRole('combobox', { name: /^tags/i }));
  await user.click(await screen.findByRole('option', { name: 'Music' }));
  await user.type(inviteField(), 'https://kook.example/i');
  await user.type(tokenField(), 'abc123');
}

/** The helper text under a field (errors show there in place of the hint). */
function helperOf(field: HTMLElement): string {
  const id = field.getAttribute('aria-describedby')?.split(' ')[0];
  return (id && document.getElementById(id)?.textContent) || '';
}

afterEach(() => {
  clearCookies();
  sessionStorage.clear();
});

describe('BotNewPage', () => {
  it('creates a bot, says so and goes on to configure it', async () => {
    const api = await signedInApi();
    api.onPost('user/bots').reply(200, envelope({ ...myBot, id: '42', name: 'My bot' }));
    api.onGet('user/bots/42').reply(200, envelope({ ...myBot, id: '42', name: 'My bot' }));
    api.onGet('user/bots/42/settings').reply(200, envelope(botSettings));
    const { user, router } = await openNewForm();
    expect(document.title).toBe('Create a bot · Botdeck');
    await fillValidBot(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Bot created', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/bot/set/42'));
    expect(JSON.parse(api.history.post[0].data as string)).toEqual({
      name: 'My bot',
      avatar: '',
      summary: 'Does things',
      description: '',
      // Written in the reader's language unless chosen otherwise; no other-language listing.
      language: 'en-US',
      translation: { name: '', summary: '', description: '' },
      tags: ['music'],
      inviteUrl: 'https://kook.example/i',
      website: '',
      supportUrl: '',
      public: true,
      token: 'abc123',
    });
    expect(sessionStorage.getItem(draftKey('/user/bot/new'))).toBeNull();
  });

  it('says when the tags cannot be loaded, keeps what was typed, and loads them on Try again', async () => {
    const api = await signedInApi();
    let asked = 0;
    api.onGet('bots/tags').reply(() => {
      asked += 1;
      return asked === 1
        ? [500, failure(500000, 'Provider is down')]
        : [200, envelope(tagCatalogue)];
    });
    const { user } = await openNewForm();
    await user.type(nameField(), 'My bot');

    expect(
      await screen.findByText(
        "Couldn't load the tags: The bot service is having trouble right now. Please try again in a few minutes.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('combobox', { name: /^tags/i }));
    expect(await screen.findByRole('option', { name: 'Music' })).toBeInTheDocument();
    expect(screen.queryByText(/Couldn't load the tags/)).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('My bot');
    expect(api.history.get.filter((request) => request.url === 'bots/tags')).toHaveLength(2);
  });

  it('uses the tag catalogue the app already holds, without asking again', async () => {
    const api = await signedInApi();
    const { user } = renderApp({
      path: '/user/bot/new',
      preloadedState: {
        tags: { ...idleRequest, data: tagCatalogue, answeredAt: Date.now() },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create a bot' }, { timeout: 15_000 });
    await user.click(screen.getByRole('combobox', { name: /^tags/i }));
    expect(await screen.findByRole('option', { name: 'Music' })).toBeInTheDocument();
    expect(api.history.get.filter((request) => request.url === 'bots/tags')).toHaveLength(0);
  });

  it('keeps the tag list open for several picks, by mouse and keyboard', async () => {
    await signedInApi();
    const { user } = await openNewForm();
    await user.click(screen.getByRole('combobox', { name: /^tags/i }));
    await user.click(await screen.findByRole('option', { name: 'Music' }));
    // Still open: the next pick needs no reopening.
    await user.click(screen.getByRole('option', { name: 'Games' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /Music|Games|Moderation|Utility|Fun|Economy/ }),
    ).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('checks fields on blur and on submit, and sends nothing invalid', async () => {
    const api = await signedInApi();
    const { user } = await openNewForm();
    await user.type(nameField(), ' a ');
    await user.tab();
    // The rule trims; the counter shows what is in the box.
    expect(helperOf(nameField())).toBe('Use at least 2 characters3/32');
    await user.clear(nameField());
    await user.type(nameField(), 'ab');
    await user.tab();
    expect(helperOf(nameField())).toMatch(/^2–32 characters/);

    await user.type(inviteField(), 'http://kook.example');
    await user.tab();
    expect(helperOf(inviteField())).toBe('Enter a full https:// address');

    await user.type(tokenField(), 'has space');
    await user.tab();
    expect(helperOf(tokenField())).toMatch(/^No spaces allowed/);

    await user.click(submitButton());
    expect(helperOf(summaryField())).toMatch(/^This field is required/);
    expect(await screen.findByText('Choose 1 to 5 tags')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
  });

  it('refuses invisible text-direction controls in the name and summary, and sends nothing', async () => {
    const api = await signedInApi();
    const { user } = await openNewForm();
    // Every other field valid, so the controls alone keep the bot from being sent.
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await paste(nameField(), 'Helper\u202Eexe.txt');
    await paste(summaryField(), '\u2066Plays music\u2069');
    await user.click(screen.getByRole('combobox', { name: /^tags/i }));
    await user.click(await screen.findByRole('option', { name: 'Music' }));
    await paste(inviteField(), 'https://kook.example/i');
    await paste(tokenField(), 'abc123');
    const message =
      'Remove the invisible text-direction characters (they can make text read differently from how it looks)';
    await user.click(submitButton());
    expect(helperOf(nameField())).toContain(message);
    expect(helperOf(summaryField())).toContain(message);
    expect(api.history.post).toHaveLength(0);
  });

  it('counts the summary up to 80 and refuses 81', async () => {
    await signedInApi();
    const { user } = await openNewForm();
    await user.click(summaryField());
    await user.paste('s'.repeat(80));
    await user.tab();
    expect(helperOf(summaryField())).toBe('One line for the directory card.80/80');
    await user.type(summaryField(), 's');
    await user.tab();
    expect(helperOf(summaryField())).toBe('Use at most 80 characters81/80');
  });

  it('shows the token only on request and previews the avatar', async () => {
    await signedInApi();
    const { user } = await openNewForm();
    expect(tokenField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show token' }));
    expect(tokenField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide token' }));
    expect(tokenField()).toHaveAttribute('type', 'password');

    const preview = screen.getByRole('img', { name: 'Avatar preview' });
    await user.type(nameField(), 'Zed');
    expect(preview).toHaveTextContent('Z');
    await user.type(
      screen.getByRole('textbox', { name: /^avatar url/i }),
      'http://x.example/a.png',
    );
    expect(preview.querySelector('img')).toBeNull();
  });

  it('previews the description as Markdown, never as HTML', async () => {
    await signedInApi();
    const { user } = await openNewForm();
    await user.click(screen.getByRole('textbox', { name: /^description/i }));
    await user.paste('# Hello\n\n<img src=x onerror="alert(1)">');
    expect(helperOf(screen.getByRole('textbox', { name: /^description/i }))).toMatch(/\/10000$/);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(panel.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: /^description/i })).toHaveValue(
      '# Hello\n\n<img src=x onerror="alert(1)">',
    );
  });

  it('sends one request for a double click and shows progress meanwhile', async () => {
    const api = await signedInApi();
    const answer = holdCreate(api);
    const { user } = await openNewForm();
    await fillValidBot(user);
    await user.dblClick(submitButton());
    const busy = await screen.findByRole('button', { name: 'Creating…' });
    expect(busy).toBeDisabled();
    answer([200, failure(500000, 'Provider down')]);
    expect(await screen.findByText('Provider down')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(1);
  });

  it('keeps every value when the save fails', async () => {
    const api = await signedInApi();
    api.onPost('user/bots').reply(500, failure(500000, 'Provider down'));
    const { user } = await openNewForm();
    await fillValidBot(user);
    await user.click(submitButton());
    expect(await screen.findByText('Provider down')).toBeInTheDocument();
    expect(nameField()).toHaveValue('My bot');
    expect(summaryField()).toHaveValue('Does things');
    expect(inviteField()).toHaveValue('https://kook.example/i');
    expect(tokenField()).toHaveValue('abc123');
    expect(screen.getByRole('button', { name: 'Music' })).toBeInTheDocument();
  });

  it('retries a create lost in transit as the same attempt, and starts a new one for new input', async () => {
    const api = await signedInApi();
    api
      .onPost('user/bots')
      .timeoutOnce()
      .onPost('user/bots')
      .replyOnce(200, failure(400001, 'Invalid input', { fields: { summary: 'Too vague' } }))
      .onPost('user/bots')
      .reply(200, envelope({ ...myBot, id: '42', name: 'My bot' }));
    api.onGet('user/bots/42').reply(200, envelope({ ...myBot, id: '42', name: 'My bot' }));
    api.onGet('user/bots/42/settings').reply(200, envelope(botSettings));
    const { user, router } = await openNewForm();
    await fillValidBot(user);
    await user.click(submitButton());
    expect(await screen.findByText(/timeout/)).toBeInTheDocument();
    // The provider may have made the bot: the same input again is the same attempt.
    await user.click(submitButton());
    await waitFor(() => expect(helperOf(summaryField())).toMatch(/^Too vague/));
    // The provider answered, so that attempt is over: the next is a new one.
    await user.clear(summaryField());
    await user.type(summaryField(), 'Does things well');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/bot/set/42'));

    const keys = api.history.post.map((request) => request.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('puts the provider’s field errors on their fields', async () => {
    const api = await signedInApi();
    api.onPost('user/bots').reply(
      200,
      failure(400001, 'Invalid input', {
        fields: {
          name: 'validation.tooLong?max=32',
          'tags.0': 'validation.unknownTag',
          token: 'This token was refused by KOOK',
        },
      }),
    );
    const { user } = await openNewForm();
    await fillValidBot(user);
    await user.click(submitButton());
    await waitFor(() => expect(helperOf(nameField())).toMatch(/^Use at most 32 characters/));
    expect(screen.getByText('Choose tags from the list')).toBeInTheDocument();
    expect(helperOf(tokenField())).toMatch(/^This token was refused by KOOK/);
    expect(nameField()).toHaveFocus();
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
  });

  it('explains a duplicate name on the name field', async () => {
    const api = await signedInApi();
    api.onPost('user/bots').reply(
      200,
      failure(400009, 'You already have a bot with this name', {
        fields: { name: 'You already have a bot with this name' },
      }),
    );
    const { user } = await openNewForm();
    await fillValidBot(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(helperOf(nameField())).toMatch(/^You already have a bot with this name/),
    );
  });

  describe('the plan’s bot limit', () => {
    const twoBots = [myBot, { ...myBot, id: '8', name: 'Second' }];

    it('is said before the form, with Upgrade and the way back', async () => {
      const api = await signedInApi(twoBots);
      const { user, router } = await openNewForm();
      const panel = await screen.findByRole('region', { name: "You've reached your bot limit" });
      expect(panel).toHaveTextContent('Your Free plan allows 2 bots, and you have 2.');
      expect(screen.queryByRole('textbox', { name: /^name/i })).not.toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'My bots' })).toHaveAttribute(
        'href',
        '/user/home',
      );
      await user.click(within(panel).getByRole('link', { name: 'Upgrade' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/pay'));
      expect(api.history.post).toHaveLength(0);
    });

    it('goes by the plan the provider has now, not the session’s older copy', async () => {
      const api = await signedInApi(twoBots);
      const pro = { id: 'pro', name: 'Pro', expiresAt: '2027-01-01T00:00:00.000Z', botLimit: 20 };
      api.onGet('user/profile').reply(200, envelope({ ...demoUser, plan: pro }));
      await openNewForm();
      expect(await screen.findByRole('textbox', { name: /^name/i })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /bot limit/ })).not.toBeInTheDocument();
    });

    it('shows the form’s outline, not the panel, while the count loads', async () => {
      const api = await signedInApi();
      api.onGet('user/bots').reply(() => new Promise(() => undefined));
      await openNewForm();
      expect(screen.getByLabelText('Loading the form…')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /^name/i })).not.toBeInTheDocument();
    });

    it('leaves the form to the provider when the count can’t be had, and says the refusal once', async () => {
      const api = await signedInApi();
      api.onGet('user/bots').reply(500, failure(500000, 'Provider down'));
      api
        .onPost('user/bots')
        .reply(200, failure(400009, 'Your plan allows 2 bots. Upgrade to add more.'));
      const { user, router } = await openNewForm();
      await fillValidBot(user);
      await user.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        "Couldn't create the botYour Free plan allows 2 bots. See plans",
      );
      expect(alert.textContent.match(/allows/g)).toHaveLength(1);
      expect(alert).not.toHaveTextContent(/upgrade/i);
      await user.click(within(alert).getByRole('link', { name: 'See plans' }));
      // The typed bot is still unsaved, so leaving asks first.
      await user.click(await screen.findByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/pay'));
    });
  });

  describe('leaving while the create is on the wire', () => {
    async function leaveDuringCreate() {
      const api = await signedInApi();
      const answer = holdCreate(api);
      const rendered = await openNewForm();
      await fillValidBot(rendered.user);
      await rendered.user.click(submitButton());
      await screen.findByRole('button', { name: 'Creating…' });
      await rendered.user.click(screen.getByRole('link', { name: 'Cancel' }));
      // Nothing typed is lost (it is being saved), so nothing asks or says it would be.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/user/home'));
      return { ...rendered, api, answer };
    }

    it('stays where the user went and announces the new bot, with a way to it', async () => {
      const { user, router, api, answer } = await leaveDuringCreate();
      api.onGet('user/bots/42').reply(200, envelope({ ...myBot, id: '42', name: 'My bot' }));
      api.onGet('user/bots/42/settings').reply(200, envelope(botSettings));
      answer([200, envelope({ ...myBot, id: '42', name: 'My bot' })]);

      const notice = await screen.findByText('“My bot” was created', undefined, slow);
      expect(router.state.location.pathname).toBe('/user/home');
      expect(sessionStorage.getItem(draftKey('/user/bot/new'))).toBeNull();
      const card = notice.closest<HTMLElement>('[role="status"]');
      if (!card) throw new Error('The notice is not a status');
      await user.click(within(card).getByRole('button', { name: 'Open bot' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/bot/set/42'));
    });

    it('says when it failed, keeping the draft and offering the way back', async () => {
      const { user, router, answer } = await leaveDuringCreate();
      answer([500, failure(500000, 'Provider down')]);

      const notice = await screen.findByText("Couldn't create “My bot”", undefined, slow);
      expect(router.state.location.pathname).toBe('/user/home');
      expect(sessionStorage.getItem(draftKey('/user/bot/new'))).toContain('My bot');
      const card = notice.closest<HTMLElement>('[role="alert"]');
      if (!card) throw new Error('The notice is not an alert');
      await user.click(within(card).getByRole('button', { name: 'Back to the form' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/bot/new'));
      expect(
        await screen.findByText('Restore your unsaved changes?', undefined, slow),
      ).toBeInTheDocument();
      // The failure was told by the notice; the form opens clean.
      expect(screen.queryByText("Couldn't create the bot")).not.toBeInTheDocument();
    });
  });

  it('keeps a draft without the token and offers it back, saying the token is not kept', async () => {
    await signedInApi();
    const first = await openNewForm();
    await fillValidBot(first.user);
    const stored = JSON.parse(sessionStorage.getItem(draftKey('/user/bot/new')) ?? 'null') as {
      values: Record<string, unknown>;
    };
    expect(stored.values).toMatchObject({ name: 'My bot', tags: ['music'] });
    expect(stored.values).not.toHaveProperty('token');
    first.unmount();

    const { user } = await openNewForm();
    expect(nameField()).toHaveValue('');
    const offer = screen.getByRole('alert');
    expect(offer).toHaveTextContent('Restore your unsaved changes?');
    expect(offer).toHaveTextContent('The bot token is never kept in drafts');
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(nameField()).toHaveValue('My bot');
    expect(summaryField()).toHaveValue('Does things');
    expect(tokenField()).toHaveValue('');
  });

  it('drops the draft on Discard', async () => {
    sessionStorage.setItem(
      draftKey('/user/bot/new'),
      JSON.stringify({ values: { name: 'Old' }, savedAt: Date.now() }),
    );
    await signedInApi();
    const { user } = await openNewForm();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Restore your unsaved changes?')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('');
    expect(sessionStorage.getItem(draftKey('/user/bot/new'))).toBeNull();
  });
});
