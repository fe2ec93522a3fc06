// Configure's Logs tab (docs/product.md §8.7, the Logs tab): the bot's log as it is written, in a windowed list
// with a level filter (kept in the address, so the status chip can open the errors) and a search;
// Pause, Jump to latest, older lines paged in at the top, and Download as text or JSON lines.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { Key } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import type { LogLevel, LogLine, MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { injectSaga } from '../../app/rootSaga';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { SectionCard } from '../../components/SectionCard';
import { VirtualList } from '../../components/VirtualList';
import type { VirtualListHandle } from '../../components/VirtualList';
import { registerTranslations } from '../../lib/i18n';
import { saveFile } from '../../lib/saveFile';
import { useTranslation } from '../../lib/useTranslation';
import en from '../../locales/en-US/botLogs.json';
import zh from '../../locales/zh-CN/botLogs.json';
import { isHandledBySession } from '../session';
import { botLogsSaga } from './botLogsSaga';
import {
  HISTORY_WINDOW,
  jumpedToLatest,
  logsClosed,
  logsOpened,
  olderRequest,
  selectBotLogs,
} from './botLogsSlice';
import { ConnectionLight, ConnectionLost } from './ConnectionState';
import { LogRow, ROW_HEIGHT, logRowStyles } from './LogRow';
import { LogToolbar } from './LogToolbar';
import { LEVELS, asJsonLines, asText, indexOfLine, levelOf, updateVisible } from './logView';
import type { Visible } from './logView';

registerTranslations('botLogs', { 'en-US': en, 'zh-CN': zh });
injectSaga(botLogsSaga);

const LIST_HEIGHT = 440;
const NO_LINES: LogLine[] = [];

