// One bot in the directory grid, and its skeleton: both exactly CARD_HEIGHT tall, so the grid does
// not move when the data arrives.
import { paths } from '../../kernel/paths';
import { memo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { TagChip } from '../../components/TagChip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import type { BotCard as BotCardData } from '../../api/schemas';
import { BotAvatar } from '../../components/BotAvatar';
import { MeasuredMark } from '../../components/MeasuredMark';
import { OnlineLight } from '../../components/OnlineLight';
import { srOnly } from '../../components/srOnly';
import { formatCount } from '../../lib/formatCount';
import { formatUptime } from '../../lib/formatUptime';
import { shownListing } from '../../lib/listing';

export const CARD_HEIGHT = 196;

const cardBody = {
  height: CARD_HEIGHT,
  p: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: 1.25,
  alignItems: 'stretch',
} as const;

function OnlineDot({ online }: { online: boolean }) {
  const { t } = useTranslation('directory');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}>
      <OnlineLight online={online} size={10} />
      <Box component="span" sx={srOnly}>
        {online ? t('card.online') : t('card.offline')}
      </Box>
    </Box>
  );
}

interface Props {
  bot: BotCardData;
  /** Tag id → display name, from the catalogue; an unknown id is shown as it is. */
  tagNames: ReadonlyMap<string, string>;
}

/** Memoised: the directory re-renders on every keystroke and store change; a card only on its data. */
export const BotCard = memo(function BotCard({ bot, tagNames }: Props) {
  const { t } = useTranslation('directory');
  const { t: common, i18n } = useTranslation();
  const formatted = formatCount(bot.serverCount);
  const shown = shownListing(bot, i18n.language);
  return (
    <Card variant="outlined" sx={{ height: CARD_HEIGHT }}>
      <CardActionArea component={RouterLink} to={paths.bot.to(bot.id)} sx={cardBody}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <BotAvatar name={shown.name} src={bot.avatar} size={48} />
          <Typography
            variant="subtitle1"
            component="h3"
            lang={shown.lang}
            noWrap
            sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}
          >
            {shown.name}
          </Typography>
          <OnlineDot online={bot.online} />
        </Box>
        <Typography
          variant="body2"
          color="textSecondary"
          lang={shown.lang}
          sx={{
            flexGrow: 1,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflowWrap: 'anywhere',
          }}
        >
          {shown.summary}
        </Typography>
        {/* One line of whole chips: a chip that does not fit wraps out of sight, never cut in two. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.75,
            overflow: 'hidden',
            height: 24,
            flexShrink: 0,
          }}
        >
          {bot.tags.map((tag) => (
            <TagChip key={tag} label={tagNames.get(tag) ?? tag} />
          ))}
        </Box>
        <Typography
          variant="caption"
          color="textSecondary"
          noWrap
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}
        >
          {bot.measured === null ? (
            common('measured.none')
          ) : (
            <>
              <DnsOutlinedIcon aria-hidden fontSize="inherit" />
              <span>{t('card.servers', { count: bot.serverCount, formatted })}</span>
              {/* A provider that measures nothing (no `measured`): its count, no uptime, no mark. */}
              {bot.measured && (
                <>
                  <Box component="span" aria-hidden sx={{ mx: 0.5 }}>
                    ·
                  </Box>
                  <span>
                    {common('measured.uptime', { value: formatUptime(bot.measured.uptime) })}
                  </span>
                  <MeasuredMark />
                </>
              )}
            </>
          )}
        </Typography>
      </CardActionArea>
    </Card>
  );
});

export const BotCardSkeleton = memo(function BotCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: CARD_HEIGHT }} aria-hidden>
      <Box sx={cardBody}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Skeleton variant="text" sx={{ flexGrow: 1, fontSize: '1rem' }} />
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton variant="text" />
          <Skeleton variant="text" width="70%" />
        </Box>
        <Box sx={{ display: 'flex', gap: 0.75, height: 24 }}>
          <Skeleton variant="rounded" width={64} height={24} />
          <Skeleton variant="rounded" width={52} height={24} />
        </Box>
        <Skeleton variant="text" width={96} sx={{ fontSize: '0.75rem' }} />
      </Box>
    </Card>
  );
});
