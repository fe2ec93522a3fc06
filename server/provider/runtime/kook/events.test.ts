/** @jest-environment node */
import { parseEvent } from './events';

// Shapes from event/message.md, event/guild-member.md, event/direct-message.md.
const kmarkdown = {
  channel_type: 'GROUP',
  type: 9,
  target_id: '48818200000000000',
  author_id: '2418200000',
  content: '*Hello World*',
  extra: {
    type: 9,
    guild_id: '6016389914000000',
    channel_name: '123123',
    mention: ['111', 222],
    mention_all: false,
    author: { id: '2418200000', username: 'tz-un', nickname: '12316993', roles: [111], bot: false },
    kmarkdown: { raw_content: 'Hello World' },
  },
  msg_id: '789c0b23-xxxx-f7ae1a946f11',
  msg_timestamp: 1613996877757,
  nonce: '',
  verify_token: 'xxx',
  unknown_field: { whatever: true },
};

describe('parseEvent', () => {
  it('reads a channel KMarkdown message', () => {
    expect(parseEvent(kmarkdown)).toEqual({
      kind: 'message',
      channel: 'group',
      type: 9,
      msgId: '789c0b23-xxxx-f7ae1a946f11',
      msgTimestamp: 1613996877757,
      content: '*Hello World*',
      targetId: '48818200000000000',
      guildId: '6016389914000000',
      author: { id: '2418200000', username: 'tz-un', nickname: '12316993', bot: false },
      mentions: ['111', '222'],
    });
  });

  it('reads a direct text message from a bot, with no guild', () => {
    const direct = {
      channel_type: 'PERSON',
      type: 1,
      target_id: 'bot1',
      author_id: 'u9',
      content: 'hello',
      msg_id: 'dm1',
      extra: { type: 1, author: { id: 'u9', username: 'x', bot: true } },
    };
    expect(parseEvent(direct)).toMatchObject({
      kind: 'message',
      channel: 'direct',
      type: 1,
      targetId: 'bot1',
      author: { id: 'u9', username: 'x', nickname: '', bot: true },
      mentions: [],
    });
    expect(parseEvent(direct)).not.toHaveProperty('guildId');
  });

  it('reads joined_guild', () => {
    const joined = {
      channel_type: 'GROUP',
      type: 255,
      target_id: '60163000000000',
      author_id: '1',
      content: '[系统消息]',
      extra: { type: 'joined_guild', body: { user_id: '3891000000', joined_at: 1612774315000 } },
      msg_id: 'bcc9abbd',
    };
    expect(parseEvent(joined)).toEqual({
      kind: 'joined',
      guildId: '60163000000000',
      userId: '3891000000',
      joinedAt: 1612774315000,
    });
  });

  it('calls everything else other, and survives junk', () => {
    expect(parseEvent({ type: 255, extra: { type: 'updated_private_message' } })).toEqual({
      kind: 'other',
      type: 'updated_private_message',
    });
    expect(parseEvent({ type: 2, channel_type: 'GROUP', msg_id: 'i' })).toEqual({
      kind: 'other',
      type: '2',
    });
    expect(parseEvent(null)).toEqual({ kind: 'other', type: '0' });
    expect(parseEvent({ type: 9, channel_type: 'GROUP', extra: 'x' })).toMatchObject({
      kind: 'other',
    });
  });
});
