// The screens' sagas, forked by the root saga. Each feature adds its own here.
import type { Saga } from '../lib/requestSaga';

export const featureSagas: (() => Saga)[] = [];
