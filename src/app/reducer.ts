// The root reducer. The shell's slices and the public screens' are in it from the start; the
// signed-in screens' slices (Home, the bot forms, Configure, billing, login) inject themselves with
// `slice.injectInto(rootReducer)` when their route's code loads, so the first download carries only
// what a visitor's first screen needs (the initial-JS budget, docs/architecture.md §3). Each
// declares itself in LazyLoadedSlices, so RootState knows it, as an optional key.
import { combineSlices } from '@reduxjs/toolkit';
import errorsSlice from '../features/errors/errorsSlice';
import noticesSlice from '../features/notices/noticesSlice';
import sessionSlice from '../features/session/sessionSlice';
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
