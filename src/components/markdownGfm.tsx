// The elements GitHub-flavoured Markdown adds to SafeMarkdown: tables and task lists.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import { createContext, useContext, useId } from 'react';
import type { Components } from 'react-markdown';

type ElementProps<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & {
  node?: unknown;
};

// Cells wrap at spaces only: a word too long for the phone scrolls the table instead of being cut
// into one-letter columns by the description's `overflowWrap: anywhere`.
const cell = {
  border: 1,
  borderColor: 'divider',
  px: 1,
  py: 0.5,
  verticalAlign: 'top',
  overflowWrap: 'normal',
  wordBreak: 'normal',
} as const;

/** The id of the task list item a checkbox sits in: the item's text is the checkbox's name. */
const TaskItem = createContext<string | undefined>(undefined);

function ListItem({ children, className }: ElementProps<'li'>) {
  const id = useId();
  const task = className?.includes('task-list-item') ?? false;
  return (
    <TaskItem.Provider value={task ? id : undefined}>
      <Typography
        component="li"
        id={task ? id : undefined}
        variant="body1"
        sx={{ mb: 0.5, listStyle: task ? 'none' : undefined }}
      >
        {children}
      </Typography>
    </TaskItem.Provider>
  );
}

/** A task list's box shows what the author ticked; a reader cannot change it. */
function TaskCheckbox({ type, checked }: ElementProps<'input'>) {
  const item = useContext(TaskItem);
  if (type !== 'checkbox') return null;
  return (
    <Box
      component="input"
      type="checkbox"
      checked={checked ?? false}
      disabled
      readOnly
      aria-labelledby={item}
      sx={{ m: 0, mr: 1, verticalAlign: 'middle' }}
    />
  );
}

export const gfmComponents: Components = {
  li: ListItem,
  input: TaskCheckbox,
  table: ({ children }: ElementProps<'table'>) => (
    // The table scrolls sideways in its own box (focusable, so the keyboard scrolls it too) rather
    // than widening a phone's page.
    <Box tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%', mb: 1.5 }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', typography: 'body2' }}>
        {children}
      </Box>
    </Box>
  ),
  th: ({ children, style }: ElementProps<'th'>) => (
    <Box component="th" sx={{ ...cell, textAlign: style?.textAlign ?? 'start', fontWeight: 600 }}>
      {children}
    </Box>
  ),
  td: ({ children, style }: ElementProps<'td'>) => (
    <Box component="td" sx={{ ...cell, textAlign: style?.textAlign ?? 'start' }}>
      {children}
    </Box>
  ),
};
