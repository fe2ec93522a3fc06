// What a route shows when rendering or loading it throws. A failed lazy chunk (a new deploy) gets
// one guarded reload; anything else is the error page.
import { useEffect } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../../lib/chunkError';
import { hardNavigate } from '../../lib/location';
import { claimReload } from '../../lib/reloadGuard';
import { ErrorPage } from './ErrorPage';
import { toAppError } from './errorsSlice';

// One decision per error, however often React renders it.
const reloadDecisions = new WeakMap<object, boolean>();

function shouldReload(error: unknown, target: string): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  let decision = reloadDecisions.get(error);
  if (decision === undefined) {
    decision = claimReload(target);
    reloadDecisions.set(error, decision);
  }
  return decision;
}

export default function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  const reload = shouldReload(error, target);

  useEffect(() => {
    if (reload) hardNavigate(target);
    else console.error(error);
  }, [reload, target, error]);

  if (reload) return null;
  if (isChunkLoadError(error)) {
    return <ErrorPage status={500} message={t('error.chunkFailed')} />;
  }
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorPage status={error.status} message={message} />;
  }
  const appError = toAppError(error);
  return <ErrorPage status={appError.status} message={appError.message} />;
}
