// The default layout (docs/product.md §2): app bar, main content, footer; below 768px the
// navigation moves into a drawer.
import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from '../lib/useTranslation';
import { DRAWER_BREAKPOINT } from '../app/theme';
import { useAppSelector } from '../kernel/hooks';
import { NotificationBell } from '../features/notifications';
import { selectIsSignedIn } from '../features/session';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { navItems } from './navItems';
import { lazyWhen } from '../lib/lazyWhen';
import { useHydrated } from '../lib/useHydrated';

const NavDrawer = lazyWhen(() => import(/* webpackChunkName: "shell-menus" */ './NavDrawer'));

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 2,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Link>
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
  return (
    <Box sx={{ minWidth: 40, height: 40, display: 'inline-flex' }}>
      {hydrated && <NotificationBell when />}
    </Box>
  );
}

export default function DefaultLayout() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: { xs: 0, sm: 1 } }}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('nav.openMenu')}
            aria-controls="nav-drawer"
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { [DRAWER_BREAKPOINT]: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, mr: { xs: 0, sm: 2 } }}
          >
            {t('app.name')}
          </Typography>
          <Box
            component="nav"
            aria-label={t('nav.mainNavigation')}
            sx={{ display: { xs: 'none', [DRAWER_BREAKPOINT]: 'flex' }, gap: 0.5 }}
          >
            {navItems.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                color="inherit"
                sx={{
                  '&.active': {
                    bgcolor: 'action.selected',
                    boxShadow: 'inset 0 -2px 0 var(--mui-palette-primary-main)',
                  },
                }}
              >
                {t(item.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          <LanguageSwitch />
          <ThemeSwitch />
          <NotificationsSlot />
          <AccountMenu />
        </Toolbar>
      </AppBar>
      <NavDrawer when={drawerOpen} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="lg"
        // At least a screen tall, so the footer starts below the fold and does not jump down
        // when a page's content arrives.
        sx={{ flex: 1, minHeight: '100vh', py: { xs: 2, md: 4 }, outline: 'none' }}
      >
        <Outlet />
      </Container>
      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: 'divider', py: 3, textAlign: 'center' }}
      >
        <Typography variant="body2" color="textSecondary">
          {t('app.footer')}
        </Typography>
      </Box>
    </Box>
  );
}
