// Remark plugins SafeMarkdown runs on the Markdown tree (mdast) before it becomes elements.
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** What the parser reads its extensions from (remark-parse's `data`). */
interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

/**
 * GitHub-flavoured Markdown's syntax (tables, strikethrough, task lists, bare www. and e-mail
 * links, footnotes): the two extensions remark-gfm adds to the parser, without the third it adds,
 * how to write GFM back out as Markdown. That one pulled mdast-util-to-markdown (some 70 KB of
 * source) into the parser's chunk, and a description is never written back.
 */
export function gfmSyntax(this: { data: () => unknown }): undefined {
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
  return undefined;
}

interface MarkdownNode {
  type: string;
  depth?: number;
  value?: string;
  label?: string | null;
  identifier?: string;
  children?: MarkdownNode[];
}

type Transformer = (tree: MarkdownNode) => void;

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
export function headingLevels(base: number): () => Transformer {
  return () => (tree) => {
    const headings = headingsOf(tree);
    const top = Math.min(...headings.map((node) => node.depth ?? 1));
    let previous = base - 1;
    for (const node of headings) {
      const level = Math.min((node.depth ?? 1) - top + base, previous + 1, 6);
      node.depth = level;
      previous = level;
    }
  };
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

/** Raw HTML and footnotes as text (see above), after GFM's syntax (`gfmSyntax`) has parsed them. */
export function literalText(): Transformer {
  return (tree) => {
    htmlAsText(tree);
    footnotesAsText(tree);
  };
}
