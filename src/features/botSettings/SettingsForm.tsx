// The configure form: connection and behaviour under one Save (shown only when something
// changed), the provider's field errors in place, and the same protection against lost input as
// the bot form: a leave guard and a per-route draft. Runtime and the danger zone act at once.
import { isHandledBySession } from '../session';
import { useCallback, useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { useStore } from 'react-redux';
import { botSettingsInputSchema } from '../../api/schemas';
import type { BotSettings, BotSettingsInput, MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import type { RootState } from '../../kernel/store';
import { DraftOffer } from '../../components/DraftOffer';
import { FormFailureAlert } from '../../components/form/FormFailureAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ViewerFieldset } from '../../components/form/ViewerFieldset';
import { inputResolver } from '../../components/form/inputResolver';
import { leaveLabelsOf, useGuardedForm } from '../../components/form/useGuardedForm';
import { selectIsSignedIn } from '../session';
import { BehaviourPlayground } from './BehaviourPlayground';
import { BehaviourSection } from './BehaviourSection';
import { paths } from '../../kernel/paths';
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

/** The shared rules run on what would be sent: a blank replacement token means "keep it". */
const resolver = inputResolver<SettingsFormValues, BotSettingsInput>(
  botSettingsInputSchema,
  inputOf,
);

/** A rule's errors land on it while it is still on the form. */
const placeFields = (values: SettingsFormValues) =>
  placeSettingsField(values.behaviour.autoReplies.length);

interface Props {
  bot: MyBot;
  settings: BotSettings;
}

export function SettingsForm({ bot, settings }: Props) {
  const { t } = useTranslation('botSettings');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const save = useAppSelector(selectSettingsSave);

  const guardWhileDirty = useCallback(() => {
    const state = store.getState();
    return !selectSettingsRemove(state).done && selectIsSignedIn(state);
  }, [store]);
  const isSaving = useCallback(() => selectSettingsSave(store.getState()).pending, [store]);

  const loaded = useMemo(() => formValuesOf(settings), [settings]);
  const { form, draft, leaveDialog, unplaced, onSubmit } = useGuardedForm({
    defaultValues: loaded,
    resolver,
    draft: {
      path: paths.botSettings.to(bot.id),
      toStored: storedDraftOf,
      fromStored: fromStoredDraft,
    },
    guardWhileDirty,
    leaveLabels: leaveLabelsOf(t),
    failure: save.error,
    placeFields,
    isSaving,
    onValid: (input) => dispatch(saveRequest({ id: bot.id, name: bot.name, input })),
  });
  const { reset } = form;

  // A save answers with the stored settings: they become what "unchanged" means.
  useEffect(() => {
    reset(loaded);
  }, [loaded, reset]);

  const readOnly = bot.role === 'viewer';

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

        {/* A viewer reads the settings, and the save bar never shows (the provider refuses a save
            anyway). */}
        <ViewerFieldset readOnly={readOnly} what="settings">
          <Stack component="form" id={FORM_ID} noValidate spacing={3} onSubmit={onSubmit}>
            <ConnectionSection botId={bot.id} settings={settings} />
            <BehaviourSection />
          </Stack>
        </ViewerFieldset>
        {/* Outside the form: Enter there tries a message instead of saving, and a viewer can try. */}
        <BehaviourPlayground botName={bot.name} />
        <RuntimeSection bot={bot} />
        {bot.role === 'owner' && <DangerZone bot={bot} />}

        {!readOnly && <SaveBar loaded={loaded} unplaced={unplaced} />}
      </Stack>
    </FormProvider>
  );
}

/**
 * The save bar. Shown only while there is something to save, so it never covers content for
 * nothing. A failure shows in it while the changes it was about are there; once they are
 * discarded, or typed back, a bar saying there is nothing to save would only contradict itself.
 *
 * It asks whether the form is dirty itself (`useFormState`), so that the first change redraws the
 * bar, not the whole form; and it is there from the start, hidden, so that its styles are in the
 * page before the first keystroke (put in then, they had the browser restyle all of Configure, some
 * 370 elements, ~200 ms on a low-tier phone before that key showed).
 */
function SaveBar({ loaded, unplaced }: { loaded: SettingsFormValues; unplaced: string[] }) {
  const { t } = useTranslation('botSettings');
  const save = useAppSelector(selectSettingsSave);
  const { reset } = useFormContext<SettingsFormValues>();
  const { isDirty, isSubmitting } = useFormState<SettingsFormValues>();
  const pending = save.pending || isSubmitting;
  return (
    <Paper
      hidden={!isDirty && !pending}
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        p: 2,
      }}
    >
      <FormFailureAlert
        failure={save.error}
        unplaced={unplaced}
        hidden={isHandledBySession(save.error)}
        title={t('save.failed')}
        otherFields={t('save.otherFields')}
        sx={{ mb: 2 }}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1.5,
        }}
      >
        <Typography variant="body2" sx={{ mr: 'auto', fontWeight: 600 }} aria-live="polite">
          {t('save.unsaved')}
        </Typography>
        <Button variant="outlined" disabled={pending} onClick={() => reset(loaded)}>
          {t('save.discard')}
        </Button>
        <SubmitButton form={FORM_ID} pending={pending} disabled={pending}>
          {pending ? t('save.submitting') : t('save.submit')}
        </SubmitButton>
      </Box>
    </Paper>
  );
}
