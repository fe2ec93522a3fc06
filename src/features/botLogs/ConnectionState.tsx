// Whether the log is live: a light and a word beside the title, and while the stream is down, why
// and when it tries again, with Reconnect now. An expired session is the session's to tell.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../kernel/hooks';
import { FailureMessage } from '../../components/FailureMessage';
import type { Failure } from '../../lib/requestSaga';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import type { Connection } from './botLogsSlice';
import { reconnectRequest } from './botLogsSlice';

const lights: Record<Connection, string> = {
  idle: 'text.disabled',
  connecting: 'info.main',
  live: 'success.main',
  reconnecting: 'warning.main',
  offline: 'error.main',
};

interface Props {
  connection: Connection;
  retryIn: number | null;
}

export function ConnectionLight({ connection, retryIn }: Props) {
  const { t } = useTranslation('botLogs');
  const seconds = Math.ceil((retryIn ?? 0) / 1000);
  return (
    <Box
      role="status"
      data-connection={connection}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: lights[connection],
          flexShrink: 0,
        }}
      />
      <Typography variant="body2">{t(`connection.${connection}`, { seconds })}</Typography>
    </Box>
  );
}

export function ConnectionLost({ error }: { error: Failure | null }) {
  const { t } = useTranslation('botLogs');
  const dispatch = useAppDispatch();
  if (isHandledBySession(error)) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => dispatch(reconnectRequest())}>
          {t('reconnectNow')}
        </Button>
      }
    >
      {t('lost')}
      {error && (
        <Box sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          <FailureMessage failure={error} />
        </Box>
      )}
    </Alert>
  );
}
