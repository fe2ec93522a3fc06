// Starting, stopping and restarting bots, as the screens that do it (Home, Configure) use it. Importing
// it brings the feature into the running app: its slice injects itself into the root reducer and its
// saga is injected here, so the first screen of a visit that never starts a bot carries neither.
import { injectSaga } from '../../kernel/sagas';
import { botRuntimeSaga } from './botRuntimeSaga';

injectSaga(botRuntimeSaga);

export { botActionRequest, botStatusSettled, selectBotRuntime } from './botRuntimeSlice';
export { allowedActions, botActions, primaryAction } from './runtimeActions';
export { useRuntimeAction } from './useRuntimeAction';
