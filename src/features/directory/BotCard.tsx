// One bot in the directory grid, and its skeleton: both exactly CARD_HEIGHT tall, so the grid does
// not move when the data arrives.
//
// A page draws 12 to 24 cards, and hydrating them was most of the directory's work on a phone: each
// card was some twenty MUI components, each with styles emotion serialised, hashed and compared on
// every render (docs/quality.md, "Where the time went"). A card is now plain elements with class
// names, drawn by one stylesheet for every card (`botCardStyles`, part of the theme's stylesheet
// built into index.html), in the theme's CSS variables so that both colour schemes hold. The avatar
// and the icons, the tags and the online light are plain elements too (BotAvatar, PathIcon, TagChip,
// OnlineLight), drawn by the shared stylesheet.
import { paths } from '../../kernel/paths';
import { memo } from 'react';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import type { BotCard as BotCardData } from '../../api/schemas';
import { BotAvatar } from '../../components/BotAvatar';
import { MeasuredMark } from '../../components/MeasuredMark';
import { OnlineLight } from '../../components/OnlineLight';
import { PathIcon } from '../../components/PathIcon';
import { DNS_OUTLINED } from '../../components/iconPaths';
import { TagChip } from '../../components/TagChip';
import { formatCount } from '../../lib/formatCount';
import { formatUptime } from '../../lib/formatUptime';
import { shownListing } from '../../lib/listing';

export const CARD_HEIGHT = 196;

/** One line that ends in an ellipsis rather than wrapping. */
const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * Every card's look, once: the outlined card and its hover, the name, the two-line summary, the row
 * of tags (the bot page's small chips, TagChip), the measured line, and the skeleton's outline.
 * Part of the theme's stylesheet (src/server/themeStylesheet.tsx).
 */
export function botCardStyles(theme: Theme) {
  const vars = theme.vars;
  const { palette } = vars;
  return {
    '.bd-card, .bd-card-skeleton-body': {
      height: CARD_HEIGHT,
      padding: theme.spacing(2),
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.25),
      alignItems: 'stretch',
    },
    '.bd-card': {
      boxSizing: 'border-box',
      // What the screen-reader-only status is placed against.
      position: 'relative',
      color: palette.text.primary,
      textDecoration: 'none',
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: vars.shape.borderRadius,
      '&:hover': {
        backgroundImage: `linear-gradient(${palette.action.hover}, ${palette.action.hover})`,
      },
    },
    '.bd-card-head': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      minWidth: 0,
    },
    '.bd-card-name': {
      ...theme.typography.subtitle1,
      ...oneLine,
      fontWeight: 600,
      margin: 0,
      flexGrow: 1,
      minWidth: 0,
    },
    '.bd-card-summary': {
      ...theme.typography.body2,
      color: palette.text.secondary,
      margin: 0,
      flexGrow: 1,
      overflow: 'hidden',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflowWrap: 'anywhere',
    },
    // One line of whole chips: a chip that does not fit wraps out of sight, never cut in two.
    '.bd-card-tags': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.75),
      overflow: 'hidden',
      height: 24,
      flexShrink: 0,
    },
    '.bd-card-meta': {
      ...theme.typography.caption,
      ...oneLine,
      color: palette.text.secondary,
      margin: 0,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      flexShrink: 0,
    },
    '.bd-card-dot': { margin: theme.spacing(0, 0.5) },
    // A card's skeleton: the card's outline around its body, shapes where its parts will be.
    '.bd-card-skeleton': {
      height: CARD_HEIGHT,
      overflow: 'hidden',
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: vars.shape.borderRadius,
    },
    '.bd-card-skeleton-head': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
  };
}

interface Props {
  bot: BotCardData;
  /** Tag id → display name, from the catalogue; an unknown id is shown as it is. */
  tagNames: ReadonlyMap<string, string>;
}

/** Memoised: the directory re-renders on every keystroke and store change; a card only on its data. */
export const BotCard = memo(function BotCard({ bot, tagNames }: Props) {
  const { t, i18n } = useTranslation('directory');
  const { t: common } = useTranslation();
  const formatted = formatCount(bot.serverCount);
  const shown = shownListing(bot, i18n.language);
  return (
    <RouterLink to={paths.bot.to(bot.id)} className="bd-card">
      <div className="bd-card-head">
        <BotAvatar name={shown.name} src={bot.avatar} size={48} />
        <h3 className="bd-card-name" lang={shown.lang}>
          {shown.name}
        </h3>
        <OnlineLight online={bot.online} size={10} />
        <span className="bd-sr-only">{bot.online ? t('card.online') : t('card.offline')}</span>
      </div>
      <p className="bd-card-summary" lang={shown.lang}>
        {shown.summary}
      </p>
      <div className="bd-card-tags">
        {bot.tags.map((tag) => (
          <TagChip key={tag} label={tagNames.get(tag) ?? tag} />
        ))}
      </div>
      <div className="bd-card-meta">
        {bot.measured === null ? (
          common('measured.none')
        ) : (
          <>
            <PathIcon className="bd-icon" d={DNS_OUTLINED} />
            <span>{t('card.servers', { count: bot.serverCount, formatted })}</span>
            {/* A provider that measures nothing (no `measured`): its count, no uptime, no mark. */}
            {bot.measured && (
              <>
                <span aria-hidden className="bd-card-dot">
                  ·
                </span>
                <span>
                  {common('measured.uptime', { value: formatUptime(bot.measured.uptime) })}
                </span>
                <MeasuredMark />
              </>
            )}
          </>
        )}
      </div>
    </RouterLink>
  );
});

export const BotCardSkeleton = memo(function BotCardSkeleton() {
  return (
    <div className="bd-card-skeleton" aria-hidden>
      <div className="bd-card-skeleton-body">
        <div className="bd-card-skeleton-head">
          <span className="bd-skeleton bd-rounded" style={{ width: 48, height: 48 }} />
          <span className="bd-skeleton bd-text" style={{ flexGrow: 1, fontSize: '1rem' }} />
        </div>
        <div style={{ flexGrow: 1 }}>
          <span className="bd-skeleton bd-text" />
          <span className="bd-skeleton bd-text" style={{ width: '70%' }} />
        </div>
        <div className="bd-card-tags">
          <span className="bd-skeleton bd-rounded" style={{ width: 64, height: 24 }} />
          <span className="bd-skeleton bd-rounded" style={{ width: 52, height: 24 }} />
        </div>
        <span className="bd-skeleton bd-text" style={{ width: 96, fontSize: '0.75rem' }} />
      </div>
    </div>
  );
});
