// One form for creating and editing a bot (docs/product.md §8.6): the shared zod rules on blur and
// on submit, the provider's field errors in place, one request per submit, and nothing typed lost —
// a failed save keeps every value, leaving asks first, and a draft outlives an expired session.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Control, FieldPath, Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { useStore } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { ApiCode, limits } from '../../api/constants';
import { botInputSchema, newBotInputSchema } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { BotAvatar } from '../../components/BotAvatar';
import { DraftOffer } from '../../components/DraftOffer';
import { clearDraft, useFormDraft } from '../../lib/drafts';
import { translateFieldError } from '../../lib/fieldErrors';
import { applyProviderFieldErrors, unplacedFieldErrors } from '../../lib/providerFieldErrors';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { selectIsSignedIn } from '../session/sessionSlice';
import { selectSave, selectTags, tagsRequest } from './botEditorSlice';
import { fromStoredDraft, placeBotField, profileOf } from './botFormValues';
import type { BotFormValues } from './botFormValues';

const SafeMarkdown = lazy(
  () => import(/* webpackChunkName: "markdown" */ '../../components/SafeMarkdown'),
);

// The shared rules as they are: the token's only on new, and the edit schema drops the blank one.
const resolvers: Record<'new' | 'edit', Resolver<BotFormValues>> = {
  new: zodResolver(newBotInputSchema) as Resolver<BotFormValues>,
  edit: zodResolver(botInputSchema),
};

const characters = (value: unknown) => (typeof value === 'string' ? Array.from(value).length : 0);

function CharCount({
  control,
  name,
  max,
}: {
  control: Control<BotFormValues>;
  name: FieldPath<BotFormValues>;
  max: number;
}) {
  const { t } = useTranslation('botEditor');
  const count = characters(useWatch({ control, name }));
  return (
    <Box component="span" sx={{ ml: 'auto', pl: 1, whiteSpace: 'nowrap' }} aria-live="polite">
      {t('fields.counter', { count, max })}
    </Box>
  );
}

/** Helper text with an error (when there is one) in place of the hint, and a counter at the end. */
function Helper({ text, counter }: { text: ReactNode; counter?: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1 }}>
      <span>{text}</span>
      {counter}
    </Box>
  );
}

function AvatarPreview({ control }: { control: Control<BotFormValues> }) {
  const { t } = useTranslation('botEditor');
  const [name, avatar] = useWatch({ control, name: ['name', 'avatar'] });
  return (
    <Box role="img" aria-label={t('fields.avatarPreview')} sx={{ flexShrink: 0, mt: 0.5 }}>
      <BotAvatar name={name || '?'} src={avatar.trim()} size={56} />
    </Box>
  );
}

function DescriptionPreview({ control }: { control: Control<BotFormValues> }) {
  const { t } = useTranslation('botEditor');
  const description = useWatch({ control, name: 'description' });
  if (description.trim() === '') {
    return <Typography color="textSecondary">{t('fields.previewEmpty')}</Typography>;
  }
  return (
    <Suspense
      fallback={
        <Box aria-label={t('fields.previewLoading')}>
          <Skeleton />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </Box>
      }
    >
      <SafeMarkdown headingLevel={3}>{description}</SafeMarkdown>
    </Suspense>
  );
}

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2">
      {children}
    </Typography>
  );
}

interface Props {
  mode: 'new' | 'edit';
  defaults: BotFormValues;
  /** The route the form lives at: its draft's key. */
  draftPath: string;
  onSubmit: (values: BotFormValues) => void;
  cancelTo: string;
}

