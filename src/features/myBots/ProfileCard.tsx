// Who is signed in, their plan and how many of its bots they use, with the way to a bigger plan.
import { paths } from '../../kernel/paths';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../api/schemas';
import { BotAvatar } from '../../components/BotAvatar';
import { formatDate } from '../../lib/formatDate';
import { localName } from '../../lib/localized';

interface Props {
  user: User;
  /** null while the bots load. */
  botCount: number | null;
  /** The id of the line that says why no more bots can be added (New bot points to it). */
  reasonId: string;
}

export function ProfileCard({ user, botCount, reasonId }: Props) {
  const { t, i18n } = useTranslation('home');
  const { plan } = user;
  const planName = localName(plan, i18n.language);
  const planLabel = plan.expiresAt
    ? t('profile.planUntil', { plan: planName, date: formatDate(plan.expiresAt, i18n.language) })
    : t('profile.plan', { plan: planName });
  const overLimit = botCount !== null && botCount > plan.botLimit;
  const atLimit = botCount !== null && botCount === plan.botLimit;

  return (
    <Card component="section" variant="outlined" aria-label={t('profile.title')}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <BotAvatar name={user.username} src={user.avatar} size={64} />
          {/* Stretched in the column a phone gets, not sized to its content: the plan chip's one
              line (the provider's plan name, cut with an ellipsis) would set that width. */}
          <Stack
            spacing={1}
            sx={{ flexGrow: 1, minWidth: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {user.username}
              <Typography component="span" variant="h6" color="textSecondary">
                #{user.identifyNum}
              </Typography>
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Chip
                size="small"
                label={planLabel}
                color={plan.id === 'pro' ? 'primary' : 'default'}
              />
              {botCount === null ? (
                <Skeleton width={96} data-testid="usage-skeleton" />
              ) : (
                <Typography
                  variant="body2"
                  color={overLimit ? 'text.primary' : 'text.secondary'}
                  sx={{ fontWeight: overLimit ? 600 : undefined, overflowWrap: 'anywhere' }}
                >
                  {overLimit
                    ? t('profile.overLimit', {
                        count: botCount,
                        plan: planName,
                        limit: plan.botLimit,
                      })
                    : t('profile.usage', { count: botCount, limit: plan.botLimit })}
                </Typography>
              )}
            </Stack>
            {(overLimit || atLimit) && (
              <Typography
                id={reasonId}
                variant="body2"
                color="textSecondary"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {overLimit
                  ? t('profile.overLimitHint')
                  : t('bots.limitReached', { plan: planName, count: plan.botLimit })}
              </Typography>
            )}
          </Stack>
          <Button
            component={RouterLink}
            to={paths.pay.to()}
            variant={plan.id === 'pro' ? 'outlined' : 'contained'}
            startIcon={<UpgradeIcon />}
            sx={{ flexShrink: 0 }}
          >
            {plan.id === 'pro' ? t('profile.managePlan') : t('profile.upgrade')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
