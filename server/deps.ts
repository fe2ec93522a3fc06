// What every route module needs: the state, the clock and the session lifetime.
import type { Store } from './store';

export interface Deps {
  store: Store;
  /** Epoch milliseconds; tests pass their own clock to move time. */
  now: () => number;
  sessionTtlMs: number;
}
