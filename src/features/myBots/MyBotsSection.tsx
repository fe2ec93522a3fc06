// The bots on Home: the list with its loading, error and empty states, and the delete
// confirmation. The page's title names the section; New bot sits next to it (NewBotButton).
import { paths } from '../../kernel/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SmartToyIcon from '@mui/icons-material/SmartToyOutlined';
import { useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Link as RouterLink } from 'react-router-dom';
import type { MyBot, User } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { EmptyState } from '../../components/EmptyState';
import { InlineError } from '../../components/InlineError';
import { BotRow } from './BotRow';
import { DeleteBotDialog } from '../../components/DeleteBotDialog';
import {
  deleteDismissed,
  deleteRequest,
  loadRequest,
  selectAtBotLimit,
  selectDeletion,
  selectMyBots,
  selectMyBotsError,
} from './myBotsSlice';

function RowSkeleton() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
      <Skeleton variant="rounded" width={48} height={48} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width="40%" />
        <Skeleton width="70%" />
      </Box>
    </Box>
  );
}

interface Props {
  user: User;
  /** The page title's id: it names this section. */
  headingId: string;
}

export function MyBotsSection({ user, headingId }: Props) {
  const { t } = useTranslation('home');
  const dispatch = useAppDispatch();
  const bots = useAppSelector(selectMyBots);
  const error = useAppSelector(selectMyBotsError);
  const deletion = useAppSelector(selectDeletion);
  const [target, setTarget] = useState<MyBot | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const atLimit = useAppSelector((state) => selectAtBotLimit(state, user.plan.botLimit));
  // The dialog closes by itself once its bot is gone from the list.
  const targetListed = target !== null && bots?.some((bot) => bot.id === target.id) === true;

  const closeDialog = () => {
    setDialogOpen(false);
    dispatch(deleteDismissed());
  };

  let content;
  if (bots === null && error) {
    content = (
      <InlineError
        title={t('bots.loadFailed')}
        failure={error}
        onRetry={() => dispatch(loadRequest())}
      />
    );
  } else if (bots === null) {
    content = (
      <Paper variant="outlined" aria-busy="true" data-testid="bots-loading">
        <RowSkeleton />
        <RowSkeleton />
        <RowSkeleton />
      </Paper>
    );
  } else if (bots.length === 0) {
    content = (
      <EmptyState
        icon={<SmartToyIcon fontSize="large" color="action" />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          atLimit ? undefined : (
            <Button component={RouterLink} to={paths.newBot.to()} variant="contained">
              {t('empty.action')}
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <Stack spacing={2}>
        {error && (
          <InlineError
            title={t('bots.loadFailed')}
            failure={error}
            onRetry={() => dispatch(loadRequest())}
          />
        )}
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {bots.map((bot) => (
            <BotRow
              key={bot.id}
              bot={bot}
              onDelete={(chosen) => {
                dispatch(deleteDismissed());
                setTarget(chosen);
                setDialogOpen(true);
              }}
            />
          ))}
        </Paper>
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      {content}
      {target && (
        <DeleteBotDialog
          open={dialogOpen && targetListed}
          name={target.name}
          pending={deletion.pending && deletion.id === target.id}
          error={deletion.id === target.id ? deletion.error : null}
          onConfirm={() => dispatch(deleteRequest({ id: target.id, name: target.name }))}
          onClose={closeDialog}
          onExited={() => {
            setTarget(null);
          }}
        />
      )}
    </Box>
  );
}
