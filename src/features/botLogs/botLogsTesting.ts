// Log lines for this feature's tests.
import type { LogLine } from '../../api/schemas';

export const lineAt = (id: number) => new Date(Date.UTC(2026, 2, 1, 12, 0, 0, id)).toISOString();

export const logLine = (id: number, overrides: Partial<LogLine> = {}): LogLine => ({
  id,
  at: lineAt(id),
  level: 'info',
  source: 'gateway',
  message: `Line ${id}`,
  ...overrides,
});

/** Lines `from` to `to`, ids included. */
export const logRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => logLine(from + i));

export const lineEvent = (line: LogLine) => ({ type: 'line', line });
