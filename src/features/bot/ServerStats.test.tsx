import { screen, waitFor, within } from '@testing-library/react';
import { speak } from '../../testing/language';
import type { SentRequest } from '../../lib/http';
import type { BotProfile, Stats, User } from '../../api/schemas';
import { clearCookies } from '../../testing/cookies';
import { botProfileFixture, demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { renderApp } from '../../testing/renderWithProviders';
import { signIn } from './botTesting';

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

const askedDays = (configs: SentRequest[]) =>
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
    // The summary line, not the heading, which also ends "over the last 7 days".
    await within(region).findByText('Servers: 1,236 today, +12 over the last 7 days');
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

/** The bot page for a visitor, with the provider's 30 days of history: one count a day. */
async function showHistory(servers: number[]) {
  const api = await mockApi();
  api.onGet('bots/tags').reply(200, envelope([]));
  api.onGet('bots/b7').reply(200, envelope(theirs));
  api.onGet('bots/b7/stats').reply(
    200,
    envelope({
      points: servers.map((count, index) => ({
        date: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
        servers: count,
      })),
    }),
  );
  renderApp({ path: '/bot/b7' });
  const chart = await screen.findByTestId('stats-chart');
  await waitFor(() => expect(yTicks(chart)).not.toHaveLength(0));
  return chart;
}

/** 30 days of counts, `count(day)` for day 0 (the oldest) to 29 (today). */
const month = (count: (day: number) => number) =>
  Array.from({ length: 30 }, (_, day) => count(day));

/** The y-axis labels, bottom to top, as numbers. The counts here stay under 1,000: plain digits. */
const yTicks = (chart: HTMLElement) =>
  Array.from(chart.querySelectorAll('[data-chart="y-tick"]'), (tick) => Number(tick.textContent));

interface Point {
  x: number;
  y: number;
}

/**
 * The line as drawn: the points the curve passes through, and each cubic piece between two of them
 * with its control points (a piece never leaves the box of its four points).
 */
function curveOf(chart: HTMLElement) {
  const d = chart.querySelector('[data-chart="line"]')?.getAttribute('d') ?? '';
  const through: Point[] = [];
  const pieces: { from: Point; controls: Point[]; to: Point }[] = [];
  for (const command of d.match(/[A-Za-z][^A-Za-z]*/g) ?? []) {
    const numbers = (command.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const points: Point[] = [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      points.push({ x: numbers[index], y: numbers[index + 1] });
    }
    const kind = command[0];
    if (kind === 'M' || kind === 'L') {
      through.push(...points);
    } else if (kind === 'C') {
      for (let index = 0; index + 2 < points.length; index += 3) {
        const from = through[through.length - 1];
        const to = points[index + 2];
        pieces.push({ from, controls: [points[index], points[index + 1]], to });
        through.push(to);
      }
    } else {
      throw new Error(`Unexpected path command ${kind} in ${d}`);
    }
  }
  return { through, pieces };
}

describe('the server chart', () => {
  it.each([
    [
      'a small bot, whose axis would otherwise count in quarters',
      month((day) => 1 + Math.floor(day / 10)),
    ],
    [
      'a bot whose axis fitted to the data would start near 40',
      month((day) => 40 + Math.round(day * 0.6)),
    ],
  ])('starts its y-axis at zero, with whole, evenly spaced ticks: %s', async (_, servers) => {
    const chart = await showHistory(servers);
    const ticks = yTicks(chart);
    expect(ticks[0]).toBe(0);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    for (const tick of ticks) expect(Number.isInteger(tick)).toBe(true);
    const steps = ticks.slice(1).map((tick, index) => tick - ticks[index]);
    expect(new Set(steps)).toEqual(new Set([steps[0]]));
    expect(steps[0]).toBeGreaterThan(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...servers));
  });

  it('draws its line through every day’s count, never above or below the counts it joins', async () => {
    // Steps and a dip: where a smoothing spline overshoots, or rounds off the real values.
    const servers = [10, 10, 10, 40, 40, 40, 12, 12, 40, 38, 40, 40];
    const chart = await showHistory(servers);
    const { through, pieces } = curveOf(chart);

    // One point on the line per day, at the day's count (the y scale is linear; up is more).
    expect(through).toHaveLength(servers.length);
    const perServer = (through[3].y - through[0].y) / (servers[3] - servers[0]);
    expect(perServer).toBeLessThan(0);
    through.forEach((point, day) => {
      expect(point.y).toBeCloseTo(through[0].y + (servers[day] - servers[0]) * perServer, 6);
    });
    // Between two days the line stays between their counts: no dip below, no bump above.
    for (const { from, controls, to } of pieces) {
      for (const control of controls) {
        expect(control.y).toBeGreaterThanOrEqual(Math.min(from.y, to.y) - 1e-6);
        expect(control.y).toBeLessThanOrEqual(Math.max(from.y, to.y) + 1e-6);
      }
    }
  });

  it('says a count that did not change in words, not as a change of 0', async () => {
    await showHistory(month(() => 12));
    const region = await statsRegion(30);
    expect(
      within(region).getByText('Servers: 12 today, unchanged over the last 30 days'),
    ).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/\b0 over/);
  });

  it('says it in Chinese too', async () => {
    speak('zh-CN');
    try {
      await showHistory(month(() => 12));
      const region = await screen.findByRole('region', { name: '最近 30 天的服务器数' });
      expect(within(region).getByText('服务器：今天 12 个，近 30 天没有变化')).toBeInTheDocument();
    } finally {
      speak('en-US');
    }
  });
});
