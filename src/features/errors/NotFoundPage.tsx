// Any path that is not a route: 404 with `Page not found: <path>` in the reader's language
// (docs/product.md §1).
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/useTranslation';
import { ErrorPage } from './ErrorPage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={t('error.notFoundMessage', { path: pathname })} />;
}
