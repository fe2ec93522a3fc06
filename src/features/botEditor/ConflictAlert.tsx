// A save refused because the bot was changed elsewhere since the form loaded it (docs/product.md
// §8.6): what was typed stays, and the user chooses between the bot as it is now and their own.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from '../../lib/useTranslation';

interface AlertProps {
  /** Asks to discard what was typed for the bot as it is now (`ReloadDialog` confirms). */
  onReload: () => void;
  /** Saves what was typed over the other change. */
  onOverwrite: () => void;
}

export function ConflictAlert({ onReload, onOverwrite }: AlertProps) {
  const { t } = useTranslation('botEditor');
  return (
    <Alert severity="warning">
      <AlertTitle>{t('conflict.title')}</AlertTitle>
      {t('conflict.message')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button color="inherit" variant="outlined" size="small" onClick={onReload}>
          {t('conflict.reload')}
        </Button>
        <Button color="inherit" variant="outlined" size="small" onClick={onOverwrite}>
          {t('conflict.overwrite')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface DialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Discard your changes?" before the reload. */
export function ReloadDialog({ open, onConfirm, onClose }: DialogProps) {
  const { t } = useTranslation('botEditor');
  return (
    <ConfirmDialog
      open={open}
      title={t('conflict.reloadTitle')}
      body={t('conflict.reloadMessage')}
      confirmLabel={t('conflict.reload')}
      cancelLabel={t('conflict.keep')}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
