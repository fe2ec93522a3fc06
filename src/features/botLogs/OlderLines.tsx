// The line above the log: "Load older lines" while there are any, "No older lines" (disabled)
// when the first line of the log is shown, or that the window is full (components/LoadOlder). It
// reads its own part of the store, so the moment a busy log's window fills (and older lines can be
// loaded) draws this line alone.
import { memo } from 'react';
import Typography from '@mui/material/Typography';
import { LoadOlder } from '../../components/LoadOlder';
import { useAppSelector } from '../../kernel/hooks';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import { HISTORY_WINDOW, selectBotLogs, selectWindowFull } from './botLogsSlice';

export const OlderLines = memo(function OlderLines({ onLoad }: { onLoad: () => void }) {
  const { t } = useTranslation('botLogs');
  const hasOlder = useAppSelector((state) => selectBotLogs(state).hasOlder);
  const older = useAppSelector((state) => selectBotLogs(state).older);
  const windowFull = useAppSelector(selectWindowFull);
  // One button whether or not there are older lines (`showNone`): a busy log's window fills
  // within a minute, and a button mounted only then would bring its styles with it, restyling the
  // page in the middle of the stream (measured: a 50–80 ms task).
  return (
    <LoadOlder
      ns="botLogs"
      showNone
      hasOlder={hasOlder}
      request={older}
      onLoad={onLoad}
      hideError={isHandledBySession(older.error)}
      note={
        windowFull && (
          <Typography variant="body2" color="textSecondary">
            {t('windowFull', { count: HISTORY_WINDOW })}
          </Typography>
        )
      }
    />
  );
});