export function BotForm({ mode, defaults, draftPath, onSubmit, cancelTo }: Props) {
  const { t } = useTranslation('botEditor');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const save = useAppSelector(selectSave);
  const tags = useAppSelector(selectTags);
  const isNew = mode === 'new';
  const place = useMemo(() => placeBotField(isNew), [isNew]);

  const form = useForm<BotFormValues>({
    defaultValues: defaults,
    resolver: resolvers[mode],
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;

  const draft = useFormDraft({
    form,
    path: draftPath,
    toStored: profileOf,
    fromStored: fromStoredDraft,
  });

  const shouldGuard = useCallback(() => {
    const state = store.getState();
    return isDirty && !selectSave(state).saved && selectIsSignedIn(state);
  }, [isDirty, store]);
  const leaveDialog = useLeaveGuard({
    shouldGuard,
    labels: {
      title: t('leave.title'),
      message: t('leave.message'),
      stay: t('leave.stay'),
      leave: t('leave.leave'),
    },
    onLeave: () => clearDraft(draftPath),
  });

  useEffect(() => {
    if (tags.items.length === 0 && !tags.loading && !tags.error) dispatch(tagsRequest());
  }, [dispatch, tags.items.length, tags.loading, tags.error]);

  useEffect(() => {
    if (save.error?.fields) applyProviderFieldErrors(save.error.fields, setError, place);
  }, [save.error, setError, place]);

  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [showToken, setShowToken] = useState(false);

  const submit = handleSubmit((values) => {
    if (selectSave(store.getState()).pending) return;
    onSubmit(values);
  });

  /** An MUI TextField wired to the form: the ref reaches the input, so errors can focus it. */
  const field = (name: FieldPath<BotFormValues>) => {
    const { ref, ...rest } = register(name);
    const message = errors[name as keyof BotFormValues]?.message;
    return {
      ...rest,
      inputRef: ref,
      error: message !== undefined,
      errorText: message === undefined ? undefined : translateFieldError(t, message),
    };
  };
  const text = (name: FieldPath<BotFormValues>, hint: string, counter?: number) => {
    const { errorText, ...props } = field(name);
    return {
      ...props,
      helperText: (
        <Helper
          text={errorText ?? hint}
          counter={
            counter === undefined ? undefined : (
              <CharCount control={control} name={name} max={counter} />
            )
          }
        />
      ),
    };
  };

  const catalogue = useMemo(
    () => new Map(tags.items.map((tag) => [tag.id, tag.name])),
    [tags.items],
  );
  const pending = save.pending || isSubmitting;
  const failure = save.error;
  const unplaced = unplacedFieldErrors(failure?.fields, place);
  const showFailure =
    failure !== null &&
    failure.code !== ApiCode.sessionExpired &&
    (!failure.fields || unplaced.length > 0);
  const planLimit = isNew && failure?.code === ApiCode.conflict && !failure.fields;

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      {leaveDialog}
      {draft.offered && (
        <DraftOffer
          savedAt={draft.offered.savedAt}
          note={isNew ? t('draft.tokenNotKept') : undefined}
          onRestore={draft.restore}
          onDiscard={draft.discard}
          sx={{ mb: 3 }}
        />
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <SectionHeading>{t('sections.profile')}</SectionHeading>
          <TextField
            label={t('fields.name')}
            required
            fullWidth
            autoComplete="off"
            {...text('name', t('fields.nameHelp'), limits.name.max)}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <AvatarPreview control={control} />
            <TextField
              label={t('fields.avatar')}
              type="url"
              fullWidth
              inputMode="url"
              placeholder="https://"
              {...text('avatar', t('fields.avatarHelp'))}
            />
          </Stack>
          <TextField
            label={t('fields.summary')}
            required
            fullWidth
            {...text('summary', t('fields.summaryHelp'), limits.summary.max)}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field: tagsField, fieldState }) => {
              const options = [
                ...new Set([...tags.items.map((tag) => tag.id), ...tagsField.value]),
              ];
              const hint = tags.error
                ? t('fields.tagsFailed', { message: tags.error.message })
                : t('fields.tagsHelp');
              return (
                <Box>
                  <Autocomplete
                    multiple
                    filterSelectedOptions
                    options={options}
                    value={tagsField.value}
                    onChange={(_event, value) => tagsField.onChange(value)}
                    onBlur={tagsField.onBlur}
                    getOptionLabel={(id) => catalogue.get(id) ?? id}
                    getOptionDisabled={(id) =>
                      tagsField.value.length >= limits.tags.max && !tagsField.value.includes(id)
                    }
                    loading={tags.loading}
                    loadingText={t('fields.tagsLoading')}
                    noOptionsText={t('fields.noTags')}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('fields.tags')}
                        required
                        name={tagsField.name}
                        inputRef={tagsField.ref}
                        error={fieldState.error !== undefined}
                        helperText={
                          fieldState.error?.message
                            ? translateFieldError(t, fieldState.error.message)
                            : hint
                        }
                      />
                    )}
                  />
                  {tags.error && (
                    <Button size="small" onClick={() => dispatch(tagsRequest())} sx={{ mt: 0.5 }}>
                      {t('fields.tagsRetry')}
                    </Button>
                  )}
                </Box>
              );
            }}
          />

          <SectionHeading>{t('sections.description')}</SectionHeading>
          <Box>
            <Tabs
              value={tab}
              onChange={(_event, value: 'write' | 'preview') => setTab(value)}
              aria-label={t('fields.description')}
            >
              <Tab
                value="write"
                label={t('fields.write')}
                id="description-tab-write"
                aria-controls="description-panel-write"
              />
              <Tab
                value="preview"
                label={t('fields.preview')}
                id="description-tab-preview"
                aria-controls="description-panel-preview"
              />
            </Tabs>
            <Box
              role="tabpanel"
              id="description-panel-write"
              aria-labelledby="description-tab-write"
              hidden={tab !== 'write'}
              sx={{ pt: 2 }}
            >
              <TextField
                label={t('fields.description')}
                multiline
                minRows={8}
                maxRows={24}
                fullWidth
                {...text('description', t('fields.descriptionHelp'), limits.description.max)}
              />
            </Box>
            {tab === 'preview' && (
              <Box
                role="tabpanel"
                id="description-panel-preview"
                aria-labelledby="description-tab-preview"
                sx={{
                  mt: 2,
                  p: 2,
                  minHeight: 160,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  overflowWrap: 'anywhere',
                }}
              >
                <DescriptionPreview control={control} />
              </Box>
            )}
          </Box>

          <SectionHeading>{t('sections.links')}</SectionHeading>
          <TextField
            label={t('fields.inviteUrl')}
            type="url"
            required
            fullWidth
            placeholder="https://"
            {...text('inviteUrl', t('fields.inviteUrlHelp'))}
          />
          <TextField
            label={t('fields.website')}
            type="url"
            fullWidth
            placeholder="https://"
            {...text('website', t('fields.optionalUrlHelp'))}
          />
          <TextField
            label={t('fields.supportUrl')}
            type="url"
            fullWidth
            placeholder="https://"
            {...text('supportUrl', t('fields.optionalUrlHelp'))}
          />

          <SectionHeading>{t('sections.visibility')}</SectionHeading>
          <Controller
            control={control}
            name="public"
            render={({ field: publicField }) => (
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={publicField.value}
                      onChange={(event) => publicField.onChange(event.target.checked)}
                      onBlur={publicField.onBlur}
                      slotProps={{
                        input: { ref: publicField.ref, 'aria-describedby': 'public-help' },
                      }}
                    />
                  }
                  label={t('fields.public')}
                />
                <FormHelperText id="public-help">{t('fields.publicHelp')}</FormHelperText>
              </Box>
            )}
          />

          {isNew && (
            <>
              <SectionHeading>{t('sections.connection')}</SectionHeading>
              <TextField
                label={t('fields.token')}
                type={showToken ? 'text' : 'password'}
                required
                fullWidth
                autoComplete="off"
                {...text('token', t('fields.tokenHelp'), limits.token.max)}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          onClick={() => setShowToken((shown) => !shown)}
                          aria-label={showToken ? t('fields.hideToken') : t('fields.showToken')}
                          aria-pressed={showToken}
                          edge="end"
                        >
                          {showToken ? <VisibilityOffIcon /> : <VisibilityIcon />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </>
          )}

          {showFailure && (
            <Alert severity="error">
              <AlertTitle>{isNew ? t('errors.createFailed') : t('errors.saveFailed')}</AlertTitle>
              {failure.message}
              {planLimit && (
                <>
                  {' '}
                  {t('errors.planLimit')}{' '}
                  <Link component={RouterLink} to="/user/pay">
                    {t('errors.upgrade')}
                  </Link>
                </>
              )}
              {unplaced.length > 0 && (
                <>
                  <Box component="p" sx={{ m: 0, mt: 1 }}>
                    {t('errors.otherFields')}
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

          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button component={RouterLink} to={cancelTo} color="inherit">
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {pending
                ? t(isNew ? 'new.submitting' : 'edit.submitting')
                : t(isNew ? 'new.submit' : 'edit.submit')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
