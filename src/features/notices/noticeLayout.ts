// Where notices sit, how big they are and how long they stay (docs/product.md §4).
import type { SnackbarOrigin } from 'notistack';

export const noticeLayout = {
  message: {
    duration: 3000,
    anchorOrigin: { vertical: 'top', horizontal: 'center' } satisfies SnackbarOrigin,
    offset: 8,
    maxHeight: 150,
  },
  notification: {
    duration: 4500,
    anchorOrigin: { vertical: 'top', horizontal: 'right' } satisfies SnackbarOrigin,
    offset: 24,
    width: 384,
  },
} as const;

/** notistack pads each item by 6px inside its container; the container sits that much higher. */
export const NOTISTACK_ITEM_PADDING = 6;
