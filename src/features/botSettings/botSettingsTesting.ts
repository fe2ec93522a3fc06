// The configure screen over a mocked provider, signed in as a Free (or given) user, for this
// feature's tests.
import { screen, within } from '@testing-library/react';
import type { BotSettings, BotWebhook, MyBot, User } from '../../api/schemas';
import { renderApp } from '../../testing/renderWithProviders';
import type { RenderWithProvidersOptions } from '../../testing/renderWithProviders';
import { clearCookies, setCookie } from '../../testing/cookies';
import { botSettings, demoUser, envelope, myBot } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';

export const slow = { timeout: 15_000 };

export const proUser: User = {
  ...demoUser,
  plan: { id: 'pro', name: 'Pro', expiresAt: '2027-06-30T00:00:00.000Z', botLimit: 20 },
};

/** The provider knows `user`, signed in: add the answers the test is about. */
export async function signedInApi(user: User = demoUser) {
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(user));
  setCookie('token', 't');
  setCookie('user', JSON.stringify(user));
  return api;
}

/** A webhook KOOK has not checked yet. */
export const uncheckedWebhook: BotWebhook = {
  verifiedAt: null,
  lastEventAt: null,
  lastError: null,
};

export async function openSettings(
  bot: MyBot = myBot,
  settings: BotSettings = botSettings,
  user: User = demoUser,
  /** The check's answer, or a reply of the test's (`heldReply().reply`). */
  webhook: BotWebhook | (() => Promise<[number, unknown]>) = uncheckedWebhook,
  /** Render options, e.g. user-event on fake timers. */
  options: Omit<RenderWithProvidersOptions, 'path'> = {},
) {
  const api = await signedInApi(user);
  api.onGet('user/bots').reply(200, envelope([bot]));
  api.onGet(`user/bots/${bot.id}`).reply(200, envelope(bot));
  api.onGet(`user/bots/${bot.id}/settings`).reply(200, envelope(settings));
  const webhookUrl = `user/bots/${bot.id}/webhook`;
  if (typeof webhook === 'function') api.onGet(webhookUrl).reply(webhook);
  else api.onGet(webhookUrl).reply(200, envelope(webhook));
  const rendered = renderApp({ ...options, path: `/user/bot/set/${bot.id}` });
  await screen.findByRole('heading', { level: 1, name: `Configure ${bot.name}` }, slow);
  return { api, ...rendered };
}

/** For `afterEach`: no session and no drafts carried into the next test. */
export function forgetSession() {
  clearCookies();
  sessionStorage.clear();
}

export const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

/** The keyword field of auto-reply rule `number` (from 1). */
export const keyword = (number: number) =>
  within(screen.getByRole('listitem', { name: `Rule ${number}` })).getByRole('textbox', {
    name: /^keyword/i,
  });
