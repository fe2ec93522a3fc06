// The Markdown tree (mdast) SafeMarkdown draws: the owner's text parsed by micromark with
// GitHub-flavoured Markdown's syntax, then fitted to the page (headings under the page's own, raw
// HTML and footnotes as the text the author typed).
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** The parts of a node the fitting below reads and writes, whatever its type. */
interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  label?: string | null;
  identifier?: string;
  children?: MarkdownNode[];
}

function headingsOf(node: MarkdownNode): MarkdownNode[] {
  if (node.type === 'heading') return [node];
  return (node.children ?? []).flatMap(headingsOf);
}

/**
 * Fits the author's headings under the page's: the description's top heading, whatever its
 * Markdown level, becomes `base` (the page owns the only h1 and the section its own heading), and
 * no heading goes more than one level deeper than the one before it, so a description that starts
 * at `###` or jumps from `#` to `###` still reads as an outline to a screen reader.
 */
function fitHeadings(tree: MarkdownNode, base: number): void {
  const headings = headingsOf(tree);
  const top = Math.min(...headings.map((node) => node.depth ?? 1));
  let previous = base - 1;
  for (const node of headings) {
    const level = Math.min((node.depth ?? 1) - top + base, previous + 1, 6);
    node.depth = level;
    previous = level;
  }
}

/** Nodes whose children are blocks: a block of HTML there becomes a paragraph of text. */
const blockParents = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

const text = (value: string): MarkdownNode => ({ type: 'text', value });

/**
 * Raw HTML is shown as the text the author typed, never interpreted and never dropped: one rule for
 * a tag inside a sentence and for a whole block of HTML, so nothing the author wrote silently
 * disappears and the preview shows at once that HTML is not supported.
 */
function htmlAsText(node: MarkdownNode): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type !== 'html') return child;
    const literal = text(child.value ?? '');
    return blockParents.has(node.type) ? { type: 'paragraph', children: [literal] } : literal;
  });
  node.children.forEach(htmlAsText);
}

/**
 * GFM footnotes would need in-page `#fn-1` links (refused like every relative link) and add a
 * "Footnotes" heading of their own outside the description's outline, so they stay the text the
 * author typed: `[^1]` in the sentence, `[^1]: …` where the note is written.
 */
function footnotesAsText(node: MarkdownNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child): MarkdownNode[] => {
    const label = `[^${child.label ?? child.identifier ?? ''}]`;
    if (child.type === 'footnoteReference') return [text(label)];
    if (child.type !== 'footnoteDefinition') return [child];
    const blocks = child.children ?? [];
    const first = blocks.at(0);
    if (first?.type !== 'paragraph') {
      return [{ type: 'paragraph', children: [text(`${label}:`)] }, ...blocks];
    }
    return [
      { ...first, children: [text(`${label}: `), ...(first.children ?? [])] },
      ...blocks.slice(1),
    ];
  });
  node.children.forEach(footnotesAsText);
}

/**
 * The owner's Markdown as a tree, its top heading at `headingLevel`. GitHub-flavoured Markdown's
 * syntax (tables, strikethrough, task lists, bare www. and e-mail links, footnotes) comes from the
 * same two extensions remark-gfm adds to its parser; the tree is drawn by SafeMarkdown itself
 * rather than through unified, remark-rehype and hast (what react-markdown runs), which were some
 * 60 KB of the parser's chunk and most of its work after parsing (issue 32).
 */
export function markdownTree(markdown: string, headingLevel: number): Root {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const node = tree as MarkdownNode;
  htmlAsText(node);
  footnotesAsText(node);
  fitHeadings(node, headingLevel);
  return tree;
}
