// The user's plan as it stands: its name, until when, and how many bots it allows.
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../kernel/hooks';
import { formatDate } from '../../lib/formatDate';
import { localName } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';
import { selectUser } from '../session';

export function CurrentPlan() {
  const { t, i18n } = useTranslation('pay');
  const user = useAppSelector(selectUser);
  const plan = user ? localName(user.plan, i18n.language) : '';
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
                  plan,
                  date: formatDate(user.plan.expiresAt, i18n.language),
                })
              : t('current.noExpiry', { plan })}
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
