// A bot's actions on Home: one primary button (Start or Stop, by status) and an overflow menu with
// the rest, Delete apart at the end. Fixed widths keep the rows aligned at every screen size.
import { paths } from '../../kernel/paths';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartIcon from '@mui/icons-material/RestartAlt';
import SettingsIcon from '@mui/icons-material/Settings';
import StopIcon from '@mui/icons-material/Stop';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from '../../lib/useTranslation';
import type { BotAction, BotRole, BotStatus } from '../../api/schemas';
import { allowedActions, primaryAction } from '../botRuntime';
import { ActionMenu } from '../../components/ActionMenu';

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
  const can = allowedActions(status);
  const viewer = role === 'viewer';
  const deletable = role === 'owner' && onDelete !== undefined;
  const primary = primaryAction(status);

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
      <ActionMenu
        label={t('bots.moreActions', { name })}
        items={[
          ...(viewer
            ? []
            : [
                {
                  key: 'edit',
                  label: t('actions.edit'),
                  icon: <EditIcon />,
                  to: paths.editBot.to(id),
                },
              ]),
          {
            key: 'configure',
            label: t('actions.configure'),
            icon: <SettingsIcon />,
            to: paths.botSettings.to(id),
          },
          {
            key: 'restart',
            label: t('actions.restart'),
            icon: <RestartIcon />,
            disabled: viewer || busy || !can.restart,
            onSelect: () => {
              onAction('restart');
            },
          },
          { key: 'view', label: t('actions.view'), icon: <VisibilityIcon />, to: paths.bot.to(id) },
          ...(deletable
            ? [
                {
                  key: 'delete',
                  label: t('actions.delete'),
                  icon: <DeleteIcon />,
                  danger: true,
                  onSelect: onDelete,
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
