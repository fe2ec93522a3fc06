// The plan the user holds, named once whatever period they bought it for: its name with a "Current
// plan" badge, until when, what it gives, and one "Extend by a month / a year" per period on offer.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PayMethod, Plan, User } from '../../api/schemas';
import { formatDate } from '../../lib/formatDate';
import { localName, localPlan } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';
import { FeatureList, OrderButton, Price } from './PlanParts';

interface Props {
  /** The paid plans of the user's tier, one per period; at least one. */
  offers: readonly Plan[];
  user: User;
  method: PayMethod;
}

export function HeldPlanCard({ offers: given, user, method }: Props) {
  const { t, i18n } = useTranslation('pay');
  const headingId = useId();
  // In the reader's language, so what the periods share is found among the words shown.
  const offers = given.map((offer) => localPlan(offer, i18n.language));
  // What every period gives is the plan's; what only one gives (a saving) goes with that period.
  const shared = [...new Set(offers.flatMap((offer) => offer.features))].filter((feature) =>
    offers.every((offer) => offer.features.includes(feature)),
  );
  const { expiresAt } = user.plan;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', borderColor: 'primary.main', borderWidth: 2 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {localName(user.plan, i18n.language)}
          </Typography>
          <Chip size="small" color="primary" label={t('plans.current')} />
        </Stack>
        {expiresAt && (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {t('plans.extendsFrom', { date: formatDate(expiresAt, i18n.language) })}
          </Typography>
        )}
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t('plans.botLimit', { count: user.plan.botLimit })}
        </Typography>
        <FeatureList features={shared} />
      </CardContent>
      <Stack divider={<Divider flexItem />} spacing={1.5} sx={{ px: 2, pb: 2 }}>
        {offers.map((offer) => {
          const extras = offer.features.filter((feature) => !shared.includes(feature));
          return (
            <Box
              key={offer.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Price plan={offer} size="small" />
                {extras.length > 0 && (
                  <Typography
                    variant="body2"
                    color="textSecondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {extras.join(' · ')}
                  </Typography>
                )}
              </Box>
              <OrderButton
                plan={offer}
                method={method}
                label={t(`plans.extendBy.${offer.period}`)}
                variant="outlined"
              />
            </Box>
          );
        })}
      </Stack>
    </Card>
  );
}
