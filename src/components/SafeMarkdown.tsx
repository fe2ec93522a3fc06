// Renders Markdown written by a bot's owner (provider text) without letting it run or load anything.
// The tree (markdownTree.ts) is drawn here as React elements, node by node: text is always text,
// links carry only http(s) and mailto addresses, images are never loaded, and nothing becomes HTML.
// The elements are the ones GitHub writes for the same Markdown (p, h2–h6, ul, ol, li, blockquote,
// pre, code, hr, table, del), drawn by one stylesheet (markdownStyles.ts).
import type { ReactNode } from 'react';
import { Fragment, memo } from 'react';
import type { Definition, Nodes, Root } from 'mdast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { absoluteUrl } from '../lib/absoluteUrl';
import { USER_LINK_REL } from '../lib/userLinks';
import type { Drawing } from './markdownBlocks';
import { apart, drawList, drawTable } from './markdownBlocks';
import { markdownTree } from './markdownTree';

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

/** A link's or an image's address as written, percent-encoded as Markdown does, then checked. */
const hrefOf = (url: string) => safeUrl(normalizeUri(url));

/** The document's link definitions (`[docs]: https://…`), by id: the first of each id counts. */
type Definitions = Map<string, Definition>;

function definitionsOf(node: Nodes, found: Definitions): Definitions {
  if (node.type === 'definition' && !found.has(node.identifier)) found.set(node.identifier, node);
  if ('children' in node) for (const child of node.children) definitionsOf(child, found);
  return found;
}

/**
 * A link out of the page, in a new tab as user content. Always underlined (markdownStyles.ts):
 * inside running text, colour alone does not tell a link from its neighbours.
 */
function externalLink(href: string, content: ReactNode, key: number): ReactNode {
  return (
    <a key={key} href={href} target="_blank" rel={USER_LINK_REL}>
      {content}
    </a>
  );
}

// A refused address shows the words, not a link to the current page.
function link(url: string, content: ReactNode, key: number): ReactNode {
  const href = hrefOf(url);
  return href ? externalLink(href, content, key) : <span key={key}>{content}</span>;
}

// Images are never loaded: an <img> would fetch from any host the author names as soon as the page
// opens — a tracking pixel telling that host who looked and when, or an http:// image that makes
// the page mixed content. An image becomes a link to it (the reader chooses to open it), labelled
// with its alt text, or only its alt text when its URL is not http(s).
function image(url: string, alt: string | null | undefined, key: number): ReactNode {
  const href = hrefOf(url);
  const label = alt ?? '';
  return href ? externalLink(href, label || href, key) : <span key={key}>{label}</span>;
}

/**
 * Spaces and tabs around a line break inside a paragraph are not the author's words (Markdown's
 * soft break): the line break stays, the indentation around it goes.
 */
const trimLines = (value: string) => value.replace(/[ \t]*(\r?\n|\r)[ \t]*/g, '$1');

function draw(node: Nodes, key: number, drawing: Drawing, definitions: Definitions): ReactNode {
  switch (node.type) {
    case 'text':
      return trimLines(node.value);
    // Raw HTML is text by now (markdownTree.ts); were any left, it would still be only text.
    case 'html':
      return node.value;
    case 'paragraph':
      return <p key={key}>{drawing.children(node)}</p>;
    case 'heading': {
      const Heading = `h${String(node.depth)}` as 'h2';
      return <Heading key={key}>{drawing.children(node)}</Heading>;
    }
    case 'emphasis':
      return <em key={key}>{drawing.children(node)}</em>;
    case 'strong':
      return <strong key={key}>{drawing.children(node)}</strong>;
    case 'delete':
      return <del key={key}>{drawing.children(node)}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value.replace(/\r?\n|\r/g, ' ')}</code>;
    case 'break':
      return (
        <Fragment key={key}>
          <br />
          {'\n'}
        </Fragment>
      );
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{apart(drawing.children(node), true)}</blockquote>;
    // Code keeps its lines (markdownStyles.ts); the language names a class, as GitHub's does.
    case 'code': {
      const language = node.lang?.split(/\s+/)[0];
      return (
        <pre key={key}>
          <code className={language ? `language-${language}` : undefined}>
            {node.value ? `${node.value}\n` : ''}
          </code>
        </pre>
      );
    }
    case 'link':
      return link(node.url, drawing.children(node), key);
    case 'image':
      return image(node.url, node.alt, key);
    // A reference (`[x][docs]`) takes its definition's address; micromark makes one only when the
    // definition exists.
    case 'linkReference': {
      const definition = definitions.get(node.identifier);
      const content = drawing.children(node);
      return definition ? (
        link(definition.url, content, key)
      ) : (
        <Fragment key={key}>{content}</Fragment>
      );
    }
    case 'imageReference': {
      const definition = definitions.get(node.identifier);
      return definition ? image(definition.url, node.alt, key) : (node.alt ?? '');
    }
    case 'list':
      return drawList(node, key, drawing);
    case 'table':
      return drawTable(node, key, drawing);
    // A definition is drawn where it is used; footnotes are text by now (markdownTree.ts).
    default:
      return null;
  }
}

export interface SafeMarkdownProps {
  children: string;
  /** The level the description's top heading becomes: 2 by default, 3 under a section's own h2. */
  headingLevel?: 2 | 3 | 4;
}

/** The tree's blocks drawn as elements, with its own link definitions. */
function drawTree(tree: Root): ReactNode[] {
  const definitions = definitionsOf(tree, new Map());
  const drawing: Drawing = {
    node: (node, key) => draw(node, key, drawing, definitions),
    children: (parent) =>
      parent.children
        .map((child, index) => drawing.node(child, index))
        .filter((drawn) => drawn !== null),
  };
  return apart(drawing.children(tree));
}

/** Memoised: parsing Markdown is the costliest render on the bot page; redo it only for new text. */
function SafeMarkdown({ children, headingLevel = 2 }: SafeMarkdownProps) {
  return <div className="bd-markdown">{drawTree(markdownTree(children, headingLevel))}</div>;
}

export default memo(SafeMarkdown);
