// The new-bot form over a mocked provider, signed in as a Free user, for this feature's tests.
import { screen } from '@testing-library/react';
import type { MyBot } from '../../api/schemas';
import { renderApp } from '../../testing/renderWithProviders';
import { setCookie } from '../../testing/cookies';
import { demoUser, envelope, myBot, tagCatalogue } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';

export const slow = { timeout: 15_000 };

/** Signed in as a Free user (2 bots allowed) with `bots` bots so far. */
export async function signedInApi(bots: MyBot[] = [myBot]) {
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(demoUser));
  api.onGet('bots/tags').reply(200, envelope(tagCatalogue));
  api.onGet('user/bots').reply(200, envelope(bots));
  setCookie('token', 't');
  setCookie('user', JSON.stringify(demoUser));
  return api;
}

export async function openNewForm() {
  const rendered = renderApp({ path: '/user/bot/new' });
  await screen.findByRole('heading', { level: 1, name: 'Create a bot' }, { timeout: 15_000 });
  return rendered;
}
