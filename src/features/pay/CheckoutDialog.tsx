// The checkout dialog: the order's QR code, amount and countdown while the saga polls its status;
// an expired order offers a new one. Cancel order asks first (CancelOrderConfirm, beside it).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import type { Order } from '../../api/schemas';
import { formatCountdown, formatYuan } from './format';
import { useOrderPlanName } from './orderPlanName';
import { cancelAsked, createRequest, dialogClosed, selectCheckout } from './paySlice';
import { FailureMessage } from '../../components/FailureMessage';

function Countdown({ to }: { to: string }) {
  const { t } = useTranslation('pay');
  const deadline = Date.parse(to);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography color="textSecondary">
      {t('dialog.expiresIn')}{' '}
      <Box
        component="span"
        role="timer"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        {formatCountdown(deadline - now)}
      </Box>
    </Typography>
  );
}

function Summary({ order }: { order: Order }) {
  const { t } = useTranslation('pay');
  const planName = useOrderPlanName();
  const rows = [
    [t('dialog.plan'), planName(order)],
    [t('dialog.amount'), formatYuan(order.amount)],
    [t('dialog.method'), t(`method.${order.method}`)],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function CheckoutDialog() {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const { order, open, cancelling, checkFailed, creating, createError } =
    useAppSelector(selectCheckout);
  if (!order) return null;
  const expired = order.status === 'expired';
  // A method this client does not know (api/schemas.ts) cannot be asked for again.
  const method = order.method === 'unknown' ? null : order.method;
  const close = () => dispatch(dialogClosed());

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="checkout-title">
      <DialogTitle id="checkout-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Summary order={order} />
          {expired ? (
            <Alert severity="warning">
              <AlertTitle>{t('dialog.expiredTitle')}</AlertTitle>
              {t('dialog.expired')}
            </Alert>
          ) : (
            <>
              <Typography>{t('dialog.scan', { method: t(`method.${order.method}`) })}</Typography>
              <Box
                sx={{
                  alignSelf: 'center',
                  p: 1,
                  bgcolor: '#fff',
                  borderRadius: 1,
                  lineHeight: 0,
                }}
              >
                <QRCodeSVG
                  value={order.payUrl}
                  size={192}
                  marginSize={1}
                  bgColor="#ffffff"
                  fgColor="#000000"
                  title={t('dialog.qrLabel')}
                  role="img"
                  aria-label={t('dialog.qrLabel')}
                />
              </Box>
              <Link
                href={order.payUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ alignSelf: 'center', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {t('dialog.open')}
                <OpenInNewIcon fontSize="small" aria-hidden />
              </Link>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CircularProgress size={16} aria-hidden />
                <Typography role="status">
                  {checkFailed ? t('dialog.checkFailed') : t('dialog.waiting')}
                </Typography>
              </Stack>
              <Countdown to={order.expiresAt} />
            </>
          )}
          {expired && createError && (
            <Alert severity="error">
              <AlertTitle>{t('create.failedTitle')}</AlertTitle>
              <FailureMessage failure={createError} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {expired ? (
          method !== null && (
            <Button
              variant="contained"
              disabled={creating !== null}
              onClick={() => dispatch(createRequest({ planId: order.planId, method }))}
            >
              {creating ? t('plans.paying') : t('dialog.createNew')}
            </Button>
          )
        ) : (
          <Button color="error" disabled={cancelling} onClick={() => dispatch(cancelAsked())}>
            {cancelling ? t('dialog.cancelling') : t('dialog.cancel')}
          </Button>
        )}
        <Button onClick={close}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
