// Renders Markdown written by a bot's owner (provider text) without letting it run or load anything.
// The elements are react-markdown's own, drawn by one stylesheet (markdownStyles.ts); only links,
// images, tables and task lists have components of their own.
import type { ComponentProps, ReactNode } from 'react';
import { memo } from 'react';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { absoluteUrl } from '../lib/absoluteUrl';
import { USER_LINK_REL } from '../lib/userLinks';
import { gfmComponents } from './markdownGfm';
import { gfmSyntax, headingLevels, literalText } from './markdownPlugins';

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

// Always underlined (markdownStyles.ts): inside running text, colour alone does not tell a link
// from its neighbours.
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel={USER_LINK_REL}>
      {children}
    </a>
  );
}

type ElementProps<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & {
  node?: unknown;
};

const components: Components = {
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
  ...gfmComponents,
};

// Built once per level, so a re-render hands react-markdown the same plugins. GitHub-flavoured
// Markdown first (tables, strikethrough, task lists, bare www. and e-mail addresses as links).
const pluginsFor = {
  2: [gfmSyntax, literalText, headingLevels(2)],
  3: [gfmSyntax, literalText, headingLevels(3)],
  4: [gfmSyntax, literalText, headingLevels(4)],
};

export interface SafeMarkdownProps {
  children: string;
  /** The level the description's top heading becomes: 2 by default, 3 under a section's own h2. */
  headingLevel?: 2 | 3 | 4;
}

/** Memoised: parsing Markdown is the costliest render on the bot page; redo it only for new text. */
function SafeMarkdown({ children, headingLevel = 2 }: SafeMarkdownProps) {
  return (
    <div className="bd-markdown">
      <Markdown
        skipHtml
        urlTransform={safeUrl}
        remarkPlugins={pluginsFor[headingLevel]}
        components={components}
      >
        {children}
      </Markdown>
    </div>
  );
}

export default memo(SafeMarkdown);
