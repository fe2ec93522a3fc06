// Renders Markdown written by a bot's owner (provider text) without letting it run or load anything.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { memo } from 'react';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { absoluteUrl } from '../lib/absoluteUrl';
import { USER_LINK_REL } from '../lib/userLinks';
import { gfmComponents } from './markdownGfm';
import { headingLevels, literalText } from './markdownPlugins';

/**
 * The href a link may carry, or '' when it may carry none. Parsing with the URL API (as the browser
 * will) instead of matching a prefix catches case tricks, entities already decoded by the Markdown
 * parser, tabs and newlines inside the scheme, and leading whitespace. Relative and
 * protocol-relative URLs have no base here and are refused: a description has no business linking
 * into the app or to a host it does not name with a scheme.
 */
export function safeUrl(value: string): string {
  return absoluteUrl(value, ['http:', 'https:', 'mailto:'])?.href ?? '';
}

// Always underlined: inside running text, colour alone does not tell a link from its neighbours.
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel={USER_LINK_REL} underline="always">
      {children}
    </Link>
  );
}

// Headings are drawn smaller than the page's own; their levels come from `headingLevels` below.
const variantOf = {
  h1: 'h6',
  h2: 'h6',
  h3: 'subtitle1',
  h4: 'subtitle2',
  h5: 'subtitle2',
  h6: 'subtitle2',
} as const;

function heading(tag: keyof typeof variantOf) {
  return function Heading({ children }: { children?: ReactNode }) {
    return (
      <Typography component={tag} variant={variantOf[tag]} sx={{ mt: 2.5, mb: 1, fontWeight: 600 }}>
        {children}
      </Typography>
    );
  };
}

type ElementProps<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & {
  node?: unknown;
};

const components: Components = {
  p: ({ children }: ElementProps<'p'>) => (
    <Typography variant="body1" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  ),
  // A refused URL arrives as '': show the words, not a link to the current page.
  a: ({ href, children }: ElementProps<'a'>) =>
    href ? <ExternalLink href={href}>{children}</ExternalLink> : <span>{children}</span>,
  // Images are never loaded: an <img> would fetch from any host the author names as soon as the
  // page opens — a tracking pixel telling that host who looked and when, or an http:// image that
  // makes the page mixed content. An image becomes a link to it (the reader chooses to open it),
  // labelled with its alt text, or only its alt text when its URL is not http(s).
  img: ({ src, alt }: ElementProps<'img'>) => {
    const label = alt ?? '';
    const href = typeof src === 'string' ? src : '';
    if (!href) return <span>{label}</span>;
    return <ExternalLink href={href}>{label || href}</ExternalLink>;
  },
  // A task list (`- [x] done`) keeps its checkboxes as the only markers.
  ul: ({ children, className }: ElementProps<'ul'>) => (
    <Box
      component="ul"
      sx={{ pl: className?.includes('contains-task-list') ? 0 : 3, mt: 0, mb: 1.5 }}
    >
      {children}
    </Box>
  ),
  ol: ({ children, start }: ElementProps<'ol'>) => (
    <Box component="ol" start={start} sx={{ pl: 3, mt: 0, mb: 1.5 }}>
      {children}
    </Box>
  ),
  ...gfmComponents,
  blockquote: ({ children }: ElementProps<'blockquote'>) => (
    <Box
      component="blockquote"
      sx={{ m: 0, mb: 1.5, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' }}
    >
      {children}
    </Box>
  ),
  pre: ({ children }: ElementProps<'pre'>) => (
    <Box
      component="pre"
      sx={{
        mt: 0,
        mb: 1.5,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        overflowX: 'auto',
        fontSize: '0.875rem',
        // Code keeps its lines; the block scrolls instead of wrapping.
        overflowWrap: 'normal',
        '& code': { bgcolor: 'transparent', p: 0 },
      }}
    >
      {children}
    </Box>
  ),
  code: ({ children }: ElementProps<'code'>) => (
    <Box
      component="code"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.875em',
        bgcolor: 'action.hover',
        px: 0.5,
        borderRadius: 0.5,
      }}
    >
      {children}
    </Box>
  ),
  hr: () => <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 2 }} />,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
};

// Built once per level, so a re-render hands react-markdown the same plugins. GitHub-flavoured
// Markdown first (tables, strikethrough, task lists, bare www. and e-mail addresses as links).
const pluginsFor = {
  2: [remarkGfm, literalText, headingLevels(2)],
  3: [remarkGfm, literalText, headingLevels(3)],
  4: [remarkGfm, literalText, headingLevels(4)],
};

interface Props {
  children: string;
  /** The level the description's top heading becomes: 2 by default, 3 under a section's own h2. */
  headingLevel?: 2 | 3 | 4;
}

/** Memoised: parsing Markdown is the costliest render on the bot page; redo it only for new text. */
function SafeMarkdown({ children, headingLevel = 2 }: Props) {
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        wordBreak: 'break-word',
        // The card's padding is the space around the text: none of the first or last block's own.
        '& > :first-child': { mt: 0 },
        '& > :last-child': { mb: 0 },
      }}
    >
      <Markdown
        skipHtml
        urlTransform={safeUrl}
        remarkPlugins={pluginsFor[headingLevel]}
        components={components}
      >
        {children}
      </Markdown>
    </Box>
  );
}

export default memo(SafeMarkdown);
