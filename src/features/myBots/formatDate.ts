// Dates on Home in the user's language: a plain date, or "3 days ago" for the last month.
import { formatDate } from '../../lib/formatDate';

const DAY_S = 86_400;

/** "5 minutes ago" within 30 days, else the date; older news reads better as a date. */
export function formatRelative(iso: string, language: string, now: number = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  const size = Math.abs(seconds);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (size < 60) return relative.format(Math.round(seconds), 'second');
  if (size < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (size < DAY_S) return relative.format(Math.round(seconds / 3600), 'hour');
  if (size < 30 * DAY_S) return relative.format(Math.round(seconds / DAY_S), 'day');
  return formatDate(iso, language);
}
