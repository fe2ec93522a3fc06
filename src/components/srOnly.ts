// Text for screen readers only (the visually-hidden pattern), where the eye has an icon, a dot or a chart.
// Put it on a block around a table, not on the table: a table is never narrower than its columns.
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
