// The configure form: connection and behaviour under one Save (enabled only when something
// changed), the provider's field errors in place, and the same protection against lost input as
// the bot form: a leave guard and a per-route draft. Runtime and the danger zone act at once.
import { useCallback, useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { useStore } from 'react-redux';
import { ApiCode } from '../../api/constants';
import { botSettingsInputSchema } from '../../api/schemas';
import type { BotSettings, BotSettingsInput, MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { DraftOffer } from '../../components/DraftOffer';
import { clearDraft, useFormDraft } from '../../lib/drafts';
import { translateFieldError } from '../../lib/fieldErrors';
import { applyProviderFieldErrors, unplacedFieldErrors } from '../../lib/providerFieldErrors';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { selectIsSignedIn } from '../session/sessionSlice';
import { BehaviourSection } from './BehaviourSection';
import { settingsPath } from './botSettingsSaga';
import { saveRequest, selectSettingsRemove, selectSettingsSave } from './botSettingsSlice';
import { ConnectionSection } from './ConnectionSection';
import { DangerZone } from './DangerZone';
import { RuntimeSection } from './RuntimeSection';
import {
  formValuesOf,
  fromStoredDraft,
  inputOf,
  placeSettingsField,
  storedDraftOf,
} from './settingsFormValues';
import type { SettingsFormValues } from './settingsFormValues';

const FORM_ID = 'bot-settings-form';

const inputResolver = zodResolver(botSettingsInputSchema);

/** The shared rules run on what would be sent: a blank replacement token means "keep it". */
const resolver: Resolver<SettingsFormValues, unknown, BotSettingsInput> = (
  values,
  context,
  options,
) => inputResolver(inputOf(values), context, options as never);

interface Props {
  bot: MyBot;
  settings: BotSettings;
}

export function SettingsForm({ bot, settings }: Props) {
  const { t } = useTranslation('botSettings');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const save = useAppSelector(selectSettingsSave);
  const path = settingsPath(bot.id);

  const loaded = useMemo(() => formValuesOf(settings), [settings]);
  const form = useForm<SettingsFormValues, unknown, BotSettingsInput>({
    defaultValues: loaded,
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, reset, setError, formState, getValues } = form;
  const { isDirty, isSubmitting } = formState;

  // A save answers with the stored settings: they become what "unchanged" means.
  useEffect(() => {
    reset(loaded);
  }, [loaded, reset]);

  const draft = useFormDraft({
    form,
    path,
    toStored: storedDraftOf,
    fromStored: fromStoredDraft,
  });

  const shouldGuard = useCallback(() => {
    const state = store.getState();
    return isDirty && !selectSettingsRemove(state).done && selectIsSignedIn(state);
  }, [isDirty, store]);
  const leaveDialog = useLeaveGuard({
    shouldGuard,
    labels: {
      title: t('leave.title'),
      message: t('leave.message'),
      stay: t('leave.stay'),
      leave: t('leave.leave'),
    },
    onLeave: () => clearDraft(path),
  });

  const place = placeSettingsField(getValues('behaviour.autoReplies').length);
  useEffect(() => {
    const fields = save.error?.fields;
    if (!fields) return;
    applyProviderFieldErrors(
      fields,
      setError,
      placeSettingsField(getValues('behaviour.autoReplies').length),
    );
  }, [save.error, setError, getValues]);

  const submit = handleSubmit((input) => {
    if (selectSettingsSave(store.getState()).pending) return;
    dispatch(saveRequest({ id: bot.id, input }));
  });

  const pending = save.pending || isSubmitting;
  const failure = save.error;
  const unplaced = unplacedFieldErrors(failure?.fields, place);
  const showFailure =
    failure !== null &&
    failure.code !== ApiCode.sessionExpired &&
    (!failure.fields || unplaced.length > 0);

  return (
    <FormProvider {...form}>
      {leaveDialog}
      <Stack spacing={3}>
        {draft.offered && (
          <DraftOffer
            savedAt={draft.offered.savedAt}
            note={t('draft.tokenNotKept')}
            onRestore={draft.restore}
            onDiscard={draft.discard}
          />
        )}

        <Stack
          component="form"
          id={FORM_ID}
          noValidate
          spacing={3}
          onSubmit={(event) => void submit(event)}
        >
          <ConnectionSection settings={settings} />
          <BehaviourSection />
        </Stack>
        <RuntimeSection bot={bot} />
        <DangerZone bot={bot} />

        <Paper
          elevation={6}
          sx={{
            position: 'sticky',
            bottom: { xs: 8, sm: 16 },
            zIndex: (theme) => theme.zIndex.appBar - 1,
            p: 2,
          }}
        >
          {showFailure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <AlertTitle>{t('save.failed')}</AlertTitle>
              {failure.message}
              {unplaced.length > 0 && (
                <>
                  <Box component="p" sx={{ m: 0, mt: 1 }}>
                    {t('save.otherFields')}
                  </Box>
                  <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
                    {unplaced.map((message) => (
                      <li key={message}>{translateFieldError(t, message)}</li>
                    ))}
                  </Box>
                </>
              )}
            </Alert>
          )}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 1.5,
            }}
          >
            <Typography
              variant="body2"
              color={isDirty ? 'text.primary' : 'text.secondary'}
              sx={{ mr: 'auto', fontWeight: isDirty ? 600 : undefined }}
              aria-live="polite"
            >
              {isDirty ? t('save.unsaved') : t('save.noChanges')}
            </Typography>
            <Button color="inherit" disabled={!isDirty || pending} onClick={() => reset(loaded)}>
              {t('save.discard')}
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              variant="contained"
              disabled={!isDirty || pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {pending ? t('save.submitting') : t('save.submit')}
            </Button>
          </Box>
        </Paper>
      </Stack>
    </FormProvider>
  );
}
