// A failed load shown where the content would be, with Retry. Provider text is shown as text.
// The failure reads as `FailureMessage` says it.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { Failure } from '../lib/requestSaga';
import { useTranslation } from '../lib/useTranslation';
import { FailureMessage } from './FailureMessage';

interface Props {
  title?: string;
  failure: Failure;
  onRetry?: () => void;
  /** The retry is on its way: Retry shows a spinner and is disabled. */
  retrying?: boolean;
}

export function InlineError({ title, failure, onRetry, retrying = false }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
            {t('error.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title ?? t('error.loadFailed')}</AlertTitle>
      <FailureMessage failure={failure} />
    </Alert>
  );
}
