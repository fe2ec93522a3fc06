// The geometry of a daily chart, in the data's own units: day i at x = i, a count v at y = top - v
// (up is more). The drawing stretches these units to its box with SVG's viewBox, so nothing here
// knows, or measures, how wide the chart is.

/**
 * Whole, evenly spaced ticks from zero to at least `max`: the step is 1, 2, 2.5 or 5 times a power
 * of ten, whichever first gives at most `count` ticks (never a fraction: these are counts). From
 * zero, so a line's height is the count and not an exaggerated change.
 */
export function niceTicks(max: number, count = 5): number[] {
  const raw = Math.max(max, 0) / (count - 1);
  let step = 1;
  if (raw > 1) {
    const magnitude = 10 ** Math.floor(Math.log10(raw));
    step =
      [1, 2, 2.5, 5, 10]
        .map((factor) => factor * magnitude)
        .find((candidate) => candidate >= raw && Number.isInteger(candidate)) ?? 10 * magnitude;
  }
  const top = Math.max(step, Math.ceil(Math.max(max, 0) / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Each point's tangent for a monotone cubic through the points (Fritsch–Carlson, as d3-shape's
 * curveMonotoneX): 0 at a peak or a valley, so the curve never overshoots the values it joins.
 * The points are a day apart (x spacing 1).
 */
function tangents(ys: readonly number[]): number[] {
  const n = ys.length;
  const slope = (i: number) => ys[i + 1] - ys[i];
  const t = ys.map((_, i) => {
    if (i === 0 || i === n - 1) return 0;
    const [s0, s1] = [slope(i - 1), slope(i)];
    if (s0 === 0 || s1 === 0 || Math.sign(s0) !== Math.sign(s1)) return 0;
    return Math.sign(s0) * 2 * Math.min(Math.abs(s0), Math.abs(s1), Math.abs((s0 + s1) / 2) / 2);
  });
  // The ends: the slope that makes the end piece a parabola through its two points.
  if (n > 2) {
    t[0] = (3 * slope(0) - t[1]) / 2;
    t[n - 1] = (3 * slope(n - 2) - t[n - 2]) / 2;
  }
  return t;
}

/**
 * The SVG path of `values` as a smooth line that passes through every day's count and, between two
 * days, stays between their counts; in the units above, under a top of `top`.
 */
export function linePath(values: readonly number[], top: number): string {
  const ys = values.map((v) => top - v);
  if (ys.length === 0) return '';
  const start = `M0,${round(ys[0])}`;
  if (ys.length === 2) return `${start}L1,${round(ys[1])}`;
  const t = tangents(ys);
  let d = start;
  for (let i = 0; i + 1 < ys.length; i++) {
    d +=
      `C${round(i + 1 / 3)},${round(ys[i] + t[i] / 3)},${round(i + 2 / 3)},` +
      `${round(ys[i + 1] - t[i + 1] / 3)},${i + 1},${round(ys[i + 1])}`;
  }
  return d;
}

/** The area under a line drawn by `linePath`, down to zero. */
export function areaPath(values: readonly number[], top: number): string {
  if (values.length === 0) return '';
  return `${linePath(values, top)}L${values.length - 1},${top}L0,${top}Z`;
}
