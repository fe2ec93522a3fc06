// The directory's controls' look: the search field, the tag chips, the sort and language switches
// and the page links, plain elements drawn by one stylesheet, part of the theme's built into
// index.html (src/server/themeStylesheet.tsx), as the cards' is. MUI's Chip, ToggleButton and
// PaginationItem were some sixty styled components to hydrate on the landing page, each with its
// styles serialised on a slow phone's main thread.
import type { Theme } from '@mui/material/styles';

export function directoryControlStyles(theme: Theme) {
  const { palette, shape } = theme.vars;
  const pressable = {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: 0,
    font: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    '&:disabled': { cursor: 'default', opacity: palette.action.disabledOpacity },
  } as const;
  const outline = `rgba(${palette.common.onBackgroundChannel} / 0.23)`;
  return {
    // The search field: MUI's small outlined TextField, its label resting on the outline (on the
    // page's own colour, which is the field's too), an icon before the text.
    '.bd-search': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 40,
      paddingLeft: 14,
      border: `1px solid ${outline}`,
      borderRadius: shape.borderRadius,
      color: palette.text.primary,
      cursor: 'text',
      '&:hover': { borderColor: palette.text.primary },
      // The outline thickens to 2 px inside its box, so nothing around it moves.
      '&:focus-within': {
        borderColor: palette.primary.main,
        boxShadow: `inset 0 0 0 1px ${palette.primary.main}`,
      },
      '& input': {
        flex: 1,
        minWidth: 0,
        height: '100%',
        boxSizing: 'border-box',
        padding: '8.5px 14px 8.5px 0',
        border: 0,
        background: 'none',
        color: 'inherit',
        font: 'inherit',
        ...theme.typography.body1,
        lineHeight: '1.4375em',
        // The app's focus ring is the field's own outline here.
        outline: 'none',
        '&::placeholder': {
          color: 'currentColor',
          opacity: 0.42,
          ...theme.applyStyles('dark', { opacity: 0.5 }),
        },
      },
    },
    '.bd-search-label': {
      position: 'absolute',
      top: 0,
      left: 9,
      transform: 'translateY(-50%)',
      padding: '0 5px',
      backgroundColor: palette.background.default,
      color: palette.text.secondary,
      ...theme.typography.caption,
      lineHeight: 1,
      pointerEvents: 'none',
    },
    '.bd-search:focus-within .bd-search-label': { color: palette.primary.main },
    '.bd-search-icon': {
      flexShrink: 0,
      width: 24,
      height: 24,
      marginRight: 8,
      fill: palette.action.active,
    },
    // A chip: 32 px, round ends, outlined until pressed, then filled in the primary colour.
    '.bd-chip': {
      ...pressable,
      flexShrink: 0,
      maxWidth: '100%',
      height: 32,
      padding: '0 11px',
      borderRadius: 16,
      border: `1px solid ${palette.Chip.defaultBorder}`,
      backgroundColor: 'transparent',
      color: palette.text.primary,
      fontSize: theme.typography.pxToRem(13),
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      '&:hover:not(:disabled)': { backgroundColor: palette.action.hover },
      '&:active:not(:disabled)': { backgroundColor: palette.action.selected },
      '&[aria-pressed="true"]': {
        borderColor: 'transparent',
        backgroundColor: palette.primary.main,
        color: palette.primary.contrastText,
      },
      '&[aria-pressed="true"]:hover': { backgroundColor: palette.primary.dark },
    },
    // A switch of two or three: one outlined row, the chosen one tinted (as MUI's ToggleButton).
    '.bd-switch': { display: 'inline-flex', flexShrink: 0 },
    '.bd-switch-option': {
      ...pressable,
      minHeight: 40,
      padding: theme.spacing(0.625, 2),
      border: `1px solid ${palette.divider}`,
      backgroundColor: 'transparent',
      color: palette.text.secondary,
      ...theme.typography.button,
      lineHeight: 1.75,
      '&:not(:first-of-type)': { marginLeft: -1 },
      '&:first-of-type': {
        borderTopLeftRadius: shape.borderRadius,
        borderBottomLeftRadius: shape.borderRadius,
      },
      '&:last-of-type': {
        borderTopRightRadius: shape.borderRadius,
        borderBottomRightRadius: shape.borderRadius,
      },
      '&:hover': { backgroundColor: palette.action.hover },
      '&:active': { backgroundColor: palette.action.selected },
      '&[aria-pressed="true"]': {
        color: palette.text.primary,
        backgroundColor: palette.action.selected,
      },
      // The focus ring over its neighbours' borders.
      '&:focus-visible': { position: 'relative', zIndex: 1 },
    },
    '.bd-pages': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.spacing(0.5),
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    '.bd-page': {
      ...pressable,
      minWidth: 32,
      height: 32,
      padding: '0 6px',
      borderRadius: 16,
      color: palette.text.primary,
      fontSize: theme.typography.pxToRem(14),
      '&:hover': { backgroundColor: palette.action.hover },
      '&[aria-current="page"]': {
        backgroundColor: palette.primary.main,
        color: palette.primary.contrastText,
      },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    '.bd-page-gap': { minWidth: 32, textAlign: 'center', color: palette.text.primary },
    '.bd-page[aria-disabled="true"]': {
      opacity: palette.action.disabledOpacity,
      pointerEvents: 'none',
    },
  };
}
