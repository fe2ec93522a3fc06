// Mounts the notice host (notistack) when the first notice is raised.
import type { ReactNode } from 'react';
import { useAppSelector } from '../../kernel/hooks';
import { lazyWhen } from '../../lib/lazyWhen';
import { useHydrated } from '../../lib/useHydrated';
import { selectPendingNotices } from './noticesSlice';

const NoticeHost = lazyWhen(() => import(/* webpackChunkName: "notices" */ './NoticeHost'));

export function NoticesProvider({ children }: { children: ReactNode }) {
  const pending = useAppSelector(selectPendingNotices);
  // A notice raised while a server-drawn page is still hydrating (a failed start-up check) is
  // shown right after: the server drew no notice host, and hydration must meet what it drew.
  const hydrated = useHydrated();
  return (
    <>
      {children}
      <NoticeHost when={hydrated && pending.length > 0} />
    </>
  );
}
