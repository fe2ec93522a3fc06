// Configure a bot (`/user/bot/set/:id`): load the bot and its settings, then the sections.
import { paths } from '../../kernel/paths';
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/Visibility';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiCode } from '../../api/constants';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { BackButton } from '../../components/BackButton';
import { BotAvatar } from '../../components/BotAvatar';
import { InlineError } from '../../components/InlineError';
import { StatusChip } from '../../components/StatusChip';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../kernel/sagas';
import { botSettingsSaga } from './botSettingsSaga';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/botSettings.json';
import zh from '../../locales/zh-CN/botSettings.json';
import { selectBotRuntime } from '../botRuntime';
import { BotNotFoundPage } from '../errors';
import { loadRequest, pageClosed, selectSettingsPage } from './botSettingsSlice';
import { rowFromSm } from './layout';
import { ConfigureTabs } from './ConfigureTabs';
import { SettingsForm } from './SettingsForm';

registerTranslations('botSettings', { 'en-US': en, 'zh-CN': zh });
injectSaga(botSettingsSaga);

function PageSkeleton() {
  const { t } = useTranslation('botSettings');
  return (
    <Stack spacing={3} aria-busy="true" aria-label={t('loading')}>
      {[180, 420, 140].map((height) => (
        <Paper key={height} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" width={140} height={32} />
          <Skeleton variant="rounded" height={height - 60} sx={{ mt: 2 }} />
        </Paper>
      ))}
    </Stack>
  );
}

export default function BotSettingsPage() {
  const { t } = useTranslation('botSettings');
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const page = useAppSelector(selectSettingsPage);
  const runtime = useAppSelector((state) => selectBotRuntime(state, id));
  useDocumentTitle(t('title'));

  useEffect(() => {
    dispatch(loadRequest(id));
    return () => {
      dispatch(pageClosed());
    };
  }, [dispatch, id]);

  const current = page.id === id;
  const bot = current ? page.bot : null;
  const settings = current ? page.settings : null;
  const status = runtime.status ?? bot?.status;
  // An error's cause is one click away: the Logs tab, showing errors only.
  const errorsInLog = { to: { search: '?tab=logs&level=error' }, label: t('statusToLogs') };
  const error = current ? page.load.error : null;

  if (error?.code === ApiCode.notFound) return <BotNotFoundPage />;

  let body;
  if (error?.code === ApiCode.forbidden) {
    body = (
      <Alert severity="error">
        <AlertTitle>{t('forbiddenTitle')}</AlertTitle>
        {t('forbiddenMessage')}
      </Alert>
    );
  } else if (error) {
    body = (
      <InlineError
        title={t('loadFailedTitle')}
        failure={error}
        onRetry={() => dispatch(loadRequest(id))}
      />
    );
  } else if (!bot || !settings) {
    body = <PageSkeleton />;
  } else {
    body = (
      <ConfigureTabs bot={bot}>
        <SettingsForm key={bot.id} bot={bot} settings={settings} />
      </ConfigureTabs>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <BackButton to={paths.home.to()}>{t('backToBots')}</BackButton>
      <Box sx={rowFromSm}>
        {bot && <BotAvatar name={bot.name} src={bot.avatar} size={56} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {bot ? t('heading', { name: bot.name }) : t('title')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            {bot && status && (
              <StatusChip status={status} link={status === 'error' ? errorsInLog : undefined} />
            )}
            <Typography color="textSecondary">{t('intro')}</Typography>
          </Box>
        </Box>
        {bot && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {bot.role !== 'viewer' && (
              <Button
                component={RouterLink}
                to={paths.editBot.to(bot.id)}
                startIcon={<EditIcon />}
                variant="outlined"
                size="small"
              >
                {t('editProfile')}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={paths.bot.to(bot.id)}
              startIcon={<OpenInNewIcon />}
              variant="outlined"
              size="small"
            >
              {t('viewPublic')}
            </Button>
          </Stack>
        )}
      </Box>
      {body}
    </Stack>
  );
}
