// The Logs tab's list, the one part of the tab drawn again for every chunk of new lines: it alone
// reads the lines from the store, filters what is new (updateVisible) and hands the list the rows.
// The card, the toolbar and the styled frame around it are drawn only when the reader acts, so a
// busy log costs its own rows and nothing else.
import { memo, useCallback, useEffect, useState } from 'react';
import type { Key, RefObject } from 'react';
import Typography from '@mui/material/Typography';
import type { LogLevel, LogLine } from '../../api/schemas';
import { useAppSelector } from '../../kernel/hooks';
import { VirtualList } from '../../components/VirtualList';
import type { VirtualListHandle } from '../../components/VirtualList';
import { selectBotLogs } from './botLogsSlice';
import { LogRow, ROW_HEIGHT } from './LogRow';
import { indexOfLine, updateVisible } from './logView';
import type { LogFilter, Visible } from './logView';

export const LIST_HEIGHT = 440;
export const NO_LINES: LogLine[] = [];

/** What the panel's actions (pause, download) read of the list without drawing it again. */
export interface LatestLines {
  lines: readonly LogLine[];
  shown: readonly LogLine[];
}

interface Props {
  botId: string;
  filter: LogFilter;
  follow: boolean;
  selected: number | null;
  onSelect: (id: number) => void;
  /** The reader reached the start (older lines wanted) or left / reached the end. */
  onEdges: (edges: { atStart: boolean; atEnd: boolean }) => void;
  levelName: Record<LogLevel, string>;
  language: string;
  label: string;
  noMatch: string;
  listRef: RefObject<VirtualListHandle | null>;
  latest: RefObject<LatestLines>;
}

export const LiveLogList = memo(function LiveLogList(props: Props) {
  const { botId, filter, follow, selected, onSelect, onEdges, levelName, language, latest } = props;
  const lines = useAppSelector((state) => {
    const logs = selectBotLogs(state);
    return logs.botId === botId ? logs.lines : NO_LINES;
  });
  // The last answer is kept, so that a chunk of new lines is filtered alone (updateVisible).
  const [visible, setVisible] = useState<Visible>(() => updateVisible(null, lines, filter));
  let view = visible;
  if (visible.lines !== lines || visible.filter !== filter) {
    view = updateVisible(visible, lines, filter);
    setVisible(view);
  }
  const { shown } = view;
  useEffect(() => {
    latest.current = { lines, shown };
  });
  const indexOfKey = useCallback((key: Key) => indexOfLine(shown, Number(key)), [shown]);

  if (shown.length === 0) {
    return (
      <Typography
        color="textSecondary"
        sx={{ height: LIST_HEIGHT, display: 'grid', placeItems: 'center', px: 2 }}
      >
        {props.noMatch}
      </Typography>
    );
  }
  return (
    <VirtualList
      ref={props.listRef}
      label={props.label}
      count={shown.length}
      rowHeight={ROW_HEIGHT}
      height={LIST_HEIGHT}
      follow={follow}
      rowKey={(index) => shown[index].id}
      indexOfKey={indexOfKey}
      renderRow={(index) => (
        <LogRow
          line={shown[index]}
          selected={shown[index].id === selected}
          onSelect={onSelect}
          levelName={levelName}
          language={language}
        />
      )}
      onEdges={onEdges}
    />
  );
});
