// The app bar's destinations, shared by the bar and the drawer.
export const navItems = [
  { to: '/', labelKey: 'nav.directory', end: true },
  { to: '/user/home', labelKey: 'nav.myBots', end: false },
  { to: '/user/pay', labelKey: 'nav.billing', end: false },
] as const;
