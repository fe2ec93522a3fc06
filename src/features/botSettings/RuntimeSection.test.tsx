// Configure's runtime section as its user meets it: the same actions per status as Home (one rule,
// docs/product.md §8.5), and Stop and Restart of a running bot only after the user confirms.
import { screen, waitFor, within } from '@testing-library/react';
import type { BotStatus, MyBot } from '../../api/schemas';
import { botSettings, demoUser, envelope, myBotFixture } from '../../testing/fixtures';
import { speak } from '../../testing/language';
import { forgetSession, openSettings, uncheckedWebhook } from './botSettingsTesting';

const fakeTimers = { userEventOptions: { advanceTimers: jest.advanceTimersByTime } };

afterEach(() => {
  jest.useRealTimers();
  forgetSession();
});

const runtime = () => within(screen.getByRole('region', { name: 'Runtime' }));
const runtimeButton = (name: 'Start' | 'Stop' | 'Restart') =>
  runtime().getByRole('button', { name });
const sentActions = (api: Awaited<ReturnType<typeof openSettings>>['api']) =>
  api.history.post.map((request) => request.url);

/**
 * Configure for a running bot, on fake timers: the status is checked before the bot's first poll
 * could settle it.
 */
async function openRunning() {
  jest.useFakeTimers();
  const running = myBotFixture({ status: 'online', online: true });
  const opened = await openSettings(running, botSettings, demoUser, uncheckedWebhook, fakeTimers);
  return { running, ...opened };
}

describe('Runtime on Configure', () => {
  it.each<[BotStatus, string[]]>([
    ['offline', ['Start']],
    ['online', ['Stop', 'Restart']],
    ['error', ['Start', 'Stop', 'Restart']],
    ['starting', []],
    ['stopping', []],
  ])('for a bot %s, enables only %j, as Home does', async (status, enabled) => {
    await openSettings(myBotFixture({ status, online: status === 'online' }));
    for (const name of ['Start', 'Stop', 'Restart'] as const) {
      if (enabled.includes(name)) expect(runtimeButton(name)).toBeEnabled();
      else expect(runtimeButton(name)).toBeDisabled();
    }
  });

  it('asks before stopping a running bot, sends nothing until confirmed, then shows it stopping and stopped', async () => {
    const { running, api, user } = await openRunning();
    api.onPost('user/bots/7/stop').reply(200, envelope({ status: 'stopping' }));

    await user.click(runtimeButton('Stop'));
    let dialog = screen.getByRole('dialog', { name: 'Stop Helper?' });
    expect(dialog).toHaveTextContent('Stopping it takes it offline on every server it is in');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentActions(api)).toEqual([]);
    expect(runtime().getByText('Online')).toBeInTheDocument();

    // Asked a second after the provider has taken the stop, the bot has settled.
    api.onGet('user/bots/7').reply(200, envelope({ ...running, status: 'offline', online: false }));
    await user.click(runtimeButton('Stop'));
    dialog = screen.getByRole('dialog', { name: 'Stop Helper?' });
    await jest.advanceTimersByTimeAsync(0);
    expect(sentActions(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentActions(api)).toEqual(['user/bots/7/stop']);
    expect(runtime().getByText('Stopping')).toBeInTheDocument();
    for (const name of ['Start', 'Stop', 'Restart'] as const) {
      expect(runtimeButton(name)).toBeDisabled();
    }

    await jest.advanceTimersByTimeAsync(1000);
    expect(runtime().getByText('Offline')).toBeInTheDocument();
    expect(runtimeButton('Start')).toBeEnabled();
    expect(runtimeButton('Stop')).toBeDisabled();
    expect(sentActions(api)).toEqual(['user/bots/7/stop']);
  });

  it('asks before restarting a running bot, and restarts it once confirmed', async () => {
    const { api, user } = await openRunning();
    api.onPost('user/bots/7/restart').reply(200, envelope({ status: 'starting' }));

    await user.click(runtimeButton('Restart'));
    const dialog = screen.getByRole('dialog', { name: 'Restart Helper?' });
    expect(dialog).toHaveTextContent('Restarting it takes it offline for a moment');
    expect(sentActions(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentActions(api)).toEqual(['user/bots/7/restart']);
    expect(runtime().getByText('Starting')).toBeInTheDocument();
  });

  it('stops a bot in error at once: only a running bot’s Stop asks first', async () => {
    const broken = myBotFixture({ status: 'error', lastError: 'KOOK refused the token' });
    const { api, user } = await openSettings(broken);
    api.onPost('user/bots/7/stop').reply(200, envelope({ status: 'stopping' }));

    await user.click(runtimeButton('Stop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(sentActions(api)).toEqual(['user/bots/7/stop']));
  });
});

describe('the last error on Configure', () => {
  const rejected = 'KOOK rejected the bot token (401 Unauthorized).';

  afterEach(() => {
    speak('en-US');
  });

  it('is worded in the reader’s language from its kind, the provider’s sentence as its detail', async () => {
    await openSettings(
      myBotFixture({
        status: 'error',
        lastError: rejected,
        lastErrorCause: { kind: 'tokenRejected', params: {} },
      }),
    );
    const alert = within(runtime().getByRole('alert'));
    speak('zh-CN');
    expect(alert.getByText(/^KOOK 拒绝了机器人令牌/)).toBeVisible();
    // The English sentence is there for whoever opens the detail, not as the message.
    expect(alert.getByText('服务商的原文')).toBeVisible();
    expect(alert.getByText(rejected)).not.toBeVisible();
  });

  it('is the provider’s sentence as it is for a kind this client does not know', async () => {
    // A kind a newer provider sends: the tolerant reader keeps the bot, and the sentence does.
    const fromNewerProvider = {
      ...myBotFixture({ status: 'error', lastError: 'KOOK is on fire.' }),
      lastErrorCause: { kind: 'certificateRevoked', params: {} },
    };
    await openSettings(fromNewerProvider as MyBot);
    const alert = within(runtime().getByRole('alert'));
    speak('zh-CN');
    expect(alert.getByText('KOOK is on fire.')).toBeVisible();
    expect(alert.queryByText('服务商的原文')).not.toBeInTheDocument();
  });
});
