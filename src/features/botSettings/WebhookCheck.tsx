// The check of the saved webhook connection (docs/product.md §8.7): whether KOOK has verified the
// callback URL and when an event last came; until it is verified, in plain steps, where to paste
// what in the KOOK developer centre. It is about what is saved: an unsaved switch to webhook only
// says "Save to check".
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PendingIcon from '@mui/icons-material/HourglassEmpty';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { BotWebhook } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { BotErrorText } from '../../components/BotErrorText';
import { InlineError } from '../../components/InlineError';
import { srOnly } from '../../components/srOnly';
import { formatRelative } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import { selectWebhookCheck, webhookRequest, webhookStatus } from './botSettingsSlice';
import { Subsection } from './Section';

/** KOOK's developer centre, where an app's bot gets its callback URL. */
const DEVELOPER_CENTRE_URL = 'https://developer.kookapp.cn/app/index';

const steps = ['open', 'paste', 'save', 'check'] as const;

/** The headline's heights: its line, the line under it, and the Check again button. */
const LINE_PX = 24;
const SMALL_LINE_PX = 20;
const BUTTON_PX = 36;

/**
 * "5 minutes ago" as of `now`, the answer's arrival (so drawing stays pure); under a minute, or a
 * provider clock a little ahead of ours, "just now".
 */
function useSince(now: number) {
  const { t, i18n } = useTranslation('botSettings');
  return (iso: string) =>
    now - Date.parse(iso) < 60_000 ? t('webhook.justNow') : formatRelative(iso, i18n.language, now);
}

/** Shaped like a verified check, the usual answer on opening the page, so nothing moves. */
function CheckSkeleton() {
  const { t } = useTranslation('botSettings');
  return (
    <Stack spacing={1.5} aria-busy="true">
      <Box sx={srOnly}>{t('webhook.checking')}</Box>
      <Skeleton variant="rounded" width={240} height={LINE_PX} />
      <Skeleton variant="rounded" width={200} height={SMALL_LINE_PX} />
      <Skeleton variant="rounded" width={140} height={BUTTON_PX} />
    </Stack>
  );
}

function Steps() {
  const { t } = useTranslation('botSettings');
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, '& > li + li': { mt: 0.75 } }}>
      {steps.map((step) => (
        <Typography key={step} component="li">
          {t(`webhook.steps.${step}`)}
        </Typography>
      ))}
    </Box>
  );
}

function DeveloperCentreLink() {
  const { t } = useTranslation('botSettings');
  return (
    <Button
      variant="outlined"
      href={DEVELOPER_CENTRE_URL}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon />}
    >
      {t('webhook.developerCentre')}
      <Box component="span" sx={srOnly}>
        {' '}
        {t('webhook.newTab')}
      </Box>
    </Button>
  );
}

const headlineIcons = {
  verified: <CheckCircleIcon color="success" />,
  unverified: <PendingIcon color="action" />,
  failed: <ErrorIcon color="error" />,
} as const;

interface ResultProps {
  webhook: BotWebhook;
  /** When the answer came (epoch ms): times read relative to it. */
  answeredAt: number;
  pending: boolean;
  onCheck: () => void;
}

function CheckResult({ webhook, answeredAt, pending, onCheck }: ResultProps) {
  const { t } = useTranslation('botSettings');
  const since = useSince(answeredAt);
  const status = webhookStatus(webhook);
  const headline = {
    verified: t('webhook.verified', { when: since(webhook.verifiedAt ?? '') }),
    unverified: t('webhook.unverified'),
    failed: t('webhook.failed'),
  }[status];

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {/* One status line through every outcome: a change (a poll finds it verified) is read out. */}
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: LINE_PX }}>
        {headlineIcons[status]}
        <Typography sx={{ fontWeight: 600 }}>{headline}</Typography>
      </Box>
      {status === 'verified' && (
        <Typography variant="body2" color="textSecondary">
          {webhook.lastEventAt === null
            ? t('webhook.noEvents')
            : t('webhook.lastEvent', { when: since(webhook.lastEventAt) })}
        </Typography>
      )}
      {status === 'unverified' && (
        <>
          <Typography>{t('webhook.unverifiedHelp')}</Typography>
          <Steps />
        </>
      )}
      {status === 'failed' && (
        <>
          <Alert severity="error" role="note" sx={{ alignSelf: 'stretch' }}>
            <BotErrorText text={webhook.lastError ?? ''} cause={webhook.lastErrorCause} />
          </Alert>
          <Typography>{t('webhook.failedHelp')}</Typography>
        </>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<RefreshIcon />} loading={pending} onClick={onCheck}>
          {t('webhook.checkAgain')}
        </Button>
        {status !== 'verified' && <DeveloperCentreLink />}
      </Stack>
    </Stack>
  );
}

interface Props {
  botId: string;
  /** Whether webhook mode is what is saved (not only chosen on the form). */
  saved: boolean;
}

export function WebhookCheck({ botId, saved }: Props) {
  const { t } = useTranslation('botSettings');
  const dispatch = useAppDispatch();
  const check = useAppSelector(selectWebhookCheck);
  const onCheck = () => dispatch(webhookRequest(botId));

  let body: ReactNode;
  if (!saved) {
    body = <Typography color="textSecondary">{t('webhook.saveToCheck')}</Typography>;
  } else if (check.error) {
    // An expired session is explained once, by the session saga.
    body = isHandledBySession(check.error) ? null : (
      <InlineError title={t('webhook.loadFailed')} failure={check.error} onRetry={onCheck} />
    );
  } else if (check.data) {
    body = (
      <CheckResult
        webhook={check.data}
        // A check the page set itself after a save has no answer time, nor times to show.
        answeredAt={check.answeredAt ?? 0}
        pending={check.pending}
        onCheck={onCheck}
      />
    );
  } else {
    body = <CheckSkeleton />;
  }

  return (
    <Subsection id="webhook-check" title={t('webhook.title')}>
      {body}
    </Subsection>
  );
}
