// The app bar's destinations, shared by the bar and the drawer.
import { paths } from '../kernel/paths';
export const navItems = [
  { to: paths.directory.to(), labelKey: 'nav.directory', end: true },
  { to: paths.home.to(), labelKey: 'nav.myBots', end: false },
  { to: paths.pay.to(), labelKey: 'nav.billing', end: false },
] as const;
