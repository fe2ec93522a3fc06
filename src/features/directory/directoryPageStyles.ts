// The directory page's own look (DirectoryPage and the tag filter's rows): the hero with its
// heading and pitch, the results' column and controls row, the count, the grid and the page links'
// row, as MUI's Box and Typography drew them; Add a bot and Clear are the shared buttons
// (commonStyles.ts). Plain
// elements drawn by one stylesheet, part of the theme's built into index.html
// (src/server/themeStylesheet.tsx), as the cards' and the controls' are (issue 32).
import type { Theme } from '@mui/material/styles';

export function directoryPageStyles(theme: Theme) {
  const { palette } = theme.vars;
  const { breakpoints, typography } = theme;
  const spacing = (n: number) => theme.spacing(n);
  return {
    '.bd-hero': {
      maxWidth: 720,
      padding: `${spacing(3)} 0`,
      [breakpoints.up('md')]: { padding: `${spacing(5)} 0` },
    },
    '.bd-hero-title': {
      ...typography.h3,
      margin: `0 0 ${spacing(1.5)}`,
      fontWeight: 700,
      fontSize: '1.75rem',
      [breakpoints.up('md')]: { fontSize: '2.5rem' },
    },
    '.bd-hero-pitch': {
      ...typography.body1,
      margin: `0 0 ${spacing(3)}`,
      color: palette.text.secondary,
      fontSize: '1rem',
      [breakpoints.up('md')]: { fontSize: '1.125rem' },
    },
    // The results: search and sort, tags, languages, the count, the grid, the page links.
    '.bd-results': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(2),
      paddingBottom: spacing(4),
      scrollMarginTop: 80,
    },
    '.bd-results-controls': {
      display: 'flex',
      gap: spacing(2),
      flexDirection: 'column',
      alignItems: 'stretch',
      [breakpoints.up('sm')]: { flexDirection: 'row', alignItems: 'center' },
    },
    '.bd-results-count': {
      ...typography.body2,
      margin: 0,
      minHeight: 20,
      color: palette.text.secondary,
    },
    '.bd-grid': {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'grid',
      gap: spacing(2),
      gridTemplateColumns: 'minmax(0, 1fr)',
      [breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
    '.bd-pages-row': { display: 'flex', justifyContent: 'center', paddingTop: spacing(1) },
    // The tag filter: its chips and Clear in a row; on a phone the chips scroll sideways instead
    // of pushing the bots below the fold, with a fade at the right edge saying there is more.
    '.bd-tag-filter': { display: 'flex', gap: spacing(1), alignItems: 'flex-start' },
    '.bd-tag-group': {
      display: 'flex',
      gap: spacing(1),
      flexGrow: 1,
      minWidth: 0,
      minHeight: 32,
      scrollbarWidth: 'thin',
      flexWrap: 'nowrap',
      overflowX: 'auto',
      marginLeft: spacing(-2),
      paddingLeft: spacing(2),
      paddingBottom: spacing(0.5),
      maskImage: 'linear-gradient(to right, #000 calc(100% - 32px), transparent)',
      '& > *': { flexShrink: 0 },
      [breakpoints.up('sm')]: {
        flexWrap: 'wrap',
        overflowX: 'visible',
        marginLeft: 0,
        paddingLeft: 0,
        paddingBottom: 0,
        maskImage: 'none',
      },
    },
    '.bd-tag-clear': { flexShrink: 0, minHeight: 32 },
  };
}
