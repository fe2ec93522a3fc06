// Configure's Health tab (`?tab=health`): the bot's state as the provider's monitor sees it, its
// incidents newest first, each in plain words with what to do, and the auto-restart policy with the
// KOOK alert channel, which the owner and admins change and viewers read, told why.
// docs/product.md §8.7, the Health tab.
import { useEffect, useState } from 'react';
import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { healthLimits } from '../../api/healthKinds';
import type { HealthCheckStatus, HealthState } from '../../api/healthKinds';
import type { BotHealth, Incident, MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { SectionCard } from '../../components/SectionCard';
import { alertWords } from '../../lib/alertWords';
import { formatDateTime } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import { healthClosed, loadRequest, saveRequest, selectHealth } from './botHealthSlice';

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

const restartChoices = Array.from(
  { length: healthLimits.restartsPerHour.max - healthLimits.restartsPerHour.min + 1 },
  (_, index) => healthLimits.restartsPerHour.min + index,
);

function IncidentRow({ incident }: { incident: Incident }) {
  const { t, i18n } = useTranslation('botHealth');
  const words = alertWords(t, incident.kind, incident.params);
  const ongoing = incident.endedAt === null;
  const started = formatDateTime(incident.startedAt, i18n.language);
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'block', py: 1.5 }}
      aria-label={`${words.title}, ${started}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {words.title}
        </Typography>
        <Chip
          size="small"
          color={ongoing ? 'error' : 'default'}
          label={ongoing ? t('incident.ongoing') : t('incident.resolved')}
        />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {incident.endedAt === null
          ? t('incident.since', { time: started })
          : t('incident.between', {
              from: started,
              to: formatDateTime(incident.endedAt, i18n.language),
            })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {words.what}
      </Typography>
      {ongoing && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <strong>{t('incident.todo')}</strong> {words.todo}
        </Typography>
      )}
    </ListItem>
  );
}

function PolicyForm({ bot, health }: { bot: MyBot; health: BotHealth }) {
  const { t } = useTranslation('botHealth');
  const dispatch = useAppDispatch();
  const { save } = useAppSelector(selectHealth);
  const canChange = bot.role !== 'viewer';
  const [autoRestart, setAutoRestart] = useState(health.policy.autoRestart);
  const [maxRestarts, setMaxRestarts] = useState(health.policy.maxRestartsPerHour);
  const [channel, setChannel] = useState(health.alertChannel ?? '');
  const channelValid = channel.trim() === '' || /^\d{1,32}$/.test(channel.trim());

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!channelValid || !canChange) return;
    const trimmed = channel.trim();
    dispatch(
      saveRequest({
        botId: bot.id,
        input: {
          autoRestart,
          maxRestartsPerHour: maxRestarts,
          alertChannel: trimmed === '' ? null : trimmed,
        },
      }),
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="health-policy-title">
      <Stack spacing={2}>
        <Typography id="health-policy-title" component="h3" variant="subtitle1">
          {t('policy.title')}
        </Typography>
        {!canChange && <Alert severity="info">{t('policy.readOnly')}</Alert>}
        <FormControlLabel
          control={
            <Switch
              checked={autoRestart}
              disabled={!canChange}
              onChange={(event) => setAutoRestart(event.target.checked)}
            />
          }
          label={t('policy.autoRestart')}
        />
        <TextField
          select
          size="small"
          label={t('policy.maxRestarts')}
          value={maxRestarts}
          disabled={!canChange || !autoRestart}
          onChange={(event) => setMaxRestarts(Number(event.target.value))}
          helperText={t('policy.restartsThisHour', {
            count: health.policy.restartsThisHour,
            max: health.policy.maxRestartsPerHour,
          })}
          sx={{ maxWidth: 320 }}
        >
          {restartChoices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('policy.channel')}
          value={channel}
          disabled={!canChange}
          onChange={(event) => setChannel(event.target.value)}
          error={!channelValid}
          helperText={channelValid ? t('policy.channelHelp') : t('common:validation.digits')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
          sx={{ maxWidth: 420 }}
        />
        {health.lastDelivery && (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('policy.lastDelivery', {
              alert: alertWords(t, health.lastDelivery.kind, {}).title,
              channel: health.lastDelivery.channelId,
            })}
          </Typography>
        )}
        {canChange && (
          <Box>
            <Button type="submit" variant="contained" disabled={save.pending || !channelValid}>
              {t('policy.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

export default function HealthPanel({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botHealth');
  const dispatch = useAppDispatch();
  const { botId, health, load } = useAppSelector(selectHealth);

  useEffect(() => {
    dispatch(loadRequest(bot.id));
    return () => {
      dispatch(healthClosed());
    };
  }, [dispatch, bot.id]);

  const shown = botId === bot.id ? health : null;
  const retry = () => dispatch(loadRequest(bot.id));
  let body;
  if (load.error && !shown) {
    body = isHandledBySession(load.error) ? null : (
      <InlineError title={t('loadFailedTitle')} failure={load.error} onRetry={retry} />
    );
  } else if (!shown) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <>
        <Alert severity={stateSeverity[shown.state]} aria-live="polite">
          <AlertTitle>{t(`state.${shown.state}.title`)}</AlertTitle>
          {t(`state.${shown.state}.description`)}
        </Alert>
        <Box
          component="ul"
          aria-label={t('checks.label')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.checks.map((check) => (
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
        <Typography component="h3" variant="subtitle1" id="health-incidents-title">
          {t('incidents')}
        </Typography>
        {shown.incidents.length === 0 ? (
          <EmptyState title={t('noIncidents')} />
        ) : (
          <List aria-labelledby="health-incidents-title" disablePadding>
            {shown.incidents.map((incident) => (
              <IncidentRow key={incident.id} incident={incident} />
            ))}
          </List>
        )}
        {/* Keyed by the answer, so a saved or reloaded policy resets what the form shows. */}
        <PolicyForm
          key={`${shown.policy.autoRestart} ${shown.policy.maxRestartsPerHour} ${shown.alertChannel}`}
          bot={bot}
          health={shown}
        />
      </>
    );
  }

  return (
    <SectionCard id="health" title={t('title')} intro={t('intro')}>
      {body}
    </SectionCard>
  );
}
