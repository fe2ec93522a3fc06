// Copying a value (a callback URL, a webhook secret, a badge snippet) to the clipboard, with a notice
// that says it worked or how to do it by hand.
import { useCallback } from 'react';
import { useAppDispatch } from '../../kernel/hooks';
import { notify } from './noticesSlice';

/** Notice keys in the caller's namespace: what was copied, and what to do when it wasn't. */
export interface CopyNotices {
  copied: string;
  failed: string;
}

export function useCopy(ns: string): (value: string, notices: CopyNotices) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (value, notices) => {
      let copied = true;
      try {
        await navigator.clipboard.writeText(value);
      } catch {
        copied = false;
      }
      dispatch(
        notify({
          kind: 'message',
          variant: copied ? 'success' : 'error',
          message: { key: `${ns}:${copied ? notices.copied : notices.failed}` },
        }),
      );
    },
    [dispatch, ns],
  );
}
