// Create a bot (`/user/bot/new`): the bot form, then on to configure the new bot.
import { paths } from '../../app/paths';
import { useCallback, useEffect } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch } from '../../app/hooks';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../app/rootSaga';
import { botEditorSaga } from './botEditorSaga';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/botEditor.json';
import zh from '../../locales/zh-CN/botEditor.json';
import { createRequest, formClosed } from './botEditorSlice';
import { BackToBots } from './BackToBots';
import { BotForm } from './BotForm';
import { emptyBot, profileOf } from './botFormValues';
import type { BotFormValues } from './botFormValues';

registerTranslations('botEditor', { 'en-US': en, 'zh-CN': zh });
injectSaga(botEditorSaga);

export default function BotNewPage() {
  const { t } = useTranslation('botEditor');
  const dispatch = useAppDispatch();
  useDocumentTitle(t('new.title'));
  useEffect(
    () => () => {
      dispatch(formClosed());
    },
    [dispatch],
  );
  const submit = useCallback(
    (values: BotFormValues) =>
      dispatch(createRequest({ ...profileOf(values), token: values.token ?? '' })),
    [dispatch],
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <BackToBots />
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('new.title')}
        </Typography>
        <Typography color="textSecondary">{t('new.intro')}</Typography>
      </div>
      <BotForm
        mode="new"
        defaults={emptyBot}
        draftPath={paths.newBot.to()}
        onSubmit={submit}
        cancelTo={paths.home.to()}
      />
    </Stack>
  );
}
