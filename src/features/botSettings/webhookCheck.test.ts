// The webhook check's saga against a real store: asked on entering a page saved in webhook mode,
// followed for a few polls after a save that sets webhook, and stopped when KOOK's challenge has
// come, a check fails or the page is left.
import { createMemoryRouter } from 'react-router-dom';
import type { BotSettings, BotWebhook } from '../../api/schemas';
import { injectSaga } from '../../kernel/sagas';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { botSettings, envelope, failure, myBotFixture } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { WEBHOOK_POLL_INTERVAL_MS, WEBHOOK_POLLS, botSettingsSaga } from './botSettingsSaga';
import {
  loadRequest,
  pageClosed,
  saveRequest,
  selectWebhookCheck,
  webhookRequest,
} from './botSettingsSlice';
import { inputOf, formValuesOf } from './settingsFormValues';

injectSaga(botSettingsSaga);

const WEBHOOK_URL = 'user/bots/b1/webhook';
const bot = myBotFixture({ id: 'b1', name: 'Helper' });
const webhookSettings: BotSettings = {
  ...botSettings,
  connection: {
    ...botSettings.connection,
    mode: 'webhook',
    callbackUrl: 'https://demo.example/api/v2/webhooks/kook/b1',
    verifyToken: 'verify-me',
  },
};
const unchecked: BotWebhook = { verifiedAt: null, lastEventAt: null, lastError: null };
const verified: BotWebhook = { ...unchecked, verifiedAt: '2026-03-01T12:00:03.000Z' };

let store: AppStore;

beforeEach(() => {
  jest.useFakeTimers();
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/user/bot/set/b1'],
  });
  store = makeStore(undefined, { router });
});

afterEach(() => {
  store.stopSagas();
  jest.useRealTimers();
});

async function settle(): Promise<void> {
  await jest.advanceTimersByTimeAsync(0);
}

const checks = (api: Awaited<ReturnType<typeof mockApi>>) =>
  api.history.get.filter((request) => request.url === WEBHOOK_URL).length;

/** The page open for `b1` with `settings` saved; the provider's check answers `webhook()`. */
async function openPage(
  settings: BotSettings,
  webhook: () => BotWebhook | ReturnType<typeof failure> = () => unchecked,
) {
  const api = await mockApi();
  api.onGet('user/bots/b1').reply(200, envelope(bot));
  api.onGet('user/bots/b1/settings').reply(200, envelope(settings));
  api.onGet(WEBHOOK_URL).reply(() => {
    const answer = webhook();
    return [200, 'status' in answer ? answer : envelope(answer)];
  });
  store.dispatch(loadRequest('b1'));
  await settle();
  return api;
}

function save(settings: BotSettings) {
  store.dispatch(saveRequest({ id: 'b1', name: 'Helper', input: inputOf(formValuesOf(settings)) }));
}

describe('the webhook check', () => {
  it('is asked once on entering a page saved in webhook mode, never in websocket mode', async () => {
    const api = await openPage(webhookSettings, () => verified);
    expect(checks(api)).toBe(1);
    expect(selectWebhookCheck(store.getState())).toMatchObject({
      pending: false,
      error: null,
      data: verified,
    });
    await jest.advanceTimersByTimeAsync(WEBHOOK_POLL_INTERVAL_MS * 3);
    expect(checks(api)).toBe(1);

    store.dispatch(pageClosed());
    const websocket = await openPage(botSettings);
    expect(checks(websocket)).toBe(0);
    expect(selectWebhookCheck(store.getState()).data).toBeNull();
  });

  it('after a save that sets webhook: not verified at once, polled until verified', async () => {
    let answer = unchecked;
    const api = await openPage(botSettings, () => answer);
    api.onPut('user/bots/b1/settings').reply(200, envelope(webhookSettings));
    save(webhookSettings);
    await settle();
    // Read as KOOK's answer will be, with no skeleton in between; the check is on the wire.
    expect(selectWebhookCheck(store.getState()).data).toEqual(unchecked);
    expect(checks(api)).toBe(1);

    await jest.advanceTimersByTimeAsync(WEBHOOK_POLL_INTERVAL_MS);
    expect(checks(api)).toBe(2);
    answer = verified;
    await jest.advanceTimersByTimeAsync(WEBHOOK_POLL_INTERVAL_MS);
    expect(checks(api)).toBe(3);
    expect(selectWebhookCheck(store.getState()).data).toEqual(verified);

    await jest.advanceTimersByTimeAsync(WEBHOOK_POLL_INTERVAL_MS * 5);
    expect(checks(api)).toBe(3);
  });

  it('stops polling after a few tries, when a check fails, or when the page is left', async () => {
    const api = await openPage(botSettings);
    api.onPut('user/bots/b1/settings').reply(200, envelope(webhookSettings));
    save(webhookSettings);
    await jest.advanceTimersByTimeAsync(WEBHOOK_POLL_INTERVAL_MS * (WEBHOOK_POLLS + 3));
    expect(checks(api)).toBe(WEBHOOK_POLLS + 1);
    expect(selectWebhookCheck(store.getState()).data).toEqual(unchecked);

    // Check again asks once more.
    store.dispatch(webhookRequest('b1'));
    await settle();
    expect(checks(api)).toBe(WEBHOOK_POLLS + 2);

    // A failed check ends the polling, and shows until it is retried.
    const saves = await openPage(botSettings, () => failure(500000, 'Provider error'));
    saves.onPut('user/bots/b1/settings').reply(200, envelope(webhookSettings));
    save(webhookSettings);
    await jest.advanceTimersByTimeAsync(WEBHOOK_POLL_INTERVAL_MS * 3);
    expect(checks(saves)).toBe(1);
    expect(selectWebhookCheck(store.getState()).error).toMatchObject({ code: 500000 });

    // Leaving the page ends it too.
    const left = await openPage(botSettings);
    left.onPut('user/bots/b1/settings').reply(200, envelope(webhookSettings));
    save(webhookSettings);
    await settle();
    expect(checks(left)).toBe(1);
    store.dispatch(pageClosed());
    await jest.advanceTimersByTimeAsync(WEBHOOK_POLL_INTERVAL_MS * 3);
    expect(checks(left)).toBe(1);
  });

  it('forgets the check when the bot is saved as websocket, and keeps it for other changes', async () => {
    const api = await openPage(webhookSettings, () => verified);
    const prefixOnly = {
      ...webhookSettings,
      behaviour: { ...webhookSettings.behaviour, prefix: '?' },
    };
    api.onPut('user/bots/b1/settings').replyOnce(200, envelope(prefixOnly));
    save(prefixOnly);
    await settle();
    // Checked again (a save in webhook mode), with the verified answer on show meanwhile.
    expect(selectWebhookCheck(store.getState()).data).toEqual(verified);
    expect(checks(api)).toBe(2);

    api.onPut('user/bots/b1/settings').replyOnce(200, envelope(botSettings));
    save(botSettings);
    await jest.advanceTimersByTimeAsync(WEBHOOK_POLL_INTERVAL_MS * 3);
    expect(selectWebhookCheck(store.getState()).data).toBeNull();
    expect(checks(api)).toBe(2);
  });
});
