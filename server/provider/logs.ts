// A bot's log in the demo provider (docs/demo-provider.md): what a running bot would write, worked
// out from timestamps like the runtime. A running bot writes a line every 1/rate seconds on a fixed
// grid of times (heartbeats, commands handled, the odd warning); starting, stopping and failing to
// authenticate write their own lines at the time the bot's record says the change happened.
//
// Stored in SQL (storage/repos/logs.ts): the lines in `log_lines`, numbered per bot, and where the
// log stands in `bot_logs` (the next id, written up to when, the status then, the rate). Reads never
// write. The design:
//
// - Written by the write paths only: `catchUpLog` writes what the bot has logged up to now. The
//   routes that change a bot's runtime call it, with the bot's row locked as every change holds
//   it, right after the change (start, stop, restart; the test controls that revoke a token or
//   crash a bot, and anything else that sets `runtime.transition` or `runtime.state`, should too),
//   and before a change of what the lines say (the prefix, the first auto-reply, the connection
//   mode), since lines not written yet are worded from the record as it is. The test controls'
//   `setLogRate` and `seedLog` catch up themselves.
// - A read (a page, the stream's polls) shows the stored lines plus the lines not written yet,
//   computed as a pure function of the stored state, the bot's record and `now`: the grid lines
//   since `until` at the stored rate, and the status changes the record shows after `until`, at
//   the times it gives (a transition's start and end, `onlineSince`; a change with no time of its
//   own is put at `until`, the last write). A later write stores exactly these lines with these
//   ids, so a page, `before`, `hasOlder` and the stream's `linesAfter` give what a later read gives.
// - A bot whose log was never written shows a window of its last ten minutes: how it came to be in
//   its status (opening lines, ids from 1, at the window's start) and, while it runs, the grid
//   lines since, numbered from the grid itself (id = GRID_BASE + the line's grid index since 1970)
//   so that a line keeps its id as the window moves; the first write stores the window as it is
//   then and the log goes on from there. Only the opening lines' time moves with the window.
// - Retention: a log keeps its newest `KEPT_LINES` lines. A write moves where the kept lines begin
//   (the older ones are deleted in batches, storage/repos/logs.ts); a read shows the same newest
//   `KEPT_LINES` of the written and the not yet written lines. The limit is documented with the
//   storage settings in docs/deploy.md.
import type { BotStatus, LogLine } from '../../src/api/schemas';
import type { LogBot } from './records';
import { TRANSITION_MS, botStatus } from './runtime';
import type { Repos } from './storage/repos';
import type { LogLineRecord, LogState, StoredLogState } from './storage/repos/logs';

/** Lines a second a running bot writes unless a test control says otherwise. */
export const DEFAULT_LOG_RATE = 0.5;
/** The most lines a bot's log keeps; older ones are dropped as new ones come (docs/deploy.md). */
export const KEPT_LINES = 60_000;
/** What a bot whose log was never written shows: its last ten minutes. */
const FIRST_READ_HISTORY_MS = 10 * 60_000;
/**
 * A never-written log numbers its running lines from the grid: line k of the grid since 1970 is
 * GRID_BASE + k, above the few opening lines' ids.
 */
const GRID_BASE = 100;

type LineBody = Omit<LogLineRecord, 'id' | 'at'>;
type Pattern = (bot: LogBot, k: number) => LineBody;

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

const gridLine = (bot: LogBot, id: number, k: number, interval: number): LogLineRecord => ({
  id,
  at: Math.round(k * interval),
  ...patternOf(k)(bot, k),
});

const running = (status: BotStatus) => status === 'online' || status === 'starting';

/** The lines a change of status writes. */
function changeLines(bot: LogBot, from: BotStatus, to: BotStatus): LineBody[] {
  const lines: LineBody[] = [];
  const info = (source: string, message: string) => lines.push({ level: 'info', source, message });
  if (from === to) return lines;
  if (!running(from) && (running(to) || to === 'error')) info('runtime', 'Starting bot');
  if (to === 'online') {
    info('gateway', `Connecting to KOOK (${bot.settings.mode})`);
    info('gateway', 'Connected to KOOK; session ready');
  }
  if (to === 'error') {
    info('auth', 'Authenticating with KOOK');
    lines.push({
      level: 'error',
      source: 'auth',
      message: `Authentication failed: ${bot.runtime.lastError ?? 'KOOK rejected the bot token.'}`,
    });
  }
  if (running(from) && (to === 'stopping' || to === 'offline')) info('runtime', 'Stopping bot');
  if (to === 'offline' && from !== 'error') info('gateway', 'Disconnected from KOOK; bot stopped');
  return lines;
}

