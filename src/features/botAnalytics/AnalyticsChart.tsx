// The analytics chart: one line per chosen series; the figures are in the panel's table for screen
// readers.
import type { AnalyticsPoint } from '../../api/schemas';
import { DailyChart } from '../../components/chart/DailyChart';
import { useTranslation } from '../../lib/useTranslation';
import { SERIES_COLOURS } from './seriesColours';
import type { Series } from './series';
import { formatCount } from '../../lib/formatCount';

export const CHART_HEIGHT = 260;

interface Props {
  points: readonly AnalyticsPoint[];
  series: readonly Series[];
}

export function AnalyticsChart({ points, series }: Props) {
  const { t, i18n } = useTranslation('botAnalytics');
  return (
    <DailyChart
      data-testid="analytics-chart"
      dates={points.map((point) => point.date)}
      series={series.map((name) => ({
        key: name,
        colour: SERIES_COLOURS[name],
        values: points.map((point) => point[name]),
      }))}
      height={CHART_HEIGHT}
      language={i18n.language}
      describe={(line, value) =>
        t('chartNote', { series: t(`series.${line.key}`), value: formatCount(value) })
      }
    />
  );
}
