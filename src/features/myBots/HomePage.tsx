// Home `/user/home` (docs/product.md §8.5): the signed-in user's profile and plan, and their bots.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { registerTranslations } from '../../lib/i18n';
import { injectSaga } from '../../kernel/sagas';
import { myBotsSaga } from './myBotsSaga';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import en from '../../locales/en-US/home.json';
import zh from '../../locales/zh-CN/home.json';
import { selectUser } from '../session';
import { MyBotsSection } from './MyBotsSection';
import { SharedBotsSection } from './SharedBotsSection';
import { loadRequest, selectMyBots } from './myBotsSlice';
import { NewBotButton } from './NewBotButton';
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
  const headingId = useId();
  const reasonId = useId();

  // Every visit refreshes the list (bots may have been created or changed elsewhere); what was
  // loaded before stays on screen meanwhile.
  useEffect(() => {
    dispatch(loadRequest());
  }, [dispatch]);

  return (
    <Stack spacing={4}>
      {/* One title for the page and its list, with New bot beside it. */}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}
      >
        <Typography id={headingId} variant="h4" component="h1">
          {title}
        </Typography>
        {user && <NewBotButton user={user} reasonId={reasonId} />}
      </Stack>
      {user ? (
        <>
          <ProfileCard
            user={user}
            botCount={bots === null ? null : bots.length}
            reasonId={reasonId}
          />
          <MyBotsSection user={user} headingId={headingId} />
          <SharedBotsSection />
        </>
      ) : (
        // Signed in by token alone: the session saga is fetching the profile.
        <Skeleton variant="rounded" height={120} data-testid="profile-loading" />
      )}
    </Stack>
  );
}
