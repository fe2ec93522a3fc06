// The screens' slices, combined into the root reducer. Each feature adds its own here.
import botRuntimeSlice from '../features/botRuntime/botRuntimeSlice';
import authSlice from '../features/auth/authSlice';
import paySlice from '../features/pay/paySlice';
import directorySlice from '../features/directory/directorySlice';
import botEditorSlice from '../features/botEditor/botEditorSlice';

export const featureSlices = [
  authSlice,
  paySlice,
  botRuntimeSlice,
  directorySlice,
  botEditorSlice,
] as const;
