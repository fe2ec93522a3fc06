// The server-count chart. Its own lazy chunk, loaded as the section nears the screen: nothing above
// the fold needs it.
import type { Stats } from '../../api/schemas';
import { DailyChart } from '../../components/chart/DailyChart';
import { useTranslation } from '../../lib/useTranslation';
import { formatCount } from '../../lib/formatCount';

export const CHART_HEIGHT = 240;

export default function StatsChart({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation('bot');
  return (
    // The figures are in the text summary beside it; the drawing adds nothing for a screen reader.
    <DailyChart
      data-testid="stats-chart"
      dates={stats.points.map((point) => point.date)}
      series={[
        {
          key: 'servers',
          colour: 'var(--mui-palette-primary-main)',
          values: stats.points.map((point) => point.servers),
        },
      ]}
      area
      height={CHART_HEIGHT}
      language={i18n.language}
      describe={(_, count) => t('servers', { count, formatted: formatCount(count) })}
    />
  );
}
