// What the Logs tab shows of the lines it has and how it saves them (docs/product.md §8.7, the Logs tab).
import type { LogLevel, LogLine } from '../../api/schemas';

export const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** The least severe level shown, from the address (`?level=`); all of them by default. */
export function levelOf(value: string | null): LogLevel {
  return LEVELS.find((level) => level === value) ?? 'debug';
}

export interface LogFilter {
  level: LogLevel;
  search: string;
  /** The last line shown while paused; null when following. */
  until: number | null;
}

/** A filter as a test on one line. */
function matcher({ level, search, until }: LogFilter): (line: LogLine) => boolean {
  const least = LEVELS.indexOf(level);
  const needle = search.trim().toLocaleLowerCase();
  return (line) =>
    (until === null || line.id <= until) &&
    LEVELS.indexOf(line.level) >= least &&
    (needle === '' ||
      line.message.toLocaleLowerCase().includes(needle) ||
      line.source.toLocaleLowerCase().includes(needle));
}

/** Lines at `level` or more severe, containing `search` (any case), up to `until` (paused). */
export function visibleLines(lines: readonly LogLine[], filter: LogFilter): LogLine[] {
  return lines.filter(matcher(filter));
}

/** What `visibleLines` gave for `lines` (sorted by id) under `filter`. */
export interface Visible {
  lines: readonly LogLine[];
  filter: LogFilter;
  shown: LogLine[];
}

const sameFilter = (a: LogFilter, b: LogFilter) =>
  a.level === b.level && a.search === b.search && a.until === b.until;

/** The index of the first line with an id above `id` in `lines` (sorted by id). */
function firstAfter(lines: readonly LogLine[], id: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lines[middle].id <= id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `visibleLines(lines, filter)`, filtering only what changed since `before`: at 100 lines a second
 * over a window of 5,000 (50,000 when paged back), a new chunk costs its own lines, not the
 * window's. Lines with the same id are the same line (a log only grows), so the lines both windows
 * hold keep their verdict; the lines that dropped out of the front go, and lines paged in before
 * the first or streamed in after the last are filtered. Anything else (a new filter, another log,
 * windows that do not overlap) is filtered from scratch.
 */
export function updateVisible(
  before: Visible | null,
  lines: readonly LogLine[],
  filter: LogFilter,
): Visible {
  const first = lines.at(0);
  const last = lines.at(-1);
  const oldFirst = before?.lines.at(0);
  const oldLast = before?.lines.at(-1);
  if (
    !before ||
    !first ||
    !last ||
    !oldFirst ||
    !oldLast ||
    !sameFilter(before.filter, filter) ||
    first.id > oldLast.id ||
    last.id < oldFirst.id
  ) {
    return { lines, filter, shown: visibleLines(lines, filter) };
  }
  // The lines both windows hold must be the same run of lines, or it is another log.
  const start = firstAfter(lines, oldFirst.id - 1);
  const end = firstAfter(lines, oldLast.id);
  const oldStart = firstAfter(before.lines, first.id - 1);
  const oldEnd = firstAfter(before.lines, last.id);
  if (
    end === start ||
    end - start !== oldEnd - oldStart ||
    lines[start] !== before.lines[oldStart]
  ) {
    return { lines, filter, shown: visibleLines(lines, filter) };
  }
  const test = matcher(filter);
  const kept = before.shown.slice(
    firstAfter(before.shown, first.id - 1),
    firstAfter(before.shown, last.id),
  );
  const older = lines.slice(0, start).filter(test);
  const newer = lines.slice(end).filter(test);
  const shown =
    older.length === 0 && newer.length === 0 && kept.length === before.shown.length
      ? before.shown
      : [...older, ...kept, ...newer];
  return { lines, filter, shown };
}

/** Where line `id` is in `lines` (sorted by id), or -1. */
export function indexOfLine(lines: readonly LogLine[], id: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lines[middle].id < id) low = middle + 1;
    else high = middle;
  }
  return lines[low]?.id === id ? low : -1;
}

export function asText(lines: readonly LogLine[]): string {
  return lines
    .map(
      (line) =>
        `${line.at} ${line.level.toUpperCase().padEnd(5)} [${line.source}] ${line.message}\n`,
    )
    .join('');
}

export function asJsonLines(lines: readonly LogLine[]): string {
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}
