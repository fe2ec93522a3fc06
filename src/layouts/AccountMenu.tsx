// The avatar menu (Home, Billing, Log out), or a Log in button when signed out.
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { logoutRequest, selectIsSignedIn, selectUser } from '../features/session/sessionSlice';
import { lazyWhen } from '../lib/lazyWhen';
import { loginUrl } from '../lib/redirect';

const AccountMenuPopup = lazyWhen(
  () => import(/* webpackChunkName: "shell-menus" */ './AccountMenuPopup'),
);

export function initialsOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
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
        to={here === '/' ? '/user/login' : loginUrl(here)}
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
        <Avatar src={user?.avatar || undefined} alt="" sx={{ width: 32, height: 32 }}>
          {initialsOf(user?.username ?? '')}
        </Avatar>
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
