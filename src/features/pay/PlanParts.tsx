// What the plan cards share: a plan's price with its period, its feature list, and the button that
// orders it. The button that was pressed keeps focus while its order is made.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { PayMethod, Plan } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { useTranslation } from '../../lib/useTranslation';
import { formatYuan } from './format';
import { createRequest, selectCheckout } from './paySlice';

export function Price({ plan, size = 'large' }: { plan: Plan; size?: 'large' | 'small' }) {
  const { t } = useTranslation('pay');
  return (
    <Typography component="p">
      <Box component="span" sx={{ typography: size === 'large' ? 'h4' : 'h6', fontWeight: 700 }}>
        {formatYuan(plan.price)}
      </Box>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t(`plans.period.${plan.period}`)}
      </Box>
    </Typography>
  );
}

export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <List dense disablePadding sx={{ mt: 1 }}>
      {features.map((feature) => (
        <ListItem key={feature} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckIcon fontSize="small" color="success" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={feature} />
        </ListItem>
      ))}
    </List>
  );
}

interface OrderButtonProps {
  plan: Plan;
  method: PayMethod;
  label: string;
  variant: 'contained' | 'outlined';
  fullWidth?: boolean;
}

/** Orders `plan` with `method`; every such button is locked while one order is being made. */
export function OrderButton({ plan, method, label, variant, fullWidth = false }: OrderButtonProps) {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const { creating } = useAppSelector(selectCheckout);
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      // The pressed button keeps focus while its order is made (a disabled one would drop it to
      // <body>), so the checkout dialog hands focus back to it on close.
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
      {creating === plan.id ? t('plans.paying') : label}
    </Button>
  );
}
