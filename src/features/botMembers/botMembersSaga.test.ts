// The Members tab's saga against a real store: the list loaded, an invitation added (or refused on
// its field), a role changed and a member removed, each with what the user is told.
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { ApiCode, rule } from '../../api/constants';
import type { BotMember } from '../../api/schemas';
import { injectSaga } from '../../kernel/sagas';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../kernel/store';
import { envelope, failure } from '../../testing/fixtures';
import { mockApi } from '../../testing/http';
import { botMembersSaga } from './botMembersSaga';
import { changeRequest, inviteRequest, loadRequest, selectMembers } from './botMembersSlice';

injectSaga(botMembersSaga);

const URL = 'user/bots/b1/members';
const owner: BotMember = {
  userId: 'u-demo',
  username: 'DemoUser',
  identifyNum: '0001',
  avatar: '',
  role: 'owner',
  addedAt: '2026-01-01T00:00:00.000Z',
};
const aki: BotMember = {
  ...owner,
  userId: 'u-aki',
  username: 'Aki',
  identifyNum: '0417',
  role: 'viewer',
};
const alice: BotMember = {
  ...owner,
  userId: 'u-alice',
  username: 'Alice',
  identifyNum: '1234',
  role: 'admin',
};

let store: AppStore;

beforeEach(() => {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/user/bot/set/b1?tab=members'],
  });
  store = makeStore(undefined, { router });
});

afterEach(() => {
  store.stopSagas();
});

const members = () => selectMembers(store.getState());
const names = () => members().list.data?.map((member) => `${member.username} ${member.role}`);
const notices = () => store.getState().notices.queue.map((notice) => notice.message);

async function loaded() {
  const api = await mockApi();
  api.onGet(URL).reply(200, envelope([owner, aki]));
  store.dispatch(loadRequest('b1'));
  await waitFor(() => expect(names()).toEqual(['DemoUser owner', 'Aki viewer']));
  return api;
}

describe('botMembersSaga', () => {
  it('keeps a failed load for Retry, then loads', async () => {
    const api = await mockApi();
    api.onGet(URL).replyOnce(500, failure(500000, 'Provider error'));
    store.dispatch(loadRequest('b1'));
    await waitFor(() => expect(members().list.error?.code).toBe(500000));
    api.onGet(URL).reply(200, envelope([owner]));
    store.dispatch(loadRequest('b1'));
    await waitFor(() => expect(names()).toEqual(['DemoUser owner']));
    expect(members().list.error).toBeNull();
  });

  it('adds an invited member to the list and says so', async () => {
    const api = await loaded();
    api.onPost(URL).reply(200, envelope(alice));
    store.dispatch(inviteRequest({ botId: 'b1', input: { user: 'Alice#1234', role: 'admin' } }));
    await waitFor(() => expect(names()).toEqual(['DemoUser owner', 'Aki viewer', 'Alice admin']));
    expect(JSON.parse(api.history.post[0].data as string)).toEqual({
      user: 'Alice#1234',
      role: 'admin',
    });
    expect(members().invite.done).toBe(1);
    expect(notices()).toContainEqual({
      key: 'botMembers:notice.invited',
      values: { name: 'Alice#1234' },
    });
  });

  it('sends an invitation retried after a lost answer with the same key, and a new one with a new key', async () => {
    const api = await loaded();
    api.onPost(URL).networkErrorOnce();
    api.onPost(URL).reply(200, envelope(alice));
    const input = { user: 'Alice#1234', role: 'admin' } as const;
    store.dispatch(inviteRequest({ botId: 'b1', input }));
    await waitFor(() => expect(members().invite.error).not.toBeNull());
    store.dispatch(inviteRequest({ botId: 'b1', input }));
    await waitFor(() => expect(members().invite.done).toBe(1));
    store.dispatch(inviteRequest({ botId: 'b1', input: { user: 'Bob#5678', role: 'viewer' } }));
    await waitFor(() => expect(api.history.post).toHaveLength(3));
    const keys = api.history.post.map((post) => post.headers['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("keeps the provider's field error on the invitation, and the list as it was", async () => {
    const api = await loaded();
    api.onPost(URL).reply(
      400,
      failure(ApiCode.invalidInput, 'Some fields are invalid', {
        fields: { user: rule.unknownKookUser },
      }),
    );
    store.dispatch(inviteRequest({ botId: 'b1', input: { user: 'Nobody#0000', role: 'viewer' } }));
    await waitFor(() =>
      expect(members().invite.error?.fields).toEqual({ user: rule.unknownKookUser }),
    );
    expect(members().invite.done).toBe(0);
    expect(names()).toEqual(['DemoUser owner', 'Aki viewer']);
  });

  it('changes a role in place, and removes a member', async () => {
    const api = await loaded();
    api.onPut(`${URL}/u-aki`).reply(200, envelope({ ...aki, role: 'admin' }));
    store.dispatch(changeRequest({ botId: 'b1', userId: 'u-aki', role: 'admin' }));
    await waitFor(() => expect(names()).toEqual(['DemoUser owner', 'Aki admin']));
    expect(notices()).toContainEqual({ key: 'botMembers:notice.roleChanged' });

    api.onDelete(`${URL}/u-aki`).reply(200, envelope(null));
    store.dispatch(changeRequest({ botId: 'b1', userId: 'u-aki', role: null }));
    await waitFor(() => expect(names()).toEqual(['DemoUser owner']));
    expect(notices()).toContainEqual({ key: 'botMembers:notice.removed' });
  });

  it('tells a refused removal by a notice and keeps the member', async () => {
    const api = await loaded();
    api
      .onDelete(`${URL}/u-aki`)
      .reply(403, failure(ApiCode.forbidden, "Only this bot's owner can do that"));
    store.dispatch(changeRequest({ botId: 'b1', userId: 'u-aki', role: null }));
    await waitFor(() => expect(members().change.error?.code).toBe(ApiCode.forbidden));
    expect(names()).toEqual(['DemoUser owner', 'Aki viewer']);
    expect(notices()).toContainEqual({ key: 'botMembers:notice.removeFailed' });
  });
});
