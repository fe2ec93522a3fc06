// The root reducer. The first script's slices and the public screens' are in it from the start; the
// signed-in screens' slices (Home, the bot forms, Configure, billing, login) inject themselves with
// `slice.injectInto(rootReducer)` when their route's code loads, so the first download carries only
// what a visitor's first screen needs (the initial-JS budget, docs/architecture.md §3). Each
// declares itself in LazyLoadedSlices, so RootState knows it, as an optional key.
//
// When the session ends (expiry or logout), `appReducer` gives every slice not listed in
// SESSION_INDEPENDENT its initial state again, in the same step: the next user of this browser finds
// no trace of the last one's bots, settings, orders or forms (react-admin's clearState). A new slice
// is cleared unless it is added to that list, so the safe choice is the default one.
import { combineSlices } from '@reduxjs/toolkit';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import errorsSlice from '../features/errors/errorsSlice';
import noticesSlice from '../features/notices/noticesSlice';
import sessionSlice from '../features/session/sessionSlice';
import { endsSession } from '../features/session/sessionEnd';
import versionSlice from '../features/version/versionSlice';
import { featureSlices } from './featureSlices';

// Filled in by module augmentation from each injected slice's own file.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  errorsSlice,
  noticesSlice,
  sessionSlice,
  versionSlice,
  ...featureSlices,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The slices that hold nothing of the signed-in user: the session (which ends itself), the notices
 * (the "session expired" notice follows the reset), the app's errors, the update check, and the
 * public directory with its tag catalogue (a directory left on screen at logout keeps its tags:
 * nothing would ask for them again).
 */
export const SESSION_INDEPENDENT = [
  'session',
  'notices',
  'errors',
  'version',
  'directory',
  'tags',
] as const satisfies readonly (keyof RootState)[];

function withoutUserData(state: Partial<RootState>): Partial<RootState> {
  const kept: Partial<Record<keyof RootState, unknown>> = {};
  for (const key of SESSION_INDEPENDENT) kept[key] = state[key];
  // A slice left out reads `undefined` and so starts again from its initial state.
  return kept as Partial<RootState>;
}

/** The store's reducer: the root reducer, with the store emptied of user data when a session ends. */
export const appReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  // The root reducer fills in every slice missing from a partial state, as it does at start-up.
  rootReducer(state && endsSession(action) ? withoutUserData(state) : state, action);
