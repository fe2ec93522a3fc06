// Text for screen readers only (the visually-hidden pattern), where the eye has an icon, a dot or a chart.
// Put it on a block around a table, not on the table: a table is never narrower than its columns.
// Plain CSS names, so that a stylesheet (`.bd-sr-only` in commonStyles.ts) takes it as an `sx` prop does.
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
