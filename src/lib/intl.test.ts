import { dateTimeFormat, numberFormat, pluralRules } from './intl';

describe('Intl formatters kept', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(numberFormat('en-US', { notation: 'compact' })).toBe(
      numberFormat('en-US', { notation: 'compact' }),
    );
    expect(numberFormat('en-US', { notation: 'compact' })).not.toBe(numberFormat('en-US'));
    expect(numberFormat('zh-CN')).not.toBe(numberFormat('en-US'));
    expect(dateTimeFormat('en-US', { month: 'numeric' })).not.toBe(
      dateTimeFormat('en-US', { day: 'numeric' }),
    );
    expect(pluralRules('en-US')).toBe(pluralRules('en-US'));
  });

  it('formats as Intl does', () => {
    expect(numberFormat('en-US', { notation: 'compact' }).format(1234)).toBe('1.2K');
    expect(numberFormat('zh-CN').format(1234567)).toBe('1,234,567');
    expect(pluralRules('en-US').select(1)).toBe('one');
  });
});
