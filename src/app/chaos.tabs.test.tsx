// The chaos table's rows of Configure's tabs but Members (src/testing/chaosTable.ts), every fault
// kind, in jest: the log and its live stream, analytics, activity, and health with its policy.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChaosCase, StepsTable } from '../testing/chaosRunner';
import { alertWith, openTabPanel, retry, runChaosFile } from '../testing/chaosRunner';
import { SEED_BOTS } from '../testing/chaosTable';

const tab = (bot: string, name: string) => `/user/bot/set/${bot}?tab=${name}`;
const LOGS = tab(SEED_BOTS.echoRadio, 'logs');
const ANALYTICS = tab(SEED_BOTS.echoRadio, 'analytics');
const ACTIVITY = tab(SEED_BOTS.echoRadio, 'activity');
const HEALTH = tab(SEED_BOTS.echoRadio, 'health');

const openPanel = openTabPanel;

// ---- Logs ------------------------------------------------------------------------------------

/** The log's lines, in any language. */
const logShown = async () => {
  expect(await screen.findByText(/Connected to KOOK; session ready$/)).toBeInTheDocument();
};

/** The Logs tab shows the log and follows it. */
const logsLive = async () => {
  await logShown();
  await waitFor(() => expect(screen.getByText('Live', { exact: true })).toBeInTheDocument());
};

// ---- Health ----------------------------------------------------------------------------------

const POLICY = { restarts: '2', channel: '3960099990000001' };
const policyForm = async () =>
  within(await openPanel()).findByRole('form', { name: 'Auto-restart and alerts' });
const healthShown = async () => {
  expect(
    await within(await openPanel()).findByRole('list', { name: /^(Checks|检查项)$/ }),
  ).toBeInTheDocument();
};
const healthLoaded = async () => {
  await healthShown();
  expect(screen.queryByText(/Couldn't load/)).toBeNull();
};

async function editPolicy(c: ChaosCase) {
  await healthLoaded();
  const form = await policyForm();
  await c.user.click(within(form).getByLabelText(/^Restart the bot automatically/));
  await c.user.click(within(form).getByRole('combobox', { name: /^At most this many restarts/ }));
  await c.user.click(await screen.findByRole('option', { name: POLICY.restarts }));
  await c.user.click(within(form).getByLabelText(/^KOOK channel for alerts/));
  await c.user.paste(POLICY.channel);
}

async function policyKept() {
  const form = await policyForm();
  expect(within(form).getByLabelText(/^Restart the bot automatically/)).toBeChecked();
  expect(
    within(form).getByRole('combobox', { name: /^At most this many restarts/ }),
  ).toHaveTextContent(POLICY.restarts);
  expect(within(form).getByLabelText(/^KOOK channel for alerts/)).toHaveValue(POLICY.channel);
}

async function policySaved(c: ChaosCase) {
  await c.user.click(within(await policyForm()).getByText('Save policy', { selector: 'button' }));
  expect(await screen.findByText('Health policy saved')).toBeInTheDocument();
  await policyKept();
  expect(c.provider.state.health).toMatchObject({
    policy: { autoRestart: true, maxRestartsPerHour: Number(POLICY.restarts) },
    alertChannel: POLICY.channel,
  });
}

// ---- The rows ----------------------------------------------------------------------------------

const analyticsLoaded = async () => {
  const series = /^(Series shown on the chart|图表中显示的数据)$/;
  expect(await within(await openPanel()).findByRole('group', { name: series })).toBeInTheDocument();
};

const activityLoaded = async () => {
  // Who created the bot, in either language.
  expect(await within(await openPanel()).findAllByText(/^DemoUser#0001 /)).not.toHaveLength(0);
};

/** A load of the tab that fails inline, with Retry. */
function loadRow(path: string, title: string, loaded: () => Promise<void>) {
  return {
    path,
    opens: true as const,
    failure: () => alertWith(title),
    recover: async (c: ChaosCase) => {
      await retry(c, await alertWith(title));
      await loaded();
    },
    afterSignIn: loaded,
  };
}

const steps: StepsTable = {
  '/user/bot/set/:id?tab=logs · GET user/bots/:id/logs': {
    ...loadRow(LOGS, "Couldn't load the log", logsLive),
    loaded: logShown,
  },
  '/user/bot/set/:id?tab=logs · GET user/bots/:id/logs/stream': {
    path: LOGS,
    opens: true,
    // The stream breaks: the tab says so and why, and tries again by itself (1 s, then 2 s…). A
    // stream that does not answer is given up when the client's timeout has passed.
    failure: async (c) => {
      if (c.kind === 'delay') await c.tick(10_000);
      return alertWith('The live log was interrupted');
    },
    recover: async (c) => {
      await retry(c, await alertWith('The live log was interrupted'), 'Reconnect now');
      await act(async () =>
        c.provider.streams.last()?.send({ type: 'heartbeat', at: new Date().toISOString() }),
      );
      await logsLive();
    },
    afterSignIn: logsLive,
  },
  '/user/bot/set/:id?tab=analytics · GET user/bots/:id/analytics': {
    ...loadRow(ANALYTICS, "Couldn't load the analytics", analyticsLoaded),
    loaded: analyticsLoaded,
  },
  '/user/bot/set/:id?tab=activity · GET user/bots/:id/activity': {
    ...loadRow(ACTIVITY, "Couldn't load the activity", activityLoaded),
    loaded: activityLoaded,
  },
  '/user/bot/set/:id?tab=health · GET user/bots/:id/health': {
    ...loadRow(HEALTH, "Couldn't load the bot's health", healthLoaded),
    loaded: healthShown,
  },
  '/user/bot/set/:id?tab=health · PUT user/bots/:id/health/policy': {
    path: HEALTH,
    before: editPolicy,
    act: async (c) => {
      await c.user.click(
        within(await policyForm()).getByText('Save policy', { selector: 'button' }),
      );
    },
    failure: () => alertWith("Couldn't save the health policy"),
    kept: policyKept,
    recover: policySaved,
    // What was typed comes back as a draft after signing in again.
    afterSignIn: async (c) => {
      await healthLoaded();
      await retry(c, await alertWith('Restore your unsaved changes?'), 'Restore');
      await policyKept();
      await policySaved(c);
    },
  },
};

runChaosFile('tabs', steps, {
  zhCN: {
    '/user/bot/set/:id?tab=logs · GET user/bots/:id/logs': ['malformed'],
    '/user/bot/set/:id?tab=analytics · GET user/bots/:id/analytics': ['html'],
    '/user/bot/set/:id?tab=activity · GET user/bots/:id/activity': ['expired'],
    '/user/bot/set/:id?tab=health · GET user/bots/:id/health': ['delay'],
  },
});
