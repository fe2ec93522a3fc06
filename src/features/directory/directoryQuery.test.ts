import { limits } from '../../api/constants';
import { requestedQuery, searchKeyword } from './directoryQuery';

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
