// Where a daily chart labels its x-axis, shared by the bot page's server chart and the owner's
// analytics chart.

/**
 * The dates labelled on the x-axis: today's, then every week before it (every day for a week,
 * every fortnight beyond two months), so the labels fall at an even rhythm on the same weekday
 * rather than wherever they happen to fit.
 */
export function dateTicks(dates: readonly string[]): string[] {
  const step = dates.length <= 8 ? 1 : dates.length <= 62 ? 7 : 14;
  return dates.filter((_, index) => (dates.length - 1 - index) % step === 0);
}
