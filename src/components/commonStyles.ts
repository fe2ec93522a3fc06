// The look of the plain-element components every screen shares (BotAvatar, PathIcon's `bd-icon`,
// MeasuredMark, the round icon buttons of the app bar and the action menus, the action and text
// buttons, TagChip's small chip, OnlineLight, the skeletons, the screen-reader-only text): one
// stylesheet, in the theme's CSS variables so that both colour schemes hold, drawn as MUI's
// Avatar, SvgIcon, IconButton, Button, Chip and Skeleton drew them. Part of the theme's
// stylesheet, built into index.html (src/server/themeStylesheet.tsx).
import type { Theme } from '@mui/material/styles';
import { srOnly } from './srOnly';

/**
 * A press, shown as a tint drawn by CSS rather than MUI's ripple (app/theme.ts says why): MUI's
 * buttons and every pressable of plain elements.
 */
export function pressTint(theme: Theme) {
  const { selected } = theme.vars.palette.action;
  return { backgroundImage: `linear-gradient(${selected}, ${selected})` };
}

/**
 * What every text button of plain elements shares, as MUI's Button drew it: its type and box, the
 * pointer, a tint on press (a button's own rule adds its padding, colours and hover). The focus
 * ring is CssBaseline's, for every :focus-visible.
 */
export function buttonBase(theme: Theme) {
  const { shape } = theme.vars;
  return {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    border: 0,
    borderRadius: shape.borderRadius,
    backgroundColor: 'transparent',
    textDecoration: 'none',
    verticalAlign: 'middle',
    userSelect: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(
      ['background-color', 'box-shadow', 'border-color', 'color'],
      { duration: theme.transitions.duration.short },
    ),
    '&:active': pressTint(theme),
  } as const;
}

