// The default layout's look (DefaultLayout.tsx): the skip link, the app bar with its links and
// buttons, the page's column and the footer, as MUI's AppBar, Toolbar, Button, Container and
// Typography drew them. Every page has these, public ones first: they are plain elements drawn by
// one stylesheet, part of the theme's stylesheet built into index.html
// (src/server/themeStylesheet.tsx), so that hydrating them styles nothing (issue 32).
import type { Theme } from '@mui/material/styles';
import { DRAWER_BREAKPOINT } from '../app/breakpoints';
import { buttonBase } from '../components/commonStyles';

export function shellStyles(theme: Theme) {
  const vars = theme.vars;
  const { palette } = vars;
  const { breakpoints } = theme;
  // The text's colour at the hover opacity (the variables are strings, typed as numbers).
  const hoverTint = `rgba(${palette.text.primaryChannel} / ${String(palette.action.hoverOpacity)})`;
  return {
    '.bd-shell': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
    // Out of sight until it has the keyboard's focus.
    '.bd-skip': {
      font: 'inherit',
      position: 'absolute',
      left: 8,
      top: -48,
      zIndex: theme.zIndex.tooltip + 2,
      padding: theme.spacing(1, 2),
      borderRadius: vars.shape.borderRadius,
      boxShadow: vars.shadows[3],
      backgroundColor: palette.background.paper,
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus': { top: 8 },
    },
    '.bd-appbar': {
      position: 'sticky',
      top: 0,
      zIndex: vars.zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      flexShrink: 0,
      width: '100%',
      boxSizing: 'border-box',
      backgroundColor: palette.AppBar.defaultBg,
      color: palette.text.primary,
      borderBottom: `1px solid ${palette.divider}`,
      ...theme.applyStyles('dark', {
        backgroundColor: palette.AppBar.darkBg,
        color: palette.AppBar.darkColor,
      }),
    },
    '.bd-toolbar': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: 0,
      minHeight: 56,
      padding: theme.spacing(0, 2),
      '@media (orientation: landscape)': { minHeight: 48 },
      [breakpoints.up('sm')]: {
        gap: theme.spacing(1),
        minHeight: 64,
        padding: theme.spacing(0, 3),
      },
    },
    // The drawer's button, on a screen too narrow for the links.
    '.bd-nav-toggle': {
      marginLeft: -12,
      [breakpoints.up(DRAWER_BREAKPOINT)]: { display: 'none' },
    },
    '.bd-brand': {
      ...theme.typography.h6,
      fontWeight: 800,
      margin: 0,
      color: 'inherit',
      textDecoration: 'none',
      [breakpoints.up('sm')]: { marginRight: theme.spacing(2) },
    },
    '.bd-nav': {
      display: 'none',
      gap: theme.spacing(0.5),
      [breakpoints.up(DRAWER_BREAKPOINT)]: { display: 'flex' },
    },
    '.bd-grow': { flex: 1 },
    // A text button in its surroundings' colour, as MUI's Button color="inherit"; `bd-outlined`
    // adds the outline.
    '.bd-button': {
      ...buttonBase(theme),
      padding: '6px 8px',
      color: 'inherit',
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: hoverTint },
      },
    },
    '.bd-button.bd-outlined': { padding: '5px 15px', border: '1px solid currentColor' },
    // The link of the page that is open.
    '.bd-nav .bd-button.active': {
      backgroundColor: palette.action.selected,
      boxShadow: `inset 0 -2px 0 ${palette.primary.main}`,
    },
    '.bd-login': { marginLeft: theme.spacing(1), whiteSpace: 'nowrap' },
    '.bd-account': { marginLeft: theme.spacing(0.5) },
    // The signed-in user's picture, or their initial on the primary colour.
    '.bd-user-picture': { width: 32, height: 32, borderRadius: '50%', objectFit: 'cover' },
    'span.bd-user-picture': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      fontWeight: 700,
      fontSize: 15,
    },
    // The bell's place, kept while its code loads so that the switches beside it do not move.
    '.bd-bell-slot': { minWidth: 40, height: 40, display: 'inline-flex' },
    // The page's column, as MUI's Container maxWidth="lg", at least a screen tall so that the
    // footer starts below the fold and does not jump down when a page's content arrives.
    '.bd-main': {
      flex: 1,
      width: '100%',
      minHeight: '100vh',
      boxSizing: 'border-box',
      margin: '0 auto',
      padding: theme.spacing(2),
      outline: 'none',
      [breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
      [breakpoints.up('md')]: { paddingTop: theme.spacing(4), paddingBottom: theme.spacing(4) },
      [breakpoints.up('lg')]: { maxWidth: breakpoints.values.lg },
    },
    '.bd-footer': {
      padding: theme.spacing(3, 0),
      borderTop: `1px solid ${palette.divider}`,
      textAlign: 'center',
      '& > p': { ...theme.typography.body2, margin: 0, color: palette.text.secondary },
    },
  };
}
