// Analytics answers for this feature's tests, and Configure's Analytics tab over a mocked provider.
import { screen } from '@testing-library/react';
import type { AnalyticsPoint, MyBot, User } from '../../api/schemas';
import { setCookie } from '../../testing/cookies';
import { botSettings, demoUser, envelope, myBot } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';

export const ANALYTICS_URL = `user/bots/${myBot.id}/analytics`;
export const slow = { timeout: 15_000 };

export const proUser: User = {
  ...demoUser,
  plan: { id: 'pro', name: 'Pro', expiresAt: '2027-06-30T00:00:00.000Z', botLimit: 20 },
};

/** `days` points ending 2026-03-01, each figure `base` plus the day's index; all zero for 0. */
export function pointsOf(days: number, base = 10): AnalyticsPoint[] {
  const end = Date.UTC(2026, 2, 1);
  return Array.from({ length: days }, (_, index) => {
    const value = base === 0 ? 0 : base + index;
    return {
      date: new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
      servers: value,
      members: value * 10,
      commands: value,
      errors: Math.min(value, 1),
      views: value,
      invites: Math.min(value, 1),
    };
  });
}

/**
 * Configure's Analytics tab for `myBot` (as `bot` says, e.g. its role), signed in as `user`; the
 * test adds the analytics answer.
 */
export async function openAnalytics(
  answer: (days: number) => [number, unknown],
  { user = demoUser, query = '', bot = myBot }: { user?: User; query?: string; bot?: MyBot } = {},
) {
  const api = await mockApi();
  api.onGet('user/profile').reply(200, envelope(user));
  setCookie('token', 't');
  setCookie('user', JSON.stringify(user));
  api.onGet(`user/bots/${myBot.id}`).reply(200, envelope(bot));
  api.onGet(`user/bots/${myBot.id}/settings`).reply(200, envelope(botSettings));
  api.onGet(ANALYTICS_URL).reply((config) => answer((config.params as { days: number }).days));
  const rendered = renderApp({ path: `/user/bot/set/${myBot.id}?tab=analytics${query}` });
  await screen.findByRole('heading', { level: 2, name: /^(The last \d+ days|近 \d+ 天)$/ }, slow);
  return { api, ...rendered };
}
