// The bot log's public entry: the Logs tab of Configure, loaded when it is first opened.
import { lazy } from 'react';

export const LogsPanel = lazy(() => import(/* webpackChunkName: "logs" */ './LogsPanel'));
