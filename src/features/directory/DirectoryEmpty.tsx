// The directory's empty result, named for why it is empty: an unknown tag, a page past the end,
// or filters that match nothing (naming every tag chosen). Each offers the way back that fits.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../kernel/paths';
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
  const { keyword, tags, language, sort, page } = query;
  const href = (change: Partial<DirectoryQuery>) =>
    paths.directory.to(toSearchParams({ ...urlQuery, ...change }).toString());
  // Tags the catalogue doesn't know (a stale or hand-edited link) are named as such, not as slugs.
  const unknown = tagNames ? tags.filter((tag) => !tagNames.has(tag)) : [];
  // Bots exist but not on this page (`?page=99`): the count is right, the page is past the end.
  const pastEnd = total > 0;
  // Each name as the language quotes it, then joined as a list: "Music and Games", "“音乐”和“游戏”".
  const named = (ids: string[]) => ids.map((id) => t('tagName', { name: tagNames?.get(id) ?? id }));
  const several = tags.length > 1;
  const tagList = named(tags);
  const title =
    unknown.length > 0
      ? t('empty.unknownTag', {
          tags: unknown.map((id) => t('quoted', { name: id })),
          count: unknown.length,
        })
      : pastEnd
        ? t('empty.pastEnd', { page })
        : keyword && tags.length > 0
          ? t(several ? 'empty.keywordAndTags' : 'empty.keywordAndTag', { keyword, tags: tagList })
          : keyword
            ? t('empty.keyword', { keyword })
            : tags.length > 0
              ? t(several ? 'empty.tags' : 'empty.tag', { tags: tagList })
              : language
                ? t('empty.language', { language: t(`language.${language}`) })
                : t('empty.none');
  const filtered = Boolean(
    keyword || tags.length > 0 || language || page > 1 || sort !== defaultQuery.sort,
  );
  const clearTags = (
    <Button variant="outlined" component={RouterLink} to={href({ tags: [], page: 1 })}>
      {t('empty.clearTags', { count: tags.length })}
    </Button>
  );
  const clearAll = (
    <Button variant="outlined" component={RouterLink} to="/">
      {t('empty.clear')}
    </Button>
  );
  const action =
    unknown.length > 0 ? (
      <Button
        variant="outlined"
        component={RouterLink}
        to={href({ tags: urlQuery.tags.filter((tag) => !unknown.includes(tag)), page: 1 })}
      >
        {t('empty.clearTag', { count: unknown.length })}
      </Button>
    ) : pastEnd ? (
      <Button variant="outlined" component={RouterLink} to={href({ page: pageCount })}>
        {t('empty.lastPage', { page: pageCount })}
      </Button>
    ) : tags.length > 0 && keyword ? (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {clearTags}
        {clearAll}
      </Box>
    ) : tags.length > 0 ? (
      clearTags
    ) : filtered ? (
      clearAll
    ) : undefined;

  return (
    <EmptyState
      icon={<SearchOffIcon aria-hidden color="action" sx={{ fontSize: 40 }} />}
      title={title}
      description={
        pastEnd && unknown.length === 0
          ? t('empty.pastEndHint', { count: pageCount })
          : filtered
            ? t('empty.description')
            : undefined
      }
      action={action}
    />
  );
}
