// The public bot page's look (BotPage, BotHeader, BotActions, BotTags, the sections and their
// titles, ServerStats' heading and summary), as MUI's Paper, Typography and Box drew them; its
// buttons are the shared `.bd-action` (commonStyles.ts).
// A visitor's first load hydrated some sixty styled components here, each with its styles
// serialised, hashed and inserted on a slow phone's main thread (issue 32); they are plain elements
// now, drawn by one stylesheet, part of the theme's built into index.html
// (src/server/themeStylesheet.tsx), in the theme's CSS variables so that both colour schemes hold.
// The owner's parts (the status chip, the range control, the badges) stay MUI's: they load later.
import type { Theme } from '@mui/material/styles';

export function botPageStyles(theme: Theme) {
  const vars = theme.vars;
  const { palette } = vars;
  const { breakpoints, typography } = theme;
  const spacing = (n: number) => theme.spacing(n);
  return {
    // The page's column of header and sections; also the loading and failed states' place.
    '.bd-bot-page': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(3),
      padding: `${spacing(3)} 0`,
    },
    '.bd-bot-header': { display: 'flex', flexDirection: 'column', gap: spacing(2) },
    '.bd-bot-head': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: spacing(2),
      [breakpoints.up('md')]: { gap: spacing(3) },
    },
    // The avatar is 96 px from a small tablet up, 64 px on a phone.
    '.bd-bot-avatar-wide': { display: 'none', [breakpoints.up('sm')]: { display: 'block' } },
    '.bd-bot-avatar-narrow': { display: 'block', [breakpoints.up('sm')]: { display: 'none' } },
    '.bd-bot-identity': {
      minWidth: 0,
      flexGrow: 1,
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(1),
    },
    '.bd-bot-title': { display: 'flex', alignItems: 'center', gap: spacing(1.5), flexWrap: 'wrap' },
    '.bd-bot-name': {
      ...typography.h4,
      margin: 0,
      fontWeight: 700,
      fontSize: '1.5rem',
      overflowWrap: 'anywhere',
      [breakpoints.up('md')]: { fontSize: '2rem' },
    },
    // The online chip's light sits in the chip's icon place, with room before its label.
    '.bd-bot-online-light': { marginLeft: 8, marginRight: -4 },
    '.bd-bot-online-light + .bd-small-chip-label': { paddingLeft: spacing(1) },
    // The summary under the name; also the line saying the owner wrote no description.
    '.bd-bot-summary': {
      ...typography.body1,
      margin: 0,
      color: palette.text.secondary,
      overflowWrap: 'anywhere',
    },
    // What Botdeck measured, the owner and the last update: one wrapping row of facts.
    '.bd-bot-facts': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: spacing(2.5),
      rowGap: spacing(1),
      color: palette.text.secondary,
    },
    '.bd-bot-fact': { ...typography.body2, margin: 0 },
    '.bd-bot-fact.bd-row': { display: 'flex', alignItems: 'center', gap: spacing(0.5) },
    // Each figure stays whole; on a phone the row wraps between them.
    '.bd-bot-fact.bd-figures': { flexWrap: 'wrap', '& > span': { whiteSpace: 'nowrap' } },
    '.bd-bot-owner': { display: 'flex', alignItems: 'center', gap: spacing(0.75) },
    '.bd-bot-owner-name': {
      color: palette.text.primary,
      fontWeight: 600,
      overflowWrap: 'anywhere',
    },
    '.bd-bot-tags': {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1),
    },
    '.bd-bot-actions': { display: 'flex', flexWrap: 'wrap', gap: spacing(1) },
    // A section below the header: an outlined card, and the heading that names it.
    '.bd-section': {
      padding: spacing(2),
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: vars.shape.borderRadius,
      [breakpoints.up('md')]: { padding: spacing(3) },
    },
    '.bd-section-title': { ...typography.h6, margin: 0, fontWeight: 700 },
    // The server chart's heading row (`bd-range-row`) and its summary line.
    '.bd-bot-stats-head': { marginBottom: spacing(0.5) },
    '.bd-bot-stats-summary': {
      ...typography.body2,
      margin: 0,
      marginBottom: spacing(2),
      minHeight: 20,
      color: palette.text.secondary,
    },
  };
}
