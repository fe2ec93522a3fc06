// One static root reducer (ENGINEERING.md): every slice is listed here.
import { combineSlices } from '@reduxjs/toolkit';
import errorsSlice from '../features/errors/errorsSlice';
import noticesSlice from '../features/notices/noticesSlice';
import sessionSlice from '../features/session/sessionSlice';
import versionSlice from '../features/version/versionSlice';
import { featureSlices } from './featureSlices';

export const rootReducer = combineSlices(
  errorsSlice,
  noticesSlice,
  sessionSlice,
  versionSlice,
  ...featureSlices,
);

export type RootState = ReturnType<typeof rootReducer>;
