import { formatCount } from './formatCount';

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
