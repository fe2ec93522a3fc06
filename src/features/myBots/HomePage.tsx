// Home `/user/home` (docs/product.md §8.5): the signed-in user's profile and plan, and their bots.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../app/rootSaga';
import { myBotsSaga } from './myBotsSaga';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/home.json';
import zh from '../../locales/zh-CN/home.json';
import { selectUser } from '../session';
import { MyBotsSection } from './MyBotsSection';
import { loadRequest, selectMyBots } from './myBotsSlice';
import { ProfileCard } from './ProfileCard';

registerTranslations('home', { 'en-US': en, 'zh-CN': zh });
injectSaga(myBotsSaga);

export default function HomePage() {
  const { t } = useTranslation('home');
  const title = t('screens.home', { ns: 'common' });
  useDocumentTitle(title);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const bots = useAppSelector(selectMyBots);

  // Every visit refreshes the list (bots may have been created or changed elsewhere); what was
  // loaded before stays on screen meanwhile.
  useEffect(() => {
    dispatch(loadRequest());
  }, [dispatch]);

  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {user ? (
        <>
          <ProfileCard user={user} botCount={bots === null ? null : bots.length} />
          <MyBotsSection user={user} />
        </>
      ) : (
        // Signed in by token alone: the session saga is fetching the profile.
        <Skeleton variant="rounded" height={120} data-testid="profile-loading" />
      )}
    </Stack>
  );
}
