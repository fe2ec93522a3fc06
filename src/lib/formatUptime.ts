// A measured uptime as a percentage with at most two decimals ("99.95%", "97.3%"), rounded down so
// a bot that was ever down never reads 100%. Written without Intl, like formatCount: both languages
// write it the same way.
export function formatUptime(uptime: number): string {
  // Through whole millionths first: 0.9912 * 10_000 is 9911.999… in floating point.
  const hundredths = Math.floor(Math.round(uptime * 1_000_000) / 100);
  return `${(hundredths / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
