// The plans on offer as cards. The plan the user holds is named once, as one "Current plan" card
// offering each of its periods to extend by (HeldPlanCard); every other plan is a card of its own
// with its Pay button.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { PayMethod, Plan, User } from '../../api/schemas';
import { useAppSelector } from '../../kernel/hooks';
import { localPlan } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';
import { selectUser } from '../session';
import { HeldPlanCard } from './HeldPlanCard';
import { FeatureList, OrderButton, Price } from './PlanParts';
import { heldOffers, inUsersTier } from './planTiers';

function PlanCard({ plan, user, method }: { plan: Plan; user: User | null; method: PayMethod }) {
  const { t, i18n } = useTranslation('pay');
  const headingId = useId();
  const { name, features } = localPlan(plan, i18n.language);
  // Only a plan with no price can be the user's here: a paid one they hold is in HeldPlanCard.
  const mine = inUsersTier(plan.id, user);
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
          <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {mine && <Chip size="small" color="primary" label={t('plans.current')} />}
        </Stack>
        <Box sx={{ mt: 1 }}>
          <Price plan={plan} />
        </Box>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t('plans.botLimit', { count: plan.botLimit })}
        </Typography>
        <FeatureList features={features} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {plan.price === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t('plans.freeNote')}
          </Typography>
        ) : (
          <OrderButton
            plan={plan}
            method={method}
            label={t('plans.pay')}
            variant="contained"
            fullWidth
          />
        )}
      </CardActions>
    </Card>
  );
}

export function PlanGrid({ plans, method }: { plans: Plan[]; method: PayMethod }) {
  const user = useAppSelector(selectUser);
  const held = heldOffers(plans, user);
  const cards: ReactNode[] = [];
  for (const plan of plans) {
    if (!held.includes(plan)) {
      cards.push(<PlanCard key={plan.id} plan={plan} user={user} method={method} />);
    } else if (user && plan === held[0]) {
      // The held plan's card stands where its first offer would.
      cards.push(<HeldPlanCard key="held" offers={held} user={user} method={method} />);
    }
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          md: `repeat(${String(Math.min(cards.length, 3))}, minmax(0, 1fr))`,
        },
      }}
    >
      {cards}
    </Box>
  );
}
