// An order's status as a chip; "superseded" is a pending order the user no longer needs to pay
// (planTiers.isSuperseded), worked out on the page rather than told by the provider.
import Chip from '@mui/material/Chip';
import { useTranslation } from '../../lib/useTranslation';
import type { Order } from '../../api/schemas';

type ShownStatus = Order['status'] | 'superseded';

// Pending is primary rather than warning: white on MUI's light warning orange is ~3:1, too faint
// for chip-sized text.
const colours = {
  pending: 'primary',
  paid: 'success',
  expired: 'default',
  cancelled: 'default',
  superseded: 'default',
  unknown: 'default',
} as const satisfies Record<ShownStatus, string>;

export function OrderStatusChip({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('pay');
  return (
    <Chip
      size="small"
      color={colours[status]}
      variant={status === 'paid' || status === 'pending' ? 'filled' : 'outlined'}
      label={t(`status.${status}`)}
      data-status={status}
    />
  );
}
