// The one bridge from the store to notistack: shows each pending notice once. Loaded with the
// first notice, so notistack is not part of the first paint.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTranslation } from '../../lib/useTranslation';
import type { TFunction } from '../../lib/translator';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { noticeShown, selectPendingNotices } from './noticesSlice';
import type { NoticeText } from './noticesSlice';
import { MessageNotice, NotificationNotice } from './NoticeContent';
import { FailureMessage } from '../../components/FailureMessage';
import { describeFailure } from '../../components/describeFailure';
import { NOTISTACK_ITEM_PADDING, noticeLayout } from './noticeLayout';

function textOf(t: TFunction, text: NoticeText | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (typeof text === 'string') return text;
  if ('failure' in text) return describeFailure(t, text.failure).sentence;
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? describeFailure(t, value).sentence : value,
    ]),
  );
  return t(text.key, values);
}

/** A failure alone gets its "Details" too; anything else is text. */
function contentOf(t: TFunction, text: NoticeText | undefined): ReactNode {
  if (typeof text === 'object' && 'failure' in text) {
    return <FailureMessage failure={text.failure} />;
  }
  return textOf(t, text);
}

function NoticeBridge() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingNotices);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    for (const notice of pending) {
      const message = contentOf(t, notice.message);
      if (notice.kind === 'message') {
        enqueueSnackbar(message, {
          key: notice.id,
          variant: 'message',
          severity: notice.variant,
          anchorOrigin: noticeLayout.message.anchorOrigin,
          autoHideDuration: null,
        });
      } else {
        const { action } = notice;
        enqueueSnackbar(message, {
          key: notice.id,
          variant: 'notification',
          severity: notice.variant,
          description: contentOf(t, notice.description),
          actionLabel: action ? textOf(t, action.label) : undefined,
          onAction: action
            ? () => dispatch({ type: action.type, payload: action.payload })
            : undefined,
          anchorOrigin: noticeLayout.notification.anchorOrigin,
          autoHideDuration: null,
        });
      }
      dispatch(noticeShown(notice.id));
    }
  }, [pending, enqueueSnackbar, dispatch, t]);

  return null;
}

const containerStyles = (
  <GlobalStyles
    styles={{
      '.notistack-SnackbarContainer.botdeck-notices-message': {
        top: noticeLayout.message.offset - NOTISTACK_ITEM_PADDING,
      },
      '.notistack-SnackbarContainer.botdeck-notices-notification': {
        top: noticeLayout.notification.offset - NOTISTACK_ITEM_PADDING,
        right: noticeLayout.notification.offset,
      },
    }}
  />
);

export default function NoticeHost() {
  return (
    <SnackbarProvider
      maxSnack={Number.MAX_SAFE_INTEGER}
      Components={{ message: MessageNotice, notification: NotificationNotice }}
      classes={{
        containerAnchorOriginTopCenter: 'botdeck-notices-message',
        containerAnchorOriginTopRight: 'botdeck-notices-notification',
      }}
    >
      {containerStyles}
      <NoticeBridge />
    </SnackbarProvider>
  );
}