/** A copy to settle (runtime.ts settles the record it is given). */
const copyOf = (bot: LogBot): LogBot => ({ ...bot, runtime: { ...bot.runtime } });

/** The bot's status at `at`, which may be before its record's transition began. */
function statusAt(bot: LogBot, at: number): BotStatus {
  const { transition, state } = bot.runtime;
  if (transition && at < transition.until - TRANSITION_MS) return state;
  return botStatus(copyOf(bot), at);
}

interface StatusChange {
  at: number;
  to: BotStatus;
}

/**
 * The changes of status the bot's record shows after the log's `until`, up to `now`, each at the
 * time the record gives for it. The record holds the settled state, maybe a transition on top
 * (start, stop, restart: `until` is when it ends, TRANSITION_MS after it began), and `onlineSince`.
 */
function changesSince(state: LogState, bot: LogBot, now: number): StatusChange[] {
  const { until } = state;
  const { transition, onlineSince } = bot.runtime;
  const clamp = (at: number, latest: number) => Math.min(Math.max(at, until), latest);
  const changes: StatusChange[] = [];
  const status = state.status;
  const began = transition ? transition.until - TRANSITION_MS : 0;
  const between = transition?.to === 'online' ? 'starting' : 'stopping';
  // Whether the log saw the transition begin (a write during it, or right after the action).
  const seen = transition !== null && (began < until || (began === until && status === between));
  if (!seen) {
    // The settled state (before the transition, if there is one), unless the log has it already.
    const reached = bot.runtime.state;
    if (reached !== status) {
      let at = until;
      if (reached === 'online' && onlineSince !== undefined && onlineSince > until)
        at = onlineSince;
      else if (status === 'starting' || status === 'stopping') at = until + TRANSITION_MS;
      changes.push({ at: clamp(at, transition ? began : now), to: reached });
    }
    if (transition) changes.push({ at: clamp(began, now), to: between });
  }
  if (transition && transition.until <= now && transition.until > until) {
    const outcome =
      transition.to === 'offline' ? 'offline' : bot.tokenAccepted ? 'online' : 'error';
    changes.push({ at: transition.until, to: outcome });
  }
  return changes;
}

/** Lines not written yet, numbered on from the state's `nextId`. */
type Piece =
  /** Grid lines k = firstK… of a running bot. */
  | { kind: 'grid'; firstId: number; count: number; firstK: number; interval: number }
  /** A change of status's lines, all at its time. */
  | { kind: 'change'; firstId: number; at: number; lines: LineBody[] };

interface Pending {
  pieces: Piece[];
  /** The id after the last pending line: `state.nextId` when there is none. */
  nextId: number;
  /** The bot's status as of now. */
  status: BotStatus;
}

const pieceLength = (piece: Piece) => (piece.kind === 'grid' ? piece.count : piece.lines.length);

/** What the bot has logged since `state.until`, up to `now`, as a pure function of them. */
function pendingOf(state: LogState, bot: LogBot, now: number): Pending {
  const settled = copyOf(bot);
  botStatus(settled, now);
  const interval = 1000 / state.rate;
  const pieces: Piece[] = [];
  let nextId = state.nextId;
  let time = state.until;
  let status = state.status;
  const runTo = (to: number) => {
    if (status === 'online' && to > time) {
      const firstK = Math.floor(time / interval) + 1;
      const count = Math.floor(to / interval) - firstK + 1;
      if (count > 0) {
        pieces.push({ kind: 'grid', firstId: nextId, count, firstK, interval });
        nextId += count;
      }
    }
    time = Math.max(time, to);
  };
  for (const change of changesSince(state, bot, now)) {
    runTo(change.at);
    // The words of the record as it is now (the error it settled with, the connection mode).
    const lines = changeLines(settled, status, change.to);
    if (lines.length > 0) {
      pieces.push({ kind: 'change', firstId: nextId, at: change.at, lines });
      nextId += lines.length;
    }
    status = change.to;
  }
  runTo(now);
  return { pieces, nextId, status };
}

/** The pending lines with ids in [from, to), oldest first. */
function pendingLines(pending: Pending, bot: LogBot, from: number, to: number): LogLineRecord[] {
  const lines: LogLineRecord[] = [];
  for (const piece of pending.pieces) {
    const first = Math.max(from, piece.firstId);
    const end = Math.min(to, piece.firstId + pieceLength(piece));
    for (let id = first; id < end; id += 1) {
      const index = id - piece.firstId;
      lines.push(
        piece.kind === 'grid'
          ? gridLine(bot, id, piece.firstK + index, piece.interval)
          : { id, at: piece.at, ...piece.lines[index] },
      );
    }
  }
  return lines;
}

