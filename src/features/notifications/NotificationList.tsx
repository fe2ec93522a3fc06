// The notification centre's list, loaded when the bell is first opened: the newest alerts, each in
// plain words (what happened, what to do) with the bot's name and a link to its Health tab, older
// alerts a page at a time (Load older alerts, with its failure and Retry at the foot of the list),
// and Mark all read. The words are the client's, from the alert's kind and figures (lib/alertWords).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AppNotification } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { paths } from '../../kernel/paths';
import { InlineError } from '../../components/InlineError';
import { LoadOlder } from '../../components/LoadOlder';
import { alertWords } from '../../lib/alertWords';
import { formatRelative } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import { loadRequest, olderRequest, readRequest, selectNotifications } from './notificationsSlice';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

function NotificationRow({
  item,
  now,
  onOpen,
}: {
  item: AppNotification;
  now: number;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const words = alertWords(t, item.kind, item.params);
  const unread = item.readAt === null;
  return (
    <ListItemButton
      component={RouterLink}
      to={`${paths.botSettings.to(item.botId)}?tab=health`}
      onClick={onOpen}
      divider
      sx={{ display: 'block', py: 1.25, bgcolor: unread ? 'action.hover' : undefined }}
    >
      <Typography
        variant="subtitle2"
        component="span"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {t('itemTitle', { bot: item.botName, alert: words.title })}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {words.what}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {t('todo', { todo: words.todo })}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="span">
        {unread ? `${t('unread')} · ` : ''}
        {formatRelative(item.at, i18n.language, now)}
      </Typography>
    </ListItemButton>
  );
}

export default function NotificationList({ anchor, onClose }: Props) {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const { items, hasMore, unread, load, older, read } = useAppSelector(selectNotifications);
  const [now] = useState(() => Date.now());

  // The last load's failure, above what an earlier one brought (opening the list asks anew).
  const failed =
    load.error && !load.pending && !isHandledBySession(load.error) ? (
      <Box sx={{ p: 1 }}>
        <InlineError
          title={t('loadFailedTitle')}
          failure={load.error}
          onRetry={() => dispatch(loadRequest())}
        />
      </Box>
    ) : null;
  let body;
  if (load.error && !items) {
    body = null;
  } else if (!items) {
    body = (
      <Box aria-busy="true" aria-label={t('loading')} sx={{ p: 2 }}>
        <Skeleton variant="rounded" height={64} />
      </Box>
    );
  } else if (items.length === 0) {
    body = (
      <Typography color="textSecondary" sx={{ p: 2 }}>
        {t('empty')}
      </Typography>
    );
  } else {
    const last = items.at(-1);
    const loadOlder = () => {
      if (last) dispatch(olderRequest({ before: last.id }));
    };
    body = (
      <>
        <List aria-label={t('listLabel')} disablePadding>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationRow
                item={item}
                now={now}
                onOpen={() => {
                  if (item.readAt === null) dispatch(readRequest({ ids: [item.id] }));
                  onClose();
                }}
              />
            </li>
          ))}
        </List>
        <Box sx={{ p: 1, '&:empty': { display: 'none' } }}>
          <LoadOlder
            ns="notifications"
            hasOlder={hasMore}
            request={older}
            onLoad={loadOlder}
            hideError={isHandledBySession(older.error)}
          />
        </Box>
      </>
    );
  }

  return (
    // In place rather than portalled, so the open list stays inside the app bar's banner landmark.
    <Popover
      id="notification-list"
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      disablePortal
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'notification-list-title',
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="notification-list-title" component="h2" variant="subtitle1">
          {t('title')}
        </Typography>
        <Button
          size="small"
          disabled={unread === 0 || read.pending}
          onClick={() => dispatch(readRequest({}))}
        >
          {t('markAllRead')}
        </Button>
      </Box>
      {failed}
      {body}
    </Popover>
  );
}
