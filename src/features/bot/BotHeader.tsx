// Who the bot is: its avatar, name and whether it is online (to its owner, its status as Home shows
// it), its summary, what Botdeck measured of it (servers, uptime, reconnects, event rate), owner and
// last update, its tags, and what can be done with it.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BotProfile, BotStatus } from '../../api/schemas';
import { BotAvatar } from '../../components/BotAvatar';
import { MeasuredMark } from '../../components/MeasuredMark';
import { PathIcon } from '../../components/PathIcon';
import { DNS_OUTLINED } from '../../components/iconPaths';
import { OnlineLight } from '../../components/OnlineLight';
import { StatusChip } from '../../components/StatusChip';
import { formatCount } from '../../lib/formatCount';
import { formatDate } from '../../lib/formatDate';
import { formatUptime } from '../../lib/formatUptime';
import { shownListing } from '../../lib/listing';
import { useTranslation } from '../../lib/useTranslation';
import { BotActions } from './BotActions';
import { BotTags } from './BotTags';

function OnlineChip({ online }: { online: boolean }) {
  const { t } = useTranslation('bot');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={online ? 'success' : 'default'}
      label={online ? t('online') : t('offline')}
      icon={<OnlineLight online={online} size={8} ml="8px !important" />}
      // The chip's icon slot sits tight against the label; give the light room.
      sx={{ '& .MuiChip-label': { pl: 1 } }}
    />
  );
}

/** A tenth of an event a minute matters for a small bot; a big one reads in whole, grouped numbers. */
const eventRate = (perMinute: number) =>
  perMinute >= 100 ? formatCount(Math.round(perMinute)) : String(perMinute);

function BotFacts({ bot }: { bot: BotProfile }) {
  const { t, i18n } = useTranslation('bot');
  const { t: common } = useTranslation();
  const { measured } = bot;
  const servers = formatCount(bot.serverCount);
  const updated = formatDate(bot.updatedAt, i18n.language);
  return (
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
      {measured === null ? (
        <Typography variant="body2">{common('measured.none')}</Typography>
      ) : (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PathIcon className="bd-icon bd-icon-small" d={DNS_OUTLINED} />
          {t('servers', { count: bot.serverCount, formatted: servers })}
        </Typography>
      )}
      {/* A provider that measures nothing (no `measured`): the count alone, no figures. */}
      {measured && (
        <Typography
          variant="body2"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 0.5,
            // Each figure stays whole; on a phone the row wraps between them.
            '& > span': { whiteSpace: 'nowrap' },
          }}
        >
          <MeasuredMark fontSize="small" />
          <span>{common('measured.uptime', { value: formatUptime(measured.uptime) })}</span>
          <Box component="span" aria-hidden>
            ·
          </Box>
          <span>{t('measured.reconnects', { count: measured.reconnects })}</span>
          <Box component="span" aria-hidden>
            ·
          </Box>
          <span>{t('measured.events', { value: eventRate(measured.eventsPerMinute) })}</span>
        </Typography>
      )}
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
  );
}

interface Props {
  bot: BotProfile;
  isOwner: boolean;
  /** The bot's runtime status, known to its owner; else only online or not is shown. */
  status?: BotStatus | null;
}

export function BotHeader({ bot, isOwner, status = null }: Props) {
  const { i18n } = useTranslation();
  const shown = shownListing(bot, i18n.language);
  return (
    <Box component="header" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'flex-start' }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <BotAvatar name={shown.name} src={bot.avatar} size={96} />
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <BotAvatar name={shown.name} src={bot.avatar} size={64} />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography
              variant="h4"
              component="h1"
              lang={shown.lang}
              sx={{
                fontWeight: 700,
                fontSize: { xs: '1.5rem', md: '2rem' },
                overflowWrap: 'anywhere',
              }}
            >
              {shown.name}
            </Typography>
            {status ? <StatusChip status={status} /> : <OnlineChip online={bot.online} />}
          </Box>
          <Typography color="textSecondary" lang={shown.lang} sx={{ overflowWrap: 'anywhere' }}>
            {shown.summary}
          </Typography>
          <BotFacts bot={bot} />
          <BotTags tags={bot.tags} />
        </Box>
      </Box>
      <BotActions bot={bot} isOwner={isOwner} />
    </Box>
  );
}
