// The product's mark at the top of the sign-in cards: name, and one line of what it is.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { useTranslation } from '../../lib/useTranslation';

export function Brand() {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <SmartToyOutlinedIcon fontSize="large" />
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {t('app.name', { ns: 'common' })}
      </Typography>
      <Typography color="textSecondary">{t('login.tagline')}</Typography>
    </Stack>
  );
}
