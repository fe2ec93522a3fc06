// The loaded entries as CSV (RFC 4180): one row per changed field, one for an entry that changed no
// field; a secret's row has no values, only `replaced`. Kinds and fields are the API's names, so a
// spreadsheet or a script reads the same in either language.
import type { ActivityChange, ActivityEntry } from '../../api/schemas';

const HEADER = ['time', 'actor', 'kind', 'member', 'field', 'before', 'after', 'replaced'];

/**
 * Quoted when it holds a comma, quote or line break (quotes doubled). Text a spreadsheet would run
 * as a formula (`=`, `+`, `-`, `@`, a tab or CR first) gets a `'` first: a bot's summary or welcome
 * message is anyone's text.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const person = (user: { username: string; identifyNum: string } | null) =>
  user ? `${user.username}#${user.identifyNum}` : '';

function changeCells(change: ActivityChange | null): string[] {
  if (change === null) return ['', '', '', ''];
  if ('replaced' in change) return [change.field, '', '', 'true'];
  return [change.field, change.before ?? '', change.after ?? '', ''];
}

export function activityCsv(entries: readonly ActivityEntry[]): string {
  const rows = entries.flatMap((entry) => {
    const changes = entry.changes.length > 0 ? entry.changes : [null];
    return changes.map((change) => [
      entry.at,
      person(entry.actor),
      entry.kind,
      person(entry.member),
      ...changeCells(change),
    ]);
  });
  return [HEADER, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}
