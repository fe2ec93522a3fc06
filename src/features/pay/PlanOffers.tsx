// The plans on offer, as they load: a skeleton of three cards, an error with Retry, "no plans", or
// the grid of plans to pay for with the chosen method.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { PayMethod } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { useTranslation } from '../../lib/useTranslation';
import { PlanGrid } from './PlanGrid';
import { plansRequest, selectPlans } from './paySlice';

export function PlanOffers({ method }: { method: PayMethod }) {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const plans = useAppSelector(selectPlans);

  if (plans.error) {
    return (
      <InlineError
        title={t('plans.loadFailed')}
        failure={plans.error}
        onRetry={() => dispatch(plansRequest())}
      />
    );
  }
  if (!plans.data) {
    return (
      <Box
        data-testid="plans-loading"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {[0, 1, 2].map((slot) => (
          <Skeleton key={slot} variant="rounded" height={280} />
        ))}
      </Box>
    );
  }
  if (plans.data.length === 0) {
    return <EmptyState title={t('plans.empty')} description={t('plans.emptyDescription')} />;
  }
  return <PlanGrid plans={plans.data} method={method} />;
}
