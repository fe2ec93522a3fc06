// The directory's controls' look: the tag chips, the sort and language switches and the page
// links, plain elements drawn by one stylesheet the page renders once (server and browser alike), as
// the cards are. MUI's Chip, ToggleButton and PaginationItem were some sixty styled components to
// hydrate on the landing page, each with its styles serialised on a slow phone's main thread.
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';

function controlStyles(theme: Theme) {
  const { palette, shape } = theme.vars ?? theme;
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
  return {
    // A chip: 32 px, round ends, outlined until pressed, then filled in the primary colour.
    '.bd-chip': {
      ...pressable,
      flexShrink: 0,
      maxWidth: '100%',
      height: 32,
      padding: '0 11px',
      borderRadius: 16,
      border: `1px solid ${theme.vars?.palette.Chip.defaultBorder ?? theme.palette.grey[400]}`,
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

export const DirectoryControlStyles = memo(function DirectoryControlStyles() {
  return <GlobalStyles styles={controlStyles} />;
});
