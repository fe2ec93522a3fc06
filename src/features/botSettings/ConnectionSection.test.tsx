import { screen, waitFor, within } from '@testing-library/react';
import type { BotSettings } from '../../api/schemas';
import { botSettings, envelope, failure, myBot } from '../../testing/fixtures';
import { forgetSession, openSettings, proUser, saveButton, slow } from './botSettingsTesting';

const callbackUrl = 'https://demo.example/api/v2/webhooks/kook/7';
const webhookSettings: BotSettings = {
  ...botSettings,
  connection: {
    ...botSettings.connection,
    mode: 'webhook',
    callbackUrl,
    verifyToken: 'verify-me-123',
    encryptKey: null,
  },
};

const webhookRadio = () => screen.getByRole('radio', { name: 'Webhook' });

afterEach(forgetSession);

describe('Connection', () => {
  it('shows the current token with only its value in monospace', async () => {
    await openSettings();
    const label = screen.getByText('Current token:');
    const value = within(label).getByText('1/MT****Q2');
    expect(value.tagName).toBe('CODE');
    expect(value).toHaveStyle({ fontFamily: 'monospace' });
    expect(label).not.toHaveStyle({ fontFamily: 'monospace' });
  });

  it('masks the webhook secrets, shows and hides each, and copies it', async () => {
    const { user } = await openSettings(myBot, webhookSettings, proUser);
    const verify = screen.getByLabelText(/^verify token/i);
    const encrypt = screen.getByLabelText(/^encrypt key/i);
    expect(verify).toHaveAttribute('type', 'password');
    expect(verify).toHaveValue('verify-me-123');
    expect(encrypt).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show verify token' }));
    expect(verify).toHaveAttribute('type', 'text');
    expect(encrypt).toHaveAttribute('type', 'password');
    const hide = screen.getByRole('button', { name: 'Hide verify token' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(verify).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Copy verify token' }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe('verify-me-123');
    expect(await screen.findByText('Verify token copied', undefined, slow)).toBeInTheDocument();
    // Still masked after copying: copying never shows the secret.
    expect(verify).toHaveAttribute('type', 'password');

    // Nothing to copy while the key is empty; once typed, the key is what is copied.
    const copyKey = screen.getByRole('button', { name: 'Copy encrypt key' });
    expect(copyKey).toBeDisabled();
    await user.type(encrypt, 'k3y');
    await user.click(copyKey);
    expect(await navigator.clipboard.readText()).toBe('k3y');
    expect(await screen.findByText('Encrypt key copied', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show encrypt key' }));
    expect(encrypt).toHaveAttribute('type', 'text');
  }, 60_000);

  it('says when copying a secret fails', async () => {
    const { user } = await openSettings(myBot, webhookSettings, proUser);
    const writeText = jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy verify token' }));
    expect(
      await screen.findByText(
        "Couldn't copy. Show it, then select it and copy it yourself.",
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    writeText.mockRestore();
  });

  it('offers webhook on Free only as a Pro feature, with a link to upgrade', async () => {
    const { user, router } = await openSettings();
    expect(webhookRadio()).toBeDisabled();
    expect(webhookRadio()).toHaveAccessibleDescription(
      "KOOK sends events to the provider's callback URL. Webhook connections are part of Pro. Upgrade to Pro",
    );
    expect(screen.getByRole('radio', { name: 'WebSocket' })).toBeChecked();
    const upgrade = screen.getByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade).toHaveAttribute('href', '/user/pay');
    await user.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/pay'));
  });

  it('offers webhook on Pro', async () => {
    const { user } = await openSettings(myBot, botSettings, proUser);
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    await user.click(webhookRadio());
    expect(webhookRadio()).toBeChecked();
    expect(screen.getByLabelText(/^verify token/i)).toHaveAttribute('type', 'password');
    expect(screen.queryByText(/still uses a webhook/)).not.toBeInTheDocument();
  });

  it('shows a Free bot already on webhook as it is, and lets it switch to websocket', async () => {
    const { api, user } = await openSettings(myBot, webhookSettings);
    expect(webhookRadio()).toBeChecked();
    expect(webhookRadio()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(callbackUrl);
    // Said once, as a note: not announced as an alert on every visit.
    expect(screen.getByRole('note')).toHaveTextContent(
      /This bot still uses a webhook, which your plan doesn't include/,
    );

    // Saving it as it is: the provider refuses, and says why.
    const refusal =
      'Webhook connections are part of Pro. Upgrade to Pro, or use a WebSocket connection.';
    api.onPut('user/bots/7/settings').replyOnce(200, failure(400003, refusal));
    const prefix = screen.getByRole('textbox', { name: /^command prefix/i });
    await user.clear(prefix);
    await user.type(prefix, '?');
    await user.click(saveButton());
    const title = await screen.findByText("Couldn't save the settings", undefined, slow);
    const alert = title.closest('[role="alert"]');
    expect(alert).toHaveTextContent(refusal);

    api.onPut('user/bots/7/settings').reply(200, envelope({ ...botSettings, updatedAt: 'x' }));
    await user.click(screen.getByRole('radio', { name: 'WebSocket' }));
    expect(screen.queryByRole('textbox', { name: 'Callback URL' })).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(api.history.put).toHaveLength(2));
    expect(JSON.parse(api.history.put[1].data as string)).toMatchObject({
      connection: { mode: 'websocket' },
      behaviour: { prefix: '?' },
    });
    // Two saves through the whole app take jsdom a while (a browser, well under a second).
  }, 90_000);
});
