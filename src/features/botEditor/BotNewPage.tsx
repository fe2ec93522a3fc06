// Create a bot (`/user/bot/new`, docs/product.md §8.6): the plan's limit said before the form when
// the user is at it, else the bot form, then on to configure the new bot.
import { paths } from '../../kernel/paths';
import { useCallback, useEffect, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/useTranslation';
import { isLanguage } from '../../lib/language';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../kernel/sagas';
import { botEditorSaga } from './botEditorSaga';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/botEditor.json';
import zh from '../../locales/zh-CN/botEditor.json';
import {
  allowanceRequest,
  createRequest,
  formClosed,
  formOpened,
  selectAllowance,
} from './botEditorSlice';
import { BackToBots } from './BackToBots';
import { BotForm } from './BotForm';
import { BotLimitPanel } from './BotLimitPanel';
import { FormSkeleton } from './FormSkeleton';
import { emptyBot, profileOf } from './botFormValues';
import type { BotFormValues } from './botFormValues';

registerTranslations('botEditor', { 'en-US': en, 'zh-CN': zh });
injectSaga(botEditorSaga);

export default function BotNewPage() {
  const { t, i18n } = useTranslation('botEditor');
  const dispatch = useAppDispatch();
  const allowance = useAppSelector(selectAllowance);
  // A new listing is written in the reader's language, unless they choose another.
  const reader = i18n.language;
  const defaults = useMemo(
    () => ({ ...emptyBot, language: isLanguage(reader) ? reader : emptyBot.language }),
    [reader],
  );
  useDocumentTitle(t('new.title'));
  useEffect(() => {
    dispatch(formOpened());
    dispatch(allowanceRequest());
    return () => {
      dispatch(formClosed());
    };
  }, [dispatch]);
  const submit = useCallback(
    (values: BotFormValues) =>
      dispatch(createRequest({ ...profileOf(values), token: values.token ?? '' })),
    [dispatch],
  );

  // Until the count is in, the form's outline (never the panel, which may not apply); if it can't
  // be had, the form: the provider still refuses a bot over the limit, and the form says why.
  const known = allowance.data;
  const atLimit = known !== null && known.bots >= known.plan.botLimit;
  const counting = known === null && allowance.error === null;

  let body;
  if (counting) {
    body = <FormSkeleton label={t('new.loading')} />;
  } else if (atLimit) {
    body = <BotLimitPanel plan={known.plan} count={known.bots} />;
  } else {
    body = (
      <BotForm
        mode="new"
        defaults={defaults}
        draftPath={paths.newBot.to()}
        onSubmit={submit}
        cancelTo={paths.home.to()}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <BackToBots />
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('new.title')}
        </Typography>
        {!atLimit && <Typography color="textSecondary">{t('new.intro')}</Typography>}
      </div>
      {body}
    </Stack>
  );
}
