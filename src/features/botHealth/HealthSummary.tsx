// The bot's health now, as the Health tab opens with it: the state with its sentence (read out when
// a refresh changes it), then the checks behind it as chips.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { HealthCheckStatus, HealthState } from '../../api/healthKinds';
import type { BotHealth } from '../../api/schemas';
import { useTranslation } from '../../lib/useTranslation';

const stateSeverity = {
  healthy: 'success',
  degraded: 'warning',
  down: 'error',
  unknown: 'info',
} as const satisfies Record<HealthState, string>;

const checkColour = {
  ok: 'success',
  warning: 'warning',
  failing: 'error',
  unknown: 'default',
} as const satisfies Record<HealthCheckStatus, string>;

export function HealthSummary({ health }: { health: BotHealth }) {
  const { t } = useTranslation('botHealth');
  return (
    <>
      <Alert severity={stateSeverity[health.state]} aria-live="polite">
        <AlertTitle>{t(`state.${health.state}.title`)}</AlertTitle>
        {t(`state.${health.state}.description`)}
      </Alert>
      <Box
        component="ul"
        aria-label={t('checks.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {health.checks.map((check) => (
          <li key={check.kind}>
            <Chip
              variant="outlined"
              color={checkColour[check.status]}
              label={t('checks.item', {
                check: t(`checks.${check.kind}`),
                status: t(`checks.status.${check.status}`),
              })}
            />
          </li>
        ))}
      </Box>
    </>
  );
}
