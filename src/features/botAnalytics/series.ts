// The six series of the owner's analytics (docs/product.md §8.7) and what the panel says of a range:
// the counts of a day (servers, members) are told as the last day's, the rest summed over the range.
import type { AnalyticsPoint } from '../../api/schemas';

export const SERIES = ['servers', 'members', 'commands', 'errors', 'views', 'invites'] as const;
export type Series = (typeof SERIES)[number];

/** Counts at the end of the range rather than things that happened during it. */
const LEVELS: readonly Series[] = ['servers', 'members'];

const isLevel = (series: Series) => LEVELS.includes(series);

/** A series' figure for the range: the last day's count, or the sum of the days. */
export function total(points: readonly AnalyticsPoint[], series: Series): number {
  if (isLevel(series)) return points.at(-1)?.[series] ?? 0;
  return points.reduce((sum, point) => sum + point[series], 0);
}

/** Whether the bot has nothing to show yet: every figure of every day is zero. */
export const isEmpty = (points: readonly AnalyticsPoint[]) =>
  points.every((point) => SERIES.every((series) => point[series] === 0));
