// The notices' public entry: any feature raises a notice with `notify` (docs/architecture.md §1).
export { notify, selectPendingNotices } from './noticesSlice';
