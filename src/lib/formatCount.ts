// Whole numbers grouped in thousands ("21,735"), as both en-US and zh-CN write them. Intl's first
// NumberFormat costs tens of milliseconds on a slow phone, right when the first screen renders.
export function formatCount(value: number, { signed = false } = {}): string {
  const digits = Math.abs(Math.trunc(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (value < 0) return `-${digits}`;
  return signed && value > 0 ? `+${digits}` : digits;
}

/** Units of a compact count, largest first: English's thousands, Chinese's ten thousands. */
const COMPACT_UNITS: Record<'en' | 'zh', readonly (readonly [number, string])[]> = {
  en: [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
  zh: [
    [1e12, '万亿'],
    [1e8, '亿'],
    [1e4, '万'],
  ],
};

/**
 * A count in at most three significant digits and a unit, as Intl's compact notation writes it
 * ("1.24K", "1.24万"; under the first unit, the plain digits): for a chart's axis. Written out for
 * the same reason as `formatCount`.
 */
export function formatCompact(value: number, language: string): string {
  const units = COMPACT_UNITS[language.toLowerCase().startsWith('zh') ? 'zh' : 'en'];
  const size = roundedToThreeDigits(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  const unit = units.find(([from]) => size >= from);
  // The division may leave a binary tail (1.2300000000000002): three digits say all there is.
  return unit ? `${sign}${Number((size / unit[0]).toPrecision(3))}${unit[1]}` : `${sign}${size}`;
}

/** A whole count rounded to three significant digits, half up (99,950 → 100,000), exactly. */
function roundedToThreeDigits(size: number): number {
  const whole = Math.round(size);
  if (whole < 1000) return whole;
  const factor = 10 ** (Math.floor(Math.log10(whole)) - 2);
  return Math.round(whole / factor) * factor;
}
