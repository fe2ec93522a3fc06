// Configure's Health tab (`?tab=health`): the bot's state as the provider's monitor sees it, its
// incidents, each in plain words with what to do, and the auto-restart policy with the KOOK alert
// channel, which the owner and admins change and viewers read, told why.
// docs/product.md §8.7, the Health tab.
import { useEffect } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { MyBot } from '../../api/schemas';
import { useAppDispatch, useDeferredSelector } from '../../kernel/hooks';
import { InlineError } from '../../components/InlineError';
import { SectionCard } from '../../components/SectionCard';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import { healthClosed, loadRequest, selectHealth } from './botHealthSlice';
import { HealthSummary } from './HealthSummary';
import { IncidentList } from './IncidentList';
import { PolicyForm } from './PolicyForm';

export default function HealthPanel({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botHealth');
  const dispatch = useAppDispatch();
  // Drawn in the background (useDeferredSelector): the summary, the incidents and the policy form
  // landing at once were one 500–900 ms task at 10× CPU, the tab's click still unanswered.
  const { botId, health, load } = useDeferredSelector(selectHealth);

  useEffect(() => {
    dispatch(loadRequest(bot.id));
    return () => {
      dispatch(healthClosed());
    };
  }, [dispatch, bot.id]);

  const shown = botId === bot.id ? health : null;
  const retry = () => dispatch(loadRequest(bot.id));
  let body;
  if (load.error && !shown) {
    body = isHandledBySession(load.error) ? null : (
      <InlineError title={t('loadFailedTitle')} failure={load.error} onRetry={retry} />
    );
  } else if (!shown) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <>
        <HealthSummary health={shown} />
        <IncidentList incidents={shown.incidents} />
        {/* A saved or reloaded policy resets what the form shows (its draft aside). */}
        <PolicyForm key={bot.id} bot={bot} health={shown} />
      </>
    );
  }

  return (
    <SectionCard id="health" title={t('title')} intro={t('intro')}>
      {body}
    </SectionCard>
  );
}
