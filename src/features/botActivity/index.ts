// The audit log's public entry: Configure's Activity tab, loaded when it is first opened. Its
// strings and saga come with it (ActivityTab.ts).
import { lazy } from 'react';

export const ActivityPanel = lazy(() => import(/* webpackChunkName: "activity" */ './ActivityTab'));
