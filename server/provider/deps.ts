// What every route module needs: the state, the clock, the session lifetime and the open streams.
import type { LogStreams } from './logStreams';
import type { Store } from './store';

export interface Deps {
  store: Store;
  /** Epoch milliseconds; tests pass their own clock to move time. */
  now: () => number;
  sessionTtlMs: number;
  /** The open log streams, which a test control can cut. */
  logStreams: LogStreams;
}
