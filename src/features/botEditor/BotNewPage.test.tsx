import { act, screen, waitFor } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { renderApp } from '../../testing/renderWithProviders';
import { clearCookies, setCookie } from '../../testing/cookies';
import { demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { myBot, tagCatalogue } from './testBots';

async function signedInApi() {
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(demoUser));
  api.onGet('bots/tags').reply(200, envelope(tagCatalogue));
  setCookie('token', 't');
  setCookie('user', JSON.stringify(demoUser));
  return api;
}

afterEach(() => {
  clearCookies();
  sessionStorage.clear();
});

async function fillValidBot(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByRole('textbox', { name: /^name/i }), 'My bot');
  await user.type(screen.getByRole('textbox', { name: /^summary/i }), 'Does things');
  await user.click(screen.getByRole('combobox', { name: /^tags/i }));
  await user.click(await screen.findByRole('option', { name: 'Music' }));
  await user.type(screen.getByRole('textbox', { name: /^invite url/i }), 'https://kook.example/i');
  await user.type(screen.getByLabelText(/^bot token/i), 'abc123');
}

describe('BotNewPage', () => {
  it('creates a bot and goes on to configure it', async () => {
    const api = await signedInApi();
    api.onPost('user/bots').reply(200, envelope({ ...myBot, id: '42', name: 'My bot' }));
    const { user, router } = renderApp({ path: '/user/bot/new' });
    await screen.findByRole('heading', { level: 1, name: 'Create a bot' }, { timeout: 10000 });
    await fillValidBot(user);
    await user.click(screen.getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/bot/set/42'));
    expect(JSON.parse(api.history.post[0]!.data as string)).toEqual({
      name: 'My bot',
      avatar: '',
      summary: 'Does things',
      description: '',
      tags: ['music'],
      inviteUrl: 'https://kook.example/i',
      website: '',
      supportUrl: '',
      public: true,
      token: 'abc123',
    });
    expect(await screen.findByText('Bot created')).toBeInTheDocument();
  });
});
