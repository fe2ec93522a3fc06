import { formatDate } from './formatDate';

describe('formatDate', () => {
  // Local noon, so the day is the same in every time zone the tests run in.
  const iso = new Date(2026, 10, 21, 12, 0, 0).toISOString();

  it.each([
    ['en-US', 'Nov 21, 2026'],
    ['zh-CN', '2026年11月21日'],
  ])('writes a day in %s as Intl’s medium date style does', (language, expected) => {
    expect(formatDate(iso, language)).toBe(expected);
    expect(formatDate(iso, language)).toBe(
      new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    );
  });

  it('writes every month the way Intl does', () => {
    for (let month = 0; month < 12; month += 1) {
      const at = new Date(2025, month, 3, 12).toISOString();
      expect(formatDate(at, 'en-US')).toBe(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(at)),
      );
    }
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'en-US')).toBe('');
  });
});
