// Any path that is not a route: 404 with `Page not found: <path>` (docs/product.md §1).
import { useLocation } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={notFoundMessage(pathname)} />;
}
