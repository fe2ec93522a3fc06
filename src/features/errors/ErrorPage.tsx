// The error page (docs/product.md §5): status, title by status, the message as description.
import type { ReactNode } from 'react';
import type { TFunction } from '../../lib/translator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/useTranslation';
import { useAppDispatch } from '../../kernel/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { errorCleared } from './errorsSlice';

/** Page Not Found for 404, Internal Server Error for any other status, in the reader's language. */
export function errorTitle(status: number, t: TFunction): string {
  return t(status === 404 ? 'error.pageNotFound' : 'error.internalServerError');
}

interface ErrorViewProps {
  status?: number;
  message?: string;
  /** The "Go back home" button; plain (a full load of `/`) when omitted. */
  home?: ReactNode;
  /** Anything the page offers besides going home (the 404 page's search). */
  children?: ReactNode;
}

/** The page itself, with no store or router: usable even when start-up failed. */
export function ErrorView({ status = 500, message = '', home, children }: ErrorViewProps) {
  const { t } = useTranslation();
  const title = errorTitle(status, t);
  useDocumentTitle(t('error.documentTitle', { status, title }), { raw: true });
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 2,
        py: 6,
      }}
    >
      <Typography
        component="p"
        data-testid="error-status"
        sx={{ fontSize: { xs: 64, md: 96 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        {status}
      </Typography>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {message && (
        <Typography color="textSecondary" sx={{ maxWidth: 560, overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
      )}
      {children}
      {home ?? (
        <Button href="/" variant="contained">
          {t('error.goHome')}
        </Button>
      )}
    </Box>
  );
}

/** The error page inside the app: "Go back home" clears the error and stays in the app. */
export function ErrorPage({ status, message, children }: Omit<ErrorViewProps, 'home'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <ErrorView
      status={status}
      message={message}
      children={children}
      home={
        <Button
          component={RouterLink}
          to="/"
          variant="contained"
          onClick={() => dispatch(errorCleared())}
        >
          {t('error.goHome')}
        </Button>
      }
    />
  );
}

/**
 * A bot the provider does not know (400004), to view, edit or configure: 404 with a sentence in the
 * reader's language (the provider's message is English and not written for this page).
 */
export function BotNotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status={404} message={t('error.botNotFound')} />;
}
