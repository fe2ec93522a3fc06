// Mounts the notice host (notistack) when the first notice is raised.
import type { ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { lazyWhen } from '../../lib/lazyWhen';
import { selectPendingNotices } from './noticesSlice';

const NoticeHost = lazyWhen(() => import(/* webpackChunkName: "notices" */ './NoticeHost'));

export function NoticesProvider({ children }: { children: ReactNode }) {
  const pending = useAppSelector(selectPendingNotices);
  return (
    <>
      {children}
      <NoticeHost when={pending.length > 0} />
    </>
  );
}
