// "Leave with unsaved changes?": asks before an in-app navigation (React Router's blocker, with a
// dialog) and lets the browser ask before a reload or tab close (beforeunload).
import { useCallback, useEffect } from 'react';
import type { ReactElement } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from 'react-router-dom';
import type { BlockerFunction } from 'react-router-dom';

export interface LeaveGuardLabels {
  title: string;
  message: string;
  stay: string;
  leave: string;
}

interface Options {
  /**
   * Asked at the moment of leaving, so it can read the store: a save that just succeeded or a
   * session that just expired must let the navigation through at once.
   */
  shouldGuard: () => boolean;
  /** For a reload or tab close, when it differs from an in-app navigation's rule. */
  shouldGuardUnload?: () => boolean;
  labels: LeaveGuardLabels;
  /** The user chose to leave and drop their changes. */
  onLeave?: () => void;
}

/** Returns the confirmation dialog to render; it opens when a navigation is held back. */
export function useLeaveGuard({
  shouldGuard,
  shouldGuardUnload = shouldGuard,
  labels,
  onLeave,
}: Options): ReactElement {
  const blockerFunction = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldGuard(),
    [shouldGuard],
  );
  const blocker = useBlocker(blockerFunction);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (shouldGuardUnload()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldGuardUnload]);

  const open = blocker.state === 'blocked';
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    if (blocker.state !== 'blocked') return;
    onLeave?.();
    blocker.proceed();
  };

  return (
    <Dialog open={open} onClose={stay} aria-labelledby="leave-guard-title">
      <DialogTitle id="leave-guard-title">{labels.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{labels.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} autoFocus>
          {labels.stay}
        </Button>
        <Button onClick={leave} color="error">
          {labels.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
