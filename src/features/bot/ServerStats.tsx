// The "servers over the last n days" section: a one-line summary anyone can read (and a screen
// reader hears), and the chart, which loads in its own chunk behind a skeleton of the same height,
// once the section comes near the screen (below the fold on a phone, so the page's first load
// carries none of it). The bot's owner chooses the range, kept in `?days=` (docs/product.md §8.2).
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { paths } from '../../kernel/paths';
import type { PlanId } from '../../api/schemas';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch, useDeferredSelector } from '../../kernel/hooks';
import type { RootState } from '../../kernel/store';
import { DeferredInlineError } from '../../components/DeferredInlineError';
import { selectStats, statsRequest, statsRequests } from './botSlice';
import { SectionTitle } from './SectionTitle';
import { formatCount } from '../../lib/formatCount';
import { useNearViewport } from '../../lib/useNearViewport';
import { rangesFor } from '../../lib/statsRange';
import { useDaysParam } from '../../lib/useDaysParam';

// Kept equal to StatsChart's CHART_HEIGHT; importing it from there would load the chart eagerly.
const CHART_HEIGHT = 240;

// The range's buttons are the owner's alone (a visitor sees 30 days): their code (MUI's toggle
// buttons) is not a visitor's to load.
const StatsRangeControl = lazy(() =>
  import(/* webpackChunkName: "stats-range" */ '../../components/StatsRangeControl').then(
    (module) => ({ default: module.StatsRangeControl }),
  ),
);

const loadChart = () => import(/* webpackChunkName: "bot-chart" */ './StatsChart');
const StatsChart = lazy(loadChart);

function ChartSkeleton() {
  return (
    <span
      className="bd-skeleton bd-rounded"
      style={{ height: CHART_HEIGHT }}
      data-testid="stats-skeleton"
    />
  );
}

interface Props {
  botId: string;
  /** The viewer's plan when they own the bot; null for anyone else. */
  ownerPlan: PlanId | null;
}

export function ServerStats({ botId, ownerPlan }: Props) {
  const { t } = useTranslation('bot');
  const dispatch = useAppDispatch();
  // A range the viewer may not have (a visitor's `?days=90`, a lapsed Pro) is never asked for.
  const allowed = rangesFor(ownerPlan);
  const [days, choose] = useDaysParam(allowed);
  // The chart is drawn in the background when the figures land.
  const stats = useDeferredSelector(selectStats);
  const current = stats.id === botId && stats.days === days ? stats : null;

  // The chart's own place, not the section: it is the part below the fold on a phone.
  const slotRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slotRef, '100px');

  const store = useStore<RootState>();
  useEffect(() => {
    for (const request of statsRequests(store.getState(), botId, days)) dispatch(request);
  }, [dispatch, store, botId, days]);

  useEffect(() => {
    // Fetch the chart's code while the figures are on their way, not after.
    if (near) void loadChart();
  }, [near]);

  const points = current?.data?.points ?? [];
  const first = points.at(0);
  const last = points.at(-1);
  // "0 in 30 days" reads like a typo; an unchanged count gets its own words.
  const summary =
    first && last
      ? last.servers === first.servers
        ? t('stats.summaryUnchanged', { today: formatCount(last.servers), days: points.length })
        : t('stats.summary', {
            today: formatCount(last.servers),
            change: formatCount(last.servers - first.servers, { signed: true }),
            days: points.length,
          })
      : null;

  return (
    <section aria-labelledby="bot-stats-heading">
      <div className="bd-range-row bd-bot-stats-head">
        <SectionTitle id="bot-stats-heading" gutter={0}>
          {t('stats.heading', { days })}
        </SectionTitle>
        {ownerPlan !== null && (
          <Suspense fallback={null}>
            <StatsRangeControl
              days={days}
              allowed={allowed}
              onChange={choose}
              upgradeTo={paths.pay.to()}
            />
          </Suspense>
        )}
      </div>
      <p className="bd-bot-stats-summary">{summary ?? (current?.data ? t('stats.empty') : '')}</p>
      <div ref={slotRef}>
        {current?.error ? (
          <DeferredInlineError
            title={t('stats.loadFailed')}
            failure={current.error}
            onRetry={() => dispatch(statsRequest({ id: botId, days }))}
          />
        ) : !current?.data ? (
          <ChartSkeleton />
        ) : points.length === 0 ? null : near ? (
          <Suspense fallback={<ChartSkeleton />}>
            <StatsChart stats={current.data} />
          </Suspense>
        ) : (
          // Nothing is loading until it comes near the screen: the place is kept, not animated.
          <div data-testid="stats-placeholder" style={{ height: CHART_HEIGHT }} />
        )}
      </div>
    </section>
  );
}
