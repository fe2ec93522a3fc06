// The default layout (docs/product.md §2): app bar, main content, footer; below 768px the
// navigation moves into a drawer. Plain elements drawn by the theme's built stylesheet
// (shellStyles.ts): every page hydrates this, public ones first.
import { useState } from 'react';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from '../lib/useTranslation';
import { useAppSelector } from '../kernel/hooks';
import { NotificationBell } from '../features/notifications';
import { selectIsSignedIn } from '../features/session';
import { PathIcon } from '../components/PathIcon';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { navItems } from './navItems';
import { lazyWhen } from '../lib/lazyWhen';
import { useHydrated } from '../lib/useHydrated';

const NavDrawer = lazyWhen(() => import(/* webpackChunkName: "shell-menus" */ './NavDrawer'));

/** Material's "menu" icon. */
const MENU = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="bd-skip" href="#main">
      {t('app.skipToContent')}
    </a>
  );
}

/**
 * The bell for a signed-in user: its code (and the polling) loads only then, in the browser; its
 * place is kept meanwhile, so the switches beside it do not move when it arrives.
 */
function NotificationsSlot() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const hydrated = useHydrated();
  if (!signedIn) return null;
  return <span className="bd-bell-slot">{hydrated && <NotificationBell when />}</span>;
}

export default function DefaultLayout() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="bd-shell">
      <SkipLink />
      <header className="bd-appbar">
        <div className="bd-toolbar">
          <button
            type="button"
            className="bd-icon-button bd-inherit bd-nav-toggle"
            aria-label={t('nav.openMenu')}
            aria-controls="nav-drawer"
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onPointerEnter={NavDrawer.preload}
            onFocus={NavDrawer.preload}
            onClick={() => setDrawerOpen(true)}
          >
            <PathIcon d={MENU} />
          </button>
          <RouterLink to="/" className="bd-brand">
            {t('app.name')}
          </RouterLink>
          <nav aria-label={t('nav.mainNavigation')} className="bd-nav">
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className="bd-button">
                {t(item.labelKey)}
              </NavLink>
            ))}
          </nav>
          <div className="bd-grow" />
          <LanguageSwitch />
          <ThemeSwitch />
          <NotificationsSlot />
          <AccountMenu />
        </div>
      </header>
      <NavDrawer when={drawerOpen} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <main id="main" tabIndex={-1} className="bd-main">
        <Outlet />
      </main>
      <footer className="bd-footer">
        <p>{t('app.footer')}</p>
      </footer>
    </div>
  );
}
