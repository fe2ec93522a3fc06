import type { UnknownAction } from '@reduxjs/toolkit';
import type { BotProfile, Stats } from '../../api/schemas';
import { makeStore } from '../../app/store';
import { RECENT_MS } from '../../lib/recent';
import { tagsFailure, tagsRequest, tagsSuccess } from '../tags';
import {
  botPagePrefetch,
  botPageRequests,
  loadFailure,
  loadRequest,
  loadSuccess,
  statsRequest,
  statsRequests,
  statsSuccess,
} from './botSlice';

/** The app's state after `actions`, with no saga running. */
function botState(...actions: UnknownAction[]) {
  const store = makeStore(undefined, { deferSagas: true });
  for (const action of actions) store.dispatch(action);
  return store.getState();
}

const types = (actions: { type: string; payload?: unknown }[]) =>
  actions.map(({ type, payload }) => [type, payload]);

describe('botPageRequests', () => {
  // The reducer keeps the profile as it came; only its identity matters here.
  const profile = { id: 'b1', name: 'One' } as BotProfile;

  it('asks for the profile and the tag names when nothing is known', () => {
    expect(types(botPageRequests(botState(), 'b1'))).toEqual([
      ['bot/loadRequest', 'b1'],
      ['tags/tagsRequest', undefined],
    ]);
  });

  it('asks for nothing that is already on its way', () => {
    const state = botState(loadRequest('b1'), tagsRequest());
    expect(botPageRequests(state, 'b1')).toEqual([]);
  });

  it('does not fetch again a profile that has just arrived, but does once it is older', () => {
    const state = botState(loadRequest('b1'), loadSuccess(profile), tagsSuccess([]));
    const receivedAt = state.bot.profile.answeredAt ?? 0;
    expect(botPageRequests(state, 'b1', receivedAt + 1_000)).toEqual([]);
    expect(types(botPageRequests(state, 'b1', receivedAt + RECENT_MS))).toEqual([
      ['bot/loadRequest', 'b1'],
    ]);
  });

  it('fetches another bot', () => {
    const loaded = botState(loadRequest('b1'), loadSuccess(profile), tagsSuccess([]));
    expect(types(botPageRequests(loaded, 'b2'))).toEqual([['bot/loadRequest', 'b2']]);
  });

  it('lets a recent failure stand (Retry is the user’s), and tries again once it is old', () => {
    const failed = botState(
      loadRequest('b1'),
      loadFailure({ code: 500, message: 'Down' }),
      tagsRequest(),
      tagsFailure({ code: 500, message: 'Down' }),
    );
    // The later of the two failures (they may be a millisecond apart): both are old from here on.
    const at = Math.max(failed.bot.profile.answeredAt ?? 0, failed.tags.answeredAt ?? 0);
    expect(botPageRequests(failed, 'b1', at + 1_000)).toEqual([]);
    expect(types(botPageRequests(failed, 'b1', at + RECENT_MS))).toEqual([
      ['bot/loadRequest', 'b1'],
      ['tags/tagsRequest', undefined],
    ]);
  });
});

describe('statsRequests', () => {
  const stats = { points: [] } as unknown as Stats;

  it('asks for a history not known, and not again while it is on its way or recent', () => {
    expect(types(statsRequests(botState(), 'b1', 30))).toEqual([
      ['bot/statsRequest', { id: 'b1', days: 30 }],
    ]);
    expect(statsRequests(botState(statsRequest({ id: 'b1', days: 30 })), 'b1', 30)).toEqual([]);
    const answered = botState(statsRequest({ id: 'b1', days: 30 }), statsSuccess(stats));
    const at = answered.bot.stats.answeredAt ?? 0;
    expect(statsRequests(answered, 'b1', 30, at + 1_000)).toEqual([]);
    expect(types(statsRequests(answered, 'b1', 30, at + RECENT_MS))).toEqual([
      ['bot/statsRequest', { id: 'b1', days: 30 }],
    ]);
  });

  it('asks for another range or another bot', () => {
    const answered = botState(statsRequest({ id: 'b1', days: 30 }), statsSuccess(stats));
    expect(types(statsRequests(answered, 'b1', 7))).toEqual([
      ['bot/statsRequest', { id: 'b1', days: 7 }],
    ]);
    expect(types(statsRequests(answered, 'b2', 30))).toEqual([
      ['bot/statsRequest', { id: 'b2', days: 30 }],
    ]);
  });
});

describe('botPagePrefetch', () => {
  it('asks for the history anyone may see with the page, so a drawn page needs no request', () => {
    expect(types(botPagePrefetch(botState(), 'b1', new URLSearchParams()))).toEqual([
      ['bot/loadRequest', 'b1'],
      ['tags/tagsRequest', undefined],
      ['bot/statsRequest', { id: 'b1', days: 30 }],
    ]);
  });

  it('leaves another range to the page, which knows who is viewing', () => {
    expect(types(botPagePrefetch(botState(), 'b1', new URLSearchParams('days=7')))).toEqual([
      ['bot/loadRequest', 'b1'],
      ['tags/tagsRequest', undefined],
    ]);
  });
});
