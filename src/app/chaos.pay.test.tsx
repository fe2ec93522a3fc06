// The chaos table's rows of billing (src/testing/chaosTable.ts), every fault kind, in jest: the
// plans and the order history, paying, the checkout dialog's poll and cancelling an order.
import { screen, waitFor, within } from '@testing-library/react';
import type { ChaosCase, StepsTable } from '../testing/chaosRunner';
import { alertWith, retry, runChaosFile } from '../testing/chaosRunner';

const PAY = '/user/pay';

const proMonthly = () => screen.findByRole('region', { name: 'Pro monthly' });
const checkout = () => screen.findByRole('dialog', { name: 'Complete your payment' });
const cancelQuestion = () => screen.findByRole('dialog', { name: /^Cancel the .+ order\?$/ });

/** The plans and the order history, in either language. */
const payShown = async () => {
  expect(await screen.findByRole('heading', { name: 'Pro monthly' })).toBeInTheDocument();
  expect(await screen.findByRole('table')).toBeInTheDocument();
};

const payLoaded = async () => {
  await payShown();
  expect(screen.queryByText(/Couldn't load/)).toBeNull();
};

async function pay(c: ChaosCase) {
  await c.user.click(within(await proMonthly()).getByText('Pay', { selector: 'button' }));
}

async function waiting() {
  expect(
    await within(await checkout()).findByText('Waiting for your payment…'),
  ).toBeInTheDocument();
}

async function openCheckout(c: ChaosCase) {
  await payLoaded();
  await pay(c);
  await waiting();
}

async function confirmCancel(c: ChaosCase) {
  await c.user.click(
    within(await cancelQuestion()).getByText('Cancel order', { selector: 'button' }),
  );
}

/** How often the checkout dialog asks for the order's status. */
const POLL_MS = 3000;

const steps: StepsTable = {
  '/user/pay · GET pay/plans': {
    path: PAY,
    opens: true,
    failure: () => alertWith("Couldn't load the plans"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load the plans"));
      await payLoaded();
    },
    afterSignIn: payLoaded,
    loaded: payShown,
  },
  '/user/pay · GET pay/orders': {
    path: PAY,
    opens: true,
    failure: () => alertWith("Couldn't load your orders"),
    recover: async (c) => {
      await retry(c, await alertWith("Couldn't load your orders"));
      await payLoaded();
    },
    afterSignIn: payLoaded,
  },
  '/user/pay · POST pay/orders': {
    path: PAY,
    before: async (c) => {
      await payLoaded();
      await c.user.click(screen.getByLabelText('Alipay'));
    },
    act: pay,
    failure: () => alertWith("Couldn't create the order"),
    kept: async () => {
      expect(screen.getByLabelText('Alipay')).toBeChecked();
    },
    recover: async (c) => {
      await pay(c);
      expect(await checkout()).toHaveTextContent('Alipay');
      await waiting();
    },
    afterSignIn: async (c) => {
      await payLoaded();
      await pay(c);
      await waiting();
    },
  },
  '/user/pay · GET pay/orders/:id (poll)': {
    path: PAY,
    before: openCheckout,
    // The poll runs every 3 s on its own: the fault is injected and the next tick meets it.
    act: (c) => c.tick(POLL_MS),
    failure: async () =>
      within(await checkout()).findByText(/^Couldn't check the payment just now/),
    recover: async (c) => {
      await c.tick(POLL_MS);
      const dialog = await checkout();
      await waitFor(() =>
        expect(within(dialog).queryByText(/Couldn't check the payment/)).toBeNull(),
      );
      await waiting();
      expect(c.provider.calls('GET pay/orders/:id')).toBe(2);
    },
    afterSignIn: payLoaded,
  },
  '/user/pay · POST pay/orders/:id/cancel': {
    path: PAY,
    before: openCheckout,
    act: async (c) => {
      await c.user.click(
        within(await checkout()).getByText('Cancel order', { selector: 'button' }),
      );
      await confirmCancel(c);
    },
    failure: () => alertWith("Couldn't cancel the order"),
    kept: async () => {
      // The question stays open with its failure, the order still pending behind it.
      expect(await cancelQuestion()).toBeInTheDocument();
    },
    recover: async (c) => {
      await confirmCancel(c);
      expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
      expect(c.provider.state.orders[0]?.status).toBe('cancelled');
    },
    afterSignIn: async () => {
      await payLoaded();
      expect(within(screen.getByRole('table')).getByText('Pending')).toBeInTheDocument();
    },
  },
};

runChaosFile('pay', steps, { zhCN: { '/user/pay · GET pay/plans': ['malformed'] } });
