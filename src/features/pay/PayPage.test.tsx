import { configure, screen, waitFor, within } from '@testing-library/react';
import { clearCookies } from '../../testing/cookies';
import { envelope, failure } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderWithProviders';
import { billingApi, NOW, order, page, plans, proUser } from './payTesting';

// The whole app renders here, lazy page and all; on a busy machine that outlasts the default 1 s.
configure({ asyncUtilTimeout: 5000 });
// A journey (pay, poll, confirm) on a loaded machine outlasts jest's default 5 s, as in the other
// Compile the lazy page before the first test, so its first render is not racing the timeout.
beforeAll(() => import('./PayPage'));
afterEach(() => clearCookies());

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('PayPage plans', () => {
  it('shows skeletons while loading, then the plans, the current plan and the methods', async () => {
    const { api } = await billingApi();
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.onGet('pay/plans').reply(() => new Promise((resolve) => (answer = resolve)));
    api.onGet('pay/orders').reply(200, envelope(page([])));
    renderApp({ path: '/user/pay' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plans and billing' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Plans and billing · Botdeck');
    expect(screen.getByTestId('plans-loading')).toBeInTheDocument();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Free plan');
    expect(screen.getByText('Up to 2 bots on this plan')).toBeInTheDocument();

    answer([200, envelope(plans)]);
    const pro = await screen.findByRole('region', { name: 'Pro monthly' });
    expect(screen.queryByTestId('plans-loading')).not.toBeInTheDocument();
    expect(within(pro).getByText('¥15.00')).toBeInTheDocument();
    expect(within(pro).getByText('per month')).toBeInTheDocument();
    expect(within(pro).getByText('Up to 20 bots')).toBeInTheDocument();
    expect(within(pro).getByText('Webhook connections')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(within(card('Pro yearly')).getByText('¥150.00')).toBeInTheDocument();
    expect(within(card('Pro yearly')).getByText('per year')).toBeInTheDocument();

    const free = card('Free');
    expect(within(free).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alipay' })).not.toBeChecked();
  });

  it('shows a Pro user one current Pro card whose Extend buttons order that period', async () => {
    const { api, state } = await billingApi();
    state.profile = proUser;
    api.onGet('pay/plans').reply(200, envelope(plans));
    api.onGet('pay/orders').reply(200, envelope(page([])));
    api.onPost('pay/orders').reply(200, envelope(order({ planId: 'pro-year' })));
    const { user } = renderApp({ path: '/user/pay' });

    await waitFor(() =>
      expect(screen.getByTestId('current-plan')).toHaveTextContent('Pro until Mar 31, 2026'),
    );
    const pro = await screen.findByRole('region', { name: 'Pro' });
    expect(within(pro).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    expect(within(pro).getByText('Up to 20 bots')).toBeInTheDocument();
    // What both periods give is listed once; the yearly saving goes with the yearly price.
    expect(within(pro).getAllByText('20 bots')).toHaveLength(1);
    expect(within(pro).getByText('Two months free')).toBeInTheDocument();
    expect(within(pro).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(card('Free')).queryByText('Current plan')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pro yearly' })).not.toBeInTheDocument();

    await user.click(within(pro).getByRole('button', { name: 'Extend by a year' }));
    expect(await screen.findByRole('dialog', { name: 'Complete your payment' })).toBeVisible();
    expect(JSON.parse(String(api.history.post[0]?.data))).toEqual({
      planId: 'pro-year',
      method: 'wechat',
    });
  });

  it("shows the provider's message with Retry when the plans fail to load", async () => {
    const { api } = await billingApi();
    api
      .onGet('pay/plans')
      .replyOnce(200, failure(500000, 'Billing is down'))
      .onGet('pay/plans')
      .reply(200, envelope(plans));
    api.onGet('pay/orders').reply(200, envelope(page([])));
    const { user } = renderApp({ path: '/user/pay' });

    expect(await screen.findByText('Billing is down')).toBeInTheDocument();
    expect(screen.getByText("Couldn't load the plans")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Pro monthly' })).toBeInTheDocument();
    expect(screen.queryByText('Billing is down')).not.toBeInTheDocument();
  });

  it('says so when there are no plans', async () => {
    const { api } = await billingApi();
    api.onGet('pay/plans').reply(200, envelope([]));
    api.onGet('pay/orders').reply(200, envelope(page([])));
    renderApp({ path: '/user/pay' });
    expect(await screen.findByText('No plans are on offer right now')).toBeInTheDocument();
  });
});

describe('PayPage order history', () => {
  it('shows an empty state when there are no orders', async () => {
    const { api } = await billingApi();
    api.onGet('pay/plans').reply(200, envelope(plans));
    api.onGet('pay/orders').reply(200, envelope(page([])));
    renderApp({ path: '/user/pay' });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows skeleton rows while loading, then the orders with their status', async () => {
    const { api } = await billingApi();
    api.onGet('pay/plans').reply(200, envelope(plans));
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.onGet('pay/orders').reply(() => new Promise((resolve) => (answer = resolve)));
    renderApp({ path: '/user/pay' });

    const table = await screen.findByRole('table', { name: 'Order history' });
    expect(within(table).getAllByTestId('order-skeleton')).toHaveLength(3);
    answer([
      200,
      envelope(
        page([
          order({ id: 'o-2', status: 'paid', method: 'alipay' }),
          order({ id: 'o-1', planName: 'Pro yearly', amount: 15000, status: 'expired' }),
        ]),
      ),
    ]);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, paid, expired] = within(table).getAllByRole('row');
    expect(paid).toHaveTextContent('Pro monthly');
    expect(paid).toHaveTextContent('¥15.00');
    expect(paid).toHaveTextContent('Alipay');
    expect(paid).toHaveTextContent('Paid');
    expect(expired).toHaveTextContent('Pro yearly');
    expect(expired).toHaveTextContent('¥150.00');
    expect(expired).toHaveTextContent('WeChat Pay');
    expect(expired).toHaveTextContent('Expired');
    expect(screen.queryByRole('navigation', { name: 'Order history pages' })).toBeNull();
  });

  it('pages through the history', async () => {
    const { api } = await billingApi();
    api.onGet('pay/plans').reply(200, envelope(plans));
    api.onGet('pay/orders').reply((config) => {
      const { page: pageNo } = config.params as { page: number };
      return [
        200,
        envelope(
          page(
            [order({ id: `o-p${String(pageNo)}`, planName: `Plan ${String(pageNo)}` })],
            25,
            pageNo,
          ),
        ),
      ];
    });
    const { user } = renderApp({ path: '/user/pay' });

    expect(await screen.findByText('Plan 1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Order history pages' });
    await user.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Plan 3')).toBeInTheDocument();
    const calls = api.history.get.filter((request) => request.url === 'pay/orders');
    expect(calls.map((request) => (request.params as { page: number }).page)).toEqual([1, 3]);
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a Pro user an order made before their Pro payment as superseded, not payable', async () => {
    const { api, state } = await billingApi();
    state.profile = proUser;
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
    api.onGet('pay/plans').reply(200, envelope(plans));
    api.onGet('pay/orders').reply(
      200,
      envelope(
        page([
          // Made after the payment, to extend: still to be paid.
          order({ id: 'o-3', planId: 'pro-year', planName: 'Pro yearly', createdAt: at(-1) }),
          order({
            id: 'o-2',
            planId: 'pro-year',
            status: 'paid',
            createdAt: at(-4),
            paidAt: at(-3),
          }),
          // Made before it: paying it too would buy Pro twice.
          order({ id: 'o-1', createdAt: at(-5) }),
        ]),
      ),
    );
    renderApp({ path: '/user/pay' });

    const table = await screen.findByRole('table', { name: 'Order history' });
    const superseded = await within(table).findByRole('row', { name: /Superseded/ });
    expect(superseded).toHaveTextContent('Pro monthly');
    expect(superseded).toHaveTextContent('Replaced by a later payment');
    expect(within(superseded).queryByRole('button')).not.toBeInTheDocument();
    const extension = within(table).getByRole('row', { name: /Pending/ });
    expect(extension).toHaveTextContent('Pro yearly');
    expect(within(extension).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it("shows the provider's message with Retry when the history fails", async () => {
    const { api } = await billingApi();
    api.onGet('pay/plans').reply(200, envelope(plans));
    api
      .onGet('pay/orders')
      .replyOnce(200, failure(500000, 'Orders are unavailable'))
      .onGet('pay/orders')
      .reply(200, envelope(page([order({ status: 'paid' })])));
    const { user } = renderApp({ path: '/user/pay' });

    expect(await screen.findByText('Orders are unavailable')).toBeInTheDocument();
    expect(screen.getByText("Couldn't load your orders")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Order history' })).toHaveTextContent('Paid');
  });
});
