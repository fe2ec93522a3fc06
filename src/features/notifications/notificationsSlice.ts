// The notification centre (docs/product.md §2): the alerts as polled and paged back, newest first,
// the unread count the bell shows, and marking them read. A poll brings the newest page and merges
// it by id into what is shown, so the older pages the user loaded stay; only when the newest page
// no longer reaches what is shown (more new alerts than a page since the last look) does it start
// over, as keeping the older ones would leave a hole. Cleared with the session like every other
// slice.
import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { AppNotification, NotificationPage } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import { olderPageCases } from '../../lib/olderPages';
import { idleRequest, requestCases } from '../../lib/requestState';
import type { RequestState } from '../../lib/requestState';

interface NotificationsState {
  /** Null until the first answer. */
  items: AppNotification[] | null;
  /** Whether there are alerts older than the last one in `items`. */
  hasMore: boolean;
  unread: number;
  load: RequestState;
  older: RequestState;
  read: RequestState;
}

const initialState: NotificationsState = {
  items: null,
  hasMore: false,
  unread: 0,
  load: idleRequest,
  older: idleRequest,
  read: idleRequest,
};

/** A page of older alerts: those with an id below `before`, the last one shown. */
interface OlderRequest {
  before: number;
}

const newestFirst = (a: AppNotification, b: AppNotification) => b.id - a.id;

/** `shown` and `page` as one list by id, newest first; the page's copy of an alert wins. */
function merge(shown: AppNotification[], page: AppNotification[]): AppNotification[] {
  const byId = new Map(shown.map((item) => [item.id, item]));
  for (const item of page) byId.set(item.id, item);
  return [...byId.values()].sort(newestFirst);
}

const lowestId = (items: AppNotification[]) => Math.min(...items.map((item) => item.id));
const highestId = (items: AppNotification[]) => Math.max(...items.map((item) => item.id));

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
        state.unread = page.unread;
        const shown = state.items;
        const startOver =
          !shown ||
          shown.length === 0 ||
          page.items.length === 0 ||
          (page.hasMore && lowestId(page.items) > highestId(shown));
        if (startOver) {
          state.items = page.items;
          state.hasMore = page.hasMore;
          state.older = idleRequest;
          return;
        }
        // Whether more lie beyond is the answer of whichever reached further back.
        if (lowestId(page.items) <= lowestId(shown)) state.hasMore = page.hasMore;
        state.items = merge(shown, page.items);
      },
    }),
    ...olderPageCases<NotificationsState>()((state) => state.older, {
      request: (_state, _older: OlderRequest) => undefined,
      success: (state, page: NotificationPage) => {
        // Nothing shown any more (the session ended meanwhile): nothing to add to.
        if (!state.items) return;
        state.items = merge(state.items, page.items);
        state.hasMore = page.hasMore;
        state.unread = page.unread;
      },
    }),
    ...request('read', (state) => state.read, {
      // No payload: all (as the failure notice's Retry dispatches it).
      request: (_state, _read: ReadRequest | undefined) => undefined,
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

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  olderRequest,
  olderSuccess,
  olderFailure,
  readRequest,
  readSuccess,
  readFailure,
} = notificationsSlice.actions;

declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

const injected = notificationsSlice.injectInto(rootReducer);
export const { selectNotifications, selectUnread } = injected.selectors;
