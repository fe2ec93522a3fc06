import { fireEvent, screen, within } from '@testing-library/react';
import { ApiCode } from '../../api/constants';
import { clearCookies } from '../../testing/cookies';
import { envelope, failure, myBot } from '../../testing/fixtures';
import type { Language } from '../../lib/language';
import { speak } from '../../testing/language';
import { ANALYTICS_URL, openAnalytics, pointsOf, proUser, slow } from './botAnalyticsTesting';

afterEach(() => {
  speak('en-US');
  clearCookies();
  sessionStorage.clear();
});

const series = () => screen.getByRole('group', { name: 'Series shown on the chart' });
const range = (name: string) => screen.getByRole('button', { name });

describe("Configure's Analytics tab", () => {
  it('shows the totals of the range, each a toggle of its line, and a table of the days', async () => {
    const { user } = await openAnalytics((days) => [200, envelope({ points: pointsOf(days) })]);
    await screen.findByRole('group', { name: 'Series shown on the chart' }, slow);
    const views = within(series()).getByRole('checkbox', { name: /page views/ });
    // 30 days of 10…39 views: 735; servers are today's count, 39.
    expect(views.closest('label')).toHaveTextContent('735page views');
    expect(
      within(series())
        .getByRole('checkbox', { name: /servers today/ })
        .closest('label'),
    ).toHaveTextContent('39servers today');
    expect(within(series()).getAllByRole('checkbox', { checked: true })).toHaveLength(6);
    await user.click(views);
    expect(views).not.toBeChecked();
    const table = screen.getByRole('table', { name: 'Figures for each of the last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(await screen.findByTestId('analytics-chart', undefined, slow)).toBeInTheDocument();
  });

  it.each<[Language, string, string, string, string]>([
    ['en-US', 'Series shown on the chart', 'Mar 1, 2026', 'Page views: 39', 'Members reached: 390'],
    ['zh-CN', '图表中显示的数据', '2026年3月1日', '页面浏览：39', '覆盖成员：390'],
  ])(
    'says the figures of the day under the pointer in the reader’s words (%s), the chosen series only',
    async (language, seriesLabel, date, views, members) => {
      speak(language);
      const { user } = await openAnalytics((days) => [200, envelope({ points: pointsOf(days) })]);
      const shown = await screen.findByRole('group', { name: seriesLabel }, slow);
      // Members reached, the second series, taken off the chart.
      await user.click(within(shown).getAllByRole('checkbox')[1]);
      const chart = await screen.findByTestId('analytics-chart', undefined, slow);
      const plot = chart.querySelector('.bd-chart-plot') as HTMLElement;
      // jsdom lays nothing out: the plot is 290 px wide; the pointer at its right end is today.
      plot.getBoundingClientRect = () => ({ left: 0, width: 290 }) as DOMRect;
      const move = new MouseEvent('pointermove', { bubbles: true, clientX: 290 });
      Object.defineProperty(move, 'pointerType', { value: 'mouse' });
      fireEvent(plot, move);
      const note = chart.querySelector('[data-chart="note"]');
      expect(note).toHaveTextContent(date);
      expect(note).toHaveTextContent(views);
      expect(note).not.toHaveTextContent(members);
    },
  );

  it('keeps one series at least', async () => {
    const { user } = await openAnalytics((days) => [200, envelope({ points: pointsOf(days) })]);
    await screen.findByRole('group', { name: 'Series shown on the chart' }, slow);
    const boxes = within(series()).getAllByRole('checkbox');
    for (const box of boxes.slice(1)) await user.click(box);
    expect(boxes[0]).toBeChecked();
    expect(boxes[0]).toBeDisabled();
  });

  it('on Free offers 7 and 30 days, 90 disabled with the way to Pro; the range goes in the address', async () => {
    const { api, user, router } = await openAnalytics((days) => [
      200,
      envelope({ points: pointsOf(days) }),
    ]);
    expect(range('90 days')).toBeDisabled();
    expect(screen.getByText(/90 days of history come with Pro/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/user/pay',
    );
    await user.click(range('7 days'));
    expect(await screen.findByRole('heading', { name: 'The last 7 days' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=analytics&days=7');
    const asked = api.history.get.filter((request) => request.url === ANALYTICS_URL);
    expect(asked.map((request) => (request.params as { days: number }).days)).toEqual([30, 7]);
  });

  it('on Pro opens 90 days from the address', async () => {
    await openAnalytics((days) => [200, envelope({ points: pointsOf(days) })], {
      user: proUser,
      query: '&days=90',
    });
    expect(range('90 days')).toHaveAttribute('aria-pressed', 'true');
    const table = await screen.findByRole('table', undefined, slow);
    expect(within(table).getAllByRole('row')).toHaveLength(91);
  });

  it("tells a co-owner on Pro that 90 days are the owner's, with no upgrade link, in Chinese too", async () => {
    // The provider refuses a co-owner more than 30 days whatever their plan or the owner's.
    const { api } = await openAnalytics((days) => [200, envelope({ points: pointsOf(days) })], {
      user: proUser,
      bot: { ...myBot, role: 'admin' },
      query: '&days=90',
    });
    expect(range('90 days')).toBeDisabled();
    expect(range('30 days')).toHaveAttribute('aria-pressed', 'true');
    expect(range('90 days')).toHaveAccessibleDescription(
      "Only the bot's owner, on Pro, can see 90 days of history. Members see up to 30 days, whatever their plan.",
    );
    expect(screen.queryByText(/come with Pro/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    const asked = api.history.get.filter((request) => request.url === ANALYTICS_URL);
    expect(asked.map((request) => (request.params as { days: number }).days)).toEqual([30]);
  });

  it("tells a viewer in Chinese that 90 days are the owner's", async () => {
    speak('zh-CN');
    await openAnalytics((days) => [200, envelope({ points: pointsOf(days) })], {
      bot: { ...myBot, role: 'viewer' },
    });
    expect(
      screen.getByText(
        '只有使用 Pro 套餐的机器人所有者可以查看 90 天的数据。成员最多可查看 30 天，与其套餐无关。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '升级到 Pro' })).toBeNull();
  });

  it('says when the bot has no data yet', async () => {
    await openAnalytics((days) => [200, envelope({ points: pointsOf(days, 0) })]);
    expect(await screen.findByText('No data yet', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Series shown on the chart' })).toBeNull();
  });

  it('tells a failed load, in Chinese too, and Retry loads again', async () => {
    speak('zh-CN');
    let fail = true;
    const { user } = await openAnalytics((days) =>
      fail
        ? [200, failure(ApiCode.providerError, 'boom')]
        : [200, envelope({ points: pointsOf(days) })],
    );
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent('无法加载数据统计');
    fail = false;
    await user.click(within(alert).getByRole('button'));
    expect(
      await screen.findByRole('group', { name: '图表中显示的数据' }, slow),
    ).toBeInTheDocument();
  });
});
