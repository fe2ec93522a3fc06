// The open log streams (GET user/bots/:id/logs/stream): each one a timer that writes the lines its
// bot has logged since the last tick, and a heartbeat when it has been quiet. A stream ends when
// its reader goes away, when the server closes, or when a test control cuts it.
import { PassThrough } from 'node:stream';
import type { LogStreamEvent } from '../../src/api/schemas';
import type { BotLog } from './logs';
import { lastId, linesAfter } from './logs';

export interface LogStreamTiming {
  /** How often an open stream looks for new lines. */
  tickMs: number;
  /**
   * The longest a stream stays quiet: a heartbeat is written after this long without a line, on
   * the wall clock (it is about the connection, not the bot's time).
   */
  heartbeatMs: number;
}

export const defaultLogStreamTiming: LogStreamTiming = { tickMs: 200, heartbeatMs: 15_000 };

interface OpenStream {
  botId: string;
  end: () => void;
}

export class LogStreams {
  private open = new Set<OpenStream>();

  constructor(private readonly timing: LogStreamTiming) {}

  /**
   * A stream of `read()`'s lines after `after` (after the current last line without it).
   * `read` catches the log up to the present.
   */
  start(botId: string, read: () => BotLog, after: number | undefined) {
    const body = new PassThrough();
    let sent = after ?? lastId(read());
    let quietSince = Date.now();
    const write = (event: LogStreamEvent) => body.write(`${JSON.stringify(event)}\n`);
    const tick = () => {
      const lines = linesAfter(read(), sent);
      for (const line of lines) write({ type: 'line', line });
      if (lines.length > 0) {
        sent = lines[lines.length - 1].id;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= this.timing.heartbeatMs) {
        quietSince = Date.now();
        write({ type: 'heartbeat', at: new Date(quietSince).toISOString() });
      }
    };
    const timer = setInterval(tick, this.timing.tickMs);
    const stream: OpenStream = {
      botId,
      end: () => {
        clearInterval(timer);
        this.open.delete(stream);
        body.end();
      },
    };
    this.open.add(stream);
    body.on('close', stream.end);
    // A heartbeat first, so the reader knows at once that it is connected; then the resumed lines.
    write({ type: 'heartbeat', at: new Date(quietSince).toISOString() });
    tick();
    return { body, end: stream.end };
  }

  /** Ends the open streams (of one bot, or all); returns how many. */
  cut(botId?: string): number {
    const cut = [...this.open].filter((stream) => botId === undefined || stream.botId === botId);
    for (const stream of cut) stream.end();
    return cut.length;
  }
}
