// Around every route: the progress bar, the fatal-error switch and the scroll position: a new page
// opens at the top, Back and Forward return to where the reader was (or to the #hash).
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ErrorPage } from '../features/errors/ErrorPage';
import { selectFatalError } from '../features/errors/errorsSlice';
import { useAppSelector } from '../kernel/hooks';
import { TopProgress } from './TopProgress';

export function RootRoute() {
  const fatal = useAppSelector(selectFatalError);
  return (
    <>
      <TopProgress />
      <ScrollRestoration />
      {fatal ? <ErrorPage status={fatal.status} message={fatal.message} /> : <Outlet />}
    </>
  );
}
