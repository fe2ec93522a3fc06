// A windowed list of fixed-height rows: only the rows in view (and a few either side) are in the
// DOM, so 50,000 lines scroll like 50. It can follow its end as rows are added (a log's tail) and
// tells its owner when the reader reaches either end. The rows for a new scroll position are drawn
// in the scroll event's own frame (flushSync), so however fast the reader scrolls, no frame shows
// the list without rows; they are plain elements, as cheap to place as can be.
import { useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Key, ReactNode, Ref } from 'react';

/**
 * Rows drawn beyond each edge of the view, for keyboard and wheel steps. A fast scroll needs none:
 * its rows are drawn in its own frame. Following a busy log there are none: the rows above the
 * view would be replaced by every chunk of new lines, and a step up ends following anyway.
 */
const OVERSCAN = 4;

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
  const lastPosition = useRef(0);

  useImperativeHandle(ref, () => ({
    scrollToEnd: () => {
      if (viewport.current) viewport.current.scrollTop = total;
    },
  }));

  // Following, the rows drawn are the last ones whatever the scroll position says, and the view is
  // moved to them without reading the layout back (every read would lay the page out again).
  const top = follow ? Math.max(0, total - height) : scrollTop;
  useLayoutEffect(() => {
    const element = viewport.current;
    const before = previousFirstKey.current;
    previousFirstKey.current = firstKey;
    if (!element) return;
    if (follow) {
      // In the next frame, before it is drawn: the frame lays the page out once anyway, where
      // moving it now would lay it out here, inside the task that added the rows. The scroll event
      // brings `scrollTop` along, for when following stops.
      const frame = requestAnimationFrame(() => {
        element.scrollTop = total;
      });
      return () => cancelAnimationFrame(frame);
    } else if (before !== null && firstKey !== before) {
      // Rows came before the first (older lines paged in): the rows in view stay in view.
      const shift = indexOfKey(before);
      if (shift > 0) {
        element.scrollTop += shift * rowHeight;
        setScrollTop(element.scrollTop);
      }
    }
  }, [total, firstKey, follow, rowHeight, indexOfKey]);

  const overscan = follow ? 0 : OVERSCAN;
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((top + height) / rowHeight) + overscan);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    // Following, a row is keyed by its place in the view, not by what it shows: every chunk of a
    // busy log moves every line in view, and rows kept in place have their text rewritten instead
    // of being removed and made again: no element is made, removed or styled anew (docs/quality.md).
    const key = follow ? `at ${index - first}` : rowKey(index);
    rows.push(
      <div key={key} role="listitem" style={{ height: rowHeight }}>
        {renderRow(index)}
      </div>,
    );
  }

  return (
    <div
      ref={viewport}
      tabIndex={0}
      aria-label={label}
      onScroll={(event) => {
        const position = event.currentTarget.scrollTop;
        // Following, only the reader leaves the end, scrolling up: a scroll of ours to the end may
        // arrive after more rows did, short of the new end.
        const movedUp = position < lastPosition.current;
        lastPosition.current = position;
        flushSync(() => setScrollTop(position));
        onEdges?.({
          atStart: position < rowHeight,
          atEnd: position + height >= total - rowHeight || (follow && !movedUp),
        });
      }}
      // Its size does not depend on its rows: laying out new rows stays inside it. Inline, like
      // everything here: the list is drawn for every chunk of a busy log, and styles from `sx`
      // would be worked out again each time.
      style={{
        height,
        overflowY: 'auto',
        overflowX: 'hidden',
        position: 'relative',
        contain: 'strict',
      }}
    >
      {/* Inline, not sx: a class per height or offset would add a CSS rule a line. The rows flow
          in one block moved (not laid out) to the first of them: a row already drawn keeps its
          style while lines come and go around it, where a position per row would restyle every
          row whenever the window drops its oldest lines (measured: half the style work). */}
      <div style={{ height: total }}>
        <div role="list" style={{ transform: `translateY(${first * rowHeight}px)` }}>
          {rows}
        </div>
      </div>
    </div>
  );
}
