import { dateTicks } from './dateTicks';

/** `count` consecutive days ending 2026-11-25, as the provider's stats list them. */
function days(count: number): string[] {
  const end = Date.UTC(2026, 10, 25);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Days between neighbouring labels. */
function gaps(ticks: readonly string[]): number[] {
  return ticks
    .slice(1)
    .map((date, index) => (Date.parse(date) - Date.parse(ticks[index])) / 86_400_000);
}

describe('dateTicks', () => {
  it('labels every day of a week', () => {
    expect(dateTicks(days(7))).toEqual(days(7));
  });

  it.each([
    [30, 7],
    [90, 14],
  ])('labels %i days at an even %i-day rhythm that ends on the last day', (count, step) => {
    const ticks = dateTicks(days(count));
    expect(ticks.at(-1)).toBe('2026-11-25');
    expect(new Set(gaps(ticks))).toEqual(new Set([step]));
    // As many as fit that rhythm: none is left out at the start either.
    expect(ticks).toHaveLength(Math.floor((count - 1) / step) + 1);
  });
});
