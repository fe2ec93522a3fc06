// App-wide lifecycle actions.
import { createAction } from '@reduxjs/toolkit';

/** The app has mounted: the hourly build check counts from here. */
export const appReady = createAction('app/ready');
