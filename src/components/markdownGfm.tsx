// The elements GitHub-flavoured Markdown adds to SafeMarkdown that need more than a style
// (markdownStyles.ts draws them): tables in a box of their own, cells aligned by class rather than
// an inline style, and task lists whose boxes are named by their items.
import type { ComponentProps } from 'react';
import { createContext, useContext, useId } from 'react';
import type { Components } from 'react-markdown';

type ElementProps<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & {
  node?: unknown;
};

/** The id of the task list item a checkbox sits in: the item's text is the checkbox's name. */
const TaskItem = createContext<string | undefined>(undefined);

function ListItem({ children, className }: ElementProps<'li'>) {
  const id = useId();
  const task = className?.includes('task-list-item') ?? false;
  return (
    <TaskItem.Provider value={task ? id : undefined}>
      <li id={task ? id : undefined} className={className}>
        {children}
      </li>
    </TaskItem.Provider>
  );
}

/** A task list's box shows what the author ticked; a reader cannot change it. */
function TaskCheckbox({ type, checked }: ElementProps<'input'>) {
  const item = useContext(TaskItem);
  if (type !== 'checkbox') return null;
  return (
    <input type="checkbox" checked={checked ?? false} disabled readOnly aria-labelledby={item} />
  );
}

/** A column's alignment (`:--`, `:-:`, `--:`) as a class: the page carries no inline styles. */
function alignment(style: ElementProps<'td'>['style']): string | undefined {
  const align = style?.textAlign;
  return align === 'left' || align === 'center' || align === 'right'
    ? `bd-align-${align}`
    : undefined;
}

export const gfmComponents: Components = {
  li: ListItem,
  input: TaskCheckbox,
  table: ({ children }: ElementProps<'table'>) => (
    // The table scrolls sideways in its own box (focusable, so the keyboard scrolls it too) rather
    // than widening a phone's page.
    <div tabIndex={0} className="bd-md-table">
      <table>{children}</table>
    </div>
  ),
  th: ({ children, style }: ElementProps<'th'>) => <th className={alignment(style)}>{children}</th>,
  td: ({ children, style }: ElementProps<'td'>) => <td className={alignment(style)}>{children}</td>,
};
