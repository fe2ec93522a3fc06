// Asks before a bot is deleted, naming it; a failed delete says why and leaves Retry and Cancel.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import type { Failure } from '../../lib/requestSaga';

interface Props {
  open: boolean;
  name: string;
  pending: boolean;
  error: Failure | null;
  onConfirm: () => void;
  onClose: () => void;
  onExited: () => void;
}

export function DeleteBotDialog({
  open,
  name,
  pending,
  error,
  onConfirm,
  onClose,
  onExited,
}: Props) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{ transition: { onExited } }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('delete.title', { name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('delete.body', { name })}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <AlertTitle>{t('delete.failed', { name })}</AlertTitle>
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('delete.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
