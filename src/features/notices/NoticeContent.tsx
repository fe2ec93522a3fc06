// The two notice kinds as notistack custom variants: a compact message, and a notification with a
// title, a description, an optional action and a close button.
import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { SnackbarContent, useSnackbar } from 'notistack';
import type { CustomContentProps } from 'notistack';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import ErrorIcon from '@mui/icons-material/Error';
import { useTranslation } from '../../lib/useTranslation';
import type { NoticeVariant } from './noticesSlice';
import { noticeLayout } from './noticeLayout';
import { useNoticeTimer } from './useNoticeTimer';

declare module 'notistack' {
  interface VariantOverrides {
    message: { severity: NoticeVariant };
    notification: {
      severity: NoticeVariant;
      description?: ReactNode;
      actionLabel?: string;
      onAction?: () => void;
    };
  }
}

const icons: Record<NoticeVariant, ReactNode> = {
  success: <CheckCircleIcon color="success" fontSize="small" />,
  info: <InfoIcon color="info" fontSize="small" />,
  warning: <WarningIcon color="warning" fontSize="small" />,
  error: <ErrorIcon color="error" fontSize="small" />,
};

type MessageProps = CustomContentProps & { severity: NoticeVariant };

export const MessageNotice = forwardRef<HTMLDivElement, MessageProps>(function MessageNotice(
  { id, message, severity },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const hover = useNoticeTimer(noticeLayout.message.duration, () => closeSnackbar(id));
  return (
    <SnackbarContent ref={ref} role={severity === 'error' ? 'alert' : 'status'} {...hover}>
      <Paper
        elevation={6}
        data-notice="message"
        sx={{
          px: 2,
          py: 1,
          maxHeight: noticeLayout.message.maxHeight,
          overflow: 'auto',
          maxWidth: 'min(560px, calc(100vw - 32px))',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icons[severity]}
          <Typography variant="body2">{message}</Typography>
        </Stack>
      </Paper>
    </SnackbarContent>
  );
});

type NotificationProps = CustomContentProps & {
  severity: NoticeVariant;
  description?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
};

export const NotificationNotice = forwardRef<HTMLDivElement, NotificationProps>(
  function NotificationNotice({ id, message, severity, description, actionLabel, onAction }, ref) {
    const { t } = useTranslation();
    const { closeSnackbar } = useSnackbar();
    const hover = useNoticeTimer(noticeLayout.notification.duration, () => closeSnackbar(id));
    return (
      <SnackbarContent ref={ref} role={severity === 'error' ? 'alert' : 'status'} {...hover}>
        <Paper
          elevation={8}
          data-notice="notification"
          sx={{
            width: noticeLayout.notification.width,
            maxWidth: 'calc(100vw - 48px)',
            p: 2,
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Stack sx={{ pt: 0.25 }}>{icons[severity]}</Stack>
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="p">
                {message}
              </Typography>
              {description && (
                <Typography variant="body2" component="div" color="textSecondary">
                  {description}
                </Typography>
              )}
              {actionLabel && onAction && (
                <Stack direction="row">
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => {
                      onAction();
                      closeSnackbar(id);
                    }}
                  >
                    {actionLabel}
                  </Button>
                </Stack>
              )}
            </Stack>
            <IconButton
              size="small"
              aria-label={t('notice.close')}
              onClick={() => closeSnackbar(id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Paper>
      </SnackbarContent>
    );
  },
);
