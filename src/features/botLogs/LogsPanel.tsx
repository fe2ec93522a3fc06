// Configure's Logs tab (docs/product.md §8.7, the Logs tab): the bot's log as it is written, in a windowed list
// with a level filter (kept in the address, so the status chip can open the errors) and a search;
// Pause, Jump to latest, older lines paged in at the top, and Download as text or JSON lines. The
// list itself is LiveLogList, the one part drawn again for each chunk of new lines.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import type { LogLevel, MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector, useAppStore } from '../../kernel/hooks';
import { injectSaga } from '../../kernel/sagas';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { SectionCard } from '../../components/SectionCard';
import type { VirtualListHandle } from '../../components/VirtualList';
import { registerTranslations } from '../../lib/i18n';
import { saveFile } from '../../lib/saveFile';
import { useTranslation } from '../../lib/useTranslation';
import en from '../../locales/en-US/botLogs.json';
import zh from '../../locales/zh-CN/botLogs.json';
import { isHandledBySession } from '../session';
import { botLogsSaga } from './botLogsSaga';
import {
  jumpedToLatest,
  logsClosed,
  logsOpened,
  olderRequest,
  selectBotLogs,
  selectWindowFull,
} from './botLogsSlice';
import { ConnectionLight, ConnectionLost } from './ConnectionState';
import { LIST_HEIGHT, LiveLogList, NO_LINES } from './LiveLogList';
import type { LatestLines } from './LiveLogList';
import { logRowStyles } from './LogRow';
import { LogToolbar } from './LogToolbar';
import { OlderLines } from './OlderLines';
import { LEVELS, asJsonLines, asText, indexOfLine, levelOf } from './logView';

registerTranslations('botLogs', { 'en-US': en, 'zh-CN': zh });
injectSaga(botLogsSaga);

export default function LogsPanel({ bot }: { bot: MyBot }) {
  const { t, i18n } = useTranslation('botLogs');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const level = levelOf(params.get('level'));
  const [search, setSearch] = useState('');
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const [following, setFollowing] = useState(true);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useRef<VirtualListHandle>(null);
  const latest = useRef<LatestLines>({ lines: NO_LINES, shown: NO_LINES });

  useEffect(() => {
    dispatch(logsOpened(bot.id));
    return () => {
      dispatch(logsClosed());
    };
  }, [dispatch, bot.id]);

  // Only what the card shows around the list is read here, each part on its own, so a chunk of new
  // lines draws the list alone (LiveLogList) while the reader follows the log.
  const current = useAppSelector((state) => selectBotLogs(state).botId === bot.id);
  const logs = useAppSelector(
    selectBotLogs,
    (a, b) =>
      a.botId === b.botId &&
      a.load === b.load &&
      a.connection === b.connection &&
      a.streamError === b.streamError &&
      a.retryIn === b.retryIn,
  );
  const hasLines = useAppSelector((state) => selectBotLogs(state).lines.length > 0);
  const newLines = useAppSelector((state) => {
    if (pausedAt === null) return 0;
    const { lines } = selectBotLogs(state);
    return lines.length - 1 - Math.max(0, indexOfLine(lines, pausedAt));
  });
  const chosen = useAppSelector((state) => {
    if (selected === null) return undefined;
    const { lines } = selectBotLogs(state);
    return lines[indexOfLine(lines, selected)];
  });
  const query = useDeferredValue(search);
  const filter = useMemo(
    () => ({ level, search: query, until: pausedAt }),
    [level, query, pausedAt],
  );
  const levelName = useMemo(
    () =>
      Object.fromEntries(LEVELS.map((name) => [name, t(`level.${name}`)])) as Record<
        LogLevel,
        string
      >,
    [t],
  );

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
  // Read when asked, not drawn: whether there are older lines changes the line above the list
  // (OlderLines), not the panel.
  const store = useAppStore();
  const loadOlder = useCallback(() => {
    const state = store.getState();
    const { hasOlder, older } = selectBotLogs(state);
    if (hasOlder && !older.pending && !selectWindowFull(state)) dispatch(olderRequest());
  }, [dispatch, store]);
  const onEdges = useCallback(
    ({ atStart, atEnd }: { atStart: boolean; atEnd: boolean }) => {
      setFollowing(atEnd);
      if (atStart) loadOlder();
    },
    [loadOlder],
  );

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
  } else if (!hasLines) {
    body = <EmptyState title={t('empty.title')} description={t('empty.description')} />;
  } else {
    body = (
      <Stack spacing={1}>
        <OlderLines onLoad={loadOlder} />
        <Box sx={[{ border: 1, borderColor: 'divider', borderRadius: 1 }, logRowStyles]}>
          <LiveLogList
            botId={bot.id}
            filter={filter}
            follow={following && pausedAt === null}
            selected={selected}
            onSelect={setSelected}
            onEdges={onEdges}
            levelName={levelName}
            language={i18n.language}
            label={t('listLabel')}
            noMatch={t('noMatch')}
            listRef={list}
            latest={latest}
          />
        </Box>
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
