// Runtime: the bot's status (with the transitional one while an action runs), its last error, and
// Start/Stop/Restart through the shared botRuntime saga.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import StopIcon from '@mui/icons-material/Stop';
import { useTranslation } from '../../lib/useTranslation';
import type { MyBot } from '../../api/schemas';
import { useAppSelector } from '../../kernel/hooks';
import { BotErrorText } from '../../components/BotErrorText';
import { StatusChip } from '../../components/StatusChip';
import { allowedActions, botActions, selectBotRuntime, useRuntimeAction } from '../botRuntime';
import { SectionCard } from '../../components/SectionCard';

const icons = {
  start: <PlayArrowIcon />,
  stop: <StopIcon />,
  restart: <RestartAltIcon />,
} as const;

export function RuntimeSection({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botSettings');
  const runtime = useAppSelector((state) => selectBotRuntime(state, bot.id));
  const status = runtime.status ?? bot.status;
  const can = allowedActions(status);
  const [run, confirmDialog] = useRuntimeAction({ id: bot.id, name: bot.name, status });
  const viewer = bot.role === 'viewer';

  return (
    <SectionCard id="runtime" title={t('runtime.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography color="textSecondary">{t('runtime.status')}</Typography>
        <StatusChip status={status} />
      </Box>
      {bot.lastError && (
        <Alert severity="error">
          <AlertTitle>{t('runtime.lastError')}</AlertTitle>
          <BotErrorText text={bot.lastError} cause={bot.lastErrorCause} />
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {botActions.map((action) => (
          <Button
            key={action}
            variant="outlined"
            startIcon={icons[action]}
            disabled={viewer || runtime.pending || !can[action]}
            aria-describedby={viewer ? 'runtime-viewer-note' : undefined}
            onClick={() => {
              run(action);
            }}
          >
            {t(`runtime.${action}`)}
          </Button>
        ))}
      </Stack>
      {viewer && (
        <Typography id="runtime-viewer-note" variant="body2" color="textSecondary">
          {t('role.runtimeNote')}
        </Typography>
      )}
      {confirmDialog}
    </SectionCard>
  );
}
