// A thin bar at the top while any request or route chunk is loading (docs/product.md §2).
import { useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router-dom';
import { pendingActivity, subscribeActivity } from '../lib/activity';
import { useTranslation } from '../lib/useTranslation';

/** The bar itself, fixed to the top edge over everything. */
export function LoadingBar() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('app.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}

/** Shown while API requests are in flight or the router is loading; pages' chunks show their own. */
export function TopProgress() {
  // The server draws no bar (its requests are not the page's), and so does hydration.
  const requests = useSyncExternalStore(subscribeActivity, pendingActivity, () => 0);
  const navigation = useNavigation();
  if (requests === 0 && navigation.state === 'idle') return null;
  return <LoadingBar />;
}
