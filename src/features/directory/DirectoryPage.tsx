// The public bot directory `/` (docs/product.md §8.1): search, tags and sort kept in the URL, and a
// paged grid of bot cards. The hero renders at once; only the grid waits for data.
import { paths } from '../../kernel/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useStore } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useDeferredSelector } from '../../kernel/hooks';
import type { RootState } from '../../kernel/store';
import { InlineError } from '../../components/InlineError';
import { registerTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/directory.json';
import zh from '../../locales/zh-CN/directory.json';
import { BotCard, BotCardSkeleton } from './BotCard';
import { LanguageFilter, SortSwitch, TagFilter } from './DirectoryFilters';
import { DirectoryPages } from './DirectoryPages';
import type { DirectoryQuery } from './directoryQuery';
import { parseQuery, requestedQuery, toSearchParams } from './directoryQuery';
import { directoryPageRequests, loadRequest, selectList } from './directorySlice';
import { selectTagCatalogue, tagsRequest, useTagNames } from '../tags';
import { SearchBox } from './SearchBox';
import { DirectoryEmpty } from './DirectoryEmpty';
import { srOnly } from '../../components/srOnly';

registerTranslations('directory', { 'en-US': en, 'zh-CN': zh });

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

const Hero = memo(function Hero() {
  const { t } = useTranslation('directory');
  return (
    <Box component="header" sx={{ py: { xs: 3, md: 5 }, maxWidth: 720 }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1.5 }}
      >
        {t('hero.heading')}
      </Typography>
      <Typography color="textSecondary" sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, mb: 3 }}>
        {t('hero.pitch')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.newBot.to()}
        variant="contained"
        size="large"
        startIcon={<AddIcon aria-hidden />}
      >
        {t('hero.addBot')}
      </Button>
    </Box>
  );
});

export default function DirectoryPage() {
  const { t } = useTranslation('directory');
  useDocumentTitle(t('title'));
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once per address, so the tag list keeps its identity between renders.
  const urlQuery = useMemo(() => parseQuery(searchParams), [searchParams]);
  // A trailing space in the box changes the URL but not the request.
  const query = useMemo(() => requestedQuery(searchParams), [searchParams]);
  const { sort, page } = query;
  // The grid and the tag chips are drawn in the background when the provider answers.
  const list = useDeferredSelector(selectList);
  const catalogue = useDeferredSelector(selectTagCatalogue);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    for (const request of directoryPageRequests(store.getState(), query)) {
      dispatch(request);
    }
  }, [dispatch, store, query]);

  const tagNames = useTagNames(catalogue.data);

  /** Choosing tags, sort or page adds a history entry; `replace` is for refining a search. Any
   * change but the page's own goes back to page 1. */
  const update = (change: Partial<DirectoryQuery>, replace = false) => {
    setSearchParams((previous) => toSearchParams({ ...parseQuery(previous), page: 1, ...change }), {
      replace,
    });
  };

  const pageHref = (target: number) => {
    const params = toSearchParams({ ...urlQuery, page: target }).toString();
    return paths.directory.to(params);
  };

  const result = list.data;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 0;

  return (
    <>
      <Hero />
      <Box
        component="section"
        aria-labelledby="directory-results"
        ref={resultsRef}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, pb: 4, scrollMarginTop: 80 }}
      >
        <Typography id="directory-results" component="h2" sx={srOnly}>
          {t('results.heading')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            alignItems: { xs: 'stretch', sm: 'center' },
          }}
        >
          <SearchBox
            keyword={urlQuery.keyword}
            onSearch={(value) => {
              const current = parseQuery(searchParams).keyword;
              // A new search adds a history entry, so Back returns to the unfiltered list;
              // further typing within that search replaces it.
              if (value !== current) update({ keyword: value }, current.trim() !== '');
            }}
          />
          <SortSwitch sort={sort} onSort={(value) => update({ sort: value })} />
        </Box>
        <TagFilter
          tags={catalogue.data}
          error={catalogue.error}
          selected={urlQuery.tags}
          onChange={(tags) => update({ tags })}
          onRetry={() => dispatch(tagsRequest())}
        />
        <LanguageFilter
          language={urlQuery.language}
          onChange={(language) => update({ language })}
        />
        <Typography role="status" variant="body2" color="textSecondary" sx={{ minHeight: 20 }}>
          {list.pending
            ? t('results.loading')
            : result
              ? t('results.count', { count: result.total })
              : ''}
        </Typography>
        {list.error ? (
          <InlineError
            title={t('results.loadFailed')}
            failure={list.error}
            onRetry={() => dispatch(loadRequest(query))}
          />
        ) : list.pending || !result ? (
          <Box component="ul" sx={grid} aria-busy>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <BotCardSkeleton />
              </li>
            ))}
          </Box>
        ) : result.items.length === 0 ? (
          <DirectoryEmpty
            query={query}
            urlQuery={urlQuery}
            total={result.total}
            pageCount={pageCount}
            tagNames={catalogue.data ? tagNames : null}
          />
        ) : (
          <>
            <Box component="ul" sx={grid}>
              {result.items.map((bot) => (
                <li key={bot.id}>
                  <BotCard bot={bot} tagNames={tagNames} />
                </li>
              ))}
            </Box>
            {pageCount > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
                <DirectoryPages
                  page={Math.min(page, pageCount)}
                  count={pageCount}
                  hrefOf={pageHref}
                  onFollow={() => resultsRef.current?.scrollIntoView({ block: 'start' })}
                />
              </Box>
            )}
          </>
        )}
      </Box>
    </>
  );
}
