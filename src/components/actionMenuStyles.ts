// The action menus' look (ActionMenu.tsx): one stylesheet for every menu, in the theme's CSS
// variables so that both colour schemes hold. Part of the theme's stylesheet, built into index.html
// (src/server/themeStylesheet.tsx).
import type { Theme } from '@mui/material/styles';

/** The least room between a menu and the screen's edge. */
export const EDGE = 8;

export function actionMenuStyles(theme: Theme) {
  const vars = theme.vars;
  const { palette } = vars;
  return {
    '.bd-menu': {
      position: 'fixed',
      zIndex: theme.zIndex.modal,
      minWidth: 180,
      maxHeight: `calc(100vh - ${2 * EDGE}px)`,
      overflowY: 'auto',
      boxSizing: 'border-box',
      padding: theme.spacing(1, 0),
      backgroundColor: palette.background.paper,
      // In dark, a raised surface is lighter, as MUI's elevation 8 draws it.
      backgroundImage: vars.overlays[8],
      boxShadow: vars.shadows[8],
      borderRadius: vars.shape.borderRadius,
      outline: 'none',
    },
    '.bd-menu-item': {
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      minHeight: 48,
      padding: theme.spacing(0.75, 2),
      ...theme.typography.body1,
      color: palette.text.primary,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      '&:hover': { backgroundColor: palette.action.hover },
      // The app's focus ring, drawn inside: outside, the menu's edges would cut it.
      '&:focus-visible': { backgroundColor: palette.action.focus, outlineOffset: -2 },
      '&[aria-disabled="true"]': {
        opacity: vars.palette.action.disabledOpacity,
        cursor: 'default',
        pointerEvents: 'none',
      },
      [theme.breakpoints.up('sm')]: { minHeight: 36 },
    },
    '.bd-menu-icon': {
      display: 'inline-flex',
      flexShrink: 0,
      minWidth: 36,
      color: palette.action.active,
      '& svg': { fontSize: '1.25rem' },
    },
    '.bd-menu-danger, .bd-menu-danger .bd-menu-icon': { color: palette.error.main },
    '.bd-menu-divider': {
      height: 1,
      margin: theme.spacing(1, 0),
      backgroundColor: palette.divider,
    },
  };
}
