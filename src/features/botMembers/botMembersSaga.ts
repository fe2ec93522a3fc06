// The Members tab's calls. A failed load shows in place with Retry; a failed invitation stays on
// the form with its field errors and what was typed; a role change or removal that fails is told
// by a notice. 400005 is the session saga's.
import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../kernel/paths';
import { addBotMember, listBotMembers, removeBotMember, updateBotMember } from '../../api/members';
import type { BotMember, User } from '../../api/schemas';
import { createAttempts } from '../../lib/attempts';
import type { Attempts } from '../../lib/attempts';
import { requestSaga } from '../../lib/requestSaga';
import type { Saga } from '../../lib/requestSaga';
import { navigate } from '../../lib/router';
import { failureNotice, notify } from '../notices';
import { isHandledBySession, selectUser } from '../session';
import type { MemberChange } from './botMembersSlice';
import {
  changeFailure,
  changeRequest,
  changeSuccess,
  inviteFailure,
  inviteRequest,
  inviteSuccess,
  loadFailure,
  loadRequest,
  loadSuccess,
} from './botMembersSlice';

function* load(action: ReturnType<typeof loadRequest>): Saga {
  yield* requestSaga(listBotMembers, [action.payload], {
    success: loadSuccess,
    failure: loadFailure,
  });
}

type Invitation = ReturnType<typeof inviteRequest>['payload'];

/**
 * One member per attempt (lib/attempts): Invite pressed again with the same name and role after a
 * transport failure is the same attempt, so an invitation that went through without our hearing
 * back adds that member rather than answering "already a member".
 */
function* invite(
  attempts: Attempts<Invitation>,
  { payload }: ReturnType<typeof inviteRequest>,
): Saga {
  const key = attempts.keyFor(payload);
  const outcome = yield* requestSaga(addBotMember, [payload.botId, payload.input, key], {
    success: inviteSuccess,
    failure: inviteFailure,
  });
  attempts.ended(payload, key, outcome);
  if (!outcome.ok) return;
  const { username, identifyNum } = outcome.data;
  yield put(
    notify({
      kind: 'message',
      variant: 'success',
      message: { key: 'botMembers:notice.invited', values: { name: `${username}#${identifyNum}` } },
    }),
  );
}

async function applyChange({ botId, userId, role }: MemberChange) {
  const member: BotMember | null =
    role === null
      ? await removeBotMember(botId, userId)
      : await updateBotMember(botId, userId, role);
  return { userId, member };
}

function* change(action: ReturnType<typeof changeRequest>): Saga {
  const removing = action.payload.role === null;
  const outcome = yield* requestSaga(applyChange, [action.payload], {
    success: changeSuccess,
    failure: changeFailure,
  });
  if (!outcome.ok) {
    if (isHandledBySession(outcome.failure)) return;
    yield put(
      failureNotice(
        { key: removing ? 'botMembers:notice.removeFailed' : 'botMembers:notice.roleFailed' },
        outcome.failure,
      ),
    );
    return;
  }
  const user = (yield select(selectUser)) as User | null;
  const left = removing && action.payload.userId === user?.id;
  const done = left ? 'left' : removing ? 'removed' : 'roleChanged';
  yield put(
    notify({ kind: 'message', variant: 'success', message: { key: `botMembers:notice.${done}` } }),
  );
  // A bot you have left is no longer yours to look at.
  if (left) yield* navigate(paths.home.to());
}

export function* botMembersSaga(): Saga {
  yield takeLatest(loadRequest.type, load);
  yield takeLeading(inviteRequest.type, invite, createAttempts<Invitation>());
  yield takeLeading(changeRequest.type, change);
}
