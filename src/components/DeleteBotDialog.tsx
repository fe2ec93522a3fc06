// Asks before a bot is deleted, on every screen that deletes one (Home, Configure): the user types the
// bot's exact name first. A failed delete says why and leaves Retry and Cancel.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../lib/useTranslation';
import type { Failure } from '../lib/requestSaga';
import { ConfirmDialog } from './ConfirmDialog';
import { FailureMessage } from './FailureMessage';

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
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog
      open={open}
      title={t('deleteBot.title', { name })}
      body={t('deleteBot.body', { name })}
      confirmLabel={t('deleteBot.confirm')}
      cancelLabel={t('deleteBot.cancel')}
      danger
      pending={pending}
      confirmDisabled={typed !== name}
      onConfirm={onConfirm}
      onClose={onClose}
      onExited={() => {
        setTyped('');
        onExited?.();
      }}
    >
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
        sx={{ mt: 2 }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          <AlertTitle>{t('deleteBot.failed', { name })}</AlertTitle>
          <FailureMessage failure={error} />
        </Alert>
      )}
    </ConfirmDialog>
  );
}
