// The screens' slices, combined into the root reducer. Each feature adds its own here.
import botRuntimeSlice from '../features/botRuntime/botRuntimeSlice';

export const featureSlices = [
  botRuntimeSlice,
] as const;
