// The frame both daily charts share (the bot page's servers, Configure's analytics): dates along
// the bottom at an even rhythm ending today, counts up the side from zero, in the reader's
// language, and the theme's colours for the axes and grid. Props to spread on Recharts' own axes,
// which must stay the chart's direct children.
import type { Theme } from '@mui/material/styles';
import { dateTicks } from '../lib/dateTicks';
import { formatMonthDay } from '../lib/formatDate';

/**
 * Room for the last date label, centred on the plot's edge: without it recharts pulls the label
 * in only until it is flush with the svg's edge, which cuts it off.
 */
export const chartMargin = { top: 8, right: 24, bottom: 0, left: 0 };

/** The x axis: every tick `dateTicks` chooses (spaced a week or more apart, they fit a phone). */
export function dateAxis(dates: readonly string[], language: string) {
  return {
    dataKey: 'date',
    ticks: dateTicks(dates),
    interval: 0,
    tickFormatter: (value: string) => formatMonthDay(value, language),
    tickLine: false,
  } as const;
}

/**
 * The y axis: from zero, so a line's height is the count and not an exaggerated change; compact
 * numbers ("1.2K", "1.2万").
 */
export function countAxis(language: string) {
  const number = new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumSignificantDigits: 3,
  });
  return {
    width: 52,
    domain: [0, 'auto'] as [number, string],
    allowDecimals: false,
    tickCount: 5,
    tickFormatter: (value: number) => number.format(value),
    tickLine: false,
    axisLine: false,
  } as const;
}

/** The axes' labels and the grid in the theme's colours, light or dark. */
export const chartFrameSx = {
  '& .recharts-cartesian-axis-tick-value': {
    fill: (theme: Theme) => theme.vars?.palette.text.secondary,
    fontSize: 12,
  },
  '& .recharts-cartesian-grid line, & .recharts-cartesian-axis-line': {
    stroke: (theme: Theme) => theme.vars?.palette.divider,
  },
} as const;
