// Around every route: the progress bar and the fatal-error switch.
import { Outlet } from 'react-router-dom';
import { ErrorPage } from '../features/errors/ErrorPage';
import { selectFatalError } from '../features/errors/errorsSlice';
import { useAppSelector } from './hooks';
import { TopProgress } from './TopProgress';

export function RootShell() {
  const fatal = useAppSelector(selectFatalError);
  return (
    <>
      <TopProgress />
      {fatal ? <ErrorPage status={fatal.status} message={fatal.message} /> : <Outlet />}
    </>
  );
}
