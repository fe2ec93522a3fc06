// The Members tab: who has access to the bot as loaded, the invitation in flight (its field errors
// stay on the form), and the member a role change or removal is working on.
import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { BotMember, MemberInput, MemberRole } from '../../api/schemas';
import { rootReducer } from '../../kernel/reducer';
import { idleRequest, notLoaded, requestCases } from '../../lib/requestState';
import type { Loaded, RequestState } from '../../lib/requestState';

interface BotMembersState {
  botId: string | null;
  list: Loaded<BotMember[]>;
  invite: RequestState & { done: number };
  /** A role change or a removal, one at a time: which member it is for, and how it went. */
  change: RequestState & { userId: string | null };
}

const initialState: BotMembersState = {
  botId: null,
  list: notLoaded(),
  invite: { ...idleRequest, done: 0 },
  change: { ...idleRequest, userId: null },
};

export interface MemberChange {
  botId: string;
  userId: string;
  /** A new role, or null to remove the member. */
  role: MemberRole | null;
}

const request = requestCases<BotMembersState>();

const botMembersSlice = createSlice({
  name: 'botMembers',
  initialState,
  reducers: {
    ...request('load', (state) => state.list, {
      request: (state, botId: string) => {
        if (state.botId !== botId) Object.assign(state, { ...initialState, list: state.list });
        state.botId = botId;
      },
      success: (state, members: BotMember[]) => {
        state.list.data = members;
      },
    }),
    ...request('invite', (state) => state.invite, {
      request: (_state, _payload: { botId: string; input: MemberInput }) => undefined,
      success: (state, member: BotMember) => {
        state.list.data?.push(member);
        // The form clears itself on each new count: a success, not a render, says so.
        state.invite.done += 1;
      },
    }),
    ...request('change', (state) => state.change, {
      request: (state, change: MemberChange) => {
        state.change.userId = change.userId;
      },
      success: (state, { userId, member }: { userId: string; member: BotMember | null }) => {
        const list = state.list.data ?? [];
        state.list.data = member
          ? list.map((each) => (each.userId === userId ? member : each))
          : list.filter((each) => each.userId !== userId);
      },
    }),
    membersClosed() {
      return initialState;
    },
  },
  selectors: {
    selectMembers: (state) => state,
  },
});

export const {
  loadRequest,
  loadSuccess,
  loadFailure,
  inviteRequest,
  inviteSuccess,
  inviteFailure,
  changeRequest,
  changeSuccess,
  changeFailure,
  membersClosed,
} = botMembersSlice.actions;

declare module '../../kernel/reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof botMembersSlice> {}
}

const injected = botMembersSlice.injectInto(rootReducer);
export const { selectMembers } = injected.selectors;
