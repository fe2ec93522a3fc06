// A bot's members (co-owners): who has access, inviting by KOOK name#number, changing a role,
// removing a member or leaving. The rules of who may do what are server/access.ts's.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/api/endpoints';
import { rule } from '../../../src/api/constants';
import type { BotRole } from '../../../src/api/schemas';
import { botRole, needsMessages } from '../access';
import { apiRoute } from '../apiRoute';
import type { Caller } from '../apiRoute';
import type { Deps } from '../deps';
import { conflict, forbidden, invalidInput, notFound } from '../envelope';
import { createOnce, idempotencyKeyOf } from '../idempotency';
import type { BotMemberRecord, BotRecord, UserRecord } from '../records';
import type { Store } from '../store';
import { botMemberView } from '../views';

export const notMemberMessage = 'This user is not a member of this bot';
export const ownerCannotLeaveMessage =
  "The owner cannot leave their own bot. Delete it, or keep it: it can't be handed over.";

/** The KOOK user written `name#1234`; names compare as KOOK shows them, ignoring case. */
function findByKookName(store: Store, written: string): UserRecord | undefined {
  const at = written.lastIndexOf('#');
  const username = written.slice(0, at).toLowerCase();
  const identifyNum = written.slice(at + 1);
  return [...store.users.values()].find(
    (user) => user.username.toLowerCase() === username && user.identifyNum === identifyNum,
  );
}

function memberOf(bot: BotRecord, userId: string): BotMemberRecord {
  const member = bot.members.find((candidate) => candidate.userId === userId);
  if (!member) throw notFound(notMemberMessage);
  return member;
}

export function registerMemberRoutes(app: FastifyInstance, deps: Deps): void {
  const { store } = deps;
  const view = (member: { userId: string; role: BotRole; addedAt: number }) =>
    botMemberView(store.users.get(member.userId), member);

  apiRoute(app, deps, endpoints.listBotMembers, botRole('viewer'), ({ access: { bot } }) => {
    const owner = { userId: bot.ownerId, role: 'owner' as const, addedAt: bot.createdAt };
    return [owner, ...bot.members].map(view);
  });

  apiRoute(
    app,
    deps,
    endpoints.addBotMember,
    botRole('owner'),
    ({ access: { bot }, body, request, session, now }) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], { required: false });
      // A retry of an invite whose answer was lost gets the member it added, not "already a member".
      const member = createOnce({
        store,
        kind: 'member',
        userId: session.user.id,
        key,
        fingerprint: JSON.stringify({ bot: bot.id, ...body }),
        find: (userId) => bot.members.find((one) => one.userId === userId),
        make: () => {
          const user = findByKookName(store, body.user);
          if (!user) throw invalidInput({ user: rule.unknownKookUser });
          if (user.id === bot.ownerId) throw invalidInput({ user: rule.memberIsYou });
          if (bot.members.some((one) => one.userId === user.id)) {
            throw conflict('This user is already a member of this bot', {
              user: rule.alreadyMember,
            });
          }
          const added: BotMemberRecord = { userId: user.id, role: body.role, addedAt: now };
          bot.members.push(added);
          store.activity.record({
            botId: bot.id,
            at: now,
            actorId: session.user.id,
            kind: 'member.added',
            memberId: user.id,
            changes: [{ field: 'role', before: null, after: added.role }],
          });
          return { id: user.id, value: added };
        },
      });
      return view(member);
    },
  );

  // The member the address names is part of what the caller must have access to.
  const ownerOfMember = (caller: Caller<typeof endpoints.updateBotMember>) => {
    const { bot } = botRole('owner')(caller);
    return { bot, member: memberOf(bot, caller.params.userId) };
  };
  apiRoute(
    app,
    deps,
    endpoints.updateBotMember,
    ownerOfMember,
    ({ access: { bot, member }, body, session, now }) => {
      if (member.role !== body.role) {
        store.activity.record({
          botId: bot.id,
          at: now,
          actorId: session.user.id,
          kind: 'member.role_changed',
          memberId: member.userId,
          changes: [{ field: 'role', before: member.role, after: body.role }],
        });
      }
      member.role = body.role;
      return view(member);
    },
  );

  apiRoute(
    app,
    deps,
    endpoints.removeBotMember,
    botRole('viewer'),
    ({ access: { bot, role }, params, session, now }) => {
      const leaving = params.userId === session.user.id;
      if (role === 'owner' && leaving) throw forbidden(ownerCannotLeaveMessage);
      if (role !== 'owner' && !leaving) throw forbidden(needsMessages.owner);
      const { role: was } = memberOf(bot, params.userId);
      bot.members = bot.members.filter((member) => member.userId !== params.userId);
      // A member who left is both who acted and whom it was about.
      store.activity.record({
        botId: bot.id,
        at: now,
        actorId: session.user.id,
        kind: 'member.removed',
        memberId: params.userId,
        changes: [{ field: 'role', before: was, after: null }],
      });
      return null;
    },
  );
}
