// Whole numbers grouped in thousands ("21,735"), as both en-US and zh-CN write them. Intl's first
// NumberFormat costs tens of milliseconds on a slow phone, right when the first screen renders.
export function formatCount(value: number, { signed = false } = {}): string {
  const digits = Math.abs(Math.trunc(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (value < 0) return `-${digits}`;
  return signed && value > 0 ? `+${digits}` : digits;
}
