// A failed load shown where the content would be, with Retry. Provider text is shown as text.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from '../lib/useTranslation';

interface Props {
  title?: string;
  message: string;
  onRetry?: () => void;
}

export function InlineError({ title, message, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title ?? t('error.loadFailed')}</AlertTitle>
      {message}
    </Alert>
  );
}
