// How long a page takes an answer it already has (data or failure) as current when it opens: start-up
// fetches the landing page's data before the page exists, and the page must not ask again for it,
// nor replace a failure the user is reading with a second attempt (Retry is theirs to press).
import type { PayloadAction } from '@reduxjs/toolkit';

export const RECENT_MS = 30_000;

/** Whether an answer that arrived at `at` (epoch ms) is recent at `now`. */
export function isRecent(at: number | null, now: number): boolean {
  return at !== null && now - at < RECENT_MS;
}

/**
 * A slice's case reducer for an answer whose arrival time matters: the action creator stamps it
 * (`meta.at`, so the reducer stays pure) and `apply` keeps the payload and the time.
 */
export function stampedAnswer<State, Payload>(
  apply: (state: State, payload: Payload, at: number) => void,
) {
  return {
    reducer(state: State, action: PayloadAction<Payload, string, { at: number }>) {
      apply(state, action.payload, action.meta.at);
    },
    prepare: (payload: Payload) => ({ payload, meta: { at: Date.now() } }),
  };
}
