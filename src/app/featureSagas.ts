// The screens' sagas, forked by the root saga. Each feature adds its own here.
import type { Saga } from '../lib/requestSaga';
import { botRuntimeSaga } from '../features/botRuntime/botRuntimeSaga';
import { authSaga } from '../features/auth/authSaga';
import { paySaga } from '../features/pay/paySaga';
import { directorySaga } from '../features/directory/directorySaga';
import { botEditorSaga } from '../features/botEditor/botEditorSaga';

export const featureSagas: (() => Saga)[] = [
  authSaga,
  paySaga,
  botRuntimeSaga,
  directorySaga,
  botEditorSaga,
];
