// The signed-in user's alerts (docs/product.md §2, the notification centre).
import { request } from '../lib/http';
import type { NotificationPage } from './schemas';

export function listNotifications(query: {
  before?: number;
  limit: number;
}): Promise<NotificationPage> {
  return request((s) => s.notificationPageSchema, {
    method: 'GET',
    url: 'user/notifications',
    params: query,
  });
}

/** Marks `ids` read, or every alert without them; answers the unread count left. */
export function readNotifications(ids?: number[]): Promise<{ unread: number }> {
  return request((s) => s.notificationReadSchema, {
    method: 'POST',
    url: 'user/notifications/read',
    data: ids === undefined ? {} : { ids },
  });
}
