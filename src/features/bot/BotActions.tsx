// What a visitor can do from a bot's page: invite it, open its website or support (each in a new
// tab, and only for an http(s) address), and for its owner, edit or configure it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddLinkIcon from '@mui/icons-material/AddLink';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../kernel/hooks';
import { paths } from '../../kernel/paths';
import type { BotProfile } from '../../api/schemas';
import { srOnly } from '../../components/srOnly';
import { USER_LINK_REL } from '../../lib/userLinks';
import { useTranslation } from '../../lib/useTranslation';
import { botEvent } from './botSlice';
import { httpUrl } from './externalUrl';

export function BotActions({ bot, isOwner }: { bot: BotProfile; isOwner: boolean }) {
  const { t } = useTranslation('bot');
  const dispatch = useAppDispatch();
  const external = [
    {
      href: httpUrl(bot.inviteUrl),
      icon: <AddLinkIcon aria-hidden />,
      label: 'actions.invite',
      primary: true,
      // Counted for the owner's analytics (docs/product.md §8.5).
      onClick: () => dispatch(botEvent({ id: bot.id, type: 'invite' })),
    },
    {
      href: httpUrl(bot.website),
      icon: <LanguageIcon aria-hidden />,
      label: 'actions.website',
      primary: false,
      onClick: undefined,
    },
    {
      href: httpUrl(bot.supportUrl),
      icon: <SupportAgentIcon aria-hidden />,
      label: 'actions.support',
      primary: false,
      onClick: undefined,
    },
  ];
  const owner = [
    { to: paths.editBot.to(bot.id), icon: <EditOutlinedIcon aria-hidden />, label: 'actions.edit' },
    {
      to: paths.botSettings.to(bot.id),
      icon: <SettingsOutlinedIcon aria-hidden />,
      label: 'actions.configure',
    },
  ];

  return (
    <Box
      role="group"
      aria-label={t('actions.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {external.map(
        ({ href, icon, label, primary, onClick }) =>
          href && (
            <Button
              key={label}
              href={href}
              target="_blank"
              rel={USER_LINK_REL}
              variant={primary ? 'contained' : 'outlined'}
              startIcon={icon}
              onClick={onClick}
            >
              {t(label)}
              <Box component="span" sx={srOnly}>
                {' '}
                {t('newTab')}
              </Box>
            </Button>
          ),
      )}
      {isOwner &&
        owner.map(({ to, icon, label }) => (
          <Button key={label} component={RouterLink} to={to} variant="outlined" startIcon={icon}>
            {t(label)}
          </Button>
        ))}
    </Box>
  );
}
