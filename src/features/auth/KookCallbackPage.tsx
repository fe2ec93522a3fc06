// KOOK callback (docs/product.md §8.4): hands `code`, `state` and `error` to the auth saga, which
// refuses or exchanges them; this screen shows the spinner, the refusal or the provider's message.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../kernel/sagas';
import { authSaga } from './authSaga';
import { paths } from '../../kernel/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/auth.json';
import zh from '../../locales/zh-CN/auth.json';
import { callbackLeft, callbackRequest, selectCallback } from './authSlice';
import { Brand } from './Brand';
import { describeFailure } from '../../components/describeFailure';

registerTranslations('auth', { 'en-US': en, 'zh-CN': zh });
injectSaga(authSaga);

export default function KookCallbackPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const callback = useAppSelector(selectCallback);
  const working = callback.status === 'working';
  const title = working ? t('callback.title') : t('callback.refusedTitle');
  useDocumentTitle(title);

  useEffect(() => {
    dispatch(callbackRequest({ code, state, error }));
    return () => {
      dispatch(callbackLeft());
    };
  }, [dispatch, code, state, error]);

  let message: string | null = null;
  if (callback.status === 'refused' && callback.refusal) {
    message = t(`callback.${callback.refusal}`, { error: callback.kookError });
  } else if (callback.status === 'failed' && callback.error) {
    message = describeFailure(t, callback.error).sentence;
  }

  return (
    <Stack spacing={3}>
      <Brand />
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center' }}>
        {title}
      </Typography>
      {working ? (
        <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress aria-hidden />
          <Typography color="textSecondary">{t('callback.working')}</Typography>
        </Stack>
      ) : (
        <>
          <Alert severity={callback.refusal === 'denied' ? 'info' : 'error'}>
            {callback.status === 'failed' && <AlertTitle>{t('callback.failedTitle')}</AlertTitle>}
            {message}
          </Alert>
          <Button
            variant="contained"
            size="large"
            fullWidth
            component={RouterLink}
            to={paths.login.to(callback.redirect ?? undefined)}
            replace
          >
            {t('callback.backToLogin')}
          </Button>
        </>
      )}
    </Stack>
  );
}
