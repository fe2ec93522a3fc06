// The mark beside a number the provider measured itself (uptime, servers), as against one an owner
// could post: an icon whose name, read out and shown on hover, says who measured it.
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useTranslation } from '../lib/useTranslation';

export function MeasuredMark({ fontSize = 'inherit' }: { fontSize?: 'inherit' | 'small' }) {
  const { t } = useTranslation();
  return (
    <VerifiedOutlinedIcon
      fontSize={fontSize}
      color="success"
      titleAccess={t('measured.by')}
      sx={{ flexShrink: 0 }}
    />
  );
}
