// The screens' sagas, forked by the root saga. Each feature adds its own here.
import type { Saga } from '../lib/requestSaga';
import { botRuntimeSaga } from '../features/botRuntime/botRuntimeSaga';

export const featureSagas: (() => Saga)[] = [
  botRuntimeSaga,
];
