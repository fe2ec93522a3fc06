import { dateTimeFormat, listFormat, pluralRules } from './intl';

describe('Intl formatters kept', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const short = { dateStyle: 'short' } as const;
    expect(dateTimeFormat('en-US', short)).toBe(dateTimeFormat('en-US', { dateStyle: 'short' }));
    expect(dateTimeFormat('en-US', short)).not.toBe(dateTimeFormat('en-US'));
    expect(dateTimeFormat('zh-CN', short)).not.toBe(dateTimeFormat('en-US', short));
    expect(pluralRules('en-US')).toBe(pluralRules('en-US'));
  });

  it('formats as Intl does', () => {
    const at = new Date(Date.UTC(2026, 10, 21, 12));
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(at)).toBe(
      'Nov 21, 2026',
    );
    expect(listFormat('en-US', { type: 'conjunction' }).format(['A', 'B', 'C'])).toBe(
      'A, B, and C',
    );
    expect(pluralRules('en-US').select(1)).toBe('one');
  });
});
