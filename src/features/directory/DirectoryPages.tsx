// The directory's page links (MUI's usePagination chooses them: the first and last, the current one
// and its neighbours, ellipses between), as plain links drawn by directoryControlStyles. Each is a
// real link to its page's address, so it opens in a new tab too.
import usePagination from '@mui/material/usePagination';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/useTranslation';
import { PathIcon } from '../../components/PathIcon';

interface Props {
  page: number;
  count: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
  /** After a link is followed (the results are brought into view). */
  onFollow: () => void;
}

// MUI's chevrons, as SVG paths (NavigateBefore, NavigateNext).
const CHEVRONS = {
  previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
} as const;

export function DirectoryPages({ page, count, hrefOf, onFollow }: Props) {
  const { t } = useTranslation('directory');
  const { items } = usePagination({ page, count, siblingCount: 1, boundaryCount: 1 });
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="bd-pages">
        {items.map((item, index) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <li key={`${item.type}-${index}`} className="bd-page-gap" aria-hidden>
                …
              </li>
            );
          }
          const target = item.page ?? 1;
          const label =
            item.type === 'page'
              ? t(item.selected ? 'pagination.currentPage' : 'pagination.page', { page: target })
              : t(`pagination.${item.type}`);
          const content =
            item.type === 'page' ? (
              target
            ) : (
              <PathIcon d={CHEVRONS[item.type === 'previous' ? 'previous' : 'next']} />
            );
          return (
            <li key={`${item.type}-${target}`}>
              {item.disabled ? (
                // No page before the first or after the last: a link to nowhere, said as such,
                // out of the Tab order and not followable.
                <a role="link" aria-disabled="true" aria-label={label} className="bd-page">
                  {content}
                </a>
              ) : (
                <RouterLink
                  to={hrefOf(target)}
                  className="bd-page"
                  aria-label={label}
                  aria-current={item.selected ? 'page' : undefined}
                  onClick={onFollow}
                >
                  {content}
                </RouterLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
