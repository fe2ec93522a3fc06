// A bot's members (co-owners): who has access, and the owner's invitations, role changes and
// removals; a member removing themselves leaves the bot.
import { ApiError, request } from '../lib/http';
import { ApiCode } from './constants';
import type { BotMember, MemberInput, MemberRole } from './schemas';

const membersUrl = (botId: string) => `user/bots/${encodeURIComponent(botId)}/members`;
const memberUrl = (botId: string, userId: string) =>
  `${membersUrl(botId)}/${encodeURIComponent(userId)}`;

export function listBotMembers(botId: string): Promise<BotMember[]> {
  return request((s) => s.botMemberListSchema, { method: 'GET', url: membersUrl(botId) });
}

/** `idempotencyKey` is fresh per attempt: retrying the same attempt returns the same member. */
export function addBotMember(
  botId: string,
  input: MemberInput,
  idempotencyKey: string,
): Promise<BotMember> {
  return request((s) => s.botMemberSchema, {
    method: 'POST',
    url: membersUrl(botId),
    data: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function updateBotMember(
  botId: string,
  userId: string,
  role: MemberRole,
): Promise<BotMember> {
  return request((s) => s.botMemberSchema, {
    method: 'PUT',
    url: memberUrl(botId, userId),
    data: { role },
  });
}

/**
 * Removes a member. One already gone counts as removed: an earlier attempt that timed out may have
 * reached the provider, and a Retry must not then report "not a member" for what the user asked.
 */
export async function removeBotMember(botId: string, userId: string): Promise<null> {
  try {
    return await request((s) => s.nullSchema, { method: 'DELETE', url: memberUrl(botId, userId) });
  } catch (error) {
    if (error instanceof ApiError && error.code === ApiCode.notFound) return null;
    throw error;
  }
}
