// Asks before a bot is deleted, on every screen that deletes one (Home, Configure): the user types the
// bot's exact name first. A failed delete says why and leaves Retry and Cancel.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from '../lib/useTranslation';
import type { Failure } from '../lib/requestSaga';
import { FailureMessage } from './FailureMessage';
import { SubmitButton } from './form/SubmitButton';

interface Props {
  open: boolean;
  name: string;
  pending: boolean;
  /** The last delete's failure, null when none (or when the session explains it). */
  error: Failure | null;
  onConfirm: () => void;
  onClose: () => void;
  onExited?: () => void;
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
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const [typed, setTyped] = useState('');
  const matches = typed === name;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{
        transition: {
          onExited: () => {
            setTyped('');
            onExited?.();
          },
        },
      }}
      fullWidth
      maxWidth="xs"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !pending) onConfirm();
        }}
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('deleteBot.title', { name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('deleteBot.body', { name })}
          </DialogContentText>
          <TextField
            label={t('deleteBot.typeName')}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            autoFocus
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
              <AlertTitle>{t('deleteBot.failed', { name })}</AlertTitle>
              <FailureMessage failure={error} />
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('deleteBot.cancel')}
          </Button>
          <SubmitButton color="error" pending={pending} disabled={!matches || pending}>
            {t('deleteBot.confirm')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
