// One plan on offer (its price, bot limit and features) with its Pay or Extend button, and the grid
// of them. The button that was pressed keeps focus while its order is made.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useId } from 'react';
import type { PayMethod, Plan, User } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTranslation } from '../../lib/useTranslation';
import { selectUser } from '../session';
import { formatYuan } from './format';
import { createRequest, selectCheckout } from './paySlice';

/**
 * Whether a plan is the user's tier. The user's plan id is a tier (`free`, `pro`) while plan ids
 * name a tier and a period (`pro-month`), so both Pro plans count as the user's when on Pro.
 */
function isUsersPlan(plan: Plan, user: User | null): boolean {
  if (!user) return false;
  const tier = user.plan.id;
  return plan.id === tier || plan.id.startsWith(`${tier}-`);
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

export function PlanGrid({ plans, method }: { plans: Plan[]; method: PayMethod }) {
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
