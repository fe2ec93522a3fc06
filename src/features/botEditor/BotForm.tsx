// One form for creating and editing a bot (docs/product.md §8.6): the shared zod rules on blur and
// on submit, the provider's field errors in place, one request per submit, and nothing typed lost —
// a failed save keeps every value, leaving asks first, a draft outlives an expired session, and an
// edit refused because the bot changed elsewhere offers to reload or overwrite.
import { isHandledBySession } from '../session';
import { paths } from '../../kernel/paths';
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { localName } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';
import { useStore } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { ApiCode } from '../../api/constants';
import { botUpdateInputSchema, newBotInputSchema } from '../../api/schemas';
import { useAppSelector } from '../../kernel/hooks';
import type { RootState } from '../../kernel/store';
import { DraftOffer } from '../../components/DraftOffer';
import { FormFailureAlert } from '../../components/form/FormFailureAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ViewerFieldset } from '../../components/form/ViewerFieldset';
import { leaveLabelsOf, useGuardedForm } from '../../components/form/useGuardedForm';
import { selectIsSignedIn, selectUser } from '../session';
import { selectAllowance, selectSave } from './botEditorSlice';
import { fromStoredDraft, isStaleSave, placeBotField, updateInputOf } from './botFormValues';
import type { BotFormValues } from './botFormValues';
import { ConflictAlert, ReloadDialog } from './ConflictAlert';
import { DescriptionField } from './DescriptionField';
import { IdentityFields } from './IdentityFields';
import { LinkFields } from './LinkFields';
import { PublicationField } from './PublicationField';
import { TagsField } from './TagsField';
import { TokenField } from './TokenField';
import { TranslationFields } from './TranslationFields';

// The shared rules as they are: the token's only on new, and the edit schema drops the blank one
// and keeps the version.
const resolvers: Record<'new' | 'edit', Resolver<BotFormValues>> = {
  new: zodResolver(newBotInputSchema) as Resolver<BotFormValues>,
  edit: zodResolver(botUpdateInputSchema) as Resolver<BotFormValues>,
};

const placeFields = {
  new: () => placeBotField(true),
  edit: () => placeBotField(false),
} as const;

interface Props {
  mode: 'new' | 'edit';
  defaults: BotFormValues;
  /** The route the form lives at: its draft's key. */
  draftPath: string;
  onSubmit: (values: BotFormValues) => void;
  /** Edit: the answers to a save refused because the bot changed elsewhere. */
  conflict?: { onReload: () => void; onOverwrite: (values: BotFormValues) => void };
  cancelTo: string;
  /** A viewer's: the profile to read, told why it cannot be changed, with nothing to save. */
  readOnly?: boolean;
}

export function BotForm({
  mode,
  defaults,
  draftPath,
  onSubmit,
  conflict,
  cancelTo,
  readOnly = false,
}: Props) {
  const { t, i18n } = useTranslation('botEditor');
  const store = useStore<RootState>();
  const save = useAppSelector(selectSave);
  const user = useAppSelector(selectUser);
  const allowance = useAppSelector(selectAllowance);
  const isNew = mode === 'new';

  const guardWhileDirty = useCallback(() => {
    const state = store.getState();
    return !selectSave(state).saved && selectIsSignedIn(state);
  }, [store]);
  const isSaving = useCallback(() => selectSave(store.getState()).pending, [store]);

  const {
    form,
    draft,
    leaveDialog,
    unplaced,
    onSubmit: submit,
  } = useGuardedForm({
    defaultValues: defaults,
    resolver: resolvers[mode],
    draft: { path: draftPath, toStored: updateInputOf, fromStored: fromStoredDraft },
    guardWhileDirty,
    leaveLabels: leaveLabelsOf(t),
    failure: save.error,
    placeFields: placeFields[mode],
    isSaving,
    onValid: onSubmit,
  });

  const pending = save.pending || form.formState.isSubmitting;
  const failure = save.error;
  // The plan's limit, said once in our words (the provider's sentence says the same in English),
  // from the plan just asked for when the form opened, as the limit panel has it; else the session's.
  const plan =
    isNew && failure?.code === ApiCode.conflict && !failure.fields
      ? (allowance.data?.plan ?? user?.plan)
      : null;
  const stale = conflict && isStaleSave(failure) ? conflict : null;
  const [confirmingReload, setConfirmingReload] = useState(false);
  // "Save mine anyway" sends what the form holds now, checked like any save.
  const overwrite = form.handleSubmit((values) => {
    if (isSaving()) return;
    stale?.onOverwrite(values);
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        {leaveDialog}
        {draft.offered && !readOnly && (
          <DraftOffer
            savedAt={draft.offered.savedAt}
            note={isNew ? t('draft.tokenNotKept') : undefined}
            onRestore={draft.restore}
            onDiscard={draft.discard}
            mb={3}
          />
        )}

        <ViewerFieldset readOnly={readOnly} what="profile" mb={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={3}>
              <IdentityFields />
              <TagsField />
              <DescriptionField />
              <TranslationFields />
              <LinkFields />
              <PublicationField />
              {isNew && <TokenField />}

              {stale && (
                <ConflictAlert
                  onReload={() => {
                    setConfirmingReload(true);
                  }}
                  onOverwrite={() => void overwrite()}
                />
              )}
              <FormFailureAlert
                failure={failure}
                unplaced={unplaced}
                hidden={isHandledBySession(failure) || stale !== null}
                title={isNew ? t('errors.createFailed') : t('errors.saveFailed')}
                message={
                  plan
                    ? t('errors.planLimit', {
                        plan: localName(plan, i18n.language),
                        count: plan.botLimit,
                      })
                    : undefined
                }
                otherFields={t('errors.otherFields')}
              >
                {plan && (
                  <>
                    {' '}
                    <Link component={RouterLink} to={paths.pay.to()} underline="always">
                      {t('errors.upgrade')}
                    </Link>
                  </>
                )}
              </FormFailureAlert>

              {!readOnly && (
                <Stack
                  direction={{ xs: 'column-reverse', sm: 'row' }}
                  spacing={2}
                  sx={{ justifyContent: 'flex-end' }}
                >
                  <Button component={RouterLink} to={cancelTo} color="inherit">
                    {t('cancel')}
                  </Button>
                  <SubmitButton pending={pending}>
                    {pending
                      ? t(isNew ? 'new.submitting' : 'edit.submitting')
                      : t(isNew ? 'new.submit' : 'edit.submit')}
                  </SubmitButton>
                </Stack>
              )}
            </Stack>
          </Paper>
        </ViewerFieldset>
      </Box>
      <ReloadDialog
        open={confirmingReload && stale !== null}
        onConfirm={() => {
          setConfirmingReload(false);
          stale?.onReload();
        }}
        onClose={() => {
          setConfirmingReload(false);
        }}
      />
    </FormProvider>
  );
}
