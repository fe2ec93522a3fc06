// A bot's runtime status as a chip; transitional states spin.
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../lib/useTranslation';
import type { BotStatus } from '../api/schemas';

const colours = {
  online: 'success',
  offline: 'default',
  starting: 'info',
  stopping: 'warning',
  error: 'error',
} as const satisfies Record<BotStatus, string>;

export function StatusChip({ status }: { status: BotStatus }) {
  const { t } = useTranslation();
  const busy = status === 'starting' || status === 'stopping';
  return (
    <Chip
      size="small"
      color={colours[status]}
      variant={status === 'offline' ? 'outlined' : 'filled'}
      label={t(`botStatus.${status}`)}
      icon={busy ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
      data-status={status}
    />
  );
}
