// A bot's actions on Home: buttons on wide screens, one overflow menu on narrow ones.
import { paths } from '../../app/paths';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartIcon from '@mui/icons-material/RestartAlt';
import SettingsIcon from '@mui/icons-material/Settings';
import StopIcon from '@mui/icons-material/Stop';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import type { BotAction, BotStatus } from '../../api/schemas';

interface Props {
  id: string;
  name: string;
  status: BotStatus;
  /** An action on this bot is running: start, stop and restart wait for it. */
  busy: boolean;
  onAction: (action: BotAction) => void;
  onDelete: () => void;
}

interface Item {
  key: string;
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  danger?: boolean;
}

export function BotActions({ id, name, status, busy, onAction, onDelete }: Props) {
  const { t } = useTranslation('home');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const running = status === 'online' || status === 'starting';
  const power: BotAction = running ? 'stop' : 'start';
  const items: Item[] = [
    { key: 'view', label: t('actions.view'), icon: <VisibilityIcon />, to: paths.bot.to(id) },
    { key: 'edit', label: t('actions.edit'), icon: <EditIcon />, to: paths.editBot.to(id) },
    {
      key: 'configure',
      label: t('actions.configure'),
      icon: <SettingsIcon />,
      to: paths.botSettings.to(id),
    },
    {
      key: power,
      label: t(`actions.${power}`),
      icon: running ? <StopIcon /> : <PlayArrowIcon />,
      onClick: () => {
        onAction(power);
      },
      disabled: busy,
    },
    {
      key: 'restart',
      label: t('actions.restart'),
      icon: <RestartIcon />,
      onClick: () => {
        onAction('restart');
      },
      disabled: busy,
    },
    {
      key: 'delete',
      label: t('actions.delete'),
      icon: <DeleteIcon />,
      onClick: onDelete,
      danger: true,
    },
  ];

  if (narrow) {
    const close = () => {
      setAnchor(null);
    };
    return (
      <>
        <IconButton
          aria-label={t('bots.moreActions', { name })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          <MoreVertIcon />
        </IconButton>
        {/* In place rather than portalled to <body>, so the open menu stays inside <main>: content
            outside every landmark is lost to landmark navigation (axe region). */}
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} disablePortal>
          {items.map((item) => (
            <MenuItem
              key={item.key}
              disabled={item.disabled}
              {...(item.to ? { component: RouterLink, to: item.to } : {})}
              onClick={() => {
                close();
                item.onClick?.();
              }}
              sx={item.danger ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={item.danger ? { color: 'inherit' } : undefined}>
                {item.icon}
              </ListItemIcon>
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('bots.actionsFor', { name })}
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}
    >
      {items.map((item) =>
        item.to ? (
          <Button key={item.key} size="small" component={RouterLink} to={item.to}>
            {item.label}
          </Button>
        ) : (
          <Button
            key={item.key}
            size="small"
            color={item.danger ? 'error' : 'primary'}
            startIcon={item.icon}
            disabled={item.disabled}
            onClick={item.onClick}
          >
            {item.label}
          </Button>
        ),
      )}
    </Stack>
  );
}
