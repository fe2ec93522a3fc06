import type { LogLine } from '../../api/schemas';
import { logLine } from './botLogsTesting';
import { LEVELS, updateVisible, visibleLines } from './logView';
import type { LogFilter, Visible } from './logView';

/** A log of `count` lines with every level and a few words, the same on every call. */
function makeLog(count: number): LogLine[] {
  return Array.from({ length: count }, (_, i) =>
    logLine(i + 1, {
      level: LEVELS[(i * 7) % 4],
      source: i % 5 === 0 ? 'Gateway' : 'commands',
      message: i % 3 === 0 ? `Handled /ping ${i}` : `Heartbeat ${i}`,
    }),
  );
}

const all: LogFilter = { level: 'debug', search: '', until: null };
const warnings: LogFilter = { level: 'warn', search: 'gate', until: null };

describe('updateVisible', () => {
  const log = makeLog(3000);

  it('filters only what changed as a window follows, pages back and trims, and agrees with a full filter', () => {
    // A window moving like the Logs tab's: lines streamed in, dropped at the front, older paged in.
    const windows: [number, number][] = [
      [500, 1000],
      [500, 1020],
      [520, 1100],
      [1100, 1100],
      [1000, 1200],
      [1, 1200],
      [1, 1200],
      [300, 2500],
      [2400, 3000],
    ];
    for (const filter of [all, warnings, { ...warnings, until: 1150 }]) {
      let visible: Visible | null = null;
      for (const [from, to] of windows) {
        const lines = log.slice(from - 1, to);
        visible = updateVisible(visible, lines, filter);
        expect(visible.shown).toEqual(visibleLines(lines, filter));
      }
    }
  });

  it('keeps the same array when nothing it shows changed', () => {
    const lines = log.slice(0, 100);
    const before = updateVisible(null, lines, warnings);
    const after = updateVisible(before, [...lines, logLine(101, { level: 'debug' })], warnings);
    expect(after.shown).toBe(before.shown);
  });

  it('filters from scratch for another filter, another log or windows apart', () => {
    const before = updateVisible(null, log.slice(0, 100), all);
    expect(updateVisible(before, log.slice(0, 100), warnings).shown).toEqual(
      visibleLines(log.slice(0, 100), warnings),
    );
    // The same ids from another bot's log: other line objects, so nothing is reused.
    const other = makeLog(100).map((line) => ({ ...line, message: 'Other bot' }));
    expect(updateVisible(before, other, all).shown).toEqual(other);
    expect(updateVisible(before, log.slice(200, 300), all).shown).toEqual(log.slice(200, 300));
    expect(updateVisible(before, [], all).shown).toEqual([]);
  });
});
