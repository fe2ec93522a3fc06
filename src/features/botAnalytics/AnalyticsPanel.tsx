// Configure's Analytics tab (docs/product.md §8.7): the bot's six daily series over 7, 30 or 90
// days (90 for the owner on Pro; on Free shown disabled with the way to upgrade, to a co-owner with
// why), the range kept in `?days=`. The
// figures for the range above the chart double as its series' toggles, and a table tells the same
// figures to screen readers.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { useEffect, useState } from 'react';
import { limits } from '../../api/constants';
import type { MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector, useDeferredSelector } from '../../kernel/hooks';
import { paths } from '../../kernel/paths';
import { injectSaga } from '../../kernel/sagas';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { StatsRangeControl } from '../../components/StatsRangeControl';
import { registerTranslations } from '../../lib/i18n';
import { rangesFor } from '../../lib/statsRange';
import { useDaysParam } from '../../lib/useDaysParam';
import { useTranslation } from '../../lib/useTranslation';
import en from '../../locales/en-US/botAnalytics.json';
import zh from '../../locales/zh-CN/botAnalytics.json';
import { selectUser } from '../session';
import { AnalyticsChart, CHART_HEIGHT } from './AnalyticsChart';
import { AnalyticsTable } from './AnalyticsTable';
import { botAnalyticsSaga } from './botAnalyticsSaga';
import { analyticsRequest, selectAnalytics } from './botAnalyticsSlice';
import { SERIES, isEmpty } from './series';
import type { Series } from './series';
import { SeriesToggles } from './SeriesToggles';

registerTranslations('botAnalytics', { 'en-US': en, 'zh-CN': zh });
injectSaga(botAnalyticsSaga);

export default function AnalyticsPanel({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botAnalytics');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  // 90 days are the owner's, on Pro (the provider's rule): a co-owner reads up to 30.
  const allowed = rangesFor(bot.role === 'owner' ? (user?.plan.id ?? 'free') : 'free');
  const [days, choose] = useDaysParam(allowed);
  const [chosen, setChosen] = useState<Series[]>([...SERIES]);
  const analytics = useDeferredSelector(selectAnalytics);
  const current = analytics.id === bot.id && analytics.days === days ? analytics : null;
  const points = current?.data?.points ?? null;

  useEffect(() => {
    dispatch(analyticsRequest({ id: bot.id, days }));
  }, [dispatch, bot.id, days]);

  const retry = () => dispatch(analyticsRequest({ id: bot.id, days }));

  return (
    // In a card, as every other tab's panel is.
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="analytics-heading"
      sx={{ minWidth: 0, p: { xs: 2, sm: 3 } }}
    >
      <Box className="bd-range-row" sx={{ mb: 2 }}>
        <Typography id="analytics-heading" variant="h6" component="h2">
          {t('heading', { days })}
        </Typography>
        {bot.role === 'owner' ? (
          <StatsRangeControl
            days={days}
            allowed={allowed}
            onChange={choose}
            upgradeTo={paths.pay.to()}
          />
        ) : (
          // The provider gives a co-owner 30 days whatever either plan is: upgrading would not help.
          <StatsRangeControl
            days={days}
            allowed={allowed}
            onChange={choose}
            lockedNote={t('coOwnerRange', {
              days: limits.statsDays.max,
              free: limits.statsDays.free,
            })}
          />
        )}
      </Box>
      {current?.error ? (
        <InlineError title={t('loadFailed')} failure={current.error} onRetry={retry} />
      ) : points === null ? (
        <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Skeleton variant="rounded" height={112} />
          <Skeleton variant="rounded" height={CHART_HEIGHT} />
        </Box>
      ) : isEmpty(points) ? (
        <EmptyState
          icon={<InsightsOutlinedIcon fontSize="large" />}
          title={t('empty.title')}
          description={t('empty.description')}
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <SeriesToggles points={points} chosen={chosen} onChange={setChosen} />
          <AnalyticsChart points={points} series={chosen} />
          <AnalyticsTable points={points} />
        </Box>
      )}
    </Paper>
  );
}
