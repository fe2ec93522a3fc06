// SafeMarkdown's look: a bot's description as running text, as MUI's Typography, Link and Box drew
// it. The elements are the ones SafeMarkdown writes (p, h2–h6, ul, ol, blockquote, pre, code,
// hr, table), drawn by one stylesheet under `.bd-markdown` instead of a styled component each: a
// description of a few paragraphs and a list was some twenty to hydrate on the bot page (issue 32).
// Part of the theme's stylesheet built into index.html (src/server/themeStylesheet.tsx).
import type { Theme } from '@mui/material/styles';

export function markdownStyles(theme: Theme) {
  const vars = theme.vars;
  const { palette } = vars;
  const { typography } = theme;
  const spacing = (n: number) => theme.spacing(n);
  // Headings are drawn smaller than the page's own.
  const heading = (variant: 'h6' | 'subtitle1' | 'subtitle2') => ({
    ...typography[variant],
    margin: `${spacing(2.5)} 0 ${spacing(1)}`,
    fontWeight: 600,
  });
  // Cells wrap at spaces only: a word too long for the phone scrolls the table instead of being
  // cut into one-letter columns by the description's `overflowWrap: anywhere`.
  const cell = {
    border: `1px solid ${palette.divider}`,
    padding: `${spacing(0.5)} ${spacing(1)}`,
    verticalAlign: 'top',
    overflowWrap: 'normal',
    wordBreak: 'normal',
    textAlign: 'start',
  } as const;
  return {
    '.bd-markdown': {
      overflowWrap: 'anywhere',
      wordBreak: 'break-word',
      '& p': { ...typography.body1, margin: `0 0 ${spacing(1.5)}` },
      '& h1, & h2': heading('h6'),
      '& h3': heading('subtitle1'),
      '& h4, & h5, & h6': heading('subtitle2'),
      // Always underlined: inside running text, colour alone does not tell a link from its
      // neighbours.
      '& a': {
        color: palette.primary.main,
        textDecoration: 'underline',
        textDecorationColor: `rgba(${palette.primary.mainChannel} / 0.4)`,
        '&:hover': { textDecorationColor: 'inherit' },
      },
      '& ul, & ol': { paddingLeft: spacing(3), marginTop: 0, marginBottom: spacing(1.5) },
      // A task list (`- [x] done`) keeps its checkboxes as the only markers.
      '& ul.contains-task-list': { paddingLeft: 0 },
      '& li': { ...typography.body1, margin: `0 0 ${spacing(0.5)}` },
      '& li.task-list-item': { listStyle: 'none' },
      '& li > input[type="checkbox"]': { margin: `0 ${spacing(1)} 0 0`, verticalAlign: 'middle' },
      '& blockquote': {
        margin: `0 0 ${spacing(1.5)}`,
        paddingLeft: spacing(2),
        borderLeft: `4px solid ${palette.divider}`,
        color: palette.text.secondary,
      },
      // Code keeps its lines; the block scrolls instead of wrapping.
      '& pre': {
        margin: `0 0 ${spacing(1.5)}`,
        padding: spacing(1.5),
        borderRadius: vars.shape.borderRadius,
        backgroundColor: palette.action.hover,
        overflowX: 'auto',
        fontSize: '0.875rem',
        overflowWrap: 'normal',
      },
      '& code': {
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.875em',
        backgroundColor: palette.action.hover,
        padding: `0 ${spacing(0.5)}`,
        borderRadius: `calc(0.5 * ${vars.shape.borderRadius})`,
      },
      '& pre code': { backgroundColor: 'transparent', padding: 0 },
      '& hr': {
        border: 0,
        borderTop: `1px solid ${palette.divider}`,
        marginTop: spacing(2),
        marginBottom: spacing(2),
      },
      // A table scrolls sideways in its own box rather than widening a phone's page.
      '& .bd-md-table': { overflowX: 'auto', maxWidth: '100%', marginBottom: spacing(1.5) },
      '& table': { ...typography.body2, borderCollapse: 'collapse' },
      '& th': { ...cell, fontWeight: 600 },
      '& td': cell,
      '& .bd-align-left': { textAlign: 'left' },
      '& .bd-align-center': { textAlign: 'center' },
      '& .bd-align-right': { textAlign: 'right' },
      // The card's padding is the space around the text: none of the first or last block's own.
      '& > :first-child': { marginTop: 0 },
      '& > :last-child': { marginBottom: 0 },
    },
  };
}
