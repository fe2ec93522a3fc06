// Placeholder until this screen is built: it names itself and claims nothing more.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function PayPage() {
  const { t } = useTranslation();
  const title = t('screens.pay');
  useDocumentTitle(title);
  return (
    <Typography variant="h4" component="h1">
      {title}
    </Typography>
  );
}
