// The typed store factory (redux-templates): a real store with the saga middleware, for the app and
// for every test. Its type, which features use, is the kernel's (kernel/store.ts).
import { configureStore } from '@reduxjs/toolkit';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Task } from 'redux-saga';
import type { AppRouter } from '../lib/router';
import { ROUTER_CONTEXT } from '../lib/router';
import type { Saga } from '../lib/requestSaga';
import { redact } from '../lib/redact';
import type { RootState } from '../kernel/reducer';
import type { AppStore } from '../kernel/store';
import { appReducer } from './reducer';
import { rootSaga } from './rootSaga';

export interface StoreOptions {
  /** The router sagas navigate with; tests pass a memory router. A server render has none. */
  router?: AppRouter;
  /** Called when a saga dies with an uncaught error (a bug, never an API failure). */
  onSagaError?: (error: unknown) => void;
  /** The saga the store runs; the browser's root saga unless a server render picks its own. */
  saga?: () => Saga;
  /**
   * Leaves the sagas to `startSagas()`: a page the server drew is hydrated against the state the
   * server drew it from, so nothing may change the store before hydration has committed.
   */
  deferSagas?: boolean;
  /** Sees every action after the reducers (a server render watches for failed calls). */
  onAction?: (action: UnknownAction) => void;
}

export function makeStore(
  preloadedState: Partial<RootState> | undefined,
  options: StoreOptions,
): AppStore {
  const sagaMiddleware = createSagaMiddleware({
    context: { [ROUTER_CONTEXT]: options.router },
    onError: (error) => {
      options.onSagaError?.(error);
    },
  });
  const store = configureStore({
    reducer: appReducer,
    preloadedState,
    // Redux DevTools: named, with every credential hidden from what it records, and the stack of
    // each dispatch (costly) in development builds only (docs/architecture.md §7).
    devTools: {
      name: 'Botdeck',
      actionSanitizer: (action) => redact(action),
      stateSanitizer: (state) => redact(state),
      trace: process.env.NODE_ENV === 'development',
    },
    middleware: (getDefault) => {
      const middleware = getDefault({ thunk: false }).concat(sagaMiddleware);
      const { onAction } = options;
      if (!onAction) return middleware;
      const observe: Middleware = () => (next) => (action) => {
        const result = next(action);
        onAction(action as UnknownAction);
        return result;
      };
      return middleware.concat(observe);
    },
  });
  let sagas: Task | undefined;
  /** Runs the sagas (once); a server render waits for the task to finish. */
  const startSagas = (): Task => (sagas ??= sagaMiddleware.run(options.saga ?? rootSaga));
  if (!options.deferSagas) startSagas();
  // Tests stop each store's sagas (and so their cookie listener) when they are done with it.
  return Object.assign(store, { stopSagas: () => sagas?.cancel(), startSagas });
}
