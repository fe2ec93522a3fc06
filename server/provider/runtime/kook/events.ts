// A typed, tolerant reading of the KOOK events a bot acts on: channel and direct messages (text,
// KMarkdown) and a member joining a guild. Unknown fields are ignored; anything else is `other`.
// KOOK: docs/zh-cn/event/event-introduction.md (developer.kookapp.cn/doc/event/event-introduction),
// event/message.md, event/direct-message.md, event/guild-member.md (joined_guild), objects.md (User).

interface EventAuthor {
  id: string;
  username: string;
  nickname: string;
  bot: boolean;
}

export type KookEvent =
  | {
      kind: 'message';
      channel: 'group' | 'direct';
      /** 1 text, 9 KMarkdown */
      type: 1 | 9;
      msgId: string;
      msgTimestamp: number;
      content: string;
      /** GROUP: the channel id; PERSON: the receiving user's id. */
      targetId: string;
      guildId?: string;
      author: EventAuthor;
      mentions: string[];
    }
  | { kind: 'joined'; guildId: string; userId: string; joinedAt: number }
  | { kind: 'other'; type: string };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function num(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return 0;
}

/** `d` of an s=0 frame (websocket) or of a webhook delivery. */
export function parseEvent(d: unknown): KookEvent {
  const data = record(d);
  const type = num(data.type);
  const extra = record(data.extra);

  if (type === 255) {
    const systemType = str(extra.type);
    if (systemType === 'joined_guild') {
      const body = record(extra.body);
      const userId = str(body.user_id);
      const guildId = str(data.target_id);
      if (userId && guildId) {
        return { kind: 'joined', guildId, userId, joinedAt: num(body.joined_at) };
      }
    }
    return { kind: 'other', type: systemType || 'system' };
  }

  const channelType = str(data.channel_type);
  if ((type === 1 || type === 9) && (channelType === 'GROUP' || channelType === 'PERSON')) {
    const rawAuthor = record(extra.author);
    const authorId = str(rawAuthor.id) || str(data.author_id);
    const msgId = str(data.msg_id);
    if (authorId && msgId) {
      const guildId = str(extra.guild_id);
      const mentions = Array.isArray(extra.mention) ? extra.mention.map(str).filter(Boolean) : [];
      return {
        kind: 'message',
        channel: channelType === 'GROUP' ? 'group' : 'direct',
        type,
        msgId,
        msgTimestamp: num(data.msg_timestamp),
        content: str(data.content),
        targetId: str(data.target_id),
        ...(guildId ? { guildId } : {}),
        author: {
          id: authorId,
          username: str(rawAuthor.username),
          nickname: str(rawAuthor.nickname),
          bot: rawAuthor.bot === true,
        },
        mentions,
      };
    }
  }
  return { kind: 'other', type: String(type) };
}
