// The slices' injection point and the state's type. The kernel knows no feature: each slice names
// itself here by declaration merging, from its own module, and is put in by `rootReducer.inject`,
// so a feature's types reach RootState without this module (or the store) importing a feature,
// and no type cycle runs slice → store → reducer → slice (docs/architecture.md §2, §3).
//
// - A slice in the store from the start (the public screens', the session's) extends
//   `StaticSlices`, and app/reducer.ts injects it before any store exists: its key is required.
// - A signed-in screen's slice extends `LazyLoadedSlices` and injects itself with
//   `slice.injectInto(rootReducer)` when its route's code loads: its key is optional.
import { combineSlices } from '@reduxjs/toolkit';

// Filled in by module augmentation from each static slice's own file.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StaticSlices {}

// Filled in by module augmentation from each injected slice's own file.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = StaticSlices & Partial<LazyLoadedSlices>;

/** Every slice goes in here: the static ones from app/reducer.ts, the others as they load. */
export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();
