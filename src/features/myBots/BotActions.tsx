// A bot's actions on Home: one primary button (Start or Stop, by status) and an overflow menu with
// the rest, Delete apart at the end. Fixed widths keep the rows aligned at every screen size.
import { paths } from '../../kernel/paths';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartIcon from '@mui/icons-material/RestartAlt';
import SettingsIcon from '@mui/icons-material/Settings';
import StopIcon from '@mui/icons-material/Stop';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import type { BotAction, BotRole, BotStatus } from '../../api/schemas';
import { allowedActions, primaryAction } from '../botRuntime';

interface Props {
  id: string;
  name: string;
  status: BotStatus;
  /** The user's role on it: a viewer cannot run or edit it, only the owner deletes it. */
  role: BotRole;
  /** An action on this bot is running: start, stop and restart wait for it. */
  busy: boolean;
  onAction: (action: BotAction) => void;
  /** Only for the owner's bots: Delete is theirs alone. */
  onDelete?: () => void;
}

// Wide enough for the longest label in either language, so every row's menu button lines up.
const PRIMARY_WIDTH = 96;

export function BotActions({ id, name, status, role, busy, onAction, onDelete }: Props) {
  const { t } = useTranslation('home');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const can = allowedActions(status);
  const viewer = role === 'viewer';
  const deletable = role === 'owner' && onDelete !== undefined;
  const primary = primaryAction(status);
  const close = () => {
    setAnchor(null);
  };

  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('bots.actionsFor', { name })}
      sx={{ alignItems: 'center', gap: 0.5 }}
    >
      <Button
        size="small"
        variant="outlined"
        startIcon={primary === 'stop' ? <StopIcon /> : <PlayArrowIcon />}
        disabled={viewer || busy || !can[primary]}
        onClick={() => {
          onAction(primary);
        }}
        sx={{ width: PRIMARY_WIDTH }}
      >
        {t(`actions.${primary}`)}
      </Button>
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
        {!viewer && (
          <MenuItem component={RouterLink} to={paths.editBot.to(id)} onClick={close}>
            <ListItemIcon>
              <EditIcon />
            </ListItemIcon>
            <ListItemText>{t('actions.edit')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={paths.botSettings.to(id)} onClick={close}>
          <ListItemIcon>
            <SettingsIcon />
          </ListItemIcon>
          <ListItemText>{t('actions.configure')}</ListItemText>
        </MenuItem>
        <MenuItem
          disabled={viewer || busy || !can.restart}
          onClick={() => {
            close();
            onAction('restart');
          }}
        >
          <ListItemIcon>
            <RestartIcon />
          </ListItemIcon>
          <ListItemText>{t('actions.restart')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.bot.to(id)} onClick={close}>
          <ListItemIcon>
            <VisibilityIcon />
          </ListItemIcon>
          <ListItemText>{t('actions.view')}</ListItemText>
        </MenuItem>
        {deletable && <Divider />}
        {deletable && (
          <MenuItem
            onClick={() => {
              close();
              onDelete();
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteIcon />
            </ListItemIcon>
            <ListItemText>{t('actions.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </Stack>
  );
}
