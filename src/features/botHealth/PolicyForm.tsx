// The Health tab's policy: the auto-restart on crash, its hourly limit and the KOOK channel alerts
// are also posted to, which the owner and admins change and viewers read, told why. A guarded form
// like every other: the shared rules, a draft, a leave guard.
import { useCallback, useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider } from 'react-hook-form';
import { useStore } from 'react-redux';
import { healthLimits } from '../../api/healthKinds';
import { healthPolicyInputSchema } from '../../api/schemas';
import type { BotHealth, HealthPolicyInput, MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import type { RootState } from '../../kernel/store';
import { DraftOffer } from '../../components/DraftOffer';
import { FormTextField } from '../../components/form/FormTextField';
import { ViewerFieldset } from '../../components/form/ViewerFieldset';
import { inputResolver } from '../../components/form/inputResolver';
import { leaveLabelsOf, useGuardedForm } from '../../components/form/useGuardedForm';
import { alertWords } from '../../lib/alertWords';
import { useTranslation } from '../../lib/useTranslation';
import { selectIsSignedIn } from '../session';
import { saveRequest, selectHealth } from './botHealthSlice';
import {
  fromStoredPolicy,
  policyDraftPath,
  policyFormValuesOf,
  policyInputOf,
} from './policyFormValues';
import type { PolicyFormValues } from './policyFormValues';

const restartChoices = Array.from(
  { length: healthLimits.restartsPerHour.max - healthLimits.restartsPerHour.min + 1 },
  (_, index) => healthLimits.restartsPerHour.min + index,
);

/** The shared rules run on what would be sent: a blank channel means alerts in the app only. */
const resolver = inputResolver<PolicyFormValues, HealthPolicyInput>(
  healthPolicyInputSchema,
  policyInputOf,
);

/** The provider's paths are the form's own names. */
const placeFields = () => (path: string) =>
  path === 'alertChannel' || path === 'maxRestartsPerHour' ? path : null;

export function PolicyForm({ bot, health }: { bot: MyBot; health: BotHealth }) {
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
          <ViewerFieldset readOnly={!canChange} what="policy">
            <Stack spacing={2}>
              {draft.offered && canChange && (
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
            </Stack>
          </ViewerFieldset>
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
