// Signed-in routes: without a session, go to login and come back here afterwards.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn } from '../features/session/sessionSlice';
import { loginUrl } from '../lib/redirect';
import { useAppSelector } from './hooks';

export default function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn)
    return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
