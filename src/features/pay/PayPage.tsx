// Billing (docs/product.md §8.8): the current plan, the plans to buy with WeChat Pay or Alipay, the
// checkout dialog, and the order history.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { PayMethod, Plan, User } from '../../api/schemas';
import { payMethodSchema } from '../../api/schemas';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../app/rootSaga';
import { paySaga } from './paySaga';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/pay.json';
import zh from '../../locales/zh-CN/pay.json';
import { selectUser } from '../session/sessionSlice';
import { CheckoutDialog } from './CheckoutDialog';
import { formatDate } from '../../lib/formatDate';
import { formatYuan } from './format';
import { OrderHistory } from './OrderHistory';
import {
  createRequest,
  pageLeft,
  pageOpened,
  plansRequest,
  selectCheckout,
  selectPlans,
} from './paySlice';

registerTranslations('pay', { 'en-US': en, 'zh-CN': zh });
injectSaga(paySaga);

/**
 * Whether a plan is the user's tier. The user's plan id is a tier (`free`, `pro`) while plan ids
 * name a tier and a period (`pro-month`), so both Pro plans count as the user's when on Pro.
 */
function isUsersPlan(plan: Plan, user: User | null): boolean {
  if (!user) return false;
  const tier = user.plan.id;
  return plan.id === tier || plan.id.startsWith(`${tier}-`);
}

function CurrentPlan() {
  const { t, i18n } = useTranslation('pay');
  const user = useAppSelector(selectUser);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="current-plan" sx={{ p: 2.5 }}>
      <Typography id="current-plan" variant="overline" component="h2" color="textSecondary">
        {t('current.heading')}
      </Typography>
      {user ? (
        <>
          <Typography variant="h5" component="p" data-testid="current-plan">
            {user.plan.expiresAt
              ? t('current.until', {
                  plan: user.plan.name,
                  date: formatDate(user.plan.expiresAt, i18n.language),
                })
              : t('current.noExpiry', { plan: user.plan.name })}
          </Typography>
          <Typography color="textSecondary">
            {t('current.botLimit', { count: user.plan.botLimit })}
          </Typography>
        </>
      ) : (
        <>
          <Skeleton variant="text" width={220} sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="text" width={180} />
        </>
      )}
    </Paper>
  );
}

function PlanCard({ plan, user, method }: { plan: Plan; user: User | null; method: PayMethod }) {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const { creating } = useAppSelector(selectCheckout);
  const headingId = useId();
  const mine = isUsersPlan(plan, user);
  const free = plan.price === 0;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: mine ? 'primary.main' : undefined,
        borderWidth: mine ? 2 : undefined,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h3">
            {plan.name}
          </Typography>
          {mine && <Chip size="small" color="primary" label={t('plans.current')} />}
        </Stack>
        <Typography sx={{ mt: 1 }}>
          <Box component="span" sx={{ typography: 'h4', fontWeight: 700 }}>
            {formatYuan(plan.price)}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t(`plans.period.${plan.period}`)}
          </Box>
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t('plans.botLimit', { count: plan.botLimit })}
        </Typography>
        <List dense disablePadding sx={{ mt: 1 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="success" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {free ? (
          <Typography variant="body2" color="textSecondary">
            {t('plans.freeNote')}
          </Typography>
        ) : (
          <Button
            variant={mine ? 'outlined' : 'contained'}
            fullWidth
            // The pressed button keeps focus while its order is made (a disabled one would drop
            // it to <body>), so the checkout dialog hands focus back to it on close.
            disabled={creating !== null && creating !== plan.id}
            aria-disabled={creating === plan.id ? true : undefined}
            startIcon={
              creating === plan.id ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : undefined
            }
            onClick={() => {
              if (creating === null) dispatch(createRequest({ planId: plan.id, method }));
            }}
          >
            {creating === plan.id ? t('plans.paying') : mine ? t('plans.extend') : t('plans.pay')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function PlanGrid({ plans, method }: { plans: Plan[]; method: PayMethod }) {
  const user = useAppSelector(selectUser);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          md: `repeat(${String(Math.min(plans.length, 3))}, minmax(0, 1fr))`,
        },
      }}
    >
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} user={user} method={method} />
      ))}
    </Box>
  );
}

export default function PayPage() {
  const { t } = useTranslation('pay');
  useDocumentTitle(t('title'));
  const dispatch = useAppDispatch();
  const plans = useAppSelector(selectPlans);
  const { createError, open } = useAppSelector(selectCheckout);
  const [method, setMethod] = useState<PayMethod>('wechat');

  useEffect(() => {
    dispatch(pageOpened());
    return () => {
      dispatch(pageLeft());
    };
  }, [dispatch]);

  let planSection;
  if (plans.error) {
    planSection = (
      <InlineError
        title={t('plans.loadFailed')}
        message={plans.error.message}
        onRetry={() => dispatch(plansRequest())}
      />
    );
  } else if (!plans.items) {
    planSection = (
      <Box
        data-testid="plans-loading"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {[0, 1, 2].map((slot) => (
          <Skeleton key={slot} variant="rounded" height={280} />
        ))}
      </Box>
    );
  } else if (plans.items.length === 0) {
    planSection = <EmptyState title={t('plans.empty')} description={t('plans.emptyDescription')} />;
  } else {
    planSection = <PlanGrid plans={plans.items} method={method} />;
  }

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
            {createError.message}
          </Alert>
        )}
        {planSection}
      </Stack>
      <OrderHistory />
      <CheckoutDialog />
    </Stack>
  );
}
