// The Health tab's saga against a real store: a load with Retry after a failure, an answer for
// another bot dropped, and a policy save that keeps the answer and says so, or says it failed.
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { injectSaga } from '../../kernel/sagas';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { botHealthSaga } from './botHealthSaga';
import { loadRequest, saveRequest, selectHealth } from './botHealthSlice';
import { botHealth } from './botHealthTesting';

injectSaga(botHealthSaga);

let store: AppStore;

beforeEach(() => {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/user/bot/set/b1?tab=health'],
  });
  store = makeStore(undefined, { router });
});

afterEach(() => {
  store.stopSagas();
});

const health = () => selectHealth(store.getState());
const notices = () => store.getState().notices;

describe('botHealthSaga', () => {
  it('loads, keeps a failure for Retry, then loads', async () => {
    const api = await mockApi();
    api.onGet('user/bots/b1/health').replyOnce(500, failure(500000, 'Provider error'));
    store.dispatch(loadRequest('b1'));
    await waitFor(() => expect(health().load.error?.code).toBe(500000));
    expect(health().health).toBeNull();

    api.onGet('user/bots/b1/health').reply(200, envelope(botHealth({ state: 'degraded' })));
    store.dispatch(loadRequest('b1'));
    await waitFor(() => expect(health().health?.state).toBe('degraded'));
    expect(health().load).toMatchObject({ pending: false, error: null });
  });

  it('drops the answer for a bot no longer shown', async () => {
    const api = await mockApi();
    let answerFirst: (() => void) | undefined;
    api.onGet('user/bots/b1/health').reply(
      () =>
        new Promise((resolve) => {
          answerFirst = () => resolve([200, envelope(botHealth({ state: 'down' }))]);
        }),
    );
    api.onGet('user/bots/b2/health').reply(200, envelope(botHealth({ state: 'healthy' })));
    store.dispatch(loadRequest('b1'));
    await waitFor(() => expect(answerFirst).toBeDefined());
    store.dispatch(loadRequest('b2'));
    await waitFor(() => expect(health().health?.state).toBe('healthy'));
    answerFirst?.();
    await waitFor(() => expect(health().load.pending).toBe(false));
    expect(health()).toMatchObject({ botId: 'b2', health: { state: 'healthy' } });
  });

  it('saves the policy, shows the answer and says so; a refusal is told by a notice', async () => {
    const api = await mockApi();
    api.onGet('user/bots/b1/health').reply(200, envelope(botHealth()));
    store.dispatch(loadRequest('b1'));
    await waitFor(() => expect(health().health).not.toBeNull());

    const input = { autoRestart: false, maxRestartsPerHour: 5, alertChannel: '123456' };
    api.onPut('user/bots/b1/health/policy').replyOnce(
      200,
      envelope(
        botHealth({
          policy: { autoRestart: false, maxRestartsPerHour: 5, restartsThisHour: 1 },
          alertChannel: '123456',
        }),
      ),
    );
    store.dispatch(saveRequest({ botId: 'b1', input }));
    await waitFor(() => expect(health().health?.alertChannel).toBe('123456'));
    expect(JSON.parse(api.history.put[0]?.data as string)).toEqual(input);
    expect(notices().queue.at(-1)).toMatchObject({
      variant: 'success',
      message: { key: 'botHealth:notice.saved' },
    });

    api
      .onPut('user/bots/b1/health/policy')
      .replyOnce(200, failure(400003, "Only this bot's owner or an admin can change it"));
    store.dispatch(saveRequest({ botId: 'b1', input }));
    await waitFor(() => expect(health().save.error?.code).toBe(400003));
    expect(notices().queue.at(-1)).toMatchObject({
      variant: 'error',
      message: { key: 'botHealth:notice.saveFailed' },
    });
    expect(health().health?.alertChannel).toBe('123456');
  });
});
