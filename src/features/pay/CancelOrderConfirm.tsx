// "Cancel the Pro yearly order?", asked over the checkout dialog (PayPage draws it beside that one)
// before an order is cancelled. It names the order by its plan, price, period and method; Keep order
// and Escape send nothing. A refusal shows here, where the user asked, with the question still up
// to try again or keep the order.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureMessage } from '../../components/FailureMessage';
import { useTranslation } from '../../lib/useTranslation';
import { formatYuan } from './format';
import { orderPlanName } from './orderPlanName';
import { cancelKept, cancelRequest, selectCheckout, selectPlans } from './paySlice';

export function CancelOrderConfirm() {
  const { t, i18n } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const { order, open, confirmingCancel, cancelling, cancelError } = useAppSelector(selectCheckout);
  const plans = useAppSelector(selectPlans);
  if (!order) return null;
  // The order names its plan; the plan on offer says its period (absent if the plans didn't load).
  const period = plans.data?.find((plan) => plan.id === order.planId)?.period;
  const amount = formatYuan(order.amount);
  const price = period
    ? t('cancelConfirm.price', { amount, period: t(`plans.period.${period}`) })
    : amount;
  return (
    <ConfirmDialog
      open={open && confirmingCancel && order.status === 'pending'}
      title={t('cancelConfirm.title', {
        plan: orderPlanName(order, plans.data, i18n.language),
      })}
      body={t('cancelConfirm.body', { price, method: t(`method.${order.method}`) })}
      confirmLabel={t('cancelConfirm.confirm')}
      cancelLabel={t('cancelConfirm.keep')}
      danger
      pending={cancelling}
      // A second press while one is on the wire: the button waits, and the saga takes the first.
      onConfirm={() => dispatch(cancelRequest({ id: order.id }))}
      onClose={() => dispatch(cancelKept())}
    >
      {cancelError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>{t('dialog.cancelFailedTitle')}</AlertTitle>
          <FailureMessage failure={cancelError} />
        </Alert>
      )}
    </ConfirmDialog>
  );
}
