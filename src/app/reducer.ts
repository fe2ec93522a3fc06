// The store's reducer. The slices a first visit needs (the app's own and the public screens') are
// injected into the kernel's root reducer here, before any store exists; the signed-in screens'
// slices inject themselves when their route's code loads (docs/architecture.md §3).
//
// When the session ends (expiry or logout), `appReducer` gives every slice not listed in
// SESSION_INDEPENDENT its initial state again, in the same step: the next user of this browser finds
// no trace of the last one's bots, settings, orders or forms (react-admin's clearState). A new slice
// is cleared unless it is added to that list, so the safe choice is the default one.
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import errorsSlice from '../features/errors/errorsSlice';
import noticesSlice from '../features/notices/noticesSlice';
import sessionSlice from '../features/session/sessionSlice';
import { endsSession } from '../features/session/sessionEnd';
import versionSlice from '../features/version/versionSlice';
import { rootReducer } from '../kernel/reducer';
import type { RootState, StaticSlices } from '../kernel/reducer';
import { featureSlices } from './featureSlices';

const [botSlice, directorySlice, tagsSlice] = featureSlices;

// Chained, so the type says which keys are in: `appReducer` below returns a RootState only if
// every slice declared in StaticSlices is injected here.
const staticReducer = rootReducer
  .inject(errorsSlice)
  .inject(noticesSlice)
  .inject(sessionSlice)
  .inject(versionSlice)
  .inject(botSlice)
  .inject(directorySlice)
  .inject(tagsSlice);

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
] as const satisfies readonly (keyof StaticSlices)[];

function withoutUserData(state: Partial<RootState>): Partial<RootState> {
  const kept: Partial<Record<keyof RootState, unknown>> = {};
  for (const key of SESSION_INDEPENDENT) kept[key] = state[key];
  // A slice left out reads `undefined` and so starts again from its initial state.
  return kept as Partial<RootState>;
}

/** The store's reducer: the root reducer, with the store emptied of user data when a session ends. */
export const appReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  // The root reducer fills in every slice missing from a partial state, as it does at start-up.
  staticReducer(
    (state && endsSession(action) ? withoutUserData(state) : state) as RootState | undefined,
    action,
  );
