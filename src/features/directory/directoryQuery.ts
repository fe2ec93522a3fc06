// The directory's filters as they live in the URL (`?q=&tag=&tag=&language=&sort=&page=`): read leniently,
// written minimally, so any shared link restores the same view and a hand-edited one never breaks it.
import { botSorts, limits } from '../../api/constants';
import { isLanguage } from '../../lib/language';
import type { Language } from '../../lib/language';

export const SORTS = botSorts;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 12;

export interface DirectoryQuery {
  keyword: string;
  /** Tag ids, in the order chosen; a bot must carry all of them. */
  tags: string[];
  /** Only listings with text in this language (docs/product.md §8.1); null: any language. */
  language: Language | null;
  sort: Sort;
  page: number;
}

export const defaultQuery: DirectoryQuery = {
  keyword: '',
  tags: [],
  language: null,
  sort: 'popular',
  page: 1,
};

function isSort(value: string | null): value is Sort {
  return SORTS.includes(value as Sort);
}

export function parseQuery(params: URLSearchParams): DirectoryQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const language = params.get('language');
  return {
    keyword: params.get('q') ?? '',
    // One `tag=` (an old link) or several; repeats and empty ones dropped, extras past the
    // contract's limit left out rather than failing the request.
    tags: [...new Set(params.getAll('tag').filter(Boolean))].slice(0, limits.tagFilter.max),
    // A language the app does not speak is no filter, rather than a failed request.
    language: isLanguage(language) ? language : null,
    sort: isSort(sort) ? sort : defaultQuery.sort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Search text as the contract takes it: trimmed, and cut to its limit (a pasted essay or a
 * hand-edited link still searches, rather than failing validation). */
export function searchKeyword(text: string): string {
  let keyword = text.trim().slice(0, limits.keyword.max);
  // Never end on half of a character that needs two UTF-16 units.
  if (/[\uD800-\uDBFF]$/.test(keyword)) keyword = keyword.slice(0, -1);
  return keyword.trimEnd();
}

/** The query the directory asks the provider for: a trailing space in the box is not a new search. */
export function requestedQuery(params: URLSearchParams): DirectoryQuery {
  const query = parseQuery(params);
  return { ...query, keyword: searchKeyword(query.keyword) };
}

export function sameQuery(a: DirectoryQuery | null, b: DirectoryQuery): boolean {
  return (
    a !== null &&
    a.keyword === b.keyword &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index]) &&
    a.language === b.language &&
    a.sort === b.sort &&
    a.page === b.page
  );
}

/** Defaults are left out, so the plain directory stays at `/`. */
export function toSearchParams(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('q', query.keyword);
  for (const tag of query.tags) params.append('tag', tag);
  if (query.language) params.set('language', query.language);
  if (query.sort !== defaultQuery.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
