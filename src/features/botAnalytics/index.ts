// The owner's analytics, as Configure's Analytics tab (docs/product.md §8.7). Its panel is lazy, so
// Configure's chunk carries none of it until the tab is opened.
import { lazy } from 'react';

export const AnalyticsPanel = lazy(
  () => import(/* webpackChunkName: "bot-analytics" */ './AnalyticsPanel'),
);
