import { act, renderHook } from '@testing-library/react';
import { useNoticeTimer } from './useNoticeTimer';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('expires exactly after its duration', () => {
  const onExpire = jest.fn();
  renderHook(() => useNoticeTimer(3000, onExpire));
  act(() => jest.advanceTimersByTime(2999));
  expect(onExpire).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onExpire).toHaveBeenCalledTimes(1);
});

it('pauses on hover and restarts the full duration on leave', () => {
  const onExpire = jest.fn();
  const { result } = renderHook(() => useNoticeTimer(4500, onExpire));
  act(() => jest.advanceTimersByTime(4000));
  act(() => result.current.onMouseEnter());
  act(() => jest.advanceTimersByTime(60000));
  expect(onExpire).not.toHaveBeenCalled();
  act(() => result.current.onMouseLeave());
  act(() => jest.advanceTimersByTime(4499));
  expect(onExpire).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onExpire).toHaveBeenCalledTimes(1);
});
