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
import { chartFrameSx, chartMargin, countAxis, dateAxis } from '../../components/chartFrame';
import { formatDate } from '../../lib/formatDate';
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
  return (
    <Box
      aria-hidden
      data-testid="analytics-chart"
      sx={{
        height: CHART_HEIGHT,
        ...chartFrameSx,
        '& .recharts-default-tooltip': {
          bgcolor: (theme) => `${theme.vars?.palette.background.paper} !important`,
          borderColor: (theme) => `${theme.vars?.palette.divider} !important`,
        },
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={points} margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid vertical={false} />
          <XAxis
            {...dateAxis(
              points.map((point) => point.date),
              i18n.language,
            )}
          />
          <YAxis {...countAxis(i18n.language)} />
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
