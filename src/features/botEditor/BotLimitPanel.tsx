// In the new-bot form's place when the user already has as many bots as their plan allows
// (docs/product.md §8.6): the limit and the count, Upgrade (on Free), and the way back.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { planBotLimits } from '../../api/constants';
import type { User } from '../../api/schemas';
import { paths } from '../../kernel/paths';
import { localName } from '../../lib/localized';
import { useTranslation } from '../../lib/useTranslation';

interface Props {
  plan: User['plan'];
  count: number;
}

export function BotLimitPanel({ plan, count }: Props) {
  const { t, i18n } = useTranslation('botEditor');
  const canUpgrade = plan.id === 'free';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="bot-limit-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2" id="bot-limit-title">
          {t('limit.title')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('limit.message', {
            plan: localName(plan, i18n.language),
            count: plan.botLimit,
            have: count,
          })}
        </Typography>
        <Typography color="textSecondary">
          {canUpgrade ? t('limit.upgradeHint', { pro: planBotLimits.pro }) : t('limit.deleteHint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          {canUpgrade && (
            <Button component={RouterLink} to={paths.pay.to()} variant="contained">
              {t('limit.upgrade')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={paths.home.to()}
            variant={canUpgrade ? 'text' : 'contained'}
          >
            {t('backToBots')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
