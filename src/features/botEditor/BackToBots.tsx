// The way back to the bot list, above both bot form pages.
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink } from 'react-router-dom';

export function BackToBots() {
  const { t } = useTranslation('botEditor');
  return (
    <Button
      component={RouterLink}
      to="/user/home"
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('backToBots')}
    </Button>
  );
}
