// Configure's Activity tab (`?tab=activity`): the bot's audit log, newest first, for every co-owner;
// a kind filter kept in the address (`&kind=`), older pages on demand and the loaded entries as
// CSV. docs/product.md §8.7, the Activity tab.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import { activityGroups } from '../../api/activityKinds';
import type { ActivityGroup } from '../../api/activityKinds';
import type { MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector, useDeferredSelector } from '../../kernel/hooks';
import type { RootState } from '../../kernel/store';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { LoadOlder } from '../../components/LoadOlder';
import { SectionCard } from '../../components/SectionCard';
import { saveFile } from '../../lib/saveFile';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import { selectTagCatalogue, tagCatalogueRequests, useTagNames } from '../tags';
import { activityCsv } from './activityCsv';
import { ActivityEntryRow } from './ActivityEntryRow';
import { namesTags } from './activityValue';
import { activityClosed, loadRequest, olderRequest, selectActivity } from './botActivitySlice';

const ALL = 'all';

function groupOf(value: string | null): ActivityGroup | null {
  return activityGroups.find((group) => group === value) ?? null;
}

export default function ActivityPanel({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botActivity');
  const dispatch = useAppDispatch();
  // Drawn in the background (useDeferredSelector): a page of entries landing is no one long task.
  const activity = useDeferredSelector(selectActivity);
  const [params, setParams] = useSearchParams();
  const group = groupOf(params.get('kind'));
  // "5 minutes ago" counts from when the entries were drawn, not from every render.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    dispatch(loadRequest({ botId: bot.id, group }));
  }, [dispatch, bot.id, group]);
  useEffect(
    () => () => {
      dispatch(activityClosed());
    },
    [dispatch],
  );

  const current = activity.botId === bot.id && activity.group === group;
  const entries = current ? activity.entries : null;
  // A change of tags names them as the reader's catalogue does; the catalogue is asked for only
  // when one is shown, and until it answers (or if it fails) the ids stand.
  const store = useStore<RootState>();
  const tagNames = useTagNames(useAppSelector(selectTagCatalogue).data);
  const showsTags =
    entries?.some((entry) => entry.changes.some((c) => namesTags(c.field))) ?? false;
  useEffect(() => {
    if (!showsTags) return;
    for (const request of tagCatalogueRequests(store.getState().tags)) dispatch(request);
  }, [showsTags, dispatch, store]);
  const retry = () => dispatch(loadRequest({ botId: bot.id, group }));
  const setGroup = (next: string) => {
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        if (next === ALL) after.delete('kind');
        else after.set('kind', next);
        return after;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const exportCsv = () => {
    if (!entries) return;
    // The byte-order mark tells spreadsheets the file is UTF-8 (names and values in Chinese).
    saveFile(
      `botdeck-${bot.id}-activity.csv`,
      `\uFEFF${activityCsv(entries)}`,
      'text/csv;charset=utf-8',
    );
  };

  let body;
  if (current && activity.load.error && !entries) {
    body = isHandledBySession(activity.load.error) ? null : (
      <InlineError title={t('loadFailedTitle')} failure={activity.load.error} onRetry={retry} />
    );
  } else if (!entries) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (entries.length === 0) {
    body = <EmptyState title={group ? t('emptyFiltered') : t('empty')} />;
  } else {
    const loadOlder = () =>
      dispatch(olderRequest({ botId: bot.id, group, before: entries.at(-1)?.id }));
    body = (
      <>
        <List aria-label={t('listLabel')} disablePadding>
          {entries.map((entry) => (
            <ActivityEntryRow key={entry.id} entry={entry} now={now} tagNames={tagNames} />
          ))}
        </List>
        <LoadOlder
          ns="botActivity"
          hasOlder={activity.hasOlder}
          request={activity.older}
          onLoad={loadOlder}
          hideError={isHandledBySession(activity.older.error)}
        />
      </>
    );
  }

  return (
    <SectionCard id="activity" title={t('title')} intro={t('intro')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('filter.label')}
          value={group ?? ALL}
          onChange={(event) => setGroup(event.target.value)}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {[ALL, ...activityGroups].map((value) => (
            <MenuItem key={value} value={value}>
              {t(`filter.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!entries || entries.length === 0}
          onClick={exportCsv}
        >
          {t('export')}
        </Button>
      </Box>
      {body}
    </SectionCard>
  );
}
