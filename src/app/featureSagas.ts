// The screens' sagas, forked by the root saga. Each feature adds its own here.
import type { Saga } from '../lib/requestSaga';
import { botRuntimeSaga } from '../features/botRuntime/botRuntimeSaga';
import { myBotsSaga } from '../features/myBots/myBotsSaga';
import { directorySaga } from '../features/directory/directorySaga';
import { authSaga } from '../features/auth/authSaga';
import { paySaga } from '../features/pay/paySaga';
import { botEditorSaga } from '../features/botEditor/botEditorSaga';
import { botSettingsSaga } from '../features/botSettings/botSettingsSaga';
import { botSaga } from '../features/bot/botSaga';

export const featureSagas: (() => Saga)[] = [
  botSaga,
  authSaga,
  paySaga,
  directorySaga,
  botRuntimeSaga,
  myBotsSaga,
  botEditorSaga,
  botSettingsSaga,
];
