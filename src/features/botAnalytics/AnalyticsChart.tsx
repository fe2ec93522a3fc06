// The analytics chart: one line per chosen series. Its own lazy chunk (recharts), like the bot
// page's server chart; the figures are in the panel's table for screen readers.
import Box from '@mui/material/Box';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsPoint } from '../../api/schemas';
import { dateTicks } from '../../lib/dateTicks';
import { formatDate, formatMonthDay } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';
import { SERIES_COLOURS } from './seriesColours';
import type { Series } from './series';

const CHART_HEIGHT = 260;

interface Props {
  points: readonly AnalyticsPoint[];
  series: readonly Series[];
}

export default function AnalyticsChart({ points, series }: Props) {
  const { t, i18n } = useTranslation('botAnalytics');
  const number = new Intl.NumberFormat(i18n.language, {
    notation: 'compact',
    maximumSignificantDigits: 3,
  });
  return (
    <Box
      aria-hidden
      data-testid="analytics-chart"
      sx={{
        height: CHART_HEIGHT,
        '& .recharts-cartesian-axis-tick-value': {
          fill: (theme) => theme.vars?.palette.text.secondary,
          fontSize: 12,
        },
        '& .recharts-cartesian-grid line, & .recharts-cartesian-axis-line': {
          stroke: (theme) => theme.vars?.palette.divider,
        },
        '& .recharts-default-tooltip': {
          bgcolor: (theme) => `${theme.vars?.palette.background.paper} !important`,
          borderColor: (theme) => `${theme.vars?.palette.divider} !important`,
        },
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart
          data={points}
          margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="date"
            ticks={dateTicks(points.map((point) => point.date))}
            interval={0}
            tickFormatter={(value: string) => formatMonthDay(value, i18n.language)}
            tickLine={false}
          />
          <YAxis
            width={52}
            domain={[0, 'auto']}
            allowDecimals={false}
            tickCount={5}
            tickFormatter={(value: number) => number.format(value)}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            labelFormatter={(value) =>
              typeof value === 'string' ? formatDate(value, i18n.language) : null
            }
          />
          {series.map((name) => (
            <Line
              key={name}
              type="monotoneX"
              dataKey={name}
              name={t(`series.${name}`)}
              stroke={SERIES_COLOURS[name]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
