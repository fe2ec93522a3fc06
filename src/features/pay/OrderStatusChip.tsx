// An order's status as a chip.
import Chip from '@mui/material/Chip';
import { useTranslation } from '../../lib/useTranslation';
import type { OrderStatus } from '../../api/schemas';

// Pending is primary rather than warning: white on MUI's light warning orange is ~3:1, too faint
// for chip-sized text.
const colours = {
  pending: 'primary',
  paid: 'success',
  expired: 'default',
  cancelled: 'default',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusChip({ status }: { status: OrderStatus }) {
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
