// The bot page's shape while the bot is on its way, announced as loading.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { srOnly } from '../../components/srOnly';
import { useTranslation } from '../../lib/useTranslation';

export function BotSkeleton() {
  const { t } = useTranslation('bot');
  return (
    <Box aria-busy sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="span" sx={srOnly} role="status">
        {t('loading')}
      </Box>
      <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 } }} aria-hidden>
        <Skeleton variant="rounded" width={96} height={96} sx={{ flexShrink: 0 }} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }} aria-hidden>
        <Skeleton variant="rounded" width={104} height={36} />
        <Skeleton variant="rounded" width={104} height={36} />
      </Box>
      <Skeleton variant="rounded" height={200} aria-hidden />
    </Box>
  );
}
