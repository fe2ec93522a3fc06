// The bell in the app bar for a signed-in user (docs/product.md §2, the notification centre): the
// unread count as a badge, and the list of alerts on click, loaded when first opened. Loading this
// module starts the polling saga; the layout loads it only once someone is signed in.
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { injectSaga } from '../../kernel/sagas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { registerTranslations } from '../../lib/i18n';
import { lazyWhen } from '../../lib/lazyWhen';
import { useTranslation } from '../../lib/useTranslation';
import en from '../../locales/en-US/notifications.json';
import zh from '../../locales/zh-CN/notifications.json';
import { notificationsSaga } from './notificationsSaga';
import { loadRequest, selectUnread } from './notificationsSlice';

registerTranslations('notifications', { 'en-US': en, 'zh-CN': zh });
injectSaga(notificationsSaga);

const NotificationList = lazyWhen(
  () => import(/* webpackChunkName: "notification-list" */ './NotificationList'),
  { warm: 'idle' },
);

export default function NotificationBell() {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectUnread);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-controls={anchor ? 'notification-list' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          // What is newest now, not what the last poll saw.
          dispatch(loadRequest());
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <NotificationList when={anchor !== null} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
