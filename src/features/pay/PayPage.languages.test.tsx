// Plans in the reader's language: the provider may give a plan's name and features per language,
// and the session user's plan its names (product §7); the page shows the reader's, else the default.
import { configure, screen, within } from '@testing-library/react';
import { speak } from '../../testing/language';
import type { Plan, User } from '../../api/schemas';
import { clearCookies } from '../../testing/cookies';
import { demoUser, envelope } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderWithProviders';
import { billingApi, order, page, plans, proUser } from './payTesting';

configure({ asyncUtilTimeout: 5000 });

const zh: Record<string, { name: string; features: string[] }> = {
  free: { name: '免费版', features: ['2 个机器人', '社区支持'] },
  'pro-month': { name: '专业版（月付）', features: ['20 个机器人', 'Webhook 连接'] },
  'pro-year': { name: '专业版（年付）', features: ['20 个机器人', '比按月付费省两个月'] },
};
const translatedPlans: Plan[] = plans.map((plan) => ({
  ...plan,
  translations: { 'zh-CN': zh[plan.id] },
}));
const freeUser: User = { ...demoUser, plan: { ...demoUser.plan, names: { 'zh-CN': '免费版' } } };
const proUserZh: User = { ...proUser, plan: { ...proUser.plan, names: { 'zh-CN': '专业版' } } };

async function setUp(answer: Plan[], profile: User) {
  const { api, state } = await billingApi();
  state.profile = profile;
  api.onGet('pay/plans').reply(200, envelope(answer));
  api.onGet('pay/orders').reply(200, envelope(page([])));
  return api;
}

beforeAll(() => import('./PayPage'));
afterEach(() => {
  clearCookies();
  speak('en-US');
});

describe("Billing in the reader's language", () => {
  it('names the plans, their features and the current plan in Chinese for a zh-CN reader', async () => {
    speak('zh-CN');
    await setUp(translatedPlans, freeUser);
    renderApp({ path: '/user/pay' });

    const monthly = await screen.findByRole('region', { name: '专业版（月付）' });
    expect(within(monthly).getByText('20 个机器人')).toBeInTheDocument();
    expect(within(monthly).getByText('Webhook 连接')).toBeInTheDocument();
    expect(within(monthly).queryByText('Webhook connections')).not.toBeInTheDocument();
    const yearly = screen.getByRole('region', { name: '专业版（年付）' });
    expect(within(yearly).getByText('比按月付费省两个月')).toBeInTheDocument();
    const free = screen.getByRole('region', { name: '免费版' });
    expect(within(free).getByText('社区支持')).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('免费版');
    expect(screen.getByTestId('current-plan')).not.toHaveTextContent('Free');
  });

  it('names an order by its plan in Chinese, and by the name it was made with for a plan no longer sold', async () => {
    speak('zh-CN');
    const api = await setUp(translatedPlans, freeUser);
    api
      .onGet('pay/orders')
      .reply(
        200,
        envelope(
          page([
            order({ id: 'o-1', status: 'expired' }),
            order({ id: 'o-2', status: 'expired', planId: 'team-month', planName: 'Team monthly' }),
          ]),
        ),
      );
    renderApp({ path: '/user/pay' });

    const history = await screen.findByRole('table');
    expect(await within(history).findByText('专业版（月付）')).toBeInTheDocument();
    expect(within(history).queryByText('Pro monthly')).not.toBeInTheDocument();
    expect(within(history).getByText('Team monthly')).toBeInTheDocument();
  });

  it("names a Pro user's held plan and what its periods give in Chinese", async () => {
    speak('zh-CN');
    await setUp(translatedPlans, proUserZh);
    renderApp({ path: '/user/pay' });

    const held = await screen.findByRole('region', { name: '专业版' });
    // What both periods give, found among the Chinese words, is listed once.
    expect(within(held).getAllByText('20 个机器人')).toHaveLength(1);
    expect(within(held).getByText('Webhook 连接')).toBeInTheDocument();
    expect(within(held).getByText('比按月付费省两个月')).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('专业版');
    expect(screen.getByTestId('current-plan')).not.toHaveTextContent('Pro');
  });

  it('shows the default words to an en-US reader, and switches to Chinese without asking again', async () => {
    const api = await setUp(translatedPlans, freeUser);
    renderApp({ path: '/user/pay' });

    const monthly = await screen.findByRole('region', { name: 'Pro monthly' });
    expect(within(monthly).getByText('Webhook connections')).toBeInTheDocument();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Free plan');

    speak('zh-CN');
    expect(await screen.findByRole('region', { name: '专业版（月付）' })).toBeInTheDocument();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('免费版');
    expect(api.history.get.filter((request) => request.url === 'pay/plans')).toHaveLength(1);
  });

  it('shows the default words to a zh-CN reader when the provider sends no translations', async () => {
    speak('zh-CN');
    await setUp(plans, proUser);
    renderApp({ path: '/user/pay' });

    const held = await screen.findByRole('region', { name: 'Pro' });
    expect(within(held).getByText('Webhook connections')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Free' })).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Pro');
  });
});