export default function LogsPanel({ bot }: { bot: MyBot }) {
  const { t, i18n } = useTranslation('botLogs');
  const dispatch = useAppDispatch();
  const logs = useAppSelector(selectBotLogs);
  const [params, setParams] = useSearchParams();
  const level = levelOf(params.get('level'));
  const [search, setSearch] = useState('');
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const [following, setFollowing] = useState(true);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useRef<VirtualListHandle>(null);

  useEffect(() => {
    dispatch(logsOpened(bot.id));
    return () => {
      dispatch(logsClosed());
    };
  }, [dispatch, bot.id]);

  const current = logs.botId === bot.id;
  const lines = current ? logs.lines : NO_LINES;
  const query = useDeferredValue(search);
  // The last answer is kept, so that a chunk of new lines is filtered alone (updateVisible).
  const filter = useMemo(
    () => ({ level, search: query, until: pausedAt }),
    [level, query, pausedAt],
  );
  const [visible, setVisible] = useState<Visible>(() => updateVisible(null, lines, filter));
  let view = visible;
  if (visible.lines !== lines || visible.filter !== filter) {
    view = updateVisible(visible, lines, filter);
    setVisible(view);
  }
  const { shown } = view;
  const levelName = useMemo(
    () =>
      Object.fromEntries(LEVELS.map((name) => [name, t(`level.${name}`)])) as Record<
        LogLevel,
        string
      >,
    [t],
  );
  const indexOfKey = useCallback((key: Key) => indexOfLine(shown, Number(key)), [shown]);
  const newLines =
    pausedAt === null ? 0 : lines.length - 1 - Math.max(0, indexOfLine(lines, pausedAt));
  const chosen = selected === null ? undefined : lines[indexOfLine(lines, selected)];

  // The toolbar is drawn again only when its own props change, not for every chunk of lines: its
  // actions read the lines through this.
  const latest = useRef({ lines: NO_LINES, shown: NO_LINES });
  useEffect(() => {
    latest.current = { lines, shown };
  });
  const setLevel = useCallback(
    (next: string) => {
      setParams(
        (before) => {
          const after = new URLSearchParams(before);
          if (next === 'debug') after.delete('level');
          else after.set('level', next);
          return after;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const jumpToLatest = useCallback(() => {
    setPausedAt(null);
    setFollowing(true);
    dispatch(jumpedToLatest());
    list.current?.scrollToEnd();
  }, [dispatch]);
  const togglePause = useCallback(() => {
    if (pausedAt === null) setPausedAt(latest.current.lines.at(-1)?.id ?? 0);
    else jumpToLatest();
  }, [pausedAt, jumpToLatest]);
  const download = useCallback(
    (format: 'text' | 'json') => {
      const name = `botdeck-${bot.id}-logs`;
      const lines = latest.current.shown;
      if (format === 'text') saveFile(`${name}.log`, asText(lines), 'text/plain;charset=utf-8');
      else saveFile(`${name}.jsonl`, asJsonLines(lines), 'application/x-ndjson;charset=utf-8');
    },
    [bot.id],
  );
  const loadOlder = () => {
    if (logs.hasOlder && !logs.older.pending && lines.length < HISTORY_WINDOW) {
      dispatch(olderRequest());
    }
  };

  let body;
  if (current && logs.load.error && !isHandledBySession(logs.load.error)) {
    body = (
      <InlineError
        title={t('loadFailedTitle')}
        failure={logs.load.error}
        onRetry={() => dispatch(logsOpened(bot.id))}
      />
    );
  } else if (!current || logs.load.answeredAt === null) {
    body = (
      <Box aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={LIST_HEIGHT} />
      </Box>
    );
  } else if (lines.length === 0) {
    body = <EmptyState title={t('empty.title')} description={t('empty.description')} />;
  } else {
    body = (
      <Stack spacing={1}>
        {logs.hasOlder && lines.length < HISTORY_WINDOW && (
          <Button size="small" onClick={loadOlder} loading={logs.older.pending}>
            {t('loadOlder')}
          </Button>
        )}
        {lines.length >= HISTORY_WINDOW && (
          <Typography variant="body2" color="textSecondary">
            {t('windowFull', { count: HISTORY_WINDOW })}
          </Typography>
        )}
        {logs.older.error && !isHandledBySession(logs.older.error) && (
          <InlineError
            title={t('olderFailedTitle')}
            failure={logs.older.error}
            onRetry={loadOlder}
          />
        )}
        {shown.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
            {t('noMatch')}
          </Typography>
        ) : (
          <Box sx={[{ border: 1, borderColor: 'divider', borderRadius: 1 }, logRowStyles]}>
            <VirtualList
              ref={list}
              label={t('listLabel')}
              count={shown.length}
              rowHeight={ROW_HEIGHT}
              height={LIST_HEIGHT}
              follow={following && pausedAt === null}
              rowKey={(index) => shown[index].id}
              indexOfKey={indexOfKey}
              renderRow={(index) => (
                <LogRow
                  line={shown[index]}
                  selected={shown[index].id === selected}
                  onSelect={setSelected}
                  levelName={levelName}
                  language={i18n.language}
                />
              )}
              onEdges={({ atStart, atEnd }) => {
                setFollowing(atEnd);
                if (atStart) loadOlder();
              }}
            />
          </Box>
        )}
        {chosen && (
          <Box sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Typography variant="caption" color="textSecondary" component="p">
              {t('selected')} · {chosen.at} · {t(`level.${chosen.level}`)} · {chosen.source}
            </Typography>
            <Typography
              sx={{
                fontFamily: 'monospace',
                fontSize: 13,
                overflowWrap: 'anywhere',
                whiteSpace: 'pre-wrap',
              }}
            >
              {chosen.message}
            </Typography>
          </Box>
        )}
      </Stack>
    );
  }

  const down = logs.connection === 'reconnecting' || logs.connection === 'offline';
  return (
    <SectionCard
      id="logs"
      title={t('title')}
      action={
        <ConnectionLight connection={current ? logs.connection : 'idle'} retryIn={logs.retryIn} />
      }
    >
      {current && down && <ConnectionLost error={logs.streamError} />}
      <LogToolbar
        level={level}
        onLevel={setLevel}
        search={search}
        onSearch={setSearch}
        paused={pausedAt !== null}
        onPause={togglePause}
        newLines={newLines}
        showLatest={pausedAt !== null || !following}
        onLatest={jumpToLatest}
        onDownload={download}
      />
      {body}
    </SectionCard>
  );
}
