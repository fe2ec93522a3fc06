// The notification centre (docs/product.md §2): the newest alerts as last polled, the unread
// count the bell shows, and marking them read. Cleared with the session like every other slice.
import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { AppNotification, NotificationPage } from '../../api/schemas';
import { rootReducer } from '../../app/reducer';
import { idleRequest, requestCases } from '../../lib/requestState';
import type { RequestState } from '../../lib/requestState';

interface NotificationsState {
  /** Null until the first answer. */
  items: AppNotification[] | null;
  unread: number;
  load: RequestState;
  read: RequestState;
}

const initialState: NotificationsState = {
  items: null,
  unread: 0,
  load: idleRequest,
  read: idleRequest,
};

/** Which alerts to mark read (none named: all), and when the answer came. */
interface ReadRequest {
  ids?: number[];
}

export interface ReadAnswer {
  ids?: number[];
  unread: number;
  at: string;
}

const request = requestCases<NotificationsState>();

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    ...request('load', (state) => state.load, {
      success: (state, page: NotificationPage) => {
        state.items = page.items;
        state.unread = page.unread;
      },
    }),
    ...request('read', (state) => state.read, {
      request: (_state, _read: ReadRequest) => undefined,
      success: (state, { ids, unread, at }: ReadAnswer) => {
        const chosen = ids === undefined ? null : new Set(ids);
        for (const item of state.items ?? []) {
          if (item.readAt === null && (chosen === null || chosen.has(item.id))) item.readAt = at;
        }
        state.unread = unread;
      },
    }),
  },
  selectors: {
    selectNotifications: (state) => state,
    selectUnread: (state) => state.unread,
  },
});

export const { loadRequest, loadSuccess, loadFailure, readRequest, readSuccess, readFailure } =
  notificationsSlice.actions;

declare module '../../app/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

const injected = notificationsSlice.injectInto(rootReducer);
export const { selectNotifications, selectUnread } = injected.selectors;
