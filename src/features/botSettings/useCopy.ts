// Copying a value of the connection (the callback URL, a webhook secret) to the clipboard, with a
// notice that says it worked or how to do it by hand.
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../notices';

/** Notice keys in the `botSettings` namespace: what was copied, and what to do when it wasn't. */
export interface CopyNotices {
  copied: string;
  failed: string;
}

export function useCopy(): (value: string, notices: CopyNotices) => Promise<void> {
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
          message: { key: `botSettings:${copied ? notices.copied : notices.failed}` },
        }),
      );
    },
    [dispatch],
  );
}
