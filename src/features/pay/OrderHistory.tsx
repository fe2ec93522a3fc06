// The user's orders, newest first, a page at a time; a pending order can be paid from here, unless
// a later payment for the plan superseded it (planTiers.isSuperseded).
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import type { Order } from '../../api/schemas';
import { formatDateTime } from '../../lib/formatDate';
import { formatYuan } from './format';
import { OrderStatusChip } from './OrderStatusChip';
import { orderOpened, ordersRequest, selectOrders } from './paySlice';
import { useOrderPlanName } from './orderPlanName';
import { isSuperseded } from './planTiers';
import { selectUser } from '../session';

/**
 * A phone gets three columns: the date goes under the plan's name, where it takes no width of its
 * own and the name keeps whole words; the method is left out.
 */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', sm: 'none' } } as const;
/** The columns the skeleton rows leave out on a phone, as the table does. */
const WIDE_ONLY_CELLS = new Set([0, 3]);

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <TableRow key={row} data-testid="order-skeleton">
          {[0, 1, 2, 3, 4].map((cell) => (
            <TableCell key={cell} sx={WIDE_ONLY_CELLS.has(cell) ? wideOnly : undefined}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** The order's status, and Pay now for one still to be paid. */
function OrderStatusCell({ order, superseded }: { order: Order; superseded: boolean }) {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <OrderStatusChip status={superseded ? 'superseded' : order.status} />
      {superseded && (
        <Typography variant="caption" color="textSecondary">
          {t('history.supersededNote')}
        </Typography>
      )}
      {order.status === 'pending' && !superseded && (
        <Button size="small" onClick={() => dispatch(orderOpened(order))}>
          {t('history.continue')}
        </Button>
      )}
    </Stack>
  );
}

export function OrderHistory() {
  const { t, i18n } = useTranslation('pay');
  const planName = useOrderPlanName();
  const dispatch = useAppDispatch();
  const { page, data, pending: loading, error } = useAppSelector(selectOrders);
  const user = useAppSelector(selectUser);
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;

  let body;
  if (error) {
    body = (
      <InlineError
        title={t('history.loadFailed')}
        failure={error}
        onRetry={() => dispatch(ordersRequest({ page }))}
      />
    );
  } else if (data && data.total === 0) {
    body = (
      <EmptyState
        icon={<ReceiptLongOutlinedIcon color="action" fontSize="large" aria-hidden />}
        title={t('history.empty')}
        description={t('history.emptyDescription')}
      />
    );
  } else {
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table
          size="small"
          aria-labelledby="order-history-heading"
          aria-busy={loading}
          sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={wideOnly}>{t('history.date')}</TableCell>
              <TableCell>{t('history.plan')}</TableCell>
              <TableCell align="right">{t('history.amount')}</TableCell>
              <TableCell sx={wideOnly}>{t('history.method')}</TableCell>
              <TableCell>{t('history.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!data ? (
              <SkeletonRows />
            ) : (
              data.items.map((order) => (
                <TableRow key={order.id}>
                  <TableCell sx={wideOnly}>
                    {formatDateTime(order.createdAt, i18n.language)}
                  </TableCell>
                  {/* A plan's name the provider made one long word wraps, never widening the page. */}
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {planName(order)}
                    <Typography
                      component="span"
                      variant="body2"
                      color="textSecondary"
                      sx={narrowOnly}
                    >
                      {formatDateTime(order.createdAt, i18n.language)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatYuan(order.amount)}
                  </TableCell>
                  <TableCell sx={wideOnly}>{t(`method.${order.method}`)}</TableCell>
                  <TableCell>
                    <OrderStatusCell
                      order={order}
                      superseded={isSuperseded(order, data.items, user)}
                    />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Stack component="section" spacing={2} aria-labelledby="order-history-heading">
      <Typography id="order-history-heading" variant="h5" component="h2">
        {t('history.heading')}
      </Typography>
      {body}
      {!error && pages > 1 && (
        <Pagination
          sx={{ alignSelf: 'center' }}
          count={pages}
          page={page}
          disabled={loading}
          onChange={(_event, next) => dispatch(ordersRequest({ page: next }))}
          aria-label={t('history.pages')}
          getItemAriaLabel={(type, item, selected) => {
            if (type === 'page') {
              return selected
                ? t('history.currentPage', { page: item })
                : t('history.page', { page: item });
            }
            return t(`history.${type}`);
          }}
        />
      )}
    </Stack>
  );
}
