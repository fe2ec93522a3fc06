// The avatar menu (Home, Billing, Log out), or a Log in button when signed out.
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from '../lib/useTranslation';
import { useAppDispatch, useAppSelector } from '../kernel/hooks';
import { logoutRequest, selectIsSignedIn, selectUser } from '../features/session';
import { lazyWhen } from '../lib/lazyWhen';
import { initialOf } from '../lib/initial';
import { paths } from '../kernel/paths';
import { useImageFailed } from '../components/BotAvatar';

const AccountMenuPopup = lazyWhen(
  () => import(/* webpackChunkName: "shell-menus" */ './AccountMenuPopup'),
);

/**
 * The signed-in user's picture, or their initial (the app bar's stylesheet, shellStyles.ts); only
 * https pictures are loaded.
 */
function UserPicture({ name, src }: { name: string; src: string }) {
  // Found as BotAvatar finds it: an image that failed before hydration fired no onError React saw.
  const image = src.startsWith('https://') ? src : undefined;
  const failed = useImageFailed(image);
  if (image && !failed) {
    return <img className="bd-user-picture" src={image} alt="" />;
  }
  return (
    <span className="bd-user-picture" aria-hidden>
      {initialOf(name)}
    </span>
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
      <RouterLink
        to={paths.login.to(here === paths.directory.to() ? undefined : here)}
        className="bd-button bd-outlined bd-login"
      >
        {t('nav.logIn')}
      </RouterLink>
    );
  }

  const name = user ? `${user.username}#${user.identifyNum}` : '';
  const close = () => setAnchor(null);
  return (
    <>
      <button
        type="button"
        className="bd-icon-button bd-account"
        aria-label={t('nav.accountMenu', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={AccountMenuPopup.preload}
        onFocus={AccountMenuPopup.preload}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <UserPicture name={user?.username ?? ''} src={user?.avatar ?? ''} />
      </button>
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
