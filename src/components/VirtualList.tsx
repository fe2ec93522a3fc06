// A windowed list of fixed-height rows: only the rows in view (and a few either side) are in the
// DOM, so 50,000 lines scroll like 50. It can follow its end as rows are added (a log's tail) and
// tells its owner when the reader reaches either end.
import { useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { Key, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';

/** Rows drawn beyond each edge of the view, so a fast scroll does not show a blank frame. */
const OVERSCAN = 12;

export interface VirtualListHandle {
  scrollToEnd: () => void;
}

interface Props {
  count: number;
  rowHeight: number;
  height: number;
  /** Stays scrolled to the end as rows are added. */
  follow: boolean;
  renderRow: (index: number) => ReactNode;
  /** A row's lasting identity, and where a row of that identity now is (-1: gone). */
  rowKey: (index: number) => Key;
  /** Kept the same between renders (useCallback), or the list re-anchors on every render. */
  indexOfKey: (key: Key) => number;
  /** The reader scrolled to within a row of the start (`atStart`) or left / reached the end. */
  onEdges?: (edges: { atStart: boolean; atEnd: boolean }) => void;
  ref?: Ref<VirtualListHandle>;
  label: string;
}

export function VirtualList(props: Props) {
  const { count, rowHeight, height, follow, renderRow, rowKey, indexOfKey, onEdges, ref, label } =
    props;
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const total = count * rowHeight;
  const firstKey = count > 0 ? rowKey(0) : null;
  const previousFirstKey = useRef(firstKey);

  useImperativeHandle(ref, () => ({
    scrollToEnd: () => {
      if (viewport.current) viewport.current.scrollTop = total;
    },
  }));

  useLayoutEffect(() => {
    const element = viewport.current;
    const before = previousFirstKey.current;
    previousFirstKey.current = firstKey;
    if (!element) return;
    if (follow) {
      element.scrollTop = element.scrollHeight;
    } else if (before !== null && firstKey !== before) {
      // Rows came before the first (older lines paged in): the rows in view stay in view.
      const shift = indexOfKey(before);
      if (shift > 0) element.scrollTop += shift * rowHeight;
    }
    setScrollTop(element.scrollTop);
  }, [total, firstKey, follow, rowHeight, indexOfKey]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    rows.push(
      <Box
        key={rowKey(index)}
        role="listitem"
        sx={{ position: 'absolute', top: index * rowHeight, height: rowHeight, left: 0, right: 0 }}
      >
        {renderRow(index)}
      </Box>,
    );
  }

  return (
    <Box
      ref={viewport}
      tabIndex={0}
      aria-label={label}
      onScroll={(event) => {
        const element = event.currentTarget;
        setScrollTop(element.scrollTop);
        onEdges?.({
          atStart: element.scrollTop < rowHeight,
          atEnd: element.scrollTop + element.clientHeight >= element.scrollHeight - rowHeight,
        });
      }}
      sx={{ height, overflowY: 'auto', overflowX: 'hidden', position: 'relative' }}
    >
      <Box role="list" sx={{ height: total, position: 'relative' }}>
        {rows}
      </Box>
    </Box>
  );
}
