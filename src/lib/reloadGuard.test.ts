import { hardNavigate } from './location';
import { RELOAD_GUARD_KEY, guardedReload } from './reloadGuard';

jest.mock('./location');

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => jest.useRealTimers());

it('reloads once, then blocks a second reload of the same path within 10 s', () => {
  expect(guardedReload('/bot/1')).toBe(true);
  expect(guardedReload('/bot/1')).toBe(false);
  expect(hardNavigate).toHaveBeenCalledTimes(1);
  expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}')).toEqual({
    path: '/bot/1',
    expires: Date.now() + 10000,
  });
});

it('allows the same path again after 10 s', () => {
  guardedReload('/bot/1');
  jest.advanceTimersByTime(9999);
  expect(guardedReload('/bot/1')).toBe(false);
  jest.advanceTimersByTime(1);
  expect(guardedReload('/bot/1')).toBe(true);
  expect(hardNavigate).toHaveBeenCalledTimes(2);
});

it('allows another path at once', () => {
  guardedReload('/bot/1');
  expect(guardedReload('/bot/2')).toBe(true);
  expect(hardNavigate).toHaveBeenLastCalledWith('/bot/2');
});
