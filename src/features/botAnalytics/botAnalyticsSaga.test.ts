// The analytics saga against a real store: a load, a change of range, and a refused 90 days on
// Free, which asks the profile again so the panel falls back to what the plan allows.
import { createMemoryRouter } from 'react-router-dom';
import { ApiCode } from '../../api/constants';
import { injectSaga } from '../../kernel/sagas';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { demoUser, envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { botAnalyticsSaga } from './botAnalyticsSaga';
import { analyticsRequest, selectAnalytics } from './botAnalyticsSlice';
import { pointsOf } from './botAnalyticsTesting';

injectSaga(botAnalyticsSaga);

let store: AppStore;

beforeEach(() => {
  const router = createMemoryRouter([{ path: '*', element: null }]);
  store = makeStore(undefined, { router });
});

afterEach(() => store.stopSagas());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the analytics saga', () => {
  it('loads a range, and another range starts blank and replaces it', async () => {
    const api = await mockApi();
    api.onGet('user/bots/b1/analytics').reply((config) => {
      const { days } = config.params as { days: number };
      return [200, envelope({ points: pointsOf(days) })];
    });
    store.dispatch(analyticsRequest({ id: 'b1', days: 30 }));
    expect(selectAnalytics(store.getState())).toMatchObject({ pending: true, data: null });
    await settle();
    expect(selectAnalytics(store.getState()).data?.points).toHaveLength(30);
    store.dispatch(analyticsRequest({ id: 'b1', days: 7 }));
    expect(selectAnalytics(store.getState())).toMatchObject({ days: 7, data: null });
    await settle();
    expect(selectAnalytics(store.getState())).toMatchObject({ id: 'b1', days: 7, error: null });
    expect(selectAnalytics(store.getState()).data?.points).toHaveLength(7);
  });

  it('on a refused 90 days keeps the failure and asks the profile again', async () => {
    const api = await mockApi();
    api.onGet('user/bots/b1/analytics').reply(200, failure(ApiCode.forbidden, 'Pro only'));
    api.onGet('user/profile').reply(200, envelope(demoUser));
    store.dispatch(analyticsRequest({ id: 'b1', days: 90 }));
    await settle();
    await settle();
    expect(selectAnalytics(store.getState()).error).toMatchObject({ code: ApiCode.forbidden });
    expect(api.history.get.map((request) => request.url)).toContain('user/profile');
  });

  it('does not ask the profile again for another failure', async () => {
    const api = await mockApi();
    api.onGet('user/bots/b1/analytics').reply(200, failure(ApiCode.forbidden, 'Not yours'));
    store.dispatch(analyticsRequest({ id: 'b1', days: 30 }));
    await settle();
    expect(api.history.get.map((request) => request.url)).toEqual(['user/bots/b1/analytics']);
  });
});
