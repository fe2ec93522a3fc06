// Asks "are you sure?" before a disruptive action. The caller supplies every string (already
// translated), so any feature can use it; long names in the text wrap anywhere.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** What will happen; text or elements (never provider HTML). */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button for actions that destroy or interrupt something. */
  danger?: boolean;
  /** The confirmed action is running: both buttons wait and Escape does not close. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Extra content under the body, e.g. a failure alert. */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  danger = false,
  pending = false,
  onConfirm,
  onClose,
  children,
}: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
          {body}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={onConfirm}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
