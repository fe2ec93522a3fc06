// A row of tabs (the WAI-ARIA tabs pattern, activated by hand): a click, Enter or Space opens a tab;
// the arrow keys (wrapping), Home and End move the focus along the row, which is one stop of the Tab
// key. On a narrow screen the row scrolls sideways, the open tab kept in view.
//
// Plain buttons drawn by one rule, the open one underlined by CSS. MUI's Tabs measured its tabs to
// place its sliding underline and scrolled itself with an animation, in an effect after each change:
// each tab opened forced a layout of the whole page with its new panel in it, inside the click's
// task (~170 ms of Configure's tabs at 10× CPU, traced).
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

interface TabBarTab {
  value: string;
  label: string;
  /** The tab's id, which its panel's `aria-labelledby` names. */
  id: string;
  /** Its panel's id. */
  controls: string;
  /** A fuller name than its label, when the label alone is ambiguous ("Write, in Chinese"). */
  name?: string;
}

interface Props {
  /** The row's accessible name. */
  label: string;
  tabs: readonly TabBarTab[];
  value: string;
  onChange: (value: string) => void;
}

/** Room kept beside a tab scrolled into view, so that its neighbour shows there is more. */
const PEEK = 32;

export function TabBar({ label, tabs, value, onChange }: Props) {
  const row = useRef<HTMLDivElement>(null);
  const shown = useRef(value);

  // The open tab brought into view sideways when it changes, in the frame's own layout (a frame
  // callback runs just before the browser lays the page out anyway): never at first, where the row
  // starts at its beginning, and never scrolling the page up or down.
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    const frame = requestAnimationFrame(() => {
      const bar = row.current;
      const tab = bar?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!bar || !tab) return;
      const start = tab.offsetLeft - PEEK;
      const end = tab.offsetLeft + tab.offsetWidth + PEEK - bar.clientWidth;
      if (start < bar.scrollLeft) bar.scrollLeft = Math.max(start, 0);
      else if (end > bar.scrollLeft) bar.scrollLeft = end;
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'),
    );
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const last = buttons.length - 1;
    const to = {
      ArrowRight: at + 1 > last ? 0 : at + 1,
      ArrowLeft: at - 1 < 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined || at < 0) return;
    event.preventDefault();
    buttons[to]?.focus();
  };

  return (
    <Box ref={row} role="tablist" aria-label={label} onKeyDown={move} sx={tabBarSx}>
      {tabs.map((tab) => {
        const open = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tab.id}
            aria-controls={tab.controls}
            aria-label={tab.name}
            aria-selected={open}
            tabIndex={open ? 0 : -1}
            className="bd-tab"
            onClick={() => {
              if (!open) onChange(tab.value);
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </Box>
  );
}

function tabBarSx(theme: Theme) {
  const { palette } = theme.vars;
  return {
    position: 'relative',
    display: 'flex',
    overflowX: 'auto',
    // Swiped on a phone; no bar under the tabs.
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
    borderBottom: `1px solid ${palette.divider}`,
    '& .bd-tab': {
      position: 'relative',
      flex: 'none',
      minHeight: 48,
      minWidth: 90,
      padding: theme.spacing(1.5, 2),
      border: 0,
      margin: 0,
      background: 'none',
      cursor: 'pointer',
      ...theme.typography.button,
      color: palette.text.secondary,
      // The app's focus ring, drawn inside: the row's edge would cut it.
      outlineOffset: -2,
      '&:hover': { color: palette.text.primary },
    },
    '& .bd-tab[aria-selected="true"]': { color: palette.primary.main },
    '& .bd-tab[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 2,
      backgroundColor: palette.primary.main,
    },
  } as const;
}
