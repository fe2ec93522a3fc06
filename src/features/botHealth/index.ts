// The health monitor's public entry: Configure's Health tab, loaded when it is first opened. Its
// strings and saga come with it (HealthTab.ts).
import { lazy } from 'react';

export const HealthPanel = lazy(() => import(/* webpackChunkName: "health" */ './HealthTab'));
