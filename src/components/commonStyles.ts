// The look of the plain-element components every screen shares (BotAvatar, PathIcon's `bd-icon`,
// MeasuredMark, the round icon buttons of the app bar and the action menus): one stylesheet, in the theme's CSS variables so that both colour schemes hold,
// drawn as MUI's Avatar, SvgIcon and IconButton drew them. Part of the theme's stylesheet, built into index.html
// (src/server/themeStylesheet.tsx).
import type { Theme } from '@mui/material/styles';

export function commonStyles(theme: Theme) {
  const { palette, shape } = theme.vars;
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
      '&:active': {
        backgroundImage: `linear-gradient(${palette.action.selected}, ${palette.action.selected})`,
      },
    },
    '.bd-icon-button.bd-inherit': { color: 'inherit' },
  };
}
