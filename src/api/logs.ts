// A bot's log: pages of history and the live stream (docs/product.md §8.7, the Logs tab).
import { request } from '../lib/http';
import { openStream } from '../lib/httpStream';
import type { StreamOptions } from '../lib/httpStream';
import type { LogPage, LogStreamEvent, logStreamEventSchema } from './schemas';

const logsUrl = (id: string) => `user/bots/${encodeURIComponent(id)}/logs`;

/** The newest `limit` lines before `before` (the newest of all without it), oldest first. */
export function getBotLogs(
  id: string,
  query: { before?: number; limit: number },
): Promise<LogPage> {
  return request((s) => s.logPageSchema, { method: 'GET', url: logsUrl(id), params: query });
}

/** Follows the bot's log from the line after `after` (0: all it keeps) until `options.signal` aborts it. */
export function followBotLogs(
  id: string,
  after: number,
  options: StreamOptions<LogStreamEvent>,
): Promise<void> {
  return openStream<typeof logStreamEventSchema>(
    (s) => s.logStreamEventSchema,
    `${logsUrl(id)}/stream?after=${after}`,
    options,
  );
}
