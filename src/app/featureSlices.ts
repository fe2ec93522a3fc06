// The screens' slices, combined into the root reducer. Each feature adds its own here.
import botRuntimeSlice from '../features/botRuntime/botRuntimeSlice';
import authSlice from '../features/auth/authSlice';
import paySlice from '../features/pay/paySlice';

export const featureSlices = [
  authSlice,
  paySlice,
  botRuntimeSlice,
] as const;