export function commonStyles(theme: Theme) {
  const vars = theme.vars;
  const { palette, shape } = vars;
  // The primary colour at the hover opacity (the variables are strings, typed as numbers).
  const primaryTint = `rgba(${palette.primary.mainChannel} / ${String(palette.action.hoverOpacity)})`;
  return {
    // A rounded square of the avatar's colour (`--bd-avatar`, set on the element) with the image or
    // the initial in it; its size is set on the element too.
    '.bd-avatar': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      overflow: 'hidden',
      userSelect: 'none',
      borderRadius: shape.borderRadius,
      backgroundColor: 'var(--bd-avatar)',
      color: '#fff',
      fontFamily: theme.typography.fontFamily,
      fontWeight: 700,
      lineHeight: 1,
      '& img': {
        width: '100%',
        height: '100%',
        textAlign: 'center',
        objectFit: 'cover',
        // An image that fails shows neither its alt text nor the broken-image icon.
        color: 'transparent',
        textIndent: 10000,
      },
    },
    // In forced colours the background is gone: a border keeps the initial's square.
    '@media (forced-colors: active)': {
      '.bd-avatar-initial': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
    },
    // An icon the size of its text, in its text's colour.
    '.bd-icon': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: 'inherit',
    },
    '.bd-icon.bd-icon-small': { fontSize: theme.typography.pxToRem(20) },
    '.bd-measured': { color: palette.success.main },
    // A button that is one icon, as MUI's medium IconButton: a 40 px circle, a tint on hover (not
    // on a touch screen, where it would stay after the tap) and on press. Its icon is in the colour
    // of active controls, or in its surroundings' (`bd-inherit`, as in the app bar). The focus ring
    // is CssBaseline's, for every :focus-visible.
    '.bd-icon-button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      flex: '0 0 auto',
      boxSizing: 'border-box',
      padding: 8,
      margin: 0,
      border: 0,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.action.active,
      fontSize: theme.typography.pxToRem(24),
      textAlign: 'center',
      textDecoration: 'none',
      verticalAlign: 'middle',
      userSelect: 'none',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '& > svg': { width: '1em', height: '1em', fill: 'currentColor', flexShrink: 0 },
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.action.hover } },
      '&:active': pressTint(theme),
    },
    '.bd-icon-button.bd-inherit': { color: 'inherit' },
    // An action: MUI's medium Button, outlined in the primary colour, or filled (`bd-primary`) for
    // the one a visitor came for; `bd-large` as MUI's large one (the directory's Add a bot).
    '.bd-action': {
      ...buttonBase(theme),
      padding: '5px 15px',
      border: `1px solid rgba(${palette.primary.mainChannel} / 0.5)`,
      color: palette.primary.main,
      '@media (hover: hover)': {
        '&:hover': { borderColor: palette.primary.main, backgroundColor: primaryTint },
      },
    },
    '.bd-action.bd-primary': {
      padding: '6px 16px',
      border: 0,
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      boxShadow: vars.shadows[2],
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: palette.primary.dark, boxShadow: vars.shadows[4] },
      },
      '&:active': { boxShadow: vars.shadows[8] },
      // Keyboard focus outranks a press, as on MUI's Button.
      '&:focus-visible': { boxShadow: vars.shadows[6] },
    },
    '.bd-action-icon': {
      display: 'inherit',
      alignItems: 'center',
      marginRight: 8,
      marginLeft: -4,
      '& > .bd-icon': { fontSize: 20 },
    },
    '.bd-action.bd-large': { padding: '7px 21px', fontSize: theme.typography.pxToRem(15) },
    '.bd-action.bd-primary.bd-large': { padding: '8px 22px' },
    '.bd-action.bd-large .bd-action-icon > .bd-icon': { fontSize: 22 },
    // A small text button in the primary colour, as MUI's Button size="small" (the directory's
    // Clear).
    '.bd-text-button': {
      ...buttonBase(theme),
      padding: '4px 5px',
      color: palette.primary.main,
      fontSize: theme.typography.pxToRem(13),
      '@media (hover: hover)': { '&:hover': { backgroundColor: primaryTint } },
    },
    // The row of a history's heading and its range control (StatsRangeControl): side by side, the
    // control wrapping below.
    '.bd-range-row': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(1),
    },
    // Heard by a screen reader, not seen.
    '.bd-sr-only': srOnly,
    // A grey shape where content is on its way, pulsing gently, as MUI's Skeleton: `bd-rounded` for
    // a box (its size set on it), `bd-text` for a line of text.
    '@keyframes bd-pulse': {
      '0%': { opacity: 1 },
      '50%': { opacity: 0.4 },
      '100%': { opacity: 1 },
    },
    '.bd-skeleton': {
      display: 'block',
      height: '1.2em',
      backgroundColor: palette.Skeleton.bg,
      animation: 'bd-pulse 2s ease-in-out 0.5s infinite',
    },
    '.bd-skeleton.bd-rounded': { borderRadius: shape.borderRadius },
    // A line of text: as tall as the text it stands for (its font size set on it), drawn at 60 %.
    '.bd-skeleton.bd-text': {
      height: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${String(theme.shape.borderRadius)}px/${String(Math.round((Number(theme.shape.borderRadius) / 0.6) * 10) / 10)}px`,
      '&:empty:before': { content: '"\\00a0"' },
    },
    // A small outlined chip, as MUI's Chip size="small" variant="outlined" drew it (TagChip, the
    // bot page's online chip, the directory cards' tags). Its label ends in an ellipsis rather than
    // widening its row. A link chip (`a.bd-small-chip`) tints on hover and keyboard focus, and on press
    // as every button does.
    '.bd-small-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 24,
      padding: 0,
      margin: 0,
      border: `1px solid ${palette.Chip.defaultBorder}`,
      borderRadius: 16,
      backgroundColor: 'transparent',
      color: palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      verticalAlign: 'middle',
      transition: theme.transitions.create(['background-color', 'box-shadow']),
    },
    '.bd-small-chip-label': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      padding: '0 7px',
    },
    'a.bd-small-chip': {
      position: 'relative',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      // The pointer's tint outranks keyboard focus's, as on MUI's Chip.
      '&:focus-visible': { backgroundColor: palette.action.focus },
      '&:hover': { backgroundColor: palette.action.hover },
      '&:active': { boxShadow: vars.shadows[1], ...pressTint(theme) },
    },
    '.bd-small-chip.bd-success': {
      color: palette.success.main,
      border: `1px solid ${theme.alpha(palette.success.main, 0.7)}`,
    },
    // A tag: a long name is cut at 160 px.
    '.bd-small-chip.bd-tag': { maxWidth: 160 },
    // OnlineLight: a hollow grey ring, or a filled green dot when online; its size is set on it.
    '.bd-light': {
      flexShrink: 0,
      boxSizing: 'border-box',
      borderRadius: '50%',
      borderWidth: 2,
      borderStyle: 'solid',
      borderColor: palette.text.disabled,
    },
    '.bd-light.bd-online': {
      borderColor: palette.success.main,
      backgroundColor: palette.success.main,
    },
  };
}
