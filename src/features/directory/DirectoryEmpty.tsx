// The directory's empty result, named for why it is empty: an unknown tag, a page past the end,
// or filters that match nothing. Each offers the way back that fits.
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { useTranslation } from '../../lib/useTranslation';
import type { DirectoryQuery } from './directoryQuery';
import { defaultQuery, toSearchParams } from './directoryQuery';

interface Props {
  /** The query as requested (keyword trimmed). */
  query: DirectoryQuery;
  /** The query as in the URL, kept as is in the links offered. */
  urlQuery: DirectoryQuery;
  total: number;
  pageCount: number;
  /** Tag id to name; null until the catalogue has loaded. */
  tagNames: ReadonlyMap<string, string> | null;
}

export function DirectoryEmpty({ query, urlQuery, total, pageCount, tagNames }: Props) {
  const { t } = useTranslation('directory');
  const { keyword, tag, sort, page } = query;
  const href = (change: Partial<DirectoryQuery>) =>
    paths.directory.to(toSearchParams({ ...urlQuery, ...change }).toString());
  // A tag the catalogue doesn't know (a stale or hand-edited link) is named as such, not as a slug.
  const unknownTag = Boolean(tag && tagNames && !tagNames.has(tag));
  // Bots exist but not on this page (`?page=99`): the count is right, the page is past the end.
  const pastEnd = total > 0;
  const tagName = tagNames?.get(tag) ?? tag;
  const title = unknownTag
    ? t('empty.unknownTag', { tag })
    : pastEnd
      ? t('empty.pastEnd', { page })
      : keyword && tag
        ? t('empty.keywordAndTag', { keyword, tag: tagName })
        : keyword
          ? t('empty.keyword', { keyword })
          : tag
            ? t('empty.tag', { tag: tagName })
            : t('empty.none');
  const filtered = Boolean(keyword || tag || page > 1 || sort !== defaultQuery.sort);
  const action = unknownTag ? (
    <Button variant="outlined" component={RouterLink} to={href({ tag: '', page: 1 })}>
      {t('empty.clearTag')}
    </Button>
  ) : pastEnd ? (
    <Button variant="outlined" component={RouterLink} to={href({ page: pageCount })}>
      {t('empty.lastPage', { page: pageCount })}
    </Button>
  ) : filtered ? (
    <Button variant="outlined" component={RouterLink} to="/">
      {t('empty.clear')}
    </Button>
  ) : undefined;

  return (
    <EmptyState
      icon={<SearchOffIcon aria-hidden color="action" sx={{ fontSize: 40 }} />}
      title={title}
      description={
        pastEnd && !unknownTag
          ? t('empty.pastEndHint', { count: pageCount })
          : filtered
            ? t('empty.description')
            : undefined
      }
      action={action}
    />
  );
}
