import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '../../api/schemas';
import { clearCookies } from '../../testing/cookies';
import { heldReply } from '../../testing/http';
import type { MockApi } from '../../testing/http';
import { envelope, failure } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderWithProviders';
import { billingApi, NOW, order, page, plans, proUser, requestsTo } from './payTesting';

const ORDER_URL = 'pay/orders/o-1';

// The whole app renders here, lazy page and all; on a busy machine that outlasts the default 1 s.
configure({ asyncUtilTimeout: 5000 });
// Compile the lazy page before the first test, so its first render is not racing the timeout.
beforeAll(() => import('./PayPage'));
beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
  clearCookies();
});

/** The billing page with plans and history answered, and `pay/orders/o-1` answering `status`. */
async function openBilling(history: Order[] = [], { answerCreate = true } = {}) {
  const { api, state } = await billingApi();
  api.onGet('pay/plans').reply(200, envelope(plans));
  // Read at each request, so a test can add to the history as the provider would.
  api.onGet('pay/orders').reply(() => [200, envelope(page(history))]);
  const status: { order: Order } = { order: order() };
  api.onGet(ORDER_URL).reply(() => [200, envelope(status.order)]);
  if (answerCreate) api.onPost('pay/orders').reply(200, envelope(order()));
  const rendered = renderApp({
    path: '/user/pay',
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await screen.findByRole('region', { name: 'Pro monthly' });
  return { api, state, status, ...rendered };
}

async function pay(user: Awaited<ReturnType<typeof openBilling>>['user'], plan = 'Pro monthly') {
  await user.click(within(screen.getByRole('region', { name: plan })).getByRole('button'));
  return screen.findByRole('dialog', { name: 'Complete your payment' });
}

function idempotencyKeys(api: MockApi): unknown[] {
  return api.history.post.map((request) => request.headers['Idempotency-Key']);
}

function polls(api: MockApi) {
  return requestsTo(api, ORDER_URL);
}

async function tick(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe('creating an order', () => {
  it('a double click on Pay creates exactly one order, with an Idempotency-Key', async () => {
    const { api, user } = await openBilling();
    // The first order is still on the wire when the second click comes.
    const created = heldReply();
    api.onPost('pay/orders').reply(created.reply);
    await user.click(screen.getByRole('radio', { name: 'Alipay' }));
    await user.dblClick(
      within(screen.getByRole('region', { name: 'Pro monthly' })).getByRole('button'),
    );
    created.answer([200, envelope(order())]);
    await screen.findByRole('dialog', { name: 'Complete your payment' });

    expect(api.history.post).toHaveLength(1);
    const [post] = api.history.post;
    expect(post.url).toBe('pay/orders');
    expect(JSON.parse(String(post.data))).toEqual({ planId: 'pro-month', method: 'alipay' });
    expect(idempotencyKeys(api)).toEqual([expect.any(String)]);
  });

  it('locks every Pay button while the order is being created', async () => {
    const { api, user } = await openBilling([], { answerCreate: false });
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.onPost('pay/orders').reply(() => new Promise((resolve) => (answer = resolve)));
    await user.click(
      within(screen.getByRole('region', { name: 'Pro monthly' })).getByRole('button'),
    );
    // The pressed one keeps focus (for the dialog to return it) but a second press does nothing.
    const pressed = screen.getByRole('button', { name: 'Creating order…' });
    expect(pressed).toHaveAttribute('aria-disabled', 'true');
    expect(pressed).toHaveFocus();
    await user.click(pressed);
    expect(api.history.post.filter((request) => request.url === 'pay/orders')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Pro yearly' })).getByRole('button', {
        name: 'Pay',
      }),
    ).toBeDisabled();
    await act(async () => {
      answer([200, envelope(order())]);
      await Promise.resolve();
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the plan, amount, QR code, payment link and a countdown', async () => {
    const { user } = await openBilling();
    const dialog = await pay(user);
    expect(within(dialog).getByText('Pro monthly')).toBeInTheDocument();
    expect(within(dialog).getByText('¥15.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'QR code of the payment page' })).toBeVisible();
    const link = within(dialog).getByRole('link', { name: 'Open payment page' });
    expect(link).toHaveAttribute('href', 'https://pay.example/demo/pay/o-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const timer = within(dialog).getByRole('timer');
    expect(timer.textContent).toMatch(/^1[45]:\d\d$/);
    const before = timer.textContent;
    await tick(2000);
    expect(timer.textContent).not.toBe(before);
    expect(timer.textContent).toMatch(/^1[45]:\d\d$/);
  });

  it("shows the provider's refusal and lets the user try again with a new key", async () => {
    const { api, user } = await openBilling([], { answerCreate: false });
    api
      .onPost('pay/orders')
      .replyOnce(200, failure(400001, 'Unknown plan'))
      .onPost('pay/orders')
      .reply(200, envelope(order()));
    await user.click(
      within(screen.getByRole('region', { name: 'Pro monthly' })).getByRole('button'),
    );
    expect(await screen.findByText('Unknown plan')).toBeInTheDocument();
    expect(screen.getByText("Couldn't create the order")).toBeInTheDocument();
    await pay(user);
    const [first, second] = idempotencyKeys(api);
    expect(first).not.toEqual(second);
  });

  it('reuses the key when retrying after a network failure, so no second order is made', async () => {
    const { api, user } = await openBilling([], { answerCreate: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.onPost('pay/orders').networkErrorOnce().onPost('pay/orders').reply(200, envelope(order()));
    await user.click(
      within(screen.getByRole('region', { name: 'Pro monthly' })).getByRole('button'),
    );
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await pay(user);
    const [first, second] = idempotencyKeys(api);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });
});

describe('polling the order', () => {
  it('polls every 3 s while the dialog is open and stops when it closes', async () => {
    const { api, user } = await openBilling();
    await pay(user);
    expect(polls(api)).toBe(0);
    await tick(3000);
    expect(polls(api)).toBe(1);
    await tick(6000);
    expect(polls(api)).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await tick(30_000);
    expect(polls(api)).toBe(3);
  });

  it('stops when the user leaves the route', async () => {
    const { api, user, router } = await openBilling();
    api.onGet(/.*/).reply(200, envelope([]));
    await pay(user);
    await tick(3000);
    expect(polls(api)).toBe(1);
    await act(() => router.navigate('/'));
    await tick(30_000);
    expect(polls(api)).toBe(1);
  });

  it('on paid: closes the dialog, says so, refetches the profile and shows the new plan', async () => {
    const { api, user, state, status } = await openBilling();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Free plan');
    await pay(user);
    await tick(3000);
    const profiles = requestsTo(api, 'user/profile');
    const histories = requestsTo(api, 'pay/orders');

    status.order = order({ status: 'paid', paidAt: NOW.toISOString() });
    state.profile = proUser;
    await tick(3000);
    expect(polls(api)).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText("Payment received: you're on Pro monthly now")).toBeVisible();
    expect(requestsTo(api, 'user/profile')).toBe(profiles + 1);
    expect(requestsTo(api, 'pay/orders')).toBe(histories + 1);
    await waitFor(() =>
      expect(screen.getByTestId('current-plan')).toHaveTextContent('Pro until Mar 31, 2026'),
    );

    await tick(30_000);
    expect(polls(api)).toBe(2);
  });

  it('on expired: stops and offers a new order with a fresh key', async () => {
    const { api, user, status } = await openBilling([], { answerCreate: false });
    api.onPost('pay/orders').replyOnce(200, envelope(order()));
    status.order = order({ status: 'expired' });
    const dialog = await pay(user);
    await tick(3000);
    expect(await within(dialog).findByText('This order has expired')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'QR code of the payment page' })).toBeNull();
    await tick(30_000);
    expect(polls(api)).toBe(1);

    api.onPost('pay/orders').reply(200, envelope(order({ id: 'o-2' })));
    api.onGet('pay/orders/o-2').reply(200, envelope(order({ id: 'o-2' })));
    await user.click(within(dialog).getByRole('button', { name: 'Create a new order' }));
    await waitFor(() => expect(api.history.post).toHaveLength(2));
    const [first, second] = idempotencyKeys(api);
    expect(second).not.toBe(first);
    expect(JSON.parse(String(api.history.post[1]?.data))).toEqual({
      planId: 'pro-month',
      method: 'wechat',
    });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code of the payment page' }),
    ).toBeInTheDocument();
    await tick(3000);
    expect(requestsTo(api, 'pay/orders/o-2')).toBe(1);
    expect(polls(api)).toBe(1);
  });

  it('on cancelled elsewhere: stops, closes the dialog and says so', async () => {
    const { api, user, status } = await openBilling();
    status.order = order({ status: 'cancelled' });
    await pay(user);
    await tick(3000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    await tick(30_000);
    expect(polls(api)).toBe(1);
  });

  it('Cancel order asks first, naming the order; confirming cancels it and stops polling', async () => {
    const { api, user } = await openBilling();
    api.onPost(`${ORDER_URL}/cancel`).reply(200, envelope(order({ status: 'cancelled' })));
    await pay(user);
    await tick(3000);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the Pro monthly order?' });
    expect(confirm).toHaveAccessibleDescription(
      "¥15.00 per month, with WeChat Pay. A cancelled order can't be paid; to buy the plan later, make a new order.",
    );
    expect(api.history.post.map((post) => post.url)).toEqual(['pay/orders']);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.history.post.map((post) => post.url)).toEqual(['pay/orders', `${ORDER_URL}/cancel`]);
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    await tick(30_000);
    expect(polls(api)).toBe(1);
  });

  it('Keep order and Escape send nothing and leave the order open and polled', async () => {
    const { api, user } = await openBilling();
    api.onPost(`${ORDER_URL}/cancel`).reply(200, envelope(order({ status: 'cancelled' })));
    const dialog = await pay(user);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel the Pro monthly order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel the Pro monthly order?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());

    // Only the checkout dialog is left, still waiting for the payment and still polled.
    expect(screen.getByRole('dialog', { name: 'Complete your payment' })).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'QR code of the payment page' })).toBeVisible();
    expect(api.history.post.map((post) => post.url)).toEqual(['pay/orders']);
    await tick(3000);
    expect(polls(api)).toBe(1);
  });

  it("keeps the dialog and polling when cancelling fails, with the provider's message", async () => {
    const { api, user } = await openBilling();
    api
      .onPost(`${ORDER_URL}/cancel`)
      .reply(200, failure(400009, 'Only a pending order can be cancelled; this one is paid'));
    const dialog = await pay(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the Pro monthly order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(
      await within(confirm).findByText('Only a pending order can be cancelled; this one is paid'),
    ).toBeInTheDocument();
    expect(within(confirm).getByText("Couldn't cancel the order")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Complete your payment' })).toBeVisible();
    expect(within(dialog).queryByText(/Only a pending order/)).not.toBeInTheDocument();
    // The conflict was checked with one look at the order (still pending here), and the dialog
    // goes on polling it.
    expect(polls(api)).toBe(1);
    await tick(3000);
    expect(polls(api)).toBe(2);
  });

  it('a cancel that already went through (a retry after a timed-out one) counts as cancelled', async () => {
    const { api, user, status } = await openBilling();
    api
      .onPost(`${ORDER_URL}/cancel`)
      .reply(200, failure(400009, 'Only a pending order can be cancelled; this one is cancelled'));
    const dialog = await pay(user);
    status.order = order({ status: 'cancelled' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the Pro monthly order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/Only a pending order/)).not.toBeInTheDocument();
  });

  it('a pending order in the history can be paid from there, and is polled', async () => {
    const { api, user } = await openBilling([order()]);
    const row = await screen.findByRole('row', { name: /Pending/ });
    await user.click(within(row).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog', { name: 'Complete your payment' })).toBeVisible();
    await tick(3000);
    expect(polls(api)).toBe(1);
    expect(api.history.post).toHaveLength(0);
  });
});

describe('after paying for Pro yearly', () => {
  it('names Pro once as the current plan, to extend by a month or a year, and supersedes an older pending order', async () => {
    const minutesAgo = (minutes: number) =>
      new Date(NOW.getTime() - minutes * 60_000).toISOString();
    const older = order({
      id: 'o-0',
      createdAt: minutesAgo(5),
      expiresAt: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
    });
    const yearly = order({ planId: 'pro-year', planName: 'Pro yearly', amount: 15000 });
    const history = [older];
    const { api, user, state, status } = await openBilling(history, { answerCreate: false });
    api.onPost('pay/orders').reply(200, envelope(yearly));
    status.order = yearly;

    // On Free, the older Pro monthly order can still be paid.
    const olderRow = await screen.findByRole('row', { name: /Pending/ });
    expect(within(olderRow).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();

    await pay(user, 'Pro yearly');
    await tick(3000);
    const paid: Order = { ...yearly, status: 'paid', paidAt: new Date(Date.now()).toISOString() };
    status.order = paid;
    history.unshift(paid);
    state.profile = proUser;
    await tick(3000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const pro = await screen.findByRole('region', { name: 'Pro' });
    expect(within(pro).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    expect(within(pro).getByText('Time you add starts after Mar 31, 2026')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Extend by a month' })).toBeEnabled();
    expect(within(pro).getByRole('button', { name: 'Extend by a year' })).toBeEnabled();
    expect(within(pro).getByText('¥15.00')).toBeInTheDocument();
    expect(within(pro).getByText('¥150.00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pro monthly' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pro yearly' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
    const free = screen.getByRole('region', { name: 'Free' });
    expect(within(free).queryByText('Current plan')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Order history' });
    const superseded = await within(table).findByRole('row', { name: /Superseded/ });
    expect(superseded).toHaveTextContent('Pro monthly');
    expect(superseded).toHaveTextContent('Replaced by a later payment');
    expect(within(table).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Paid/ })).toHaveTextContent('Pro yearly');
  });
});
