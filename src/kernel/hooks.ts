// Typed hooks: components dispatch and select (or read the state when an event asks), nothing more.
import { useDeferredValue } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, to read the state when an event asks (`getState()`), where drawing does not. */
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * A selection drawn in the background. A store change is always rendered at once and in one piece
 * (React cannot slice an external store's update), so a page whose provider data lands as a grid of
 * cards or a Markdown description would block the main thread for the whole render. Deferred, the
 * urgent render keeps the previous value (memoised children skip it) and React draws the new one as
 * a transition, in slices that leave room for input. For data the user did not type; never for forms.
 */
export function useDeferredSelector<T>(selector: (state: RootState) => T): T {
  return useDeferredValue(useAppSelector(selector));
}
