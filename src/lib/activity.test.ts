import { activityEnded, activityStarted, pendingActivity, whenSettled } from './activity';

describe('whenSettled', () => {
  let settled: boolean;
  const watch = (maxMs: number) => {
    settled = false;
    void whenSettled(maxMs).then(() => {
      settled = true;
    });
  };

  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    while (pendingActivity() > 0) activityEnded();
  });

  it('resolves a task later when nothing is in flight', async () => {
    watch(1_000);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('resolves when the last request in flight ends, not before', async () => {
    activityStarted();
    activityStarted();
    watch(5_000);
    activityEnded();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    activityEnded();
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('gives up waiting after maxMs', async () => {
    activityStarted();
    watch(30);
    await jest.advanceTimersByTimeAsync(29);
    expect(settled).toBe(false);
    // At maxMs it stops waiting, and resolves a task later, as it does when the requests end.
    await jest.advanceTimersByTimeAsync(1);
    await jest.runOnlyPendingTimersAsync();
    expect(settled).toBe(true);
    expect(pendingActivity()).toBe(1);
  });
});
