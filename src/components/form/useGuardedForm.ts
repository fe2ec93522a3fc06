// A react-hook-form form that loses nothing typed (docs/product.md §3): the shared rules on blur and
// again on change, a leave guard while it is dirty, a per-route draft (offered back, never applied
// silently), the provider's field errors put on the fields they name, and one request per submit.
// The kit knows nothing of the store or the session: the form passes in what to ask of them.
import { useCallback, useEffect, useRef } from 'react';
import type { ReactElement, SyntheticEvent } from 'react';
import type { TFunction } from '../../lib/translator';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { clearDraft, useFormDraft } from '../../lib/drafts';
import { afterPaintIdle } from '../../lib/tasks';
import type { FormDraft } from '../../lib/drafts';
import { applyProviderFieldErrors, unplacedFieldErrors } from '../../lib/providerFieldErrors';
import type { PlaceField } from '../../lib/providerFieldErrors';
import type { Failure } from '../../lib/requestSaga';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import type { LeaveGuardLabels } from '../../lib/useLeaveGuard';

export interface GuardedFormOptions<T extends FieldValues, TOutput> {
  defaultValues: DefaultValues<T>;
  /**
   * The form's rules. Keep it stable (module level): it is an effect's input, which runs it once
   * when the page is idle.
   */
  resolver: Resolver<T, unknown, TOutput>;
  draft: {
    /** The route the form lives at: its draft's key. */
    path: string;
    /** What may be stored: secrets (a bot token) are left out. */
    toStored: (values: T) => unknown;
    /** The form's values with a stored draft laid over them; drafts are untrusted input. */
    fromStored: (base: T, stored: unknown) => T;
  };
  /**
   * Asked when the user leaves a dirty form, so it can read the store at that moment: false lets
   * the navigation through (the save just succeeded, the bot is gone, the session has ended).
   */
  guardWhileDirty: () => boolean;
  leaveLabels: LeaveGuardLabels;
  /** The last save's failure (null when none); its `fields` go on the form. */
  failure: Failure | null;
  /**
   * Where the provider's paths land on the form as its values now are, or null for a path that
   * names no field there. Keep it stable (module level or memoised): it is an effect's input.
   */
  placeFields: (values: T) => PlaceField<T>;
  /**
   * Whether a save is in flight. At submit: a second one sends nothing. At leaving: the user goes
   * at once, without "your changes will be lost" (they are being saved), and the draft is kept
   * until the save succeeds; the form's saga then neither pulls the user back nor stays silent,
   * it announces the outcome (docs/product.md §8.6).
   */
  isSaving: () => boolean;
  onValid: (values: TOutput) => void;
}

/** The leave dialog's strings from a form's own namespace, which keeps them under `leave`. */
export function leaveLabelsOf(t: TFunction): LeaveGuardLabels {
  return {
    title: t('leave.title'),
    message: t('leave.message'),
    stay: t('leave.stay'),
    leave: t('leave.leave'),
  };
}

export interface GuardedForm<T extends FieldValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  draft: FormDraft;
  /** The "leave with unsaved changes?" dialog: render it once, anywhere in the form. */
  leaveDialog: ReactElement;
  /** The provider's field messages that name no field on the form, for `FormFailureAlert`. */
  unplaced: string[];
  /** The form element's submit handler. */
  onSubmit: (event: SyntheticEvent) => void;
}

export function useGuardedForm<T extends FieldValues, TOutput = T>({
  defaultValues,
  resolver,
  draft: draftOptions,
  guardWhileDirty,
  leaveLabels,
  failure,
  placeFields,
  isSaving,
  onValid,
}: GuardedFormOptions<T, TOutput>): GuardedForm<T, TOutput> {
  const form = useForm<T, unknown, TOutput>({
    defaultValues,
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, setError, getValues } = form;
  const { path } = draftOptions;

  const draft = useFormDraft({ form, ...draftOptions });

  // Whether the form is dirty is asked only when the user leaves, so it is kept aside rather than
  // read in the render: reading `formState.isDirty` there re-rendered the whole form on the first
  // keystroke (the bot form's thirty-odd MUI fields: 300–700 ms before that key showed, at 10×
  // CPU). What the screen shows for it is drawn by a child that asks `useFormState`.
  const dirty = useRef(false);
  useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true },
        callback: ({ isDirty }) => {
          dirty.current = isDirty === true;
        },
      }),
    [form],
  );
  const shouldGuard = useCallback(
    () => dirty.current && !isSaving() && guardWhileDirty(),
    [isSaving, guardWhileDirty],
  );
  // Closing or reloading the tab mid-save may drop the request itself, so the browser still asks.
  const shouldGuardUnload = useCallback(
    () => dirty.current && guardWhileDirty(),
    [guardWhileDirty],
  );
  const leaveDialog = useLeaveGuard({
    shouldGuard,
    shouldGuardUnload,
    labels: leaveLabels,
    onLeave: () => clearDraft(path),
  });

  // The rules' first run is their costliest: each regular expression compiled, each function's code
  // made. On a slow phone that landed on the first field the user left (the bot form's community
  // rules: ~110 ms at 10× CPU, on the click from one field into the next). Run once, result unused,
  // when the page is idle after its first paint, so the first blur pays only for the check itself.
  useEffect(() => {
    let live = true;
    void afterPaintIdle()
      .then(() =>
        live
          ? resolver(getValues(), undefined, { fields: {}, shouldUseNativeValidation: false })
          : null,
      )
      // Only a warm-up: whatever it meets, the form's own validation meets again and shows.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [resolver, getValues]);

  useEffect(() => {
    if (failure?.fields) {
      applyProviderFieldErrors(failure.fields, setError, placeFields(getValues()));
    }
  }, [failure, setError, getValues, placeFields]);

  const unplaced = unplacedFieldErrors(failure?.fields, placeFields(getValues()));

  const submit = handleSubmit((values) => {
    if (isSaving()) return;
    onValid(values);
  });

  return {
    form,
    draft,
    leaveDialog,
    unplaced,
    onSubmit: (event) => void submit(event),
  };
}
