// Why a save failed, above the form's buttons: the provider's message, anything the form adds (a
// link to upgrade…), and the field messages that name no field on the form. Nothing when every
// field message is already in place, or when another part of the app explains the failure.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { translateFieldError } from '../../lib/fieldErrors';
import { FailureMessage } from '../FailureMessage';
import type { Failure } from '../../lib/requestSaga';
import { useTranslation } from '../../lib/useTranslation';

interface Props {
  failure: Failure | null;
  /** The field messages no field shows (`useGuardedForm`'s `unplaced`). */
  unplaced: readonly string[];
  /**
   * Whether the failure is explained elsewhere, so the form says nothing of it: the forms pass
   * `isHandledBySession(failure)` (an expired session is told once, by the session's own notice).
   * A prop rather than an import: components/ sits below the features.
   */
  hidden: boolean;
  title: ReactNode;
  /**
   * Said instead of the provider's message, when the form has its own words for this failure (so
   * the fact is said once, in the user's language).
   */
  message?: ReactNode;
  /** Said before the list of unplaced field messages. */
  otherFields: ReactNode;
  /** Said after the provider's message. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

export function FormFailureAlert({
  failure,
  unplaced,
  hidden,
  title,
  message,
  otherFields,
  children,
  sx,
}: Props) {
  const { t } = useTranslation();
  if (failure === null || hidden || (failure.fields && unplaced.length === 0)) return null;
  return (
    <Alert severity="error" sx={sx}>
      <AlertTitle>{title}</AlertTitle>
      {message ?? <FailureMessage failure={failure} />}
      {children}
      {unplaced.length > 0 && (
        <>
          <Box component="p" sx={{ m: 0, mt: 1 }}>
            {otherFields}
          </Box>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
            {unplaced.map((message) => (
              <li key={message}>{translateFieldError(t, message)}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
