// afterPaintIdle as the browser drives it: not before the page's first contentful paint is
// reported, then after one more frame; after 3 s if no paint is ever reported.
import { afterPaintIdle } from './tasks';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
let observers: Callback[] = [];

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: Callback) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}

function paint() {
  for (const callback of observers) {
    callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  Object.assign(window, { PerformanceObserver: FakePerformanceObserver });
  Object.defineProperty(performance, 'getEntriesByName', { value: () => [], configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
});

it('waits for the first contentful paint, then a frame', async () => {
  const waiting = afterPaintIdle();
  await jest.advanceTimersByTimeAsync(1000);
  expect(await settled(waiting)).toBe(false);
  paint();
  expect(await settled(waiting)).toBe(false);
  await jest.advanceTimersByTimeAsync(20);
  expect(await settled(waiting)).toBe(true);
  expect(observers).toEqual([]);
});

it('goes on after 3 s if no paint is reported', async () => {
  const waiting = afterPaintIdle();
  await jest.advanceTimersByTimeAsync(2990);
  expect(await settled(waiting)).toBe(false);
  await jest.advanceTimersByTimeAsync(40);
  expect(await settled(waiting)).toBe(true);
});

it('waits only for a frame once the page has painted', async () => {
  Object.defineProperty(performance, 'getEntriesByName', {
    value: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
    configurable: true,
  });
  const waiting = afterPaintIdle();
  await jest.advanceTimersByTimeAsync(20);
  expect(await settled(waiting)).toBe(true);
});
