import { createMemoryRouter } from 'react-router-dom';
import { take } from 'redux-saga/effects';
import type { Saga } from '../lib/requestSaga';
import { registerCleanup } from '../testing/cleanup';
import { injectSaga } from '../kernel/sagas';
import { makeStore } from './store';

function newStore() {
  const store = makeStore(undefined, {
    router: createMemoryRouter([{ path: '/', element: null }]),
  });
  registerCleanup(() => store.stopSagas());
  return store;
}

describe('injectSaga', () => {
  it('runs a saga injected later in the stores already running, and in new ones, once each', () => {
    const heard: string[] = [];
    function* listener(): Saga {
      for (;;) {
        const action = (yield take('test/ping')) as { type: string; payload: string };
        heard.push(action.payload);
      }
    }
    const running = newStore();
    injectSaga(listener);
    injectSaga(listener); // a second page of the same feature: no second copy
    running.dispatch({ type: 'test/ping', payload: 'running' });
    const later = newStore();
    later.dispatch({ type: 'test/ping', payload: 'later' });
    expect(heard).toEqual(['running', 'later']);
  });
});
