// Configure's Health tab (`?tab=health`): the bot's state as the provider's monitor sees it, its
// incidents newest first, each in plain words with what to do, and the auto-restart policy with the
// KOOK alert channel, which the owner and admins change and viewers read, told why.
// docs/product.md §8.7, the Health tab.
import { useCallback, useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider } from 'react-hook-form';
import { useStore } from 'react-redux';
import { healthLimits } from '../../api/healthKinds';
import type { HealthCheckStatus, HealthState } from '../../api/healthKinds';
import { healthPolicyInputSchema } from '../../api/schemas';
import type { BotHealth, HealthPolicyInput, Incident, MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { DraftOffer } from '../../components/DraftOffer';
import { FormTextField } from '../../components/form/FormTextField';
import { inputResolver } from '../../components/form/inputResolver';
import { leaveLabelsOf, useGuardedForm } from '../../components/form/useGuardedForm';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { SectionCard } from '../../components/SectionCard';
import { alertWords } from '../../lib/alertWords';
import { formatDateTime } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession, selectIsSignedIn } from '../session';
import { healthClosed, loadRequest, saveRequest, selectHealth } from './botHealthSlice';
import {
  fromStoredPolicy,
  policyDraftPath,
  policyFormValuesOf,
  policyInputOf,
} from './policyFormValues';
import type { PolicyFormValues } from './policyFormValues';

const stateSeverity = {
  healthy: 'success',
  degraded: 'warning',
  down: 'error',
  unknown: 'info',
} as const satisfies Record<HealthState, string>;

const checkColour = {
  ok: 'success',
  warning: 'warning',
  failing: 'error',
  unknown: 'default',
} as const satisfies Record<HealthCheckStatus, string>;

const restartChoices = Array.from(
  { length: healthLimits.restartsPerHour.max - healthLimits.restartsPerHour.min + 1 },
  (_, index) => healthLimits.restartsPerHour.min + index,
);

function IncidentRow({ incident }: { incident: Incident }) {
  const { t, i18n } = useTranslation('botHealth');
  const words = alertWords(t, incident.kind, incident.params);
  const ongoing = incident.endedAt === null;
  const started = formatDateTime(incident.startedAt, i18n.language);
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'block', py: 1.5 }}
      aria-label={`${words.title}, ${started}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {words.title}
        </Typography>
        <Chip
          size="small"
          color={ongoing ? 'error' : 'default'}
          label={ongoing ? t('incident.ongoing') : t('incident.resolved')}
        />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {incident.endedAt === null
          ? t('incident.since', { time: started })
          : t('incident.between', {
              from: started,
              to: formatDateTime(incident.endedAt, i18n.language),
            })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {words.what}
      </Typography>
      {ongoing && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <strong>{t('incident.todo')}</strong> {words.todo}
        </Typography>
      )}
    </ListItem>
  );
}

/** The shared rules run on what would be sent: a blank channel means alerts in the app only. */
const resolver = inputResolver<PolicyFormValues, HealthPolicyInput>(
  healthPolicyInputSchema,
  policyInputOf,
);

/** The provider's paths are the form's own names. */
const placeFields = () => (path: string) =>
  path === 'alertChannel' || path === 'maxRestartsPerHour' ? path : null;

function PolicyForm({ bot, health }: { bot: MyBot; health: BotHealth }) {
  const { t } = useTranslation('botHealth');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { save } = useAppSelector(selectHealth);
  const canChange = bot.role !== 'viewer';

  const guardWhileDirty = useCallback(() => selectIsSignedIn(store.getState()), [store]);
  const isSaving = useCallback(() => selectHealth(store.getState()).save.pending, [store]);
  const loaded = useMemo(() => policyFormValuesOf(health), [health]);
  const { form, draft, leaveDialog, onSubmit } = useGuardedForm({
    defaultValues: loaded,
    resolver,
    draft: {
      path: policyDraftPath(bot.id),
      toStored: (values) => values,
      fromStored: fromStoredPolicy,
    },
    guardWhileDirty,
    leaveLabels: leaveLabelsOf(t),
    failure: save.error,
    placeFields,
    isSaving,
    onValid: (input) => {
      if (canChange) dispatch(saveRequest({ botId: bot.id, input }));
    },
  });
  const { control, reset, watch } = form;
  // A save answers with the stored policy: it becomes what "unchanged" means.
  useEffect(() => {
    reset(loaded);
  }, [loaded, reset]);
  const autoRestart = watch('autoRestart');

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="health-policy-title">
        {leaveDialog}
        <Stack spacing={2}>
          <Typography id="health-policy-title" component="h3" variant="subtitle1">
            {t('policy.title')}
          </Typography>
          {!canChange && <Alert severity="info">{t('policy.readOnly')}</Alert>}
          {draft.offered && (
            <DraftOffer
              savedAt={draft.offered.savedAt}
              onRestore={draft.restore}
              onDiscard={draft.discard}
            />
          )}
          <Controller
            control={control}
            name="autoRestart"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    disabled={!canChange}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                label={t('policy.autoRestart')}
              />
            )}
          />
          <Controller
            control={control}
            name="maxRestartsPerHour"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label={t('policy.maxRestarts')}
                value={field.value}
                disabled={!canChange || !autoRestart}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                helperText={t('policy.restartsThisHour', {
                  count: health.policy.restartsThisHour,
                  max: health.policy.maxRestartsPerHour,
                })}
                sx={{ maxWidth: 320 }}
              >
                {restartChoices.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {choice}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField<PolicyFormValues>
            name="alertChannel"
            size="small"
            label={t('policy.channel')}
            hint={t('policy.channelHelp')}
            disabled={!canChange}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
            sx={{ maxWidth: 420 }}
          />
          {health.lastDelivery && (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('policy.lastDelivery', {
                alert: alertWords(t, health.lastDelivery.kind, {}).title,
                channel: health.lastDelivery.channelId,
              })}
            </Typography>
          )}
          {canChange && (
            <Box>
              <Button type="submit" variant="contained" disabled={save.pending}>
                {t('policy.save')}
              </Button>
            </Box>
          )}
        </Stack>
      </Box>
    </FormProvider>
  );
}

export default function HealthPanel({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botHealth');
  const dispatch = useAppDispatch();
  const { botId, health, load } = useAppSelector(selectHealth);

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
        <Alert severity={stateSeverity[shown.state]} aria-live="polite">
          <AlertTitle>{t(`state.${shown.state}.title`)}</AlertTitle>
          {t(`state.${shown.state}.description`)}
        </Alert>
        <Box
          component="ul"
          aria-label={t('checks.label')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.checks.map((check) => (
            <li key={check.kind}>
              <Chip
                variant="outlined"
                color={checkColour[check.status]}
                label={t('checks.item', {
                  check: t(`checks.${check.kind}`),
                  status: t(`checks.status.${check.status}`),
                })}
              />
            </li>
          ))}
        </Box>
        <Typography component="h3" variant="subtitle1" id="health-incidents-title">
          {t('incidents')}
        </Typography>
        {shown.incidents.length === 0 ? (
          <EmptyState title={t('noIncidents')} />
        ) : (
          <List aria-labelledby="health-incidents-title" disablePadding>
            {shown.incidents.map((incident) => (
              <IncidentRow key={incident.id} incident={incident} />
            ))}
          </List>
        )}
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
