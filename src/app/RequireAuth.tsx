// Signed-in routes: without a session, go to login and come back here afterwards.
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectLoggingOut } from '../features/session/sessionSlice';
import { paths } from '../kernel/paths';
import { useAppSelector } from '../kernel/hooks';

export default function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const loggingOut = useAppSelector(selectLoggingOut);
  const location = useLocation();
  // A page being left by "Log out" goes home, also if it renders again after the logout has
  // finished but before the router has committed `/`; a later visit without a session is a new
  // mount and goes to login.
  const [leftByLogout, setLeftByLogout] = useState(false);
  if (loggingOut && !leftByLogout) setLeftByLogout(true);
  if (!signedIn) {
    const to =
      loggingOut || leftByLogout
        ? paths.directory.to()
        : paths.login.to(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
