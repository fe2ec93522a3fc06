// The store's type, as features see it: the state, dispatch and the sagas' switches. app/store.ts
// makes it (makeStore is declared to return this type, so tsc checks the two agree).
import type { EnhancedStore } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import type { RootState } from './reducer';

export type { RootState };

export type AppStore = EnhancedStore<RootState> & {
  /** Cancels the store's sagas (tests, when done with a store). */
  stopSagas: () => void;
  /** Runs the sagas (once); a server render waits for the task to finish. */
  startSagas: () => Task;
};
export type AppDispatch = AppStore['dispatch'];
