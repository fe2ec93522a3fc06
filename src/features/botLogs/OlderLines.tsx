// The line above the log: "Load older lines" while there are any, "No older lines" (disabled)
// when the first line of the log is shown, or that the window is full. It reads its own part of the
// store, so the moment a busy log's window fills (and older lines can be loaded) draws this line
// alone, and it holds its height whatever it says: the list below does not move under the reader.
import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../kernel/hooks';
import { InlineError } from '../../components/InlineError';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import { HISTORY_WINDOW, selectBotLogs, selectWindowFull } from './botLogsSlice';

/** A small button's height: the line's height in every state. */
const LINE_HEIGHT = 32;

export const OlderLines = memo(function OlderLines({ onLoad }: { onLoad: () => void }) {
  const { t } = useTranslation('botLogs');
  const hasOlder = useAppSelector((state) => selectBotLogs(state).hasOlder);
  const older = useAppSelector((state) => selectBotLogs(state).older);
  const windowFull = useAppSelector(selectWindowFull);
  // One button whether or not there are older lines, disabled and saying so when there are none:
  // a busy log's window fills within a minute, and a button mounted only then would bring its
  // styles with it, restyling the page in the middle of the stream (measured: a 50–80 ms task).
  const line = windowFull ? (
    <Typography variant="body2" color="textSecondary">
      {t('windowFull', { count: HISTORY_WINDOW })}
    </Typography>
  ) : (
    <Button size="small" onClick={onLoad} loading={older.pending} disabled={!hasOlder}>
      {hasOlder ? t('loadOlder') : t('noOlder')}
    </Button>
  );
  return (
    <>
      <Box sx={{ minHeight: LINE_HEIGHT, display: 'flex', alignItems: 'center' }}>{line}</Box>
      {older.error && !isHandledBySession(older.error) && (
        <InlineError title={t('olderFailedTitle')} failure={older.error} onRetry={onLoad} />
      )}
    </>
  );
});
