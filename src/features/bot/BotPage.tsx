// The public bot page `/bot/:id` (docs/product.md §8.2): who the bot is, where to invite it, its
// owner's description (Markdown, made safe) and its server count over 30 days.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddLinkIcon from '@mui/icons-material/AddLink';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import LanguageIcon from '@mui/icons-material/Language';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useStore } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiCode } from '../../api/constants';
import type { BotProfile } from '../../api/schemas';
import { useAppDispatch, useAppSelector, useDeferredSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { BotAvatar } from '../../components/BotAvatar';
import { InlineError } from '../../components/InlineError';
import SafeMarkdown from '../../components/SafeMarkdown';
import { ErrorPage } from '../errors/ErrorPage';
import { selectUser } from '../session/sessionSlice';
import { registerTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/bot.json';
import zh from '../../locales/zh-CN/bot.json';
import {
  botPageRequests,
  loadRequest,
  selectProfile,
  selectTagNames,
  selectTagsError,
  tagsRequest,
} from './botSlice';
import { httpUrl } from './externalUrl';
import { ServerStats } from './ServerStats';
import { srOnly } from '../../components/srOnly';
import { formatCount } from '../../lib/formatCount';
import { formatDate } from '../../lib/formatDate';

registerTranslations('bot', { 'en-US': en, 'zh-CN': zh });

function ExternalButton({
  href,
  icon,
  primary = false,
  children,
}: {
  href: string;
  icon: ReactNode;
  primary?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('bot');
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={primary ? 'contained' : 'outlined'}
      startIcon={icon}
    >
      {children}
      <Box component="span" sx={srOnly}>
        {' '}
        {t('newTab')}
      </Box>
    </Button>
  );
}

function OnlineChip({ online }: { online: boolean }) {
  const { t } = useTranslation('bot');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={online ? 'success' : 'default'}
      label={online ? t('online') : t('offline')}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: online ? 'success.main' : 'text.disabled',
            ml: '8px !important',
          }}
        />
      }
    />
  );
}

