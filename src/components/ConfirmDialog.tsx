// Asks "are you sure?" before a disruptive action. The caller supplies every string (already
// translated), so any feature can use it; long names in the text wrap anywhere. The dialog is a
// form, so a field among its children (DeleteBotDialog's typed name) confirms on Enter.
import Box from '@mui/material/Box';
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
  /** Confirming is not possible yet (e.g. the typed name does not match). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** After the closing transition, e.g. to clear what was typed once it is out of sight. */
  onExited?: () => void;
  /** Extra content under the body, e.g. a field or a failure alert. */
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
  confirmDisabled = false,
  onConfirm,
  onClose,
  onExited,
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
      slotProps={{ transition: { onExited } }}
      fullWidth
      maxWidth="xs"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React carries a submit up through the portal: a dialog opened from inside another form
          // (the bot form's "Load the latest") must not also submit that form.
          event.stopPropagation();
          if (!confirmDisabled && !pending) onConfirm();
        }}
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
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            disabled={confirmDisabled}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
