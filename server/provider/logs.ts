// A bot's log in the demo provider (docs/demo-provider.md): what a running bot would write, worked
// out from timestamps when read, like the runtime. A running bot writes a line every 1/rate
// seconds on a fixed grid of times (heartbeats, commands handled, the odd warning); starting,
// stopping and failing to authenticate write their own lines when the change is first seen.
import type { BotStatus, LogLevel, LogLine } from '../../src/api/schemas';
import type { BotRecord } from './records';
import { botStatus } from './runtime';

/** Lines a second a running bot writes unless a test control says otherwise. */
export const DEFAULT_LOG_RATE = 0.5;
/** The most lines a bot's log keeps; older ones are dropped as new ones come. */
export const KEPT_LINES = 60_000;
/** What a bot has already logged when its log is first read. */
const FIRST_READ_HISTORY_MS = 10 * 60_000;

interface LogRecordLine {
  id: number;
  at: number;
  level: LogLevel;
  source: string;
  message: string;
}

export interface BotLog {
  lines: LogRecordLine[];
  nextId: number;
  /** Written up to this time. */
  until: number;
  /** The bot's status as of `until`. */
  status: BotStatus;
  /** Lines a second while online. */
  rate: number;
}

type Pattern = (bot: BotRecord, k: number) => Omit<LogRecordLine, 'id' | 'at'>;

const channels = ['general', 'lobby', 'music', 'announcements', 'help'];
const commands = ['help', 'play', 'stats', 'rank', 'weather', 'poll'];
/** The k-th of a list, round and round (k may be any integer, as a shifted large one can be negative). */
const pick = <T>(list: readonly T[], k: number): T =>
  list[((k % list.length) + list.length) % list.length];

/** What a running bot writes, most often first: one in four a heartbeat, the odd warning. */
const patterns: readonly Pattern[] = [
  (_bot, k) => ({
    level: 'debug',
    source: 'gateway',
    message: `Heartbeat acknowledged (sn ${k % 100_000}, ${20 + (k % 37)} ms)`,
  }),
  (bot, k) => ({
    level: 'info',
    source: 'command',
    message: `Handled ${bot.settings.behaviour.prefix}${pick(commands, k)} from user ${1000 + (k % 8999)} in #${pick(channels, Math.floor(k / 4))} (${5 + (k % 40)} ms)`,
  }),
  (_bot, k) => ({
    level: 'debug',
    source: 'event',
    message: `Received GROUP message event in #${pick(channels, k)} (msg ${(k * 7919) % 1_000_000})`,
  }),
  (bot, k) => ({
    level: 'info',
    source: 'command',
    message: `Auto-reply "${bot.settings.behaviour.autoReplies[0]?.keyword ?? 'hello'}" sent in #${pick(channels, k)}`,
  }),
  (_bot, k) => ({
    level: 'warn',
    source: 'http',
    message: `Rate limited by KOOK on message/create; retrying in ${1 + (k % 3)}.${k % 10} s`,
  }),
];

/** Which pattern line `k` of the grid follows: mostly heartbeats, commands and events. */
function patternOf(k: number): Pattern {
  const roll = (k * 2654435761) % 100;
  if (roll < 30) return patterns[0];
  if (roll < 60) return patterns[1];
  if (roll < 85) return patterns[2];
  if (roll < 96) return patterns[3];
  return patterns[4];
}

function append(log: BotLog, at: number, line: Omit<LogRecordLine, 'id' | 'at'>): void {
  log.lines.push({ id: log.nextId, at, ...line });
  log.nextId += 1;
  if (log.lines.length > KEPT_LINES + 1000) log.lines.splice(0, log.lines.length - KEPT_LINES);
}

