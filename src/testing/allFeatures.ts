// Tests run with every screen's saga in the store, as for a visitor who has opened every screen: the
// app injects them as their routes' code loads (kernel/sagas.ts), a test may dispatch to any of them.
// The slices inject themselves when their modules are imported, which these imports also do.
import { injectSaga } from '../kernel/sagas';
import { authSaga } from '../features/auth/authSaga';
import { botActivitySaga } from '../features/botActivity/botActivitySaga';
import { botAnalyticsSaga } from '../features/botAnalytics/botAnalyticsSaga';
import '../features/botRuntime';
import { botEditorSaga } from '../features/botEditor/botEditorSaga';
import { botHealthSaga } from '../features/botHealth/botHealthSaga';
import { botLogsSaga } from '../features/botLogs/botLogsSaga';
import { botSettingsSaga } from '../features/botSettings/botSettingsSaga';
import { myBotsSaga } from '../features/myBots/myBotsSaga';
import { paySaga } from '../features/pay/paySaga';

for (const saga of [
  authSaga,
  botActivitySaga,
  botAnalyticsSaga,
  botEditorSaga,
  botHealthSaga,
  botLogsSaga,
  botSettingsSaga,
  myBotsSaga,
  paySaga,
]) {
  injectSaga(saga);
}
