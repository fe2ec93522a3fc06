// The notices' public entry: any feature raises a notice with `notify` (docs/architecture.md §1),
// a failed call's with `failureNotice`,
// or copies a value with `useCopy`, which says in a notice whether it worked.
export { failureNotice, notify, selectPendingNotices } from './noticesSlice';
export { useCopy } from './useCopy';
