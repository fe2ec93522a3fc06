// Danger zone: delete the bot, only after typing its exact name (the shared DeleteBotDialog, as on
// Home).
import { isHandledBySession } from '../session';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/useTranslation';
import type { MyBot } from '../../api/schemas';
import { DeleteBotDialog } from '../../components/DeleteBotDialog';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { deleteDismissed, deleteRequest, selectSettingsRemove } from './botSettingsSlice';
import { rowFromSm } from './layout';
import { SectionCard } from '../../components/SectionCard';

export function DangerZone({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botSettings');
  const dispatch = useAppDispatch();
  const remove = useAppSelector(selectSettingsRemove);
  const [open, setOpen] = useState(false);
  const close = () => {
    dispatch(deleteDismissed());
    setOpen(false);
  };
  return (
    <SectionCard id="danger" title={t('danger.title')} tone="danger">
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
      <DeleteBotDialog
        open={open}
        name={bot.name}
        pending={remove.pending}
        error={isHandledBySession(remove.error) ? null : remove.error}
        onConfirm={() => dispatch(deleteRequest({ id: bot.id, name: bot.name }))}
        onClose={close}
      />
    </SectionCard>
  );
}
