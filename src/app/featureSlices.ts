// The screens' slices, combined into the root reducer. Each feature adds its own here.
import botRuntimeSlice from '../features/botRuntime/botRuntimeSlice';
import myBotsSlice from '../features/myBots/myBotsSlice';
import directorySlice from '../features/directory/directorySlice';
import authSlice from '../features/auth/authSlice';
import paySlice from '../features/pay/paySlice';
import botEditorSlice from '../features/botEditor/botEditorSlice';
import botSettingsSlice from '../features/botSettings/botSettingsSlice';
import botSlice from '../features/bot/botSlice';

export const featureSlices = [
  botSlice,
  authSlice,
  paySlice,
  directorySlice,
  botRuntimeSlice,
  myBotsSlice,
  botEditorSlice,
  botSettingsSlice,
] as const;