/** A bot's log as of `now`: what is written (or the never-written window) and what is pending. */
interface LogView {
  bot: LogBot;
  state: LogState;
  /** The written log's state and retention; undefined if never written (`state` is the window's). */
  stored: StoredLogState | undefined;
  /** A never-written log's opening lines; a written log has its older lines in the rows. */
  opening: LogLineRecord[];
  pending: Pending;
}

/** The never-written log's window: its last ten minutes, opening with how it came to its status. */
function windowOf(bot: LogBot, now: number): { state: LogState; opening: LogLineRecord[] } {
  const since = now - FIRST_READ_HISTORY_MS;
  const status = statusAt(bot, since);
  const atSince = copyOf(bot);
  botStatus(atSince, since);
  const bodies =
    status === 'stopping'
      ? [...changeLines(atSince, 'offline', 'online'), ...changeLines(atSince, 'online', status)]
      : changeLines(atSince, 'offline', status);
  const opening = bodies.map((body, index) => ({ id: index + 1, at: since, ...body }));
  const interval = 1000 / DEFAULT_LOG_RATE;
  const nextId =
    status === 'online'
      ? Math.max(opening.length + 1, GRID_BASE + Math.floor(since / interval) + 1)
      : opening.length + 1;
  return { state: { nextId, until: since, status, rate: DEFAULT_LOG_RATE }, opening };
}

async function viewOf(repos: Repos, bot: LogBot, now: number, lock = false): Promise<LogView> {
  const stored = await repos.logs.state(bot.id, { lock });
  if (stored) {
    return { bot, state: stored, stored, opening: [], pending: pendingOf(stored, bot, now) };
  }
  const { state, opening } = windowOf(bot, now);
  return { bot, state, stored: undefined, opening, pending: pendingOf(state, bot, now) };
}

/** How many pending lines there are, the lowest kept one, and how many older lines are kept. */
function keptOf({ state, pending }: LogView) {
  const count = pending.nextId - state.nextId;
  return {
    count,
    lowest: Math.max(state.nextId, pending.nextId - KEPT_LINES),
    olderKept: Math.max(0, KEPT_LINES - count),
  };
}

/** Up to `limit` kept lines older than the pending ones, below `below`, newest first. */
async function olderBelow(
  repos: Repos,
  view: LogView,
  below: number,
  limit: number,
): Promise<LogLineRecord[]> {
  const { olderKept } = keptOf(view);
  if (olderKept === 0 || limit === 0) return [];
  if (!view.stored) {
    return view.opening
      .slice(-olderKept)
      .filter((line) => line.id < below)
      .reverse()
      .slice(0, limit);
  }
  return repos.logs.newestBelow(view.bot.id, view.stored, below, limit, olderKept);
}

/** The kept lines older than the pending ones, after `after`, oldest first. */
async function olderAfter(repos: Repos, view: LogView, after: number): Promise<LogLineRecord[]> {
  const { olderKept } = keptOf(view);
  if (olderKept === 0 || after >= view.state.nextId - 1) return [];
  if (!view.stored) return view.opening.slice(-olderKept).filter((line) => line.id > after);
  return repos.logs.above(view.bot.id, view.stored, after, olderKept);
}

const lineView = (line: LogLineRecord): LogLine => ({
  ...line,
  at: new Date(line.at).toISOString(),
});

/** The id of the log's last line (0 for an empty log that was never written). */
function lastIdOf(view: LogView): number {
  if (view.pending.nextId > view.state.nextId) return view.pending.nextId - 1;
  if (view.stored) return view.state.nextId - 1;
  return view.opening.at(-1)?.id ?? 0;
}

/** A page of the bot's log: the newest `limit` lines below `before`, oldest first. */
export async function logPage(
  repos: Repos,
  bot: LogBot,
  before: number | undefined,
  limit: number,
  now: number,
): Promise<{ lines: LogLine[]; hasOlder: boolean }> {
  const view = await viewOf(repos, bot, now);
  const { lowest } = keptOf(view);
  const end = Math.min(before ?? Infinity, view.pending.nextId);
  const from = Math.max(lowest, end - limit);
  const newer = from < end ? pendingLines(view.pending, bot, from, end) : [];
  if (from > lowest) return { lines: newer.map(lineView), hasOlder: true };
  const need = limit - newer.length;
  const older = await olderBelow(repos, view, Math.min(end, view.state.nextId), need + 1);
  return {
    lines: [...older.slice(0, need).reverse(), ...newer].map(lineView),
    hasOlder: older.length > need,
  };
}

