// The public bot page `/bot/:id` (docs/product.md §8.2): who the bot is, where to invite it, its
// owner's description (Markdown, made safe), its server count over the last 30 days (the owner
// chooses 7, 30 or 90) and, for its owner, badges to embed. Drawn by the bot page's stylesheet
// (botPageStyles.ts), part of the theme's built into index.html.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useStore } from 'react-redux';
import { useParams } from 'react-router-dom';
import { ApiCode } from '../../api/constants';
import { useAppDispatch, useAppSelector, useDeferredSelector } from '../../kernel/hooks';
import type { RootState } from '../../kernel/store';
import { DeferredInlineError } from '../../components/DeferredInlineError';
import { loadMarkdown } from '../../components/DeferredMarkdown';
import { BotNotFoundPage } from '../errors';
import { selectUser } from '../session';
import { registerTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useHydrated } from '../../lib/useHydrated';
import { shownDescription, shownListing } from '../../lib/listing';
import en from '../../locales/en-US/bot.json';
import zh from '../../locales/zh-CN/bot.json';
import {
  botEvent,
  botPageRequests,
  loadRequest,
  selectOwnerStatus,
  selectProfile,
  statusRequest,
} from './botSlice';
import { AboutSection } from './AboutSection';
import { BotHeader } from './BotHeader';
import { BotSkeleton } from './BotSkeleton';
import { ServerStats } from './ServerStats';

registerTranslations('bot', { 'en-US': en, 'zh-CN': zh });

// The owner's alone, after hydration: no visitor downloads it, and the server never draws it.
const describedAs = ({ text, lang }: ReturnType<typeof shownDescription>) => ({
  description: text,
  lang,
});

const BadgeSnippets = lazy(() => import(/* webpackChunkName: "bot-badges" */ './BadgeSnippets'));

export default function BotPage() {
  const { t, i18n } = useTranslation('bot');
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  // The page (Markdown and all) is drawn in the background when the provider answers.
  const profile = useDeferredSelector(selectProfile);
  const user = useAppSelector(selectUser);
  const current = profile.id === id ? profile : null;
  const bot = current?.data ?? null;
  const error = current?.error ?? null;
  const notFound = error?.code === ApiCode.notFound;
  const isOwner = user !== null && bot !== null && user.id === bot.owner.id;
  const ownerStatus = useAppSelector(selectOwnerStatus);
  const status = isOwner && ownerStatus.id === id ? ownerStatus.data : null;
  const hydrated = useHydrated();

  useEffect(() => {
    for (const request of botPageRequests(store.getState(), id)) dispatch(request);
  }, [dispatch, store, id]);
  // A bot the browser draws (a static host, a link followed in the app) needs the About section's
  // parser: its code loads beside the profile. The bot the server drew never does.
  const drawnByServer = useRef(hydrated ? null : id);
  useEffect(() => {
    if (id !== drawnByServer.current) loadMarkdown().catch(() => undefined);
  }, [id]);
  // Its owner sees the status Home shows (an Error is not just "Offline").
  useEffect(() => {
    if (isOwner) dispatch(statusRequest(id));
  }, [dispatch, isOwner, id]);

  // A view of the bot's page, counted for its owner's analytics (§8.5; the provider counts public
  // bots only): in the browser only (effects never run on the server), after hydration, once the
  // page shows the bot.
  const viewed = bot?.id ?? null;
  useEffect(() => {
    if (viewed !== null) dispatch(botEvent({ id: viewed, type: 'view' }));
  }, [dispatch, viewed]);

  // The 404 page names itself; otherwise the tab shows the bot once it is known.
  // In the reader's language, or the other one it falls back to (docs/product.md §8.6).
  const shown = bot ? shownListing(bot, i18n.language) : null;
  useDocumentTitle(notFound ? null : (shown?.name ?? t('title')), {
    description: shown?.summary,
    bot: bot ?? undefined,
  });

  if (notFound) return <BotNotFoundPage />;
  if (!bot) {
    return error ? (
      <div className="bd-bot-page">
        <DeferredInlineError
          title={t('loadFailed')}
          failure={error}
          onRetry={() => dispatch(loadRequest(id))}
        />
      </div>
    ) : (
      <BotSkeleton />
    );
  }

  return (
    <div className="bd-bot-page">
      <BotHeader bot={bot} isOwner={isOwner} status={status} />
      <AboutSection {...describedAs(shownDescription(bot, i18n.language))} />
      <div className="bd-section">
        <ServerStats botId={bot.id} ownerPlan={isOwner ? user.plan.id : null} />
      </div>
      {isOwner && hydrated && (
        <Suspense fallback={null}>
          <BadgeSnippets botId={bot.id} botName={shown?.name ?? bot.name} />
        </Suspense>
      )}
    </div>
  );
}
