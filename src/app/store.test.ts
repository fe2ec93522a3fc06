// The store as Redux DevTools meets it: named, and blind to every credential.
import { compose } from '@reduxjs/toolkit';
import type { Action } from '@reduxjs/toolkit';
import type * as StoreModule from './store';
import { REDACTED } from '../lib/redact';
import { initialSessionState } from '../features/session/sessionSlice';

interface DevToolsOptions {
  name: string;
  trace: boolean;
  actionSanitizer: (action: Action, id: number) => Action;
  stateSanitizer: (state: unknown, index: number) => unknown;
}

it('hands DevTools its name and sanitizers, and no trace outside development', () => {
  const seen: DevToolsOptions[] = [];
  // Redux Toolkit looks for the extension when it loads, so the store module is loaded afresh.
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: DevToolsOptions) => {
      seen.push(options);
      return compose;
    },
  });
  let makeStore: typeof StoreModule.makeStore | undefined;
  jest.isolateModules(() => {
    ({ makeStore } = jest.requireActual<typeof StoreModule>('./store'));
  });
  delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
    .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  const store = makeStore!(
    { session: { ...initialSessionState, token: 'secret-token' } },
    { deferSagas: true },
  );

  expect(seen).toHaveLength(1);
  const [options] = seen;
  expect(options.name).toBe('Botdeck');
  expect(options.trace).toBe(false);
  const action = { type: 'session/signedIn', payload: { token: 'secret-token' } };
  expect(options.actionSanitizer(action, 0)).toEqual({
    type: 'session/signedIn',
    payload: { token: REDACTED },
  });
  expect(action.payload.token).toBe('secret-token');
  const state = options.stateSanitizer(store.getState(), 0) as { session: { token: unknown } };
  expect(state.session.token).toBe(REDACTED);
  expect(store.getState().session.token).toBe('secret-token');
});
