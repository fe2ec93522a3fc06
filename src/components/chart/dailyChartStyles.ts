// DailyChart's look: one rule for every chart, in the theme's CSS variables so that both colour
// schemes hold, its parts plain elements named by class.
import type { Theme } from '@mui/material/styles';

/** Room for the counts at the left, and for half of the last date label at the right. */
const AXIS_WIDTH = 48;
const END_ROOM = 24;
const DATES_HEIGHT = 24;

export function dailyChartSx(theme: Theme) {
  const { palette, shape, shadows } = theme.vars;
  const stroke = { vectorEffect: 'non-scaling-stroke' } as const;
  return {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${AXIS_WIDTH}px minmax(0, 1fr) ${END_ROOM}px`,
    gridTemplateRows: `minmax(0, 1fr) ${DATES_HEIGHT}px`,
    // Room above the top count's label, which is centred on its grid line.
    paddingTop: '8px',
    boxSizing: 'border-box',
    ...theme.typography.caption,
    lineHeight: 1,
    color: palette.text.secondary,
    userSelect: 'none',
    '& .bd-chart-y, & .bd-chart-x, & .bd-chart-plot': { position: 'relative' },
    '& .bd-chart-y': { gridColumn: 1, gridRow: 1 },
    '& .bd-chart-y > span': { position: 'absolute', right: 8, transform: 'translateY(50%)' },
    '& .bd-chart-x': { gridColumn: 2, gridRow: 2 },
    '& .bd-chart-x > span': {
      position: 'absolute',
      top: 6,
      transform: 'translateX(-50%)',
      whiteSpace: 'nowrap',
    },
    // A finger moving sideways reads the days; moving up or down still scrolls the page.
    '& .bd-chart-plot': { gridColumn: 2, gridRow: 1, touchAction: 'pan-y', cursor: 'crosshair' },
    '& svg': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      overflow: 'visible',
    },
    '& .bd-chart-grid': { stroke: palette.divider, strokeWidth: 1, ...stroke },
    '& .bd-chart-line': {
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinejoin: 'round',
      ...stroke,
    },
    '& .bd-chart-area': { fill: 'currentColor', fillOpacity: 0.15, stroke: 'none' },
    '& .bd-chart-guide': {
      position: 'absolute',
      top: 0,
      bottom: 0,
      width: '1px',
      marginLeft: '-0.5px',
      backgroundColor: palette.text.disabled,
      pointerEvents: 'none',
    },
    '& .bd-chart-dot': {
      position: 'absolute',
      width: 10,
      height: 10,
      boxSizing: 'border-box',
      borderRadius: '50%',
      backgroundColor: 'currentColor',
      border: `2px solid ${palette.background.paper}`,
      transform: 'translate(-50%, 50%)',
      pointerEvents: 'none',
    },
    '& .bd-chart-note': {
      position: 'absolute',
      top: 0,
      zIndex: 1,
      padding: theme.spacing(0.75, 1.25),
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      boxShadow: shadows[2],
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      ...theme.typography.body2,
      lineHeight: 1.5,
    },
    '& .bd-chart-note p': { margin: 0, display: 'flex', alignItems: 'center', gap: '6px' },
    // Each series' line in the note is marked in its colour; its text stays the page's.
    '& .bd-chart-note p:not(.bd-chart-note-date)::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: '50%',
      backgroundColor: 'currentColor',
      flex: 'none',
    },
    '& .bd-chart-note-date': { color: palette.text.secondary, ...theme.typography.caption },
    '& .bd-chart-note-text': { color: palette.text.primary, fontWeight: 500 },
  } as const;
}
