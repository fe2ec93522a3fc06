// A bot's audit log, a page at a time (docs/product.md §8.7, the Activity tab).
import { request } from '../lib/http';
import type { ActivityGroup } from './activityKinds';
import type { ActivityPage } from './schemas';

interface ActivityPageQuery {
  /** The last entry's id of the page before; none for the newest. */
  before?: number;
  limit: number;
  /** One group of kinds; none for every kind. */
  kind?: ActivityGroup;
}

export function getBotActivity(botId: string, query: ActivityPageQuery): Promise<ActivityPage> {
  return request((s) => s.activityPageSchema, {
    method: 'GET',
    url: `user/bots/${encodeURIComponent(botId)}/activity`,
    params: query,
  });
}
