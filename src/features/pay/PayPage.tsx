// Billing (docs/product.md §8.8): the current plan, the plans to buy with WeChat Pay or Alipay, the
// checkout dialog, and the order history.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import type { PayMethod } from '../../api/schemas';
import { payMethodSchema } from '../../api/schemas';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../kernel/sagas';
import { paySaga } from './paySaga';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/pay.json';
import zh from '../../locales/zh-CN/pay.json';
import { CancelOrderConfirm } from './CancelOrderConfirm';
import { CheckoutDialog } from './CheckoutDialog';
import { CurrentPlan } from './CurrentPlan';
import { OrderHistory } from './OrderHistory';
import { PlanOffers } from './PlanOffers';
import { pageLeft, pageOpened, selectCheckout } from './paySlice';
import { FailureMessage } from '../../components/FailureMessage';

registerTranslations('pay', { 'en-US': en, 'zh-CN': zh });
injectSaga(paySaga);

export default function PayPage() {
  const { t } = useTranslation('pay');
  useDocumentTitle(t('title'));
  const dispatch = useAppDispatch();
  const { createError, open } = useAppSelector(selectCheckout);
  const [method, setMethod] = useState<PayMethod>('wechat');

  useEffect(() => {
    dispatch(pageOpened());
    return () => {
      dispatch(pageLeft());
    };
  }, [dispatch]);

  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <CurrentPlan />
      <Stack component="section" spacing={2} aria-labelledby="plans-heading">
        <Typography id="plans-heading" variant="h5" component="h2">
          {t('plans.heading')}
        </Typography>
        <FormControl>
          <FormLabel id="pay-method">{t('method.label')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="pay-method"
            value={method}
            onChange={(event) => {
              const parsed = payMethodSchema.safeParse(event.target.value);
              if (parsed.success) setMethod(parsed.data);
            }}
          >
            {payMethodSchema.options.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`method.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {createError && !open && (
          <Alert severity="error">
            <AlertTitle>{t('create.failedTitle')}</AlertTitle>
            <FailureMessage failure={createError} />
          </Alert>
        )}
        <PlanOffers method={method} />
      </Stack>
      <OrderHistory />
      <CheckoutDialog />
      <CancelOrderConfirm />
    </Stack>
  );
}
