// Login (docs/product.md §8.3): one action, "Log in with KOOK". Why the user is here after an
// expiry is said once, by the session's own notice (§3), not again on the page.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslation } from '../../lib/useTranslation';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../kernel/sagas';
import { authSaga } from './authSaga';
import { afterLogin } from './afterLogin';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/auth.json';
import zh from '../../locales/zh-CN/auth.json';
import { selectIsSignedIn } from '../session';
import { loginRequest, selectLogin } from './authSlice';
import { Brand } from './Brand';
import { FailureMessage } from '../../components/FailureMessage';

registerTranslations('auth', { 'en-US': en, 'zh-CN': zh });
injectSaga(authSaga);

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pending, error, storageBlocked } = useAppSelector(selectLogin);

  if (signedIn) return <Navigate to={afterLogin(redirect)} replace />;

  return (
    <Stack spacing={3}>
      <Brand />
      <Stack spacing={1} sx={{ textAlign: 'center' }}>
        <Typography variant="h6" component="h1">
          {t('login.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('login.intro')}
        </Typography>
      </Stack>
      {error && (
        <Alert severity="error">
          <AlertTitle>{t('login.failedTitle')}</AlertTitle>
          <FailureMessage failure={error} />
        </Alert>
      )}
      {storageBlocked && (
        <Alert severity="error">
          <AlertTitle>{t('login.failedTitle')}</AlertTitle>
          {t('login.storageBlocked')}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={pending}
        startIcon={
          pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LoginIcon />
        }
        onClick={() => dispatch(loginRequest(redirect))}
      >
        {pending ? t('login.pending') : t('login.button')}
      </Button>
    </Stack>
  );
}
