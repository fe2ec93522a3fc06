import { activityEnded, activityStarted, pendingActivity, whenSettled } from './activity';

describe('whenSettled', () => {
  afterEach(() => {
    while (pendingActivity() > 0) activityEnded();
  });

  it('resolves at once when nothing is in flight', async () => {
    const started = Date.now();
    await whenSettled(1_000);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('resolves when the last request in flight ends, not before', async () => {
    activityStarted();
    activityStarted();
    let settled = false;
    const done = whenSettled(5_000).then(() => {
      settled = true;
    });
    activityEnded();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    activityEnded();
    await done;
    expect(settled).toBe(true);
  });

  it('gives up waiting after maxMs', async () => {
    activityStarted();
    let settled = false;
    const done = whenSettled(30).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    await done;
    expect(pendingActivity()).toBe(1);
  });
});
