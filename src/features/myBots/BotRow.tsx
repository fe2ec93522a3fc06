// One of the user's bots on Home: who it is, how it runs, and what can be done with it.
import { paths } from '../../kernel/paths';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/Public';
import { useId } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import type { MyBot } from '../../api/schemas';
import { useAppSelector } from '../../kernel/hooks';
import { BotAvatar } from '../../components/BotAvatar';
import { BotErrorText } from '../../components/BotErrorText';
import { StatusChip } from '../../components/StatusChip';
import { selectBotRuntime, useRuntimeAction } from '../botRuntime';
import { BotActions } from './BotActions';
import { formatDate, formatRelative } from '../../lib/formatDate';

interface Props {
  bot: MyBot;
  /** For the user's own bots; a shared bot is its owner's to delete. */
  onDelete?: (bot: MyBot) => void;
}

export function BotRow({ bot, onDelete }: Props) {
  const { t, i18n } = useTranslation('home');
  const runtime = useAppSelector((state) => selectBotRuntime(state, bot.id));
  const status = runtime.status ?? bot.status;
  const nameId = useId();

  const [run, confirmDialog] = useRuntimeAction({ id: bot.id, name: bot.name, status });

  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      // Phones: the actions go under the name, so the name keeps the row's width; wider: beside.
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '48px minmax(0, 1fr)', sm: '48px minmax(0, 1fr) auto' },
        alignItems: { xs: 'start', sm: 'center' },
        columnGap: 2,
        rowGap: 1.5,
        p: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <BotAvatar name={bot.name} src={bot.avatar} size={48} />
      <Stack spacing={0.75} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link
          id={nameId}
          component={RouterLink}
          to={paths.bot.to(bot.id)}
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {bot.name}
        </Link>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <StatusChip status={status} />
          {bot.role !== 'owner' && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t(`shared.role.${bot.role}`)}
            />
          )}
          <Chip
            size="small"
            variant="outlined"
            icon={bot.public ? <PublicIcon /> : <LockIcon />}
            label={bot.public ? t('bots.public') : t('bots.private')}
          />
          <Typography variant="body2" color="textSecondary">
            {t('bots.servers', { count: bot.serverCount })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <time dateTime={bot.updatedAt} title={formatDate(bot.updatedAt, i18n.language)}>
              {t('bots.updated', { when: formatRelative(bot.updatedAt, i18n.language) })}
            </time>
          </Typography>
        </Stack>
        {bot.role !== 'owner' && (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('shared.owner', { name: bot.owner.username })}
            {bot.role === 'viewer' && ` · ${t('shared.viewerCannotRun')}`}
          </Typography>
        )}
        {status === 'error' && bot.lastError && (
          <Typography component="div" variant="body2" color="error">
            <BotErrorText
              text={bot.lastError}
              cause={bot.lastErrorCause}
              format={(message) => t('bots.lastError', { message })}
            />
          </Typography>
        )}
      </Stack>
      <Box sx={{ gridColumn: { xs: 2, sm: 3 } }}>
        <BotActions
          id={bot.id}
          name={bot.name}
          status={status}
          role={bot.role}
          busy={runtime.pending}
          onAction={run}
          onDelete={onDelete && (() => onDelete(bot))}
        />
        {confirmDialog}
      </Box>
    </Box>
  );
}