/** The running bot's lines on its grid in (from, to], at most the last `KEPT_LINES`. */
function writeRunning(log: BotLog, bot: BotRecord, from: number, to: number): void {
  const interval = 1000 / log.rate;
  const last = Math.floor(to / interval);
  const first = Math.max(Math.floor(from / interval) + 1, last - KEPT_LINES + 1);
  for (let k = first; k <= last; k += 1)
    append(log, Math.round(k * interval), patternOf(k)(bot, k));
}

const running = (status: BotStatus) => status === 'online' || status === 'starting';

/** The lines a change of status writes, as it is first seen. */
function writeChange(log: BotLog, bot: BotRecord, from: BotStatus, to: BotStatus, at: number) {
  const info = (source: string, message: string) =>
    append(log, at, { level: 'info', source, message });
  if (from === to) return;
  if (!running(from) && (running(to) || to === 'error')) info('runtime', 'Starting bot');
  if (to === 'online') {
    info('gateway', `Connecting to KOOK (${bot.settings.mode})`);
    info('gateway', 'Connected to KOOK; session ready');
  }
  if (to === 'error') {
    info('auth', 'Authenticating with KOOK');
    append(log, at, {
      level: 'error',
      source: 'auth',
      message: `Authentication failed: ${bot.runtime.lastError ?? 'KOOK rejected the bot token.'}`,
    });
  }
  if (running(from) && (to === 'stopping' || to === 'offline')) info('runtime', 'Stopping bot');
  if (to === 'offline' && from !== 'error') info('gateway', 'Disconnected from KOOK; bot stopped');
}

function firstLog(bot: BotRecord, now: number, rate: number): BotLog {
  const since = now - FIRST_READ_HISTORY_MS;
  const status = botStatus(bot, now);
  const log: BotLog = { lines: [], nextId: 1, until: since, status: 'offline', rate };
  writeChange(log, bot, 'offline', status === 'stopping' ? 'online' : status, since);
  log.status = status === 'stopping' ? 'online' : status;
  return log;
}

/** Writes what the bot has logged up to `now`. */
function catchUp(log: BotLog, bot: BotRecord, now: number): void {
  if (now < log.until) return;
  const status = botStatus(bot, now);
  if (log.status === 'online') writeRunning(log, bot, log.until, now);
  writeChange(log, bot, log.status, status, now);
  log.status = status;
  log.until = now;
}

/** The bot's log as of `now`, created on first read. */
export function logOf(logs: Map<string, BotLog>, bot: BotRecord, now: number): BotLog {
  let log = logs.get(bot.id);
  if (!log) {
    log = firstLog(bot, now, DEFAULT_LOG_RATE);
    logs.set(bot.id, log);
  }
  catchUp(log, bot, now);
  return log;
}

/** Test control: a new rate from now on (what was written before stays). */
export function setLogRate(log: BotLog, rate: number): void {
  log.rate = rate;
}

/** Test control: the log replaced by `count` running lines ending at `now`. */
export function seedLog(log: BotLog, bot: BotRecord, count: number, now: number): void {
  const interval = 1000 / log.rate;
  log.lines = [];
  writeRunning(log, bot, now - count * interval, now);
  log.until = now;
}

/** Index of the first kept line whose id is at least `id` (ids grow along the array). */
function indexOfId(log: BotLog, id: number): number {
  let low = 0;
  let high = log.lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (log.lines[middle].id < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

const lineView = (line: LogRecordLine): LogLine => ({
  ...line,
  at: new Date(line.at).toISOString(),
});

export function logPage(log: BotLog, before: number | undefined, limit: number) {
  const end = before === undefined ? log.lines.length : indexOfId(log, before);
  const start = Math.max(0, end - limit);
  return { lines: log.lines.slice(start, end).map(lineView), hasOlder: start > 0 };
}

/** The kept lines after `id`. */
export function linesAfter(log: BotLog, id: number): LogLine[] {
  return log.lines.slice(indexOfId(log, id + 1)).map(lineView);
}

export const lastId = (log: BotLog): number => log.nextId - 1;
