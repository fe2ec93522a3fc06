// Edit a bot's public profile (`/user/bot/edit/:id`): load it, then the bot form; back home on save.
// A save refused because the bot changed elsewhere is reloaded or overwritten (docs/product.md §8.6).
import { paths } from '../../kernel/paths';
import { useCallback, useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiCode } from '../../api/constants';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { InlineError } from '../../components/InlineError';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../kernel/sagas';
import { botEditorSaga } from './botEditorSaga';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/botEditor.json';
import zh from '../../locales/zh-CN/botEditor.json';
import { BotNotFoundPage } from '../errors';
import {
  formClosed,
  formOpened,
  loadRequest,
  reloadRequest,
  selectLoad,
  updateRequest,
} from './botEditorSlice';
import { BackToBots } from './BackToBots';
import { BotForm } from './BotForm';
import { FormSkeleton } from './FormSkeleton';
import { formValuesOf, updateInputOf } from './botFormValues';
import type { BotFormValues } from './botFormValues';

registerTranslations('botEditor', { 'en-US': en, 'zh-CN': zh });
injectSaga(botEditorSaga);

export default function BotEditPage() {
  const { t } = useTranslation('botEditor');
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const load = useAppSelector(selectLoad);
  useDocumentTitle(t('edit.title'));

  useEffect(() => {
    dispatch(formOpened());
    dispatch(loadRequest(id));
    return () => {
      dispatch(formClosed());
    };
  }, [dispatch, id]);

  const bot = load.id === id ? load.data : null;
  const defaults = useMemo(() => (bot ? formValuesOf(bot) : null), [bot]);
  const submit = useCallback(
    (values: BotFormValues) => {
      dispatch(updateRequest({ id, input: updateInputOf(values) }));
    },
    [dispatch, id],
  );
  const conflict = useMemo(
    () => ({
      onReload: () => dispatch(reloadRequest(id)),
      onOverwrite: (values: BotFormValues) =>
        dispatch(updateRequest({ id, input: updateInputOf(values), overwrite: true })),
    }),
    [dispatch, id],
  );

  const error = load.id === id ? load.error : null;
  if (error?.code === ApiCode.notFound) return <BotNotFoundPage />;

  let body;
  if (error?.code === ApiCode.forbidden) {
    body = (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={paths.home.to()} color="inherit" size="small">
            {t('backToBots')}
          </Button>
        }
      >
        <AlertTitle>{t('edit.forbiddenTitle')}</AlertTitle>
        {t('edit.forbiddenMessage')}
      </Alert>
    );
  } else if (error) {
    body = (
      <InlineError
        title={t('edit.loadFailedTitle')}
        failure={error}
        onRetry={() => dispatch(loadRequest(id))}
      />
    );
  } else if (!bot || !defaults) {
    body = <FormSkeleton label={t('edit.loading')} />;
  } else {
    body = (
      <BotForm
        key={bot.id}
        mode="edit"
        defaults={defaults}
        draftPath={paths.editBot.to(id)}
        onSubmit={submit}
        conflict={conflict}
        cancelTo={paths.home.to()}
        readOnly={bot.role === 'viewer'}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <BackToBots />
      <div>
        <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {bot ? t('edit.heading', { name: bot.name }) : t('edit.title')}
        </Typography>
        <Typography color="textSecondary">{t('edit.intro')}</Typography>
      </div>
      {body}
    </Stack>
  );
}
