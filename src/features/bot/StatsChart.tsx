// The server-count chart. Its own lazy chunk: recharts is the heaviest thing on the bot page and
// nothing above the fold needs it.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { chartFrameSx, chartMargin, countAxis, dateAxis } from '../../components/chartFrame';
import { formatDate } from '../../lib/formatDate';
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
  return (
    // The figures are in the text summary beside it; the drawing adds nothing for a screen reader.
    <Box
      aria-hidden
      data-testid="stats-chart"
      sx={{
        height: CHART_HEIGHT,
        '& .recharts-area-curve': { stroke: (theme) => theme.vars?.palette.primary.main },
        '& .recharts-area-area': { fill: (theme) => theme.vars?.palette.primary.main },
        ...chartFrameSx,
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <AreaChart data={stats.points} margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid vertical={false} />
          <XAxis
            {...dateAxis(
              stats.points.map((point) => point.date),
              i18n.language,
            )}
          />
          <YAxis {...countAxis(i18n.language)} />
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
