// The notification centre's public entry: the app bar's bell, loaded (with its slice, polling saga
// and strings) only once someone is signed in, so the first download of a visitor is unchanged.
import { lazyWhen } from '../../lib/lazyWhen';

export const NotificationBell = lazyWhen(
  () => import(/* webpackChunkName: "notifications" */ './NotificationBell'),
);
