// The six series as checkboxes, each with its figure for the range ("1,234 page views"): the
// totals above the chart and the choice of its lines in one place. A checkbox keeps its label and
// state for a screen reader; at least one series stays chosen.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { AnalyticsPoint } from '../../api/schemas';
import { formatCount } from '../../lib/formatCount';
import { useTranslation } from '../../lib/useTranslation';
import { SERIES, total } from './series';
import type { Series } from './series';
import { SERIES_COLOURS } from './seriesColours';

interface Props {
  points: readonly AnalyticsPoint[];
  chosen: readonly Series[];
  onChange: (chosen: Series[]) => void;
}

export function SeriesToggles({ points, chosen, onChange }: Props) {
  const { t } = useTranslation('botAnalytics');
  const toggle = (series: Series) =>
    onChange(
      chosen.includes(series)
        ? chosen.filter((other) => other !== series)
        : SERIES.filter((other) => other === series || chosen.includes(other)),
    );
  return (
    <Box
      role="group"
      aria-label={t('seriesLabel')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        gap: 1,
      }}
    >
      {SERIES.map((series) => {
        const on = chosen.includes(series);
        const value = total(points, series);
        return (
          <FormControlLabel
            key={series}
            sx={{
              m: 0,
              px: 1,
              py: 0.5,
              alignItems: 'flex-start',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              borderLeft: `4px solid ${SERIES_COLOURS[series]}`,
              minWidth: 0,
              overflowWrap: 'anywhere',
            }}
            control={
              <Checkbox
                size="small"
                checked={on}
                disabled={on && chosen.length === 1}
                onChange={() => toggle(series)}
                sx={{ p: 0.5 }}
              />
            }
            label={
              <Box component="span" sx={{ display: 'block', pt: 0.25 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {formatCount(value)}
                </Box>
                <Box
                  component="span"
                  sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}
                >
                  {t(`total.${series}`, { count: value })}
                </Box>
              </Box>
            }
          />
        );
      })}
    </Box>
  );
}
