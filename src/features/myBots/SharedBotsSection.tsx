// Home's "Shared with you": other users' bots the user is an admin or viewer of, each with their
// role and owner. Loaded with "My bots" (one `GET user/bots`), so its states are that list's: the
// section shows only once there is something shared.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAppSelector } from '../../kernel/hooks';
import { useTranslation } from '../../lib/useTranslation';
import { BotRow } from './BotRow';
import { selectSharedBots } from './myBotsSlice';

export function SharedBotsSection() {
  const { t } = useTranslation('home');
  const bots = useAppSelector(selectSharedBots);
  const headingId = useId();
  if (!bots || bots.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('shared.title')}
      </Typography>
      <Typography color="textSecondary">{t('shared.intro')}</Typography>
      <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {bots.map((bot) => (
          <BotRow key={bot.id} bot={bot} />
        ))}
      </Paper>
    </Stack>
  );
}
