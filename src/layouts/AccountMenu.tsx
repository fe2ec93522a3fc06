// The avatar menu (Home, Billing, Log out), or a Log in button when signed out.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from '../lib/useTranslation';
import { useAppDispatch, useAppSelector } from '../kernel/hooks';
import { logoutRequest, selectIsSignedIn, selectUser } from '../features/session';
import { lazyWhen } from '../lib/lazyWhen';
import { initialOf } from '../lib/initial';
import { paths } from '../kernel/paths';

const AccountMenuPopup = lazyWhen(
  () => import(/* webpackChunkName: "shell-menus" */ './AccountMenuPopup'),
);

/**
 * The signed-in user's picture, or their initial. A plain element rather than MUI's Avatar keeps
 * the app bar light; only https pictures are loaded.
 */
function UserPicture({ name, src }: { name: string; src: string }) {
  const [broken, setBroken] = useState(false);
  const size = { width: 32, height: 32, borderRadius: '50%' } as const;
  if (src.startsWith('https://') && !broken) {
    return <Box component="img" src={src} alt="" onError={() => setBroken(true)} sx={size} />;
  }
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        ...size,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: 15,
      }}
    >
      {initialOf(name)}
    </Box>
  );
}

export function AccountMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Button
        component={RouterLink}
        to={paths.login.to(here === paths.directory.to() ? undefined : here)}
        color="inherit"
        variant="outlined"
        sx={{ ml: 1, whiteSpace: 'nowrap' }}
      >
        {t('nav.logIn')}
      </Button>
    );
  }

  const name = user ? `${user.username}#${user.identifyNum}` : '';
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('nav.accountMenu', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 0.5 }}
      >
        <UserPicture name={user?.username ?? ''} src={user?.avatar ?? ''} />
      </IconButton>
      <AccountMenuPopup
        when={anchor !== null}
        anchor={anchor}
        name={name}
        onClose={close}
        onLogout={() => dispatch(logoutRequest())}
      />
    </>
  );
}
