// The open log streams (GET user/bots/:id/logs/stream): each one polls for the lines its bot has
// logged since the last poll, and writes a heartbeat when it has been quiet. Every poll reads in a
// short transaction of its own (server/logs.ts computes the lines; reads never write): no
// transaction stays open between polls, and the next poll is set only once the last one is done.
// A stream ends when its reader goes away, when its bot is gone, when the storage fails it (the
// server closing), or when the server or a test control cuts it.
import { PassThrough } from 'node:stream';
import type { LogLine, LogStreamEvent } from '../../src/api/schemas';

export interface LogStreamTiming {
  /** How long an open stream waits after a poll before the next one. */
  tickMs: number;
  /**
   * The longest a stream stays quiet: a heartbeat is written after this long without a line, on
   * the wall clock (it is about the connection, not the bot's time).
   */
  heartbeatMs: number;
}

export const defaultLogStreamTiming: LogStreamTiming = { tickMs: 200, heartbeatMs: 15_000 };

/** The bot's lines after `after`, read in a transaction of its own; null once the bot is gone. */
export type LogPoll = (after: number) => Promise<LogLine[] | null>;

interface OpenStream {
  botId: string;
  end: () => void;
}

export class LogStreams {
  private open = new Set<OpenStream>();

  constructor(private readonly timing: LogStreamTiming) {}

  /**
   * A stream of the bot's lines: a heartbeat, the `opening` lines (the resumed ones, read with the
   * request's checks), then what each poll finds after the last line sent (`after` at first).
   */
  start(botId: string, poll: LogPoll, { after, opening }: { after: number; opening: LogLine[] }) {
    const body = new PassThrough();
    let sent = after;
    let quietSince = Date.now();
    let ended = false;
    let timer: NodeJS.Timeout | undefined;
    const write = (event: LogStreamEvent) => body.write(`${JSON.stringify(event)}\n`);
    const send = (lines: readonly LogLine[]) => {
      for (const line of lines) write({ type: 'line', line });
      if (lines.length > 0) {
        sent = lines[lines.length - 1].id;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= this.timing.heartbeatMs) {
        quietSince = Date.now();
        write({ type: 'heartbeat', at: new Date(quietSince).toISOString() });
      }
    };
    const stream: OpenStream = {
      botId,
      end: () => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        this.open.delete(stream);
        body.end();
      },
    };
    const tick = async () => {
      let lines: LogLine[] | null;
      try {
        lines = await poll(sent);
      } catch {
        // The storage is closing or the scope is gone: nothing more will come.
        lines = null;
      }
      if (ended) return;
      if (lines === null) {
        stream.end();
        return;
      }
      send(lines);
      timer = setTimeout(() => void tick(), this.timing.tickMs);
    };
    this.open.add(stream);
    body.on('close', stream.end);
    // A heartbeat first, so the reader knows at once that it is connected; then the resumed lines.
    write({ type: 'heartbeat', at: new Date(quietSince).toISOString() });
    send(opening);
    timer = setTimeout(() => void tick(), this.timing.tickMs);
    return { body, end: stream.end };
  }

  /** Ends the open streams (of one bot, or all); returns how many. */
  cut(botId?: string): number {
    const cut = [...this.open].filter((stream) => botId === undefined || stream.botId === botId);
    for (const stream of cut) stream.end();
    return cut.length;
  }
}
