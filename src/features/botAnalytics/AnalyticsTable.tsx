// The chart's figures as a table, for screen readers (the drawing is hidden from them). The hidden
// box is a block around the table, not the table itself: a table is never narrower than its
// content, so one made 1 px wide stays as wide as its columns and widened a phone's page sideways.
import Box from '@mui/material/Box';
import type { AnalyticsPoint } from '../../api/schemas';
import { srOnly } from '../../components/srOnly';
import { formatDate } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';
import { SERIES } from './series';
import { formatCount } from '../../lib/formatCount';

export function AnalyticsTable({ points }: { points: readonly AnalyticsPoint[] }) {
  const { t, i18n } = useTranslation('botAnalytics');
  return (
    <Box sx={srOnly}>
      <table>
        <caption>{t('tableCaption', { days: points.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            {SERIES.map((series) => (
              <th key={series} scope="col">
                {t(`series.${series}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDate(point.date, i18n.language)}</th>
              {SERIES.map((series) => (
                <td key={series}>{formatCount(point[series])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
