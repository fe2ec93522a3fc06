// Dates and times as the app writes them, in the user's language and local time: every screen's
// dates come from here, so one day reads the same everywhere.
import { dateTimeFormat, relativeTimeFormat } from './intl';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_S = 86_400;

/**
 * A day: "Nov 21, 2026" / "2026年11月21日", as Intl's medium date style writes them. Written out
 * because the first Intl.DateTimeFormat costs ~10 ms of a slow phone's main thread, on the bot page
 * right when its first screen renders.
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return language.toLowerCase().startsWith('zh')
    ? `${year}年${month + 1}月${day}日`
    : `${MONTHS[month]} ${day}, ${year}`;
}

/** "5 minutes ago" within 30 days, else the day; older news reads better as a date. */
export function formatRelative(iso: string, language: string, now: number = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  const size = Math.abs(seconds);
  const relative = relativeTimeFormat(language, { numeric: 'auto' });
  if (size < 60) return relative.format(Math.round(seconds), 'second');
  if (size < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (size < DAY_S) return relative.format(Math.round(seconds / 3600), 'hour');
  if (size < 30 * DAY_S) return relative.format(Math.round(seconds / DAY_S), 'day');
  return formatDate(iso, language);
}

/** A day and time, compact, so a table's date column stays narrow on a phone. */
export function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * From one date and time to another as `formatDateTime` writes them, the parts both share written
 * once ("3/1/26, 7:15 – 7:40 AM"), and one moment when the two read the same ("3/1/26, 7:15 AM"):
 * an incident that ended within the minute it began.
 */
export function formatDateTimeRange(fromIso: string, toIso: string, language: string): string {
  const from = new Date(fromIso);
  const to = new Date(toIso);
  // A range running backwards is no range (and Intl refuses it): its start is all there is to say.
  if (to < from) return formatDateTime(fromIso, language);
  return dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).formatRange(from, to);
}

/** A time of day, hours and minutes (epoch ms). */
export function formatTime(epochMs: number, language: string): string {
  return dateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(epochMs);
}

/**
 * Month and day only, for a chart's axis: "11/21", as Intl writes a numeric month and day in both
 * en-US and zh-CN. Written out, as `formatDate`: a chart's first draw made the formatter.
 */
export function formatMonthDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getMonth() + 1}/${date.getDate()}`;
}
