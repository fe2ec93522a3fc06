// The sagas' injection point, the counterpart of the slices' (kernel/reducer.ts): a signed-in
// screen's page module calls injectSaga at its top level; the app's root saga (app/rootSaga.ts)
// forks every saga injected, before it started or after.
import type { Saga } from '../lib/requestSaga';

export type FeatureSaga = () => Saga;

const injected: FeatureSaga[] = [];
const listeners = new Set<(saga: FeatureSaga) => void>();

/** Runs a screen's saga in every store, now and from start-up on; a second call does nothing. */
export function injectSaga(saga: FeatureSaga): void {
  if (injected.includes(saga)) return;
  injected.push(saga);
  for (const listener of listeners) listener(saga);
}

/** The sagas injected so far. */
export function injectedSagas(): readonly FeatureSaga[] {
  return [...injected];
}

/** Calls `listener` with every saga injected from now on; returns the unsubscribe. */
export function onSagaInjected(listener: (saga: FeatureSaga) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
