// The slices in the root reducer from the start: the public screens a visit lands on. Every other
// screen's slice injects itself into the root reducer when its code loads (kernel/reducer.ts).
import directorySlice from '../features/directory/directorySlice';
import botSlice from '../features/bot/botSlice';
import tagsSlice from '../features/tags/tagsSlice';

export const featureSlices = [botSlice, directorySlice, tagsSlice] as const;
