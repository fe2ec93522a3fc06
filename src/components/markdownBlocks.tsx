// The blocks of SafeMarkdown's drawing (SafeMarkdown.tsx) that have a structure of their own:
// lists, with GitHub's task lists, and GitHub's tables. Their words are drawn by SafeMarkdown,
// through the `Drawing` it hands them.
import type { ReactNode } from 'react';
import { Fragment, useId } from 'react';
import type { List, ListItem, Nodes, Parents, Table, TableRow } from 'mdast';

/** How SafeMarkdown draws what these blocks hold. */
export interface Drawing {
  /** One node, keyed by its place among its siblings. */
  node: (node: Nodes, key: number) => ReactNode;
  /** A node's children, one after the other. */
  children: (parent: Parents) => ReactNode[];
}

/**
 * Blocks one after the other, a line break between them in the text as GitHub writes them (and,
 * inside a container, `edges`, before the first and after the last).
 */
export function apart(blocks: ReactNode[], edges = false): ReactNode[] {
  const lines = blocks.flatMap((block, index) => (index > 0 ? ['\n', block] : [block]));
  return edges && lines.length > 0 ? ['\n', ...lines, '\n'] : lines;
}

/** Loose (items apart, each a paragraph) when the list or any item has blank lines inside it. */
function isLoose(list: List): boolean {
  return (
    Boolean(list.spread) || list.children.some((item) => item.spread ?? item.children.length > 1)
  );
}

export function drawList(list: List, key: number, drawing: Drawing): ReactNode {
  const loose = isLoose(list);
  const items = apart(
    list.children.map((item, index) => (
      <MarkdownListItem key={index} item={item} loose={loose} drawing={drawing} />
    )),
    true,
  );
  // A task list (`- [x] done`) keeps its checkboxes as the only markers.
  const tasks = list.children.some((item) => typeof item.checked === 'boolean');
  const className = tasks ? 'contains-task-list' : undefined;
  if (!list.ordered) {
    return (
      <ul key={key} className={className}>
        {items}
      </ul>
    );
  }
  const start = list.start != null && list.start !== 1 ? list.start : undefined;
  return (
    <ol key={key} start={start} className={className}>
      {items}
    </ol>
  );
}

/**
 * One item. A tight list's item shows its paragraphs' words without a paragraph around them. A
 * task's box shows what the author ticked, named by the item's text; a reader cannot change it.
 */
function MarkdownListItem({
  item,
  loose,
  drawing,
}: {
  item: ListItem;
  loose: boolean;
  drawing: Drawing;
}) {
  const id = useId();
  const task = typeof item.checked === 'boolean';
  const box = task && (
    <input
      key="box"
      type="checkbox"
      checked={item.checked ?? false}
      disabled
      readOnly
      aria-labelledby={id}
    />
  );
  // The item's blocks as GitHub writes them: a paragraph's words, or a block drawn whole. A task's
  // box opens the first paragraph (one is made for it when the item starts otherwise).
  const blocks = item.children.map((block, index) =>
    block.type === 'paragraph'
      ? { words: drawing.children(block) }
      : { words: null, block: drawing.node(block, index) },
  );
  if (task) {
    const first = blocks.at(0);
    if (first?.words) first.words = [box, first.words.length > 0 ? ' ' : null, ...first.words];
    else blocks.unshift({ words: [box] });
  }
  const content: ReactNode[] = [];
  blocks.forEach(({ words, block }, index) => {
    if (loose || index > 0 || !words) content.push('\n');
    if (!words) content.push(block);
    else if (loose) content.push(<p key={`p${String(index)}`}>{words}</p>);
    else content.push(<Fragment key={`p${String(index)}`}>{words}</Fragment>);
  });
  const tail = blocks.at(-1);
  if (tail && (loose || !tail.words)) content.push('\n');
  return (
    <li id={task ? id : undefined} className={task ? 'task-list-item' : undefined}>
      {content}
    </li>
  );
}

/** A column's alignment (`:--`, `:-:`, `--:`) as a class: the page carries no inline styles. */
const alignment = (align: string | null | undefined) => (align ? `bd-align-${align}` : undefined);

/**
 * The table scrolls sideways in its own box (focusable, so the keyboard scrolls it too) rather
 * than widening a phone's page. Its first row is the header; a short row is filled with empty
 * cells up to the header's columns.
 */
export function drawTable(table: Table, key: number, drawing: Drawing): ReactNode {
  const head = table.children.at(0);
  const body = table.children.slice(1);
  const columns = table.align?.length;
  const row = (tableRow: TableRow, index: number, Cell: 'th' | 'td') => (
    <tr key={index}>
      {Array.from({ length: columns ?? tableRow.children.length }, (_, column) => {
        const cell = tableRow.children.at(column);
        return (
          <Cell key={column} className={alignment(table.align?.[column])}>
            {cell && drawing.children(cell)}
          </Cell>
        );
      })}
    </tr>
  );
  return (
    <div key={key} tabIndex={0} className="bd-md-table">
      <table>
        {head && <thead>{row(head, 0, 'th')}</thead>}
        {body.length > 0 && (
          <tbody>{body.map((tableRow, index) => row(tableRow, index, 'td'))}</tbody>
        )}
      </table>
    </div>
  );
}
