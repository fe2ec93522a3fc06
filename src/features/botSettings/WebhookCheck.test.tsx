import { screen, waitFor, within } from '@testing-library/react';
import type { BotSettings, BotWebhook } from '../../api/schemas';
import { botSettings, envelope, failure, myBot } from '../../testing/fixtures';
import { heldReply } from '../../testing/http';
import { speak } from '../../testing/language';
import { forgetSession, openSettings, proUser, slow, uncheckedWebhook } from './botSettingsTesting';

const WEBHOOK_URL = 'user/bots/7/webhook';
const webhookSettings: BotSettings = {
  ...botSettings,
  connection: {
    ...botSettings.connection,
    mode: 'webhook',
    callbackUrl: 'https://demo.example/api/v2/webhooks/kook/7',
    verifyToken: 'verify-me-123',
  },
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const verified = (): BotWebhook => ({
  verifiedAt: minutesAgo(5),
  lastEventAt: minutesAgo(2),
  lastError: null,
});

const check = () => screen.getByRole('region', { name: 'Webhook verification' });
const checkAgain = () => within(check()).getByRole('button', { name: 'Check again' });
const requestsFor = (api: Awaited<ReturnType<typeof openSettings>>['api'], url: string) =>
  api.history.get.filter((request) => request.url === url);

afterEach(forgetSession);

describe('the webhook check on Configure', () => {
  it('says when KOOK verified the callback URL and when the last event came', async () => {
    await openSettings(myBot, webhookSettings, proUser, verified());
    const status = await within(check()).findByRole('status', undefined, slow);
    expect(status).toHaveTextContent('Verified 5 minutes ago');
    expect(check()).toHaveTextContent('Last event 2 minutes ago');
    // Nothing to set up: no steps, no way to the developer centre.
    expect(within(check()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(check()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('until verified, gives the steps in the KOOK developer centre, then checks again', async () => {
    const { api, user } = await openSettings(myBot, webhookSettings, proUser);
    expect(await within(check()).findByRole('status', undefined, slow)).toHaveTextContent(
      'Not verified yet',
    );
    const steps = within(within(check()).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Open the KOOK developer centre, choose your app, and go to Bot → Webhook.',
      'Paste the callback URL from above into the Callback URL field there, and check that the verify token there is the one saved here (the encrypt key too, if you turned on encryption).',
      'Save there. KOOK then sends a verification request to the callback URL, which is answered for you.',
      'Come back here and choose Check again.',
    ]);
    const centre = within(check()).getByRole('link', {
      name: 'KOOK developer centre (opens in a new tab)',
    });
    expect(centre).toHaveAttribute('href', 'https://developer.kookapp.cn/app/index');
    expect(centre).toHaveAttribute('target', '_blank');
    expect(centre).toHaveAttribute('rel', 'noopener noreferrer');
    // The callback URL the steps point to is right above them, with its copy button.
    expect(screen.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(
      webhookSettings.connection.callbackUrl,
    );

    const answer = heldReply();
    api.onGet(WEBHOOK_URL).reply(answer.reply);
    expect(requestsFor(api, WEBHOOK_URL)).toHaveLength(1);
    await user.click(checkAgain());
    await waitFor(() => expect(requestsFor(api, WEBHOOK_URL)).toHaveLength(2));
    // The steps stay while it asks, so nothing moves under the pointer.
    expect(checkAgain()).toBeDisabled();
    expect(within(check()).getByRole('list')).toBeInTheDocument();
    answer.answer([200, envelope(verified())]);
    await waitFor(() =>
      expect(within(check()).getByRole('status')).toHaveTextContent('Verified 5 minutes ago'),
    );
    expect(within(check()).queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the provider's reason for a failed verification as text, and what to do", async () => {
    const reason =
      "KOOK's challenge could not be decrypted with the encrypt key <b>saved</b> for this bot.";
    await openSettings(myBot, webhookSettings, proUser, { ...uncheckedWebhook, lastError: reason });
    expect(await within(check()).findByRole('status', undefined, slow)).toHaveTextContent(
      'Verification failed',
    );
    const note = within(check()).getByRole('note');
    expect(note).toHaveTextContent(reason);
    expect(note.querySelector('b')).toBeNull();
    expect(check()).toHaveTextContent(
      'Make sure the verify token and encrypt key above are exactly the ones in the KOOK developer centre',
    );
    expect(
      within(check()).getByRole('link', { name: /^KOOK developer centre/ }),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while asking, then a failed request with Retry', async () => {
    const answer = heldReply();
    const { api, user } = await openSettings(myBot, webhookSettings, proUser, answer.reply);
    await waitFor(() => expect(requestsFor(api, WEBHOOK_URL)).toHaveLength(1));
    const skeleton = within(check()).getByText('Checking the webhook…').parentElement;
    expect(skeleton).toHaveAttribute('aria-busy', 'true');

    answer.answer([200, failure(500000, 'Provider error')]);
    const alert = await within(check()).findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent("Couldn't check the webhook");
    expect(alert).toHaveTextContent('The bot service is having trouble right now.');

    api.resetHandlers();
    const retried = heldReply();
    api.onGet(WEBHOOK_URL).reply(retried.reply);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(check()).getByText('Checking the webhook…')).toBeInTheDocument();
    expect(within(check()).queryByRole('alert')).not.toBeInTheDocument();
    retried.answer([200, envelope(verified())]);
    expect(await within(check()).findByText('Verified 5 minutes ago')).toBeInTheDocument();
  });

  it('asks nothing for websocket, and only says "Save to check" for an unsaved switch', async () => {
    const { api, user } = await openSettings(myBot, botSettings, proUser);
    expect(screen.queryByRole('region', { name: 'Webhook verification' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Webhook' }));
    expect(check()).toHaveTextContent(
      'Save to check. Once webhook mode is saved, this shows whether KOOK has verified the callback URL.',
    );
    expect(within(check()).queryByRole('button')).not.toBeInTheDocument();
    expect(requestsFor(api, WEBHOOK_URL)).toHaveLength(0);
  });

  it('reads in Chinese', async () => {
    await openSettings(myBot, webhookSettings, proUser);
    await within(check()).findByRole('status', undefined, slow);
    speak('zh-CN');
    try {
      const region = screen.getByRole('region', { name: 'Webhook 验证' });
      expect(within(region).getByRole('status')).toHaveTextContent('尚未验证');
      expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
        '打开 KOOK 开发者中心，进入你的应用，选择「机器人」→「Webhook」。',
      );
      expect(within(region).getByRole('button', { name: '重新检查' })).toBeInTheDocument();
    } finally {
      speak('en-US');
    }
  });
});
