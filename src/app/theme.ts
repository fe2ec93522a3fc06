// The MUI theme (docs/product.md §9): the product's breakpoints, light and dark schemes that follow
// the system, and the system font stack (no web font to download before the first paint).
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { pressTint } from '../components/commonStyles';
import { breakpointValues } from './breakpoints';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xs: true;
    xsm: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
    xxl: true;
    xxxl: true;
  }
  // The theme is made with CSS variables (`cssVariables` below): its ThemeProvider takes their props.
  interface CssThemeVariables {
    enabled: true;
  }
}

/** The product's breakpoints (docs/product.md §9); `xsm` is a large phone, between xs and sm. */
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        // Text on coloured chips and buttons picks black or white for WCAG AA (4.5:1), not 3:1.
        contrastThreshold: 4.5,
        primary: { main: '#4752c4' },
        secondary: { main: '#00796b' },
        // Darker than MUI's defaults so white text on them passes WCAG AA (4.5:1).
        info: { main: '#0271ad' },
        warning: { main: '#9a4d00' },
        success: { main: '#2e7d32' },
        background: { default: '#f5f6fa', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#8c95ff' },
        secondary: { main: '#4db6ac' },
        background: { default: '#121318', paper: '#1c1d24' },
      },
    },
  },
  breakpoints: { values: breakpointValues },
  typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 10 },
  components: {
    MuiLink: { defaultProps: { underline: 'hover' } },
    // One visible focus ring for keyboard users everywhere (WCAG 2.4.7, 2.4.11): 2 px in the
    // primary colour, off the element's edge. MUI's buttons, chips, switches and menu items take
    // the outline off their root and only tint it, too faint to find.
    // No text the provider returns may widen a page: a 32-character name without a space, an
    // 80-character summary, a long URL. A word breaks only where a line cannot hold it
    // (`break-word`, which unlike `anywhere` leaves the layout's own labels whole in a tight row);
    // flex and grid items that hold such text set `minWidth: 0`. Code keeps its lines and scrolls
    // inside its own box.
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        ':focus-visible': focusRing(theme),
        body: { overflowWrap: 'break-word' },
        pre: { overflowX: 'auto', overflowWrap: 'normal', maxWidth: '100%' },
        // Who asks the system for less motion gets none: transitions end at once and animations
        // (skeletons, spinners, ripples) show one still frame, without costing a frame a tick.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '1ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '1ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
    // A chip never outgrows its row: a long tag name or filter word ends in an ellipsis.
    MuiChip: { styleOverrides: { root: { maxWidth: '100%' } } },
    // A press shows as a tint drawn by CSS, not MUI's ripple: a ripple is a React render of its own
    // on every press, and the first one on a page inserted its styles in the middle of the press,
    // which had the browser restyle the whole page before it painted (at 11× CPU, the first open
    // of a bot's menu went 536 → 240 ms without it, the directory's first tag 272 → 40 ms).
    // disableTouchRipple too: without it, a button's first press still set the ripple's
    // "mount me" state, one more render of the button inside the press.
    MuiButtonBase: {
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': focusRing(theme),
          '&:active': pressTint(theme),
        }),
      },
    },
  },
});

function focusRing(theme: Theme) {
  return {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: '2px',
  };
}
