import {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatMonthDay,
  formatRelative,
  formatTime,
} from './formatDate';

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

describe('formatRelative', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [30, '30 seconds ago'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [86_400, 'yesterday'],
    [3 * 86_400, '3 days ago'],
  ])('says %i s ago in words', (seconds, expected) => {
    expect(formatRelative(ago(seconds), 'en-US', now)).toBe(expected);
  });

  it('gives the day from 30 days back', () => {
    const iso = ago(40 * 86_400);
    expect(formatRelative(iso, 'en-US', now)).toBe(formatDate(iso, 'en-US'));
  });
});

describe('times and short dates', () => {
  const at = new Date(2026, 10, 21, 9, 5);

  it('writes them as Intl does in the language asked for', () => {
    expect(formatTime(at.getTime(), 'en-US')).toBe('09:05 AM');
    expect(formatDateTime(at.toISOString(), 'en-US')).toBe('11/21/26, 9:05 AM');
    expect(formatMonthDay(at.toISOString())).toBe('11/21');
    // As Intl writes a numeric month and day in both languages.
    for (const language of ['en-US', 'zh-CN']) {
      expect(
        new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric' }).format(at),
      ).toBe(formatMonthDay(at.toISOString()));
    }
  });
});

describe('formatDateTimeRange', () => {
  // Local times, so each case reads the same in every time zone the tests run in.
  const at = new Date(2026, 2, 1, 7, 15, 0);
  const iso = (date: Date) => date.toISOString();

  it.each(['en-US', 'zh-CN'])(
    'writes an interval that ended as it began as one moment (%s)',
    (language) => {
      const moment = formatDateTime(iso(at), language);
      expect(formatDateTimeRange(iso(at), iso(at), language)).toBe(moment);
      // Within the same minute reads the same.
      expect(formatDateTimeRange(iso(at), iso(new Date(2026, 2, 1, 7, 15, 40)), language)).toBe(
        moment,
      );
    },
  );

  it('writes the day once for a span within it, and both ends for a longer one', () => {
    const norm = (text: string) => text.replace(/\s+/g, ' ');
    expect(norm(formatDateTimeRange(iso(at), iso(new Date(2026, 2, 1, 7, 40)), 'en-US'))).toBe(
      '3/1/26, 7:15 – 7:40 AM',
    );
    expect(norm(formatDateTimeRange(iso(at), iso(new Date(2026, 2, 2, 9, 30)), 'en-US'))).toBe(
      '3/1/26, 7:15 AM – 3/2/26, 9:30 AM',
    );
  });

  it('writes only the start of a span that runs backwards', () => {
    const earlier = iso(new Date(2026, 2, 1, 6, 0));
    expect(formatDateTimeRange(iso(at), earlier, 'en-US')).toBe(formatDateTime(iso(at), 'en-US'));
  });
});
