// Who may do what with a bot: the one place the provider decides it. Every `user/bots/:id` route
// names the level it needs with `botRole`, its access check (server/apiRoute.ts), run before the
// query and the body are read; the answer is the bot and the caller's role on it.
import type { BotRole } from '../../src/api/schemas';
import { forbidden, notFound } from './envelope';
import type { Deps } from './deps';
import type { BotRecord } from './records';
import { botNotFoundMessage } from './routes/bots';
import type { Session } from './sessions';
import type { Store } from './store';

/** Ordered weakest first: a level allows everything the levels before it allow. */
const levels: readonly BotRole[] = ['viewer', 'admin', 'owner'];

export const needsMessages: Readonly<Record<BotRole, string>> = {
  viewer: 'This bot belongs to another user',
  admin: "Only this bot's owner or an admin can change it",
  owner: "Only this bot's owner can do that",
};

/** The user's role on `bot`, or null when it is not shared with them. */
function roleOf(bot: BotRecord, userId: string): BotRole | null {
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
function botAccess(store: Store, id: string, session: Session, need: BotRole): BotAccess {
  const bot = store.bots.get(id);
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
    deps,
    params,
    session,
  }: {
    deps: Deps;
    params: Readonly<Record<string, string>>;
    session: Session;
  }) =>
    botAccess(deps.store, params.id, session, need);

/** The bots the user owns or shares, each with their role: what `GET user/bots` lists. */
export function botsWithAccess(store: Store, userId: string): BotAccess[] {
  return [...store.bots.values()].flatMap((bot) => {
    const role = roleOf(bot, userId);
    return role === null ? [] : [{ bot, role }];
  });
}
