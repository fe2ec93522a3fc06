// The typed store factory (redux-templates): a real store with the saga middleware, for the app and
// for every test.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { AppRouter } from '../lib/router';
import { ROUTER_CONTEXT } from '../lib/router';
import { rootReducer } from './reducer';
import type { RootState } from './reducer';
import { rootSaga } from './rootSaga';

export type { RootState };

export interface StoreOptions {
  /** The router sagas navigate with; tests pass a memory router. */
  router: AppRouter;
  /** Called when a saga dies with an uncaught error (a bug, never an API failure). */
  onSagaError?: (error: unknown) => void;
}

export function makeStore(preloadedState: Partial<RootState> | undefined, options: StoreOptions) {
  const sagaMiddleware = createSagaMiddleware({
    context: { [ROUTER_CONTEXT]: options.router },
    onError: (error) => {
      options.onSagaError?.(error);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const sagas = sagaMiddleware.run(rootSaga);
  // Tests stop each store's sagas (and so their cookie listener) when they are done with it.
  return Object.assign(store, { stopSagas: () => sagas.cancel() });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
