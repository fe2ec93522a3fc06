// Who the bot is: its avatar, name and whether it is online (to its owner, its status as Home shows
// it), its summary, what Botdeck measured of it (servers, uptime, reconnects, event rate), owner and
// last update, its tags, and what can be done with it. Plain elements drawn by the bot page's
// stylesheet (botPageStyles.ts); the owner's status chip is MUI's, loaded for the owner alone.
import { Suspense, lazy } from 'react';
import type { BotProfile, BotStatus } from '../../api/schemas';
import { BotAvatar } from '../../components/BotAvatar';
import { MeasuredMark } from '../../components/MeasuredMark';
import { PathIcon } from '../../components/PathIcon';
import { DNS_OUTLINED } from '../../components/iconPaths';
import { OnlineLight } from '../../components/OnlineLight';
import { formatCount } from '../../lib/formatCount';
import { formatDate } from '../../lib/formatDate';
import { formatUptime } from '../../lib/formatUptime';
import { shownListing } from '../../lib/listing';
import { useTranslation } from '../../lib/useTranslation';
import { BotActions } from './BotActions';
import { BotTags } from './BotTags';

// The owner's alone: a visitor never downloads MUI's Chip for it.
const StatusChip = lazy(() =>
  import(/* webpackChunkName: "status-chip" */ '../../components/StatusChip').then((module) => ({
    default: module.StatusChip,
  })),
);

function OnlineChip({ online }: { online: boolean }) {
  const { t } = useTranslation('bot');
  return (
    <span className={online ? 'bd-small-chip bd-success' : 'bd-small-chip'}>
      <OnlineLight online={online} size={8} className="bd-bot-online-light" />
      <span className="bd-small-chip-label">{online ? t('online') : t('offline')}</span>
    </span>
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
    <div className="bd-bot-facts">
      {measured === null ? (
        <p className="bd-bot-fact">{common('measured.none')}</p>
      ) : (
        <p className="bd-bot-fact bd-row">
          <PathIcon className="bd-icon bd-icon-small" d={DNS_OUTLINED} />
          {t('servers', { count: bot.serverCount, formatted: servers })}
        </p>
      )}
      {/* A provider that measures nothing (no `measured`): the count alone, no figures. */}
      {measured && (
        <p className="bd-bot-fact bd-row bd-figures">
          <MeasuredMark fontSize="small" />
          <span>{common('measured.uptime', { value: formatUptime(measured.uptime) })}</span>
          <span aria-hidden>·</span>
          <span>{t('measured.reconnects', { count: measured.reconnects })}</span>
          <span aria-hidden>·</span>
          <span>{t('measured.events', { value: eventRate(measured.eventsPerMinute) })}</span>
        </p>
      )}
      <div className="bd-bot-owner">
        <p className="bd-bot-fact">{t('owner')}</p>
        <BotAvatar name={bot.owner.username} src={bot.owner.avatar} size={24} />
        <p className="bd-bot-fact bd-bot-owner-name">{bot.owner.username}</p>
      </div>
      <p className="bd-bot-fact">{t('updated', { date: updated })}</p>
    </div>
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
    <header className="bd-bot-header">
      <div className="bd-bot-head">
        <div className="bd-bot-avatar-wide">
          <BotAvatar name={shown.name} src={bot.avatar} size={96} />
        </div>
        <div className="bd-bot-avatar-narrow">
          <BotAvatar name={shown.name} src={bot.avatar} size={64} />
        </div>
        <div className="bd-bot-identity">
          <div className="bd-bot-title">
            <h1 className="bd-bot-name" lang={shown.lang}>
              {shown.name}
            </h1>
            {status ? (
              // Online or not, until the status chip's code has come.
              <Suspense fallback={<OnlineChip online={bot.online} />}>
                <StatusChip status={status} />
              </Suspense>
            ) : (
              <OnlineChip online={bot.online} />
            )}
          </div>
          <p className="bd-bot-summary" lang={shown.lang}>
            {shown.summary}
          </p>
          <BotFacts bot={bot} />
          <BotTags tags={bot.tags} />
        </div>
      </div>
      <BotActions bot={bot} isOwner={isOwner} />
    </header>
  );
}