function BotHeader({ bot, isOwner }: { bot: BotProfile; isOwner: boolean }) {
  const { t, i18n } = useTranslation('bot');
  const dispatch = useAppDispatch();
  const tagCatalogue = useDeferredSelector(selectTagNames);
  const tagsError = useDeferredSelector(selectTagsError);
  const tagNames = useMemo(
    () => new Map((tagCatalogue ?? []).map((tag) => [tag.id, tag.name])),
    [tagCatalogue],
  );
  const invite = httpUrl(bot.inviteUrl);
  const website = httpUrl(bot.website);
  const support = httpUrl(bot.supportUrl);
  const servers = formatCount(bot.serverCount);
  const updated = formatDate(bot.updatedAt, i18n.language);
  const id = encodeURIComponent(bot.id);

  return (
    <Box component="header" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'flex-start' }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <BotAvatar name={bot.name} src={bot.avatar} size={96} />
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <BotAvatar name={bot.name} src={bot.avatar} size={64} />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography
              variant="h4"
              component="h1"
              sx={{
                fontWeight: 700,
                fontSize: { xs: '1.5rem', md: '2rem' },
                overflowWrap: 'anywhere',
              }}
            >
              {bot.name}
            </Typography>
            <OnlineChip online={bot.online} />
          </Box>
          <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {bot.summary}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 2.5,
              rowGap: 1,
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <DnsOutlinedIcon aria-hidden fontSize="small" />
              {t('servers', { count: bot.serverCount, formatted: servers })}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Typography variant="body2">{t('owner')}</Typography>
              <BotAvatar name={bot.owner.username} src={bot.owner.avatar} size={24} />
              <Typography
                variant="body2"
                sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {bot.owner.username}
              </Typography>
            </Box>
            <Typography variant="body2">{t('updated', { date: updated })}</Typography>
          </Box>
          {bot.tags.length > 0 && (
            <Box
              component="ul"
              aria-label={t('tags')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {bot.tags.map((tag) => (
                <li key={tag}>
                  <Chip
                    size="small"
                    clickable
                    component={RouterLink}
                    to={`/?tag=${encodeURIComponent(tag)}`}
                    label={tagNames.get(tag) ?? tag}
                  />
                </li>
              ))}
            </Box>
          )}
          {bot.tags.length > 0 && tagsError && !tagCatalogue && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="error">
                {t('tagsFailed', { message: tagsError.message })}
              </Typography>
              <Button size="small" onClick={() => dispatch(tagsRequest())}>
                {t('error.retry', { ns: 'common' })}
              </Button>
            </Box>
          )}
        </Box>
      </Box>
      <Box
        role="group"
        aria-label={t('actions.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {invite && (
          <ExternalButton href={invite} icon={<AddLinkIcon aria-hidden />} primary>
            {t('actions.invite')}
          </ExternalButton>
        )}
        {website && (
          <ExternalButton href={website} icon={<LanguageIcon aria-hidden />}>
            {t('actions.website')}
          </ExternalButton>
        )}
        {support && (
          <ExternalButton href={support} icon={<SupportAgentIcon aria-hidden />}>
            {t('actions.support')}
          </ExternalButton>
        )}
        {isOwner && (
          <>
            <Button
              component={RouterLink}
              to={`/user/bot/edit/${id}`}
              variant="outlined"
              color="secondary"
              startIcon={<EditOutlinedIcon aria-hidden />}
            >
              {t('actions.edit')}
            </Button>
            <Button
              component={RouterLink}
              to={`/user/bot/set/${id}`}
              variant="outlined"
              color="secondary"
              startIcon={<SettingsOutlinedIcon aria-hidden />}
            >
              {t('actions.configure')}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}

function BotSkeleton() {
  const { t } = useTranslation('bot');
  return (
    <Box aria-busy sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="span" sx={srOnly} role="status">
        {t('loading')}
      </Box>
      <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 } }} aria-hidden>
        <Skeleton variant="rounded" width={96} height={96} sx={{ flexShrink: 0 }} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }} aria-hidden>
        <Skeleton variant="rounded" width={104} height={36} />
        <Skeleton variant="rounded" width={104} height={36} />
      </Box>
      <Skeleton variant="rounded" height={200} aria-hidden />
    </Box>
  );
}

const section = { p: { xs: 2, md: 3 } } as const;

export default function BotPage() {
  const { t } = useTranslation('bot');
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  // The page (Markdown and all) is drawn in the background when the provider answers.
  const profile = useDeferredSelector(selectProfile);
  const user = useAppSelector(selectUser);
  const current = profile.id === id ? profile : null;
  const bot = current?.data ?? null;
  const error = current?.error ?? null;
  const notFound = error?.code === ApiCode.notFound;

  useEffect(() => {
    for (const request of botPageRequests(store.getState().bot, id)) dispatch(request);
  }, [dispatch, store, id]);

  // The 404 page names itself; otherwise the tab shows the bot once it is known.
  useDocumentTitle(notFound ? null : (bot?.name ?? t('title')), {
    description: bot?.summary,
    bot: bot ?? undefined,
  });

  if (notFound) return <ErrorPage status={404} message={error.message} />;
  if (!bot) {
    return error ? (
      <Box sx={{ py: 3 }}>
        <InlineError
          title={t('loadFailed')}
          message={error.message}
          onRetry={() => dispatch(loadRequest(id))}
        />
      </Box>
    ) : (
      <Box sx={{ py: 3 }}>
        <BotSkeleton />
      </Box>
    );
  }

  return (
    <Box sx={{ py: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <BotHeader bot={bot} isOwner={user !== null && user.id === bot.owner.id} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="bot-about-heading"
        sx={section}
      >
        <Typography
          id="bot-about-heading"
          variant="h6"
          component="h2"
          sx={{ mb: 1.5, fontWeight: 700 }}
        >
          {t('description.heading')}
        </Typography>
        {bot.description.trim() ? (
          <SafeMarkdown headingLevel={3}>{bot.description}</SafeMarkdown>
        ) : (
          <Typography color="textSecondary">{t('description.empty')}</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={section}>
        <ServerStats botId={bot.id} />
      </Paper>
    </Box>
  );
}
