// The screens' slices, combined into the root reducer. Each feature adds its own here.
export const featureSlices = [] as const;
