// Who may do what with a bot: the one place the provider decides it. Every `user/bots/:id` route
// names the level it needs with `botRole`, its access check (server/apiRoute.ts), run before the
// query and the body are read; the answer is the bot and the caller's role on it.
import type { BotRole } from '../../src/api/schemas';
import { forbidden, notFound } from './envelope';
import type { BotRecord } from './records';
import { botNotFoundMessage } from './routes/bots';
import type { Session } from './sessions';
import type { Repos } from './storage/repos';

/** Ordered weakest first: a level allows everything the levels before it allow. */
const levels: readonly BotRole[] = ['viewer', 'admin', 'owner'];

export const needsMessages: Readonly<Record<BotRole, string>> = {
  viewer: 'This bot belongs to another user',
  admin: "Only this bot's owner or an admin can change it",
  owner: "Only this bot's owner can do that",
};

/** The user's role on `bot`, or null when it is not shared with them. */
export function roleOf(bot: BotRecord, userId: string): BotRole | null {
  if (bot.ownerId === userId) return 'owner';
  return bot.members.find((member) => member.userId === userId)?.role ?? null;
}

export interface BotAccess {
  bot: BotRecord;
  role: BotRole;
}

/**
 * The bot `id` when the session's user has at least `need` on it: 400004 for no such bot, 400003
 * with a plain message otherwise.
 */
async function botAccess(
  repos: Repos,
  id: string,
  session: Session,
  need: BotRole,
  { forChange }: { forChange: boolean },
): Promise<BotAccess> {
  // A change holds the bot's row from its check to its write: two edits cannot both pass a check.
  const bot = forChange ? await repos.bots.lock(id) : await repos.bots.get(id);
  if (!bot) throw notFound(botNotFoundMessage);
  const role = roleOf(bot, session.user.id);
  if (role === null) throw forbidden(needsMessages.viewer);
  if (levels.indexOf(role) < levels.indexOf(need)) throw forbidden(needsMessages[need]);
  return { bot, role };
}

/**
 * The access check of a `user/bots/:id` route (apiRoute): at least `need` on the bot `:id`, checked
 * before the query and the body are read. The handler gets the bot and the caller's role.
 */
export const botRole =
  (need: BotRole) =>
  ({
    repos,
    params,
    session,
    request,
  }: {
    repos: Repos;
    params: Readonly<Record<string, string>>;
    session: Session;
    request: { method: string };
  }) =>
    botAccess(repos, params.id, session, need, { forChange: request.method !== 'GET' });