/** The kept lines after id `after`, and the id of the log's last line. */
export async function linesAfter(
  repos: Repos,
  bot: LogBot,
  after: number,
  now: number,
): Promise<{ lines: LogLine[]; lastId: number }> {
  const view = await viewOf(repos, bot, now);
  const { lowest } = keptOf(view);
  const older = await olderAfter(repos, view, after);
  const newer = pendingLines(view.pending, bot, Math.max(after + 1, lowest), view.pending.nextId);
  return { lines: [...older, ...newer].map(lineView), lastId: lastIdOf(view) };
}

/** The id of the log's last line as of `now` (0 for an empty log that was never written). */
export async function lastLogId(repos: Repos, bot: LogBot, now: number): Promise<number> {
  return lastIdOf(await viewOf(repos, bot, now));
}

/**
 * Writes the view's pending lines (and a never-written log's window), then `after` (the runtime's
 * own lines, numbered on), keeping the retention; the log goes on at `rate` from now.
 */
async function write(
  repos: Repos,
  view: LogView,
  now: number,
  rate = view.state.rate,
  after: readonly RuntimeLine[] = [],
): Promise<StoredLogState> {
  const { bot, state, pending } = view;
  const { lowest, olderKept } = keptOf(view);
  const opening = view.stored || olderKept === 0 ? [] : view.opening.slice(-olderKept);
  const lines = [...opening, ...pendingLines(pending, bot, lowest, pending.nextId)];
  after.forEach((line, index) => lines.push({ ...line, id: pending.nextId + index }));
  const next = {
    nextId: pending.nextId + after.length,
    until: Math.max(state.until, now),
    status: pending.status,
    rate,
  };
  return repos.logs.write(bot.id, view.stored, lines, next, KEPT_LINES);
}

/**
 * Writes what the bot has logged up to `now`: the write paths call it right after a change of the
 * bot's runtime (start, stop, restart…), in the change's transaction with the bot's row locked, so
 * that the log sees the change as it happens (a restart of a failed bot fails again, which read
 * later would look like no change). Reads never call it.
 */
export async function catchUpLog(repos: Repos, bot: LogBot, now: number): Promise<StoredLogState> {
  return write(repos, await viewOf(repos, bot, now, true), now);
}

/** Test control: a new rate from now on (what was logged before, at the old rate, stays). */
export async function setLogRate(
  repos: Repos,
  bot: LogBot,
  rate: number,
  now: number,
): Promise<StoredLogState | undefined> {
  const view = await viewOf(repos, bot, now, true);
  return view.state.rate === rate ? view.stored : write(repos, view, now, rate);
}

/**
 * Test control: the log replaced by `count` running lines (at most `KEPT_LINES`) ending at `now`,
 * at the log's rate, numbered on from its last line.
 */
export async function seedLog(
  repos: Repos,
  bot: LogBot,
  count: number,
  now: number,
): Promise<StoredLogState> {
  // Nothing written before stays, so nothing pending is written: only where the log stands.
  const { state, pending } = await viewOf(repos, bot, now, true);
  const interval = 1000 / state.rate;
  const lines = Math.min(count, KEPT_LINES);
  const firstK = Math.floor(now / interval) - lines + 1;
  await repos.logs.clear(bot.id);
  return repos.logs.write(
    bot.id,
    undefined,
    Array.from({ length: lines }, (_, index) =>
      gridLine(bot, pending.nextId + index, firstK + index, interval),
    ),
    {
      nextId: pending.nextId + lines,
      until: Math.max(state.until, now),
      status: pending.status,
      rate: state.rate,
    },
    KEPT_LINES,
  );
}

/**
 * Test control's answer: the log's rate, how many lines it keeps and the last one's id, from the
 * state `catchUpLog`, `setLogRate` or `seedLog` answered (nothing is pending then).
 */
export function logSummary(state: StoredLogState | undefined): {
  rate: number;
  lines: number;
  lastId: number;
} {
  if (!state) return { rate: DEFAULT_LOG_RATE, lines: 0, lastId: 0 };
  return { rate: state.rate, lines: state.kept, lastId: state.nextId - 1 };
}

/** A line the runtime writes, at the time it happened. */
export type RuntimeLine = Omit<LogLineRecord, 'id'>;

/**
 * Lines the runtime (server/provider/runtime/) wrote for a bot it runs: what the bot received and
 * answered, and its connection's protocol events. What the log had pending is written first, and
 * from then on the log has no simulated running lines (rate 0): they are the runtime's.
 */
export async function appendRuntimeLines(
  repos: Repos,
  bot: LogBot,
  lines: readonly RuntimeLine[],
  now: number,
): Promise<void> {
  if (lines.length === 0) return;
  await write(repos, await viewOf(repos, bot, now, true), now, 0, lines);
}
