// Danger zone: delete the bot, only after typing its exact name.
import { isHandledBySession } from '../session';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/useTranslation';
import type { MyBot } from '../../api/schemas';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { deleteDismissed, deleteRequest, selectSettingsRemove } from './botSettingsSlice';
import { rowFromSm } from './layout';
import { Section } from './Section';
import { FailureMessage } from '../../components/FailureMessage';

function DeleteDialog({ bot, onClose }: { bot: MyBot; onClose: () => void }) {
  const { t } = useTranslation('botSettings');
  const dispatch = useAppDispatch();
  const remove = useAppSelector(selectSettingsRemove);
  const [typed, setTyped] = useState('');
  const matches = typed === bot.name;
  const close = () => {
    if (remove.pending) return;
    dispatch(deleteDismissed());
    onClose();
  };
  const failure = isHandledBySession(remove.error) ? null : remove.error;

  return (
    <Dialog open onClose={close} aria-labelledby="delete-title" fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !remove.pending) dispatch(deleteRequest({ id: bot.id, name: bot.name }));
        }}
      >
        <DialogTitle id="delete-title" sx={{ overflowWrap: 'anywhere' }}>
          {t('danger.dialogTitle', { name: bot.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('danger.dialogMessage', { name: bot.name })}
          </DialogContentText>
          <TextField
            label={t('danger.confirmLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('danger.failed')}: <FailureMessage failure={failure} />
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={remove.pending}>
            {t('danger.cancel')}
          </Button>
          <SubmitButton
            color="error"
            pending={remove.pending}
            disabled={!matches || remove.pending}
          >
            {remove.pending ? t('danger.deleting') : t('danger.confirm')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export function DangerZone({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botSettings');
  const [open, setOpen] = useState(false);
  return (
    <Section id="danger" title={t('danger.title')} tone="danger">
      <Box sx={rowFromSm}>
        <Typography sx={{ flex: 1 }}>{t('danger.description')}</Typography>
        <Button
          color="error"
          variant="outlined"
          onClick={() => setOpen(true)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {t('danger.delete')}
        </Button>
      </Box>
      {open && <DeleteDialog bot={bot} onClose={() => setOpen(false)} />}
    </Section>
  );
}
