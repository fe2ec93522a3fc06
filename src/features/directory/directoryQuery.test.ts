import { limits } from '../../api/constants';
import type { DirectoryQuery } from './directoryQuery';
import {
  defaultQuery,
  parseQuery,
  requestedQuery,
  sameQuery,
  searchKeyword,
  toSearchParams,
} from './directoryQuery';

describe('the search text the directory sends', () => {
  it('cuts text longer than the contract allows to its limit', () => {
    const long = 'a'.repeat(3000);
    expect(searchKeyword(long)).toBe('a'.repeat(limits.keyword.max));
    expect(requestedQuery(new URLSearchParams({ q: long })).keyword).toHaveLength(
      limits.keyword.max,
    );
  });

  it('trims, and never leaves half a character or a trailing space at the cut', () => {
    expect(searchKeyword('  music  ')).toBe('music');
    const emoji = `${'a'.repeat(limits.keyword.max - 1)}😀`;
    expect(searchKeyword(emoji)).toBe('a'.repeat(limits.keyword.max - 1));
    const spaced = `${'a'.repeat(limits.keyword.max - 1)} b`;
    expect(searchKeyword(spaced)).toBe('a'.repeat(limits.keyword.max - 1));
  });
});

describe('the directory’s query in the URL', () => {
  const read = (search: string) => parseQuery(new URLSearchParams(search));

  it.each<[string, DirectoryQuery]>([
    ['', defaultQuery],
    ['tag=music', { ...defaultQuery, tags: ['music'] }],
    ['tag=music&tag=games', { ...defaultQuery, tags: ['music', 'games'] }],
    [
      'q=dj+bot&tag=games&tag=music&sort=newest&page=3',
      { keyword: 'dj bot', tags: ['games', 'music'], language: null, sort: 'newest', page: 3 },
    ],
    ['language=zh-CN', { ...defaultQuery, language: 'zh-CN' }],
    [
      'tag=music&language=en-US&sort=uptime',
      { ...defaultQuery, tags: ['music'], language: 'en-US', sort: 'uptime' },
    ],
  ])('reads ?%s and writes it back the same', (search, query) => {
    expect(read(search)).toEqual(query);
    expect(toSearchParams(query).toString()).toBe(search);
    expect(read(toSearchParams(query).toString())).toEqual(query);
  });

  it('keeps the tags in the order chosen, one of each, without empty ones', () => {
    expect(read('tag=games&tag=&tag=music&tag=games').tags).toEqual(['games', 'music']);
    expect(toSearchParams({ ...defaultQuery, tags: ['games', 'music'] }).getAll('tag')).toEqual([
      'games',
      'music',
    ]);
  });

  it('reads no more tags than the contract takes from a hand-edited link', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const query = read(many.map((tag) => `tag=${tag}`).join('&'));
    expect(query.tags).toEqual(many.slice(0, limits.tagFilter.max));
    expect(toSearchParams(query).getAll('tag')).toHaveLength(limits.tagFilter.max);
  });

  it('reads a language the app does not speak as no filter', () => {
    expect(read('language=fr-FR').language).toBeNull();
    expect(read('language=').language).toBeNull();
  });

  it('tells a query in one language from the same in another or any', () => {
    const zh = { ...defaultQuery, language: 'zh-CN' as const };
    expect(sameQuery(zh, { ...zh })).toBe(true);
    expect(sameQuery(zh, { ...zh, language: 'en-US' })).toBe(false);
    expect(sameQuery(zh, defaultQuery)).toBe(false);
  });

  it('tells the same tags in the same order from any other', () => {
    const both = { ...defaultQuery, tags: ['music', 'games'] };
    expect(sameQuery(both, { ...both, tags: ['music', 'games'] })).toBe(true);
    expect(sameQuery(both, { ...both, tags: ['music'] })).toBe(false);
    expect(sameQuery(both, { ...both, tags: ['music', 'fun'] })).toBe(false);
    expect(sameQuery(null, both)).toBe(false);
  });
});
