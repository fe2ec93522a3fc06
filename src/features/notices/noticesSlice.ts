// Notices any saga or screen can raise (docs/product.md §4); `NoticeHost` shows them through
// notistack.
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { Failure } from '../../lib/requestSaga';

/**
 * An i18n key (with values), text to show as it is, or a failed call's `Failure`, which reads as
 * `FailureMessage` says it (alone, or as a value in a key's sentence).
 */
export type NoticeText =
  | string
  | { key: string; values?: Record<string, string | number | Failure> }
  | { failure: Failure };

export type NoticeVariant = 'success' | 'info' | 'warning' | 'error';

interface Notice {
  id: string;
  kind: 'message' | 'notification';
  variant: NoticeVariant;
  message: NoticeText;
  /** Notifications only: the text under the title. */
  description?: NoticeText;
  /**
   * A button on the notice that dispatches `{type, payload}`: a feature's own action, or
   * `pathRequested(path)` (lib/router) to open a screen.
   */
  action?: { label: NoticeText; type: string; payload?: string };
}

type NoticeInput = Omit<Notice, 'id'>;

interface NoticesState {
  queue: Notice[];
}

const initialState: NoticesState = { queue: [] };

const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notice>) {
        state.queue.push(action.payload);
      },
      prepare(notice: NoticeInput) {
        return { payload: { ...notice, id: nanoid() } };
      },
    },
    noticeShown(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((notice) => notice.id !== action.payload);
    },
  },
  selectors: {
    selectPendingNotices: (state) => state.queue,
  },
});

export const { notify, noticeShown } = noticesSlice.actions;

/**
 * The notice for a call that failed: a notification titled `message`, with the cause under it as
 * FailureMessage words it, and optionally a button. An expired session is told once, by the
 * session saga: callers skip a failure it handles (`isHandledBySession`).
 */
export function failureNotice(message: NoticeText, failure: Failure, action?: Notice['action']) {
  return notify({
    kind: 'notification',
    variant: 'error',
    message,
    description: { failure },
    ...(action && { action }),
  });
}
export const { selectPendingNotices } = noticesSlice.selectors;
// In the store from the start (app/reducer.ts injects it): a required key of RootState.
declare module '../../kernel/reducer' {
  export interface StaticSlices extends WithSlice<typeof noticesSlice> {}
}

export default noticesSlice;
