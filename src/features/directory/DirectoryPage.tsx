// The public bot directory `/` (docs/product.md §8.1): search, tags and sort kept in the URL, and a
// paged grid of bot cards. The hero renders at once; only the grid waits for data. Plain elements
// drawn by the theme's built stylesheet (directoryPageStyles.ts, and the cards' and controls').
import { paths } from '../../kernel/paths';
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
import { PathIcon } from '../../components/PathIcon';

registerTranslations('directory', { 'en-US': en, 'zh-CN': zh });

/** Material's "add". */
const ADD = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';

const Hero = memo(function Hero() {
  const { t } = useTranslation('directory');
  return (
    <header className="bd-hero">
      <h1 className="bd-hero-title">{t('hero.heading')}</h1>
      <p className="bd-hero-pitch">{t('hero.pitch')}</p>
      <RouterLink to={paths.newBot.to()} className="bd-action bd-primary bd-large">
        <span className="bd-action-icon">
          <PathIcon className="bd-icon" d={ADD} />
        </span>
        {t('hero.addBot')}
      </RouterLink>
    </header>
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
      <section aria-labelledby="directory-results" ref={resultsRef} className="bd-results">
        <h2 id="directory-results" className="bd-sr-only">
          {t('results.heading')}
        </h2>
        <div className="bd-results-controls">
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
        </div>
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
        <p role="status" className="bd-results-count">
          {list.pending
            ? t('results.loading')
            : result
              ? t('results.count', { count: result.total })
              : ''}
        </p>
        {list.error ? (
          <InlineError
            title={t('results.loadFailed')}
            failure={list.error}
            onRetry={() => dispatch(loadRequest(query))}
          />
        ) : list.pending || !result ? (
          <ul className="bd-grid" aria-busy>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <BotCardSkeleton />
              </li>
            ))}
          </ul>
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
            <ul className="bd-grid">
              {result.items.map((bot) => (
                <li key={bot.id}>
                  <BotCard bot={bot} tagNames={tagNames} />
                </li>
              ))}
            </ul>
            {pageCount > 1 && (
              <div className="bd-pages-row">
                <DirectoryPages
                  page={Math.min(page, pageCount)}
                  count={pageCount}
                  hrefOf={pageHref}
                  onFollow={() => resultsRef.current?.scrollIntoView({ block: 'start' })}
                />
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
