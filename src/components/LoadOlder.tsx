// "Load older" under (or above) a list paged back by cursor: its button and its failure, the same
// in every list that pages back (the Activity tab, the notification centre, the Logs tab).
//
// One behaviour:
// - while a page is on its way the button shows a spinner and is disabled (it keeps its label and
//   its size, so nothing moves), and the failure's Retry does the same;
// - a failed page shows its message with Retry above the button, and it stays while the retry runs
//   (lib/olderPages.ts keeps it) until an answer with data replaces it, so a retry that fails again
//   does not flash the message away and back;
// - with nothing older the button goes, or, with `showNone`, stays disabled saying so (a list
//   that must not change height);
// - `note`, when given, stands in the button's place (the Logs tab's full window);
// - a failure the session has already told (`hideError`, from `isHandledBySession`) is not shown.
// The state comes from the slice's `older` request (lib/olderPages.ts), the cursor from the saga
// (lib/olderPagesSaga.ts), the words from the list's namespace: `loadOlder` (the button),
// `olderFailedTitle` and, with `showNone`, `noOlder`.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RequestState } from '../lib/requestState';
import { useTranslation } from '../lib/useTranslation';
import { InlineError } from './InlineError';

/** A small button's height: the line's height whatever it holds. */
const LINE_HEIGHT = 32;

interface Props {
  /** The list's i18n namespace, with its `loadOlder`, `olderFailedTitle` and `noOlder`. */
  ns: string;
  /** Whether the provider keeps anything older than what is shown. */
  hasOlder: boolean;
  /** The slice's request for an older page. */
  request: RequestState;
  onLoad: () => void;
  /** Keeps the button when nothing is older, disabled and saying so (`noOlder`). */
  showNone?: boolean;
  /** Stands in the button's place. */
  note?: ReactNode;
  /** The failure was told elsewhere (an expired session's notice). */
  hideError?: boolean;
}

export function LoadOlder({
  ns,
  hasOlder,
  request,
  onLoad,
  showNone = false,
  note,
  hideError = false,
}: Props) {
  const { t } = useTranslation(ns);
  let line: ReactNode = null;
  if (note) line = note;
  else if (hasOlder || showNone)
    line = (
      <Button
        variant="outlined"
        size="small"
        onClick={onLoad}
        loading={request.pending}
        disabled={!hasOlder}
      >
        {t(hasOlder ? 'loadOlder' : 'noOlder')}
      </Button>
    );
  return (
    <>
      {request.error && !hideError && (
        <InlineError
          title={t('olderFailedTitle')}
          failure={request.error}
          onRetry={onLoad}
          retrying={request.pending}
        />
      )}
      {line && (
        <Box
          sx={{
            minHeight: LINE_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {line}
        </Box>
      )}
    </>
  );
}
