// What the Logs tab shows of the lines it has and how it saves them (docs/product.md §8.7, the Logs tab).
import type { LogLevel, LogLine } from '../../api/schemas';

export const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** The least severe level shown, from the address (`?level=`); all of them by default. */
export function levelOf(value: string | null): LogLevel {
  return LEVELS.find((level) => level === value) ?? 'debug';
}

/** Lines at `level` or more severe, containing `search` (any case), up to `until` (paused). */
export function visibleLines(
  lines: readonly LogLine[],
  level: LogLevel,
  search: string,
  until: number | null,
): LogLine[] {
  const least = LEVELS.indexOf(level);
  const needle = search.trim().toLocaleLowerCase();
  return lines.filter(
    (line) =>
      (until === null || line.id <= until) &&
      LEVELS.indexOf(line.level) >= least &&
      (needle === '' ||
        line.message.toLocaleLowerCase().includes(needle) ||
        line.source.toLocaleLowerCase().includes(needle)),
  );
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
