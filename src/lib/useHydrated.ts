// Whether the page has hydrated: false on the server and while React hydrates what the server drew,
// true afterwards and in every render that is not a hydration. What lets the browser show what the
// server cannot know (a page drawn only in the browser, the system's colour scheme) right after
// hydration, without a mismatch.
import { useSyncExternalStore } from 'react';

function subscribeNever(): () => void {
  return () => undefined;
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
