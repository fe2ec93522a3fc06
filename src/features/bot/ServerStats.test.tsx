import { screen, waitFor, within } from '@testing-library/react';
import { speak } from '../../testing/language';
import type { AxiosRequestConfig } from 'axios';
import type { BotProfile, Stats, User } from '../../api/schemas';
import { clearCookies } from '../../testing/cookies';
import { botProfileFixture, demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';
import { mockSizedRecharts, signIn } from './botTesting';

jest.mock('recharts', () => mockSizedRecharts());

const proUser: User = {
  ...demoUser,
  plan: { id: 'pro', name: 'Pro', expiresAt: '2027-01-01T00:00:00.000Z', botLimit: 20 },
};

const mine = botProfileFixture({
  id: 'b7',
  name: 'DJ Kook',
  owner: { id: demoUser.id, username: demoUser.username, avatar: '' },
});
const theirs: BotProfile = { ...mine, owner: { id: 'u-other', username: 'Aki', avatar: '' } };

/** `days` points, the count growing by 2 a day up to 1,236 today. */
function history(days: number): Stats {
  return {
    points: Array.from({ length: days }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
      servers: 1236 - (days - 1 - index) * 2,
    })),
  };
}

const askedDays = (configs: AxiosRequestConfig[]) =>
  configs
    .filter((config) => config.url === 'bots/b7/stats')
    .map((config) => (config.params as { days: number }).days);

const refusal = failure(
  400003,
  "More than 30 days of statistics is for the bot's owner on the Pro plan",
);

/**
 * The provider, which refuses more than 30 days unless `longRange` (the owner on Pro). `profiles`
 * are its answers to `user/profile` in turn, the last one from then on.
 */
async function setUp(bot: BotProfile, profiles: User[] = [demoUser], longRange = false) {
  const api = await mockApi();
  api.onGet('bots/tags').reply(200, envelope([]));
  api.onGet('bots/b7').reply(200, envelope(bot));
  api.onGet('bots/b7/stats').reply((config) => {
    const { days } = config.params as { days: number };
    return [200, days > 30 && !longRange ? refusal : envelope(history(days))];
  });
  let asked = 0;
  api.onGet('user/profile').reply(() => {
    const profile = profiles[Math.min(asked, profiles.length - 1)];
    asked += 1;
    return [200, envelope(profile)];
  });
  return api;
}

beforeAll(async () => {
  await Promise.all([import('./BotPage'), import('./StatsChart')]);
});

afterEach(() => clearCookies());

const statsRegion = (days: number) =>
  screen.findByRole('region', { name: `Servers over the last ${days} days` });

describe('the server history range', () => {
  it('shows a visitor 30 days and no range, whatever the address asks', async () => {
    const api = await setUp(mine);
    renderApp({ path: '/bot/b7?days=90' });
    const region = await statsRegion(30);
    expect(
      await within(region).findByText('Servers: 1,236 today, +58 over the last 30 days'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('group', { name: 'Range' })).toBeNull();
    expect(askedDays(api.history.get)).toEqual([30]);
  });

  it('shows a signed-in user who does not own the bot no range either', async () => {
    const api = await setUp(theirs, [proUser]);
    signIn(proUser);
    renderApp({ path: '/bot/b7?days=90' });
    const region = await statsRegion(30);
    await within(region).findByText(/over the last 30 days$/);
    expect(within(region).queryByRole('group', { name: 'Range' })).toBeNull();
    expect(askedDays(api.history.get)).toEqual([30]);
  });

  it('offers the owner on Free 7 and 30 days, and 90 disabled with the way to Pro', async () => {
    const api = await setUp(mine);
    signIn();
    renderApp({ path: '/bot/b7' });
    const range = await screen.findByRole('group', { name: 'Range' });
    expect(within(range).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(range).getByRole('button', { name: '7 days' })).toBeEnabled();
    const ninety = within(range).getByRole('button', { name: '90 days' });
    expect(ninety).toBeDisabled();
    expect(ninety).toHaveAccessibleDescription('90 days of history come with Pro. Upgrade to Pro');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/user/pay',
    );
    expect(askedDays(api.history.get)).toEqual([30]);
  });

  it('fetches the 7 days the owner chooses, and the title, summary and address follow', async () => {
    const api = await setUp(mine);
    signIn();
    const { user, router } = renderApp({ path: '/bot/b7' });
    await screen.findByText('Servers: 1,236 today, +58 over the last 30 days');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    const region = await statsRegion(7);
    expect(
      await within(region).findByText('Servers: 1,236 today, +12 over the last 7 days'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(askedDays(api.history.get)).toEqual([30, 7]);
    expect(router.state.location.search).toBe('?days=7');
    // The chart is drawn from the 7 points.
    expect(await within(region).findByTestId('stats-chart')).toBeInTheDocument();
  });

  it('gives the owner on Pro 90 days, kept in the address', async () => {
    const api = await setUp(mine, [proUser], true);
    signIn(proUser);
    const { user, router } = renderApp({ path: '/bot/b7?days=7' });
    const region = await statsRegion(7);
    await within(region).findByText(/over the last 7 days$/);
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: '90 days' }));
    expect(
      await screen.findByText('Servers: 1,236 today, +178 over the last 90 days'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?days=90');
    await user.click(screen.getByRole('button', { name: '30 days' }));
    await screen.findByText('Servers: 1,236 today, +58 over the last 30 days');
    // The default range leaves the address plain.
    expect(router.state.location.search).toBe('');
    expect(askedDays(api.history.get)).toEqual([7, 90, 30]);
  });

  it('never asks a Free owner’s 90 days, even from the address', async () => {
    const api = await setUp(mine);
    signIn();
    renderApp({ path: '/bot/b7?days=90' });
    await screen.findByText('Servers: 1,236 today, +58 over the last 30 days');
    expect(askedDays(api.history.get)).toEqual([30]);
  });

  it('falls back to what the plan allows when the provider says the Pro has run out', async () => {
    // The Pro runs out between the start-up check of the session and the request for 90 days.
    const api = await setUp(mine, [proUser, demoUser]);
    signIn(proUser);
    renderApp({ path: '/bot/b7?days=90' });
    expect(
      await screen.findByText('Servers: 1,236 today, +58 over the last 30 days'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '90 days' })).toBeDisabled();
    expect(askedDays(api.history.get)).toEqual([90, 30]);
  });

  it('speaks Chinese', async () => {
    speak('zh-CN');
    try {
      await setUp(mine);
      signIn();
      const { user } = renderApp({ path: '/bot/b7' });
      const range = await screen.findByRole('group', { name: '时间范围' });
      expect(screen.getByText('90 天的数据为 Pro 套餐专享。', { exact: false })).toBeVisible();
      expect(screen.getByRole('link', { name: '升级到 Pro' })).toBeInTheDocument();
      await user.click(within(range).getByRole('button', { name: '7 天' }));
      const region = await screen.findByRole('region', { name: '最近 7 天的服务器数' });
      await waitFor(() =>
        expect(region).toHaveTextContent('服务器：今天 1,236 个，近 7 天变化 +12'),
      );
    } finally {
      speak('en-US');
    }
  });
});
