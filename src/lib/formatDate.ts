// A day as the app writes it, in the user's language: "Nov 21, 2026" / "2026年11月21日", in local
// time, as Intl's medium date style writes them. Written out because the first Intl.DateTimeFormat
// costs ~10 ms of a slow phone's main thread, on the bot page right when its first screen renders.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return language.toLowerCase().startsWith('zh')
    ? `${year}年${month + 1}月${day}日`
    : `${MONTHS[month]} ${day}, ${year}`;
}
