import { formatCompact, formatCount } from './formatCount';

it.each([
  [0, '0'],
  [7, '7'],
  [999, '999'],
  [1000, '1,000'],
  [21735, '21,735'],
  [1234567, '1,234,567'],
  [-584, '-584'],
  [-12000, '-12,000'],
])('formats %d as %s', (value, text) => {
  expect(formatCount(value)).toBe(text);
});

it('signs a change when asked', () => {
  expect(formatCount(56, { signed: true })).toBe('+56');
  expect(formatCount(-56, { signed: true })).toBe('-56');
  expect(formatCount(0, { signed: true })).toBe('0');
});

it('matches Intl for both languages', () => {
  for (const lang of ['en-US', 'zh-CN']) {
    for (const value of [0, 12, 1234, 98765, 1234567]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat(lang).format(value));
    }
  }
});

describe('formatCompact', () => {
  const values = [
    0, 1, 7, 25, 250, 999, 1000, 1234, 1500, 9999, 10_000, 12_345, 99_950, 250_000, 999_499,
    999_999, 1_000_000, 1_250_000, 99_999_999, 100_000_000, 123_456_789, 2_500_000_000, -1500,
  ];
  it.each(['en-US', 'zh-CN'])(
    'writes a count as Intl’s compact notation does in %s',
    (language) => {
      const intl = new Intl.NumberFormat(language, {
        notation: 'compact',
        maximumSignificantDigits: 3,
      });
      for (const value of values)
        expect([value, formatCompact(value, language)]).toEqual([value, intl.format(value)]);
    },
  );
});
