// Configure's Members tab (`?tab=members`): who has access to the bot and, for its owner, inviting,
// re-roling and removing them. Admins and viewers see the list read-only, told why; any member may
// leave. docs/product.md §8.8.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { MyBot } from '../../api/schemas';
import { useAppDispatch, useAppSelector, useDeferredSelector } from '../../kernel/hooks';
import { InlineError } from '../../components/InlineError';
import { SectionCard } from '../../components/SectionCard';
import { useTranslation } from '../../lib/useTranslation';
import { selectUser } from '../session';
import { changeRequest, loadRequest, membersClosed, selectMembers } from './botMembersSlice';
import { InviteForm } from './InviteForm';

import { MemberRow } from './MemberRow';

export default function MembersPanel({ bot }: { bot: MyBot }) {
  const { t } = useTranslation('botMembers');
  const dispatch = useAppDispatch();
  // The list is drawn in the background (useDeferredSelector), so its arrival is no one long task;
  // a role change's progress shows at once.
  const { botId, list } = useDeferredSelector(selectMembers);
  const { change } = useAppSelector(selectMembers);
  const user = useAppSelector(selectUser);
  const owner = bot.role === 'owner';

  useEffect(() => {
    dispatch(loadRequest(bot.id));
    return () => {
      dispatch(membersClosed());
    };
  }, [dispatch, bot.id]);

  const members = botId === bot.id ? list.data : null;
  let body;
  if (list.error && !members) {
    body = (
      <InlineError
        title={t('loadFailedTitle')}
        failure={list.error}
        onRetry={() => dispatch(loadRequest(bot.id))}
      />
    );
  } else if (!members) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <List aria-label={t('listLabel')} disablePadding>
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            botName={bot.name}
            manage={owner}
            self={member.userId === user?.id}
            pending={change.pending && change.userId === member.userId}
            onChange={(role) =>
              dispatch(changeRequest({ botId: bot.id, userId: member.userId, role }))
            }
          />
        ))}
      </List>
    );
  }

  return (
    <SectionCard id="members" title={t('title')} intro={t('intro')}>
      {owner ? <InviteForm botId={bot.id} /> : <Alert severity="info">{t('readOnly')}</Alert>}
      {body}
    </SectionCard>
  );
}
