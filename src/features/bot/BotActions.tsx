// What a visitor can do from a bot's page: invite it, open its website or support (each in a new
// tab, and only for an http(s) address), and for its owner, edit or configure it. Links drawn as
// MUI's Buttons by the shared stylesheet (`.bd-action`, commonStyles.ts), with Material's icons as
// bare paths.
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../kernel/hooks';
import { paths } from '../../kernel/paths';
import type { BotProfile } from '../../api/schemas';
import { PathIcon } from '../../components/PathIcon';
import { USER_LINK_REL } from '../../lib/userLinks';
import { useTranslation } from '../../lib/useTranslation';
import { botEvent } from './botSlice';
import { httpUrl } from './externalUrl';

// Material's AddLink, Language, SupportAgent (its two eyes as arcs, one path each, as its circles
// are drawn), EditOutlined and SettingsOutlined.
const ADD_LINK =
  'M8 11h8v2H8zm12.1 1H22c0-2.76-2.24-5-5-5h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M19 12h-2v3h-3v2h3v3h2v-3h3v-2h-3z';
const LANGUAGE =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2m6.93 6h-2.95c-.32-1.25-.78-2.45-1.38-3.56 1.84.63 3.37 1.91 4.33 3.56M12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96M4.26 14C4.1 13.36 4 12.69 4 12s.1-1.36.26-2h3.38c-.08.66-.14 1.32-.14 2s.06 1.34.14 2zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56-1.84-.63-3.37-1.9-4.33-3.56m2.95-8H5.08c.96-1.66 2.49-2.93 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8M12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96M14.34 14H9.66c-.09-.66-.16-1.32-.16-2s.07-1.35.16-2h4.68c.09.65.16 1.32.16 2s-.07 1.34-.16 2m.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95c-.96 1.65-2.49 2.93-4.33 3.56M16.36 14c.08-.66.14-1.32.14-2s-.06-1.34-.14-2h3.38c.16.64.26 1.31.26 2s-.1 1.36-.26 2z';
const SUPPORT_AGENT = [
  'M21 12.22C21 6.73 16.74 3 12 3c-4.69 0-9 3.65-9 9.28-.6.34-1 .98-1 1.72v2c0 1.1.9 2 2 2h1v-6.1c0-3.87 3.13-7 7-7s7 3.13 7 7V19h-8v2h8c1.1 0 2-.9 2-2v-1.22c.59-.31 1-.92 1-1.64v-2.3c0-.7-.41-1.31-1-1.62',
  'M9 12a1 1 0 1 0 0 2a1 1 0 1 0 0-2',
  'M15 12a1 1 0 1 0 0 2a1 1 0 1 0 0-2',
  'M18 11.03C17.52 8.18 15.04 6 12.05 6c-3.03 0-6.29 2.51-6.03 6.45 2.47-1.01 4.33-3.21 4.86-5.89 1.31 2.63 4 4.44 7.12 4.47',
];
const EDIT_OUTLINED =
  'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z';
const SETTINGS_OUTLINED =
  'M19.43 12.98c.04-.32.07-.64.07-.98s-.03-.66-.07-.98l2.11-1.65c.19-.15.24-.42.12-.64l-2-3.46c-.09-.16-.26-.25-.44-.25-.06 0-.12.01-.17.03l-2.49 1c-.52-.4-1.08-.73-1.69-.98l-.38-2.65C14.46 2.18 14.25 2 14 2h-4c-.25 0-.46.18-.49.42l-.38 2.65c-.61.25-1.17.59-1.69.98l-2.49-1q-.09-.03-.18-.03c-.17 0-.34.09-.43.25l-2 3.46c-.13.22-.07.49.12.64l2.11 1.65c-.04.32-.07.65-.07.98s.03.66.07.98l-2.11 1.65c-.19.15-.24.42-.12.64l2 3.46c.09.16.26.25.44.25.06 0 .12-.01.17-.03l2.49-1c.52.4 1.08.73 1.69.98l.38 2.65c.03.24.24.42.49.42h4c.25 0 .46-.18.49-.42l.38-2.65c.61-.25 1.17-.59 1.69-.98l2.49 1q.09.03.18.03c.17 0 .34-.09.43-.25l2-3.46c.12-.22.07-.49-.12-.64zm-1.98-1.71c.04.31.05.52.05.73s-.02.43-.05.73l-.14 1.13.89.7 1.08.84-.7 1.21-1.27-.51-1.04-.42-.9.68c-.43.32-.84.56-1.25.73l-1.06.43-.16 1.13-.2 1.35h-1.4l-.19-1.35-.16-1.13-1.06-.43c-.43-.18-.83-.41-1.23-.71l-.91-.7-1.06.43-1.27.51-.7-1.21 1.08-.84.89-.7-.14-1.13c-.03-.31-.05-.54-.05-.74s.02-.43.05-.73l.14-1.13-.89-.7-1.08-.84.7-1.21 1.27.51 1.04.42.9-.68c.43-.32.84-.56 1.25-.73l1.06-.43.16-1.13.2-1.35h1.39l.19 1.35.16 1.13 1.06.43c.43.18.83.41 1.23.71l.91.7 1.06-.43 1.27-.51.7 1.21-1.07.85-.89.7zM12 8c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 6c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2';

/** A button's icon before its label. */
const icon = (d: string | string[]) => (
  <span className="bd-action-icon">
    <PathIcon className="bd-icon" d={d} />
  </span>
);

export function BotActions({ bot, isOwner }: { bot: BotProfile; isOwner: boolean }) {
  const { t } = useTranslation('bot');
  const dispatch = useAppDispatch();
  const external = [
    {
      href: httpUrl(bot.inviteUrl),
      icon: icon(ADD_LINK),
      label: 'actions.invite',
      primary: true,
      // Counted for the owner's analytics (docs/product.md §8.5).
      onClick: () => dispatch(botEvent({ id: bot.id, type: 'invite' })),
    },
    {
      href: httpUrl(bot.website),
      icon: icon(LANGUAGE),
      label: 'actions.website',
      primary: false,
      onClick: undefined,
    },
    {
      href: httpUrl(bot.supportUrl),
      icon: icon(SUPPORT_AGENT),
      label: 'actions.support',
      primary: false,
      onClick: undefined,
    },
  ];
  const owner = [
    { to: paths.editBot.to(bot.id), icon: icon(EDIT_OUTLINED), label: 'actions.edit' },
    {
      to: paths.botSettings.to(bot.id),
      icon: icon(SETTINGS_OUTLINED),
      label: 'actions.configure',
    },
  ];

  return (
    <div role="group" aria-label={t('actions.label')} className="bd-bot-actions">
      {external.map(
        ({ href, icon, label, primary, onClick }) =>
          href && (
            <a
              key={label}
              href={href}
              target="_blank"
              rel={USER_LINK_REL}
              className={primary ? 'bd-action bd-primary' : 'bd-action'}
              onClick={onClick}
            >
              {icon}
              {t(label)}
              <span className="bd-sr-only"> {t('newTab')}</span>
            </a>
          ),
      )}
      {isOwner &&
        owner.map(({ to, icon, label }) => (
          <RouterLink key={label} to={to} className="bd-action">
            {icon}
            {t(label)}
          </RouterLink>
        ))}
    </div>
  );
}
