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
import type { Repos } from '../storage/repos';
import { botMemberView } from '../views';

export const notMemberMessage = 'This user is not a member of this bot';
export const ownerCannotLeaveMessage =
  "The owner cannot leave their own bot. Delete it, or keep it: it can't be handed over.";

/** The KOOK user written `name#1234`; names compare as KOOK shows them, ignoring case. */
function findByKookName(repos: Repos, written: string): Promise<UserRecord | undefined> {
  const at = written.lastIndexOf('#');
  return repos.users.byKookName(written.slice(0, at), written.slice(at + 1));
}

function memberOf(bot: BotRecord, userId: string): BotMemberRecord {
  const member = bot.members.find((candidate) => candidate.userId === userId);
  if (!member) throw notFound(notMemberMessage);
  return member;
}

export function registerMemberRoutes(app: FastifyInstance, deps: Deps): void {
  type Member = { userId: string; role: BotRole; addedAt: number };
  const view = async (repos: Repos, member: Member) =>
    botMemberView(await repos.users.get(member.userId), member);

  apiRoute(
    app,
    deps,
    endpoints.listBotMembers,
    botRole('viewer'),
    async ({ access: { bot }, repos }) => {
      const owner = { userId: bot.ownerId, role: 'owner' as const, addedAt: bot.createdAt };
      const everyone: Member[] = [owner, ...bot.members];
      const users = await repos.users.byIds(everyone.map((member) => member.userId));
      return everyone.map((member) => botMemberView(users.get(member.userId), member));
    },
  );

  apiRoute(
    app,
    deps,
    endpoints.addBotMember,
    botRole('owner'),
    async ({ access: { bot }, body, request, session, now, repos }) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], { required: false });
      // A retry of an invite whose answer was lost gets the member it added, not "already a member".
      // The bot's row is held (botRole), so one key is looked up by one request at a time.
      const member = await createOnce({
        repos,
        kind: 'member',
        userId: session.user.id,
        key,
        fingerprint: JSON.stringify({ bot: bot.id, ...body }),
        now,
        find: (userId) => Promise.resolve(bot.members.find((one) => one.userId === userId)),
        make: async () => {
          const user = await findByKookName(repos, body.user);
          if (!user) throw invalidInput({ user: rule.unknownKookUser });
          if (user.id === bot.ownerId) throw invalidInput({ user: rule.memberIsYou });
          if (bot.members.some((one) => one.userId === user.id)) {
            throw conflict('This user is already a member of this bot', {
              user: rule.alreadyMember,
            });
          }
          const added: BotMemberRecord = { userId: user.id, role: body.role, addedAt: now };
          bot.members.push(added);
          await repos.bots.save(bot);
          await repos.activity.record({
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
      return view(repos, member);
    },
  );

  // The member the address names is part of what the caller must have access to.
  const ownerOfMember = async (caller: Caller<typeof endpoints.updateBotMember>) => {
    const { bot } = await botRole('owner')(caller);
    return { bot, member: memberOf(bot, caller.params.userId) };
  };
  apiRoute(
    app,
    deps,
    endpoints.updateBotMember,
    ownerOfMember,
    async ({ access: { bot, member }, body, session, now, repos }) => {
      if (member.role !== body.role) {
        await repos.activity.record({
          botId: bot.id,
          at: now,
          actorId: session.user.id,
          kind: 'member.role_changed',
          memberId: member.userId,
          changes: [{ field: 'role', before: member.role, after: body.role }],
        });
      }
      member.role = body.role;
      await repos.bots.save(bot);
      return view(repos, member);
    },
  );

  apiRoute(
    app,
    deps,
    endpoints.removeBotMember,
    botRole('viewer'),
    async ({ access: { bot, role }, params, session, now, repos }) => {
      const leaving = params.userId === session.user.id;
      if (role === 'owner' && leaving) throw forbidden(ownerCannotLeaveMessage);
      if (role !== 'owner' && !leaving) throw forbidden(needsMessages.owner);
      const { role: was } = memberOf(bot, params.userId);
      bot.members = bot.members.filter((member) => member.userId !== params.userId);
      await repos.bots.save(bot);
      // A member who left is both who acted and whom it was about.
      await repos.activity.record({
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
