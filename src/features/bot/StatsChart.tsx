// The server-count chart. Its own lazy chunk: recharts is the heaviest thing on the bot page and
// nothing above the fold needs it.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { formatDate, formatMonthDay } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Stats } from '../../api/schemas';
import { dateTicks } from '../../lib/dateTicks';

export const CHART_HEIGHT = 240;

interface Point {
  date: string;
  servers: number;
}

interface TooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

function ChartTooltip({ active, payload }: TooltipProps) {
  const { t, i18n } = useTranslation('bot');
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  const date = formatDate(point.date, i18n.language);
  const formatted = new Intl.NumberFormat(i18n.language).format(point.servers);
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1 }}>
      <Typography variant="caption" color="textSecondary" component="p">
        {date}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('servers', { count: point.servers, formatted })}
      </Typography>
    </Paper>
  );
}

export default function StatsChart({ stats }: { stats: Stats }) {
  const { i18n } = useTranslation('bot');
  const number = new Intl.NumberFormat(i18n.language, {
    notation: 'compact',
    maximumSignificantDigits: 3,
  });
  return (
    // The figures are in the text summary beside it; the drawing adds nothing for a screen reader.
    <Box
      aria-hidden
      data-testid="stats-chart"
      sx={{
        height: CHART_HEIGHT,
        '& .recharts-area-curve': { stroke: (theme) => theme.vars?.palette.primary.main },
        '& .recharts-area-area': { fill: (theme) => theme.vars?.palette.primary.main },
        '& .recharts-cartesian-axis-tick-value': {
          fill: (theme) => theme.vars?.palette.text.secondary,
          fontSize: 12,
        },
        '& .recharts-cartesian-grid line, & .recharts-cartesian-axis-line': {
          stroke: (theme) => theme.vars?.palette.divider,
        },
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <AreaChart
          data={stats.points}
          // Room for the last date label, centred on the plot's edge: without it recharts pulls the
          // label in only until it is flush with the svg's edge, which cuts it off.
          margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="date"
            ticks={dateTicks(stats.points.map((point) => point.date))}
            // Every one of those: spaced a week apart, they fit even a phone's width.
            interval={0}
            tickFormatter={(value: string) => formatMonthDay(value, i18n.language)}
            tickLine={false}
          />
          <YAxis
            width={52}
            // From zero, so the height of the area is the server count and not an exaggerated change.
            domain={[0, 'auto']}
            allowDecimals={false}
            tickCount={5}
            tickFormatter={(value: number) => number.format(value)}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            content={({ active, payload }) => <ChartTooltip active={active} payload={payload} />}
          />
          <Area
            // Monotone in x never overshoots the data, so the line does not dip below real values.
            type="monotoneX"
            dataKey="servers"
            strokeWidth={2}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </Box>
  );
}
