// The notices' public entry: any feature raises a notice with `notify` (docs/architecture.md §1),
// or copies a value with `useCopy`, which says in a notice whether it worked.
export { notify, selectPendingNotices } from './noticesSlice';
export { useCopy } from './useCopy';
