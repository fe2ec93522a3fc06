// A bot's runtime status as a chip; transitional states spin. It may link to what explains it.
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink } from 'react-router-dom';
import type { To } from 'react-router-dom';
import { useTranslation } from '../lib/useTranslation';
import type { BotStatus } from '../api/schemas';

const colours = {
  online: 'success',
  offline: 'default',
  starting: 'info',
  stopping: 'warning',
  error: 'error',
  unknown: 'default',
} as const satisfies Record<BotStatus, string>;

interface Props {
  status: BotStatus;
  /** Makes the chip a link, e.g. from an error to the log that explains it. */
  link?: { to: To; label: string };
}

export function StatusChip({ status, link }: Props) {
  const { t } = useTranslation();
  const busy = status === 'starting' || status === 'stopping';
  const linked = link
    ? {
        component: RouterLink,
        to: link.to,
        clickable: true,
        'aria-label': `${t(`botStatus.${status}`)}: ${link.label}`,
        title: link.label,
      }
    : {};
  return (
    <Chip
      {...linked}
      size="small"
      color={colours[status]}
      variant={status === 'offline' || status === 'unknown' ? 'outlined' : 'filled'}
      label={t(`botStatus.${status}`)}
      icon={busy ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
      data-status={status}
    />
  );
}
