// The local KOOK's state: bot accounts, the world, the message record, and the events each action
// produces for the bots that should receive them, over their gateway session or their webhook.
// KOOK: docs/zh-cn/event/event-introduction.md, event/message.md, event/direct-message.md,
// event/guild-member.md (developer.kookapp.cn/doc/event/event-introduction)
import { randomUUID } from 'node:crypto';
import { chatCode, newBotToken } from './crypto';
import type { Gateway } from './gateway';
import type { WebhookConfig, WebhookDelivery } from './webhook';
import { CHATTER_LINES, createWorld, type Channel, type Guild, type Member } from './world';

export interface KookBotAccount {
  id: string;
  token: string;
  username: string;
  identifyNum: string;
}

export interface SentMessage {
  seq: number;
  botId: string;
  kind: 'channel' | 'direct';
  targetId: string;
  content: string;
  type: number;
  quote?: string;
  msgId: string;
  at: number;
}

/** Every message in the local KOOK, members' and bots' alike. */
export interface MessageRecord {
  seq: number;
  msgId: string;
  at: number;
  authorKind: 'member' | 'bot';
  authorId: string;
  authorName: string;
  kind: 'channel' | 'direct';
  /** The channel, or for a direct message its recipient. */
  targetId: string;
  content: string;
  type: number;
  quote?: string;
  /** A temporary message shown to this user only (message/create's temp_target_id). */
  tempTargetId?: string;
  deleted: boolean;
}

/** A member writing in a channel (LocalKook.say). */
export interface SayInput {
  memberId: string;
  channelId: string;
  content: string;
  type?: 1 | 9;
  mentionBotIds?: string[];
}

interface BotRecord {
  account: KookBotAccount;
  revoked: boolean;
  createdAt: number;
  /** Servers the bot is in where nothing happens: counted and listed, never simulated. */
  quietGuilds: number;
}

interface CoreDeps {
  now: () => number;
  random: () => number;
  gateway: Gateway;
  webhooks: WebhookDelivery;
  recordLimit?: number;
}

/** Messages the recorder keeps unless told otherwise, the oldest going first. */
const RECORD_LIMIT = 5000;

/** A user object as KOOK's events and user/* answers carry it (objects.md §用户 User). */
export function userObject(user: {
  id: string;
  username: string;
  identifyNum: string;
  nickname: string;
  avatar: string;
  bot: boolean;
}): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    identify_num: user.identifyNum,
    nickname: user.nickname,
    online: true,
    os: 'Websocket',
    status: 1,
    avatar: user.avatar,
    vip_avatar: user.avatar,
    bot: user.bot,
    is_vip: false,
    mobile_verified: true,
    roles: [],
  };
}

export class KookCore {
  readonly guilds: Guild[];
  readonly members: Member[];
  private readonly bots = new Map<string, BotRecord>();
  private readonly tokens = new Map<string, string>();
  private readonly records: MessageRecord[] = [];
  private seq = 0;
  private nextBotNumber = 1;

  constructor(private readonly deps: CoreDeps) {
    const world = createWorld();
    this.guilds = world.guilds;
    this.members = world.members;
  }

  get now(): number {
    return this.deps.now();
  }

  // --- Accounts ------------------------------------------------------------------------------------

  addBot(input: {
    name: string;
    token?: string;
    guildIds?: string[];
    quietGuilds?: number;
  }): KookBotAccount {
    const id = String(3_900_000_000 + this.nextBotNumber++ * 7919);
    const token = input.token ?? newBotToken(id);
    if (this.tokens.has(token)) throw new Error('token already in use');
    const identifyNum = String(1000 + (Number(id) % 9000)).padStart(4, '0');
    const account: KookBotAccount = { id, token, username: input.name, identifyNum };
    this.bots.set(id, {
      account,
      revoked: false,
      createdAt: this.now,
      quietGuilds: input.quietGuilds ?? 0,
    });
    this.tokens.set(token, id);
    const wanted = input.guildIds ?? this.guilds.map((g) => g.id);
    for (const guild of this.guilds) if (wanted.includes(guild.id)) guild.memberIds.add(id);
    return { ...account };
  }

  botAccounts(): KookBotAccount[] {
    return [...this.bots.values()].map((b) => ({ ...b.account }));
  }

  bot(botId: string): KookBotAccount | null {
    const bot = this.bots.get(botId);
    return bot ? { ...bot.account } : null;
  }

  /** The bot id for a valid, unrevoked token. */
  botForToken(token: string): string | null {
    const id = this.tokens.get(token);
    if (id === undefined) return null;
    return this.bots.get(id)?.revoked ? null : id;
  }

  revokeToken(botId: string): void {
    const bot = this.bots.get(botId);
    if (!bot) throw new Error(`unknown bot ${botId}`);
    bot.revoked = true;
    this.deps.gateway.revoke(botId);
  }

  botRevoked(botId: string): boolean {
    return this.bots.get(botId)?.revoked ?? true;
  }

  isWebhookMode(botId: string): boolean {
    return this.deps.webhooks.isWebhookMode(botId);
  }

  /** Online as KOOK shows it: a live gateway session, or a webhook that passed its challenge. */
  isOnline(botId: string): boolean {
    return this.isWebhookMode(botId)
      ? !this.deps.webhooks.state(botId).offline
      : this.deps.gateway.hasLiveSession(botId);
  }

  requireBot(botId: string): void {
    if (!this.bots.has(botId)) throw new Error(`unknown bot ${botId}`);
  }

  setWebhook(botId: string, hook: WebhookConfig | null): Promise<{ ok: boolean; error?: string }> {
    this.requireBot(botId);
    if (hook) this.deps.gateway.revoke(botId);
    return this.deps.webhooks.configure(botId, hook);
  }

  // --- The world ------------------------------------------------------------------------------------

  guildOf(channelId: string): { guild: Guild; channel: Channel } | null {
    for (const guild of this.guilds) {
      const channel = guild.channels.find((c) => c.id === channelId);
      if (channel) return { guild, channel };
    }
    return null;
  }

  member(memberId: string): Member | null {
    return this.members.find((m) => m.id === memberId) ?? null;
  }

  guildsOf(userId: string): Guild[] {
    return this.guilds.filter((g) => g.memberIds.has(userId));
  }

  /** How many quiet servers (see `addBot`) the bot is in besides the simulated ones. */
  quietGuildsOf(botId: string): number {
    return this.bots.get(botId)?.quietGuilds ?? 0;
  }

  private author(kind: 'member' | 'bot', id: string): Record<string, unknown> {
    if (kind === 'bot') {
      const bot = this.bots.get(id)?.account;
      if (!bot) throw new Error(`unknown bot ${id}`);
      return userObject({
        id,
        username: bot.username,
        identifyNum: bot.identifyNum,
        nickname: bot.username,
        avatar: 'https://img.kookapp.cn/assets/bot.png/icon',
        bot: true,
      });
    }
    const member = this.member(id);
    if (!member) throw new Error(`unknown member ${id}`);
    return userObject({ ...member, bot: false });
  }

  private displayName(kind: 'member' | 'bot', id: string): string {
    if (kind === 'bot') {
      const bot = this.bots.get(id)?.account;
      return bot ? `${bot.username}#${bot.identifyNum}` : id;
    }
    const member = this.member(id);
    return member ? `${member.username}#${member.identifyNum}` : id;
  }

  // --- Events ---------------------------------------------------------------------------------------

  /** To the bot's webhook if it has one, else to its gateway sessions. */
  private emit(botId: string, d: Record<string, unknown>): void {
    if (!this.bots.has(botId) || this.bots.get(botId)?.revoked) return;
    if (this.deps.webhooks.isWebhookMode(botId)) this.deps.webhooks.deliver(botId, d);
    else this.deps.gateway.emit(botId, d);
  }

  private botsIn(guild: Guild): string[] {
    return [...guild.memberIds].filter((id) => this.bots.has(id));
  }

  private record(entry: Omit<MessageRecord, 'seq' | 'msgId' | 'at' | 'deleted'>): MessageRecord {
    const record: MessageRecord = {
      ...entry,
      seq: ++this.seq,
      msgId: randomUUID(),
      at: this.now,
      deleted: false,
    };
    this.records.push(record);
    if (this.records.length > (this.deps.recordLimit ?? RECORD_LIMIT)) this.records.shift();
    return record;
  }

  /** The KMarkdown part of an event: `(met)id(met)` rendered as `@name#num`. */
  private kmarkdown(content: string, mention: string[]): Record<string, unknown> {
    let raw = content;
    const parts = mention.map((id) => {
      const kind = this.bots.has(id) ? 'bot' : 'member';
      const name = this.displayName(kind, id);
      raw = raw.split(`(met)${id}(met)`).join(`@${name}`);
      const [username = name] = name.split('#');
      return { id, username, full_name: name, avatar: '' };
    });
    return { raw_content: raw, mention_part: parts, mention_role_part: [] };
  }

  private channelEvent(record: MessageRecord, mention: string[], nonce: string) {
    const place = this.guildOf(record.targetId);
    if (!place) throw new Error(`unknown channel ${record.targetId}`);
    const extra: Record<string, unknown> = {
      type: record.type,
      guild_id: place.guild.id,
      channel_name: place.channel.name,
      mention,
      mention_all: /\(met\)all\(met\)/.test(record.content),
      mention_roles: [],
      mention_here: /\(met\)here\(met\)/.test(record.content),
      nav_channels: [],
      code: '',
      author: this.author(record.authorKind, record.authorId),
      channel_type: 1,
    };
    if (record.type === 9) extra['kmarkdown'] = this.kmarkdown(record.content, mention);
    return { d: this.messageEvent('GROUP', record, nonce, extra), guild: place.guild };
  }

  /** event/message.md's fields every message event has; the channel's own in `extra`. */
  private messageEvent(
    channelType: 'GROUP' | 'PERSON',
    record: MessageRecord,
    nonce: string,
    extra: Record<string, unknown>,
  ): Record<string, unknown> {
    if (record.quote) extra['quote'] = { id: record.quote, rong_id: record.quote };
    return {
      channel_type: channelType,
      type: record.type,
      target_id: record.targetId,
      author_id: record.authorId,
      content: record.content,
      msg_id: record.msgId,
      msg_timestamp: record.at,
      nonce,
      extra,
    };
  }

  private directEvent(record: MessageRecord, nonce: string): Record<string, unknown> {
    const extra: Record<string, unknown> = {
      type: record.type,
      code: chatCode(record.authorId, record.targetId),
      author: this.author(record.authorKind, record.authorId),
    };
    if (record.type === 9) extra['kmarkdown'] = this.kmarkdown(record.content, []);
    return this.messageEvent('PERSON', record, nonce, extra);
  }

  // --- The simulated members acting -----------------------------------------------------------------

  say(input: SayInput): string {
    const member = this.member(input.memberId);
    if (!member) throw new Error(`unknown member ${input.memberId}`);
    const place = this.guildOf(input.channelId);
    if (!place) throw new Error(`unknown channel ${input.channelId}`);
    const type = input.type ?? 1;
    const mention = input.mentionBotIds ?? [];
    let content = input.content;
    for (const botId of [...mention].reverse()) {
      const mark = type === 9 ? `(met)${botId}(met)` : `@${this.displayName('bot', botId)}`;
      if (!content.includes(mark)) content = `${mark} ${content}`;
    }
    const record = this.record({
      authorKind: 'member',
      authorId: member.id,
      authorName: this.displayName('member', member.id),
      kind: 'channel',
      targetId: place.channel.id,
      content,
      type,
    });
    const { d, guild } = this.channelEvent(record, mention, '');
    for (const botId of this.botsIn(guild)) this.emit(botId, d);
    return record.msgId;
  }

  directMessage(input: { memberId: string; botId: string; content: string; type?: 1 | 9 }): string {
    const member = this.member(input.memberId);
    if (!member) throw new Error(`unknown member ${input.memberId}`);
    this.requireBot(input.botId);
    const record = this.record({
      authorKind: 'member',
      authorId: member.id,
      authorName: this.displayName('member', member.id),
      kind: 'direct',
      targetId: input.botId,
      content: input.content,
      type: input.type ?? 1,
    });
    this.emit(input.botId, this.directEvent(record, ''));
    return record.msgId;
  }

  join(input: { memberId: string; guildId: string }): void {
    const guild = this.guilds.find((g) => g.id === input.guildId);
    if (!guild) throw new Error(`unknown guild ${input.guildId}`);
    if (!this.member(input.memberId)) throw new Error(`unknown member ${input.memberId}`);
    guild.memberIds.add(input.memberId);
    const at = this.now;
    const d = {
      channel_type: 'GROUP',
      type: 255,
      target_id: guild.id,
      author_id: '1',
      content: '[系统消息]',
      extra: { type: 'joined_guild', body: { user_id: input.memberId, joined_at: at } },
      msg_id: randomUUID(),
      msg_timestamp: at,
      nonce: '',
    };
    for (const botId of this.botsIn(guild)) this.emit(botId, d);
  }

  /** One step of the simulated chatter, from the seeded PRNG. */
  chatterStep(): void {
    const { random } = this.deps;
    const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
    const roll = random();
    if (roll < 0.08) {
      const guild = pick(this.guilds);
      const outsider = guild && pick(this.members.filter((m) => !guild.memberIds.has(m.id)));
      if (guild && outsider) this.join({ memberId: outsider.id, guildId: guild.id });
      return;
    }
    const guild = pick(this.guilds.filter((g) => this.botsIn(g).length > 0)) ?? pick(this.guilds);
    if (!guild) return;
    const member = pick(this.members.filter((m) => guild.memberIds.has(m.id)));
    const channel = pick(guild.channels);
    if (!member || !channel) return;
    if (roll < 0.2) {
      const bot = pick(this.botsIn(guild));
      if (bot) {
        this.say({
          memberId: member.id,
          channelId: channel.id,
          content: pick(['你好', 'help', 'ping', '在吗？']) ?? 'hi',
          type: 9,
          mentionBotIds: [bot],
        });
        return;
      }
    }
    this.say({
      memberId: member.id,
      channelId: channel.id,
      content: pick(CHATTER_LINES) ?? 'hello',
      type: roll < 0.6 ? 1 : 9,
    });
  }

  // --- Bots acting through the API ------------------------------------------------------------------

  /** message/create: the event goes to the other bots of the guild (temp messages to nobody). */
  botSay(
    botId: string,
    input: {
      channelId: string;
      content: string;
      type: number;
      quote?: string;
      nonce: string;
      tempTargetId?: string;
    },
  ): MessageRecord {
    const place = this.guildOf(input.channelId);
    if (!place) throw new Error(`unknown channel ${input.channelId}`);
    const mention = [...input.content.matchAll(/\(met\)(\d+)\(met\)/g)]
      .map((m) => m.at(1))
      .filter((id): id is string => id !== undefined);
    const record = this.record({
      authorKind: 'bot',
      authorId: botId,
      authorName: this.displayName('bot', botId),
      kind: 'channel',
      targetId: input.channelId,
      content: input.content,
      type: input.type,
      ...(input.quote ? { quote: input.quote } : {}),
      ...(input.tempTargetId ? { tempTargetId: input.tempTargetId } : {}),
    });
    if (!input.tempTargetId) {
      const { d, guild } = this.channelEvent(record, mention, input.nonce);
      for (const other of this.botsIn(guild)) if (other !== botId) this.emit(other, d);
    }
    return record;
  }

  /** direct-message/create: recorded; a bot recipient receives it as a PERSON event. */
  botDirect(
    botId: string,
    input: { targetId: string; content: string; type: number; quote?: string; nonce: string },
  ): MessageRecord {
    const record = this.record({
      authorKind: 'bot',
      authorId: botId,
      authorName: this.displayName('bot', botId),
      kind: 'direct',
      targetId: input.targetId,
      content: input.content,
      type: input.type,
      ...(input.quote ? { quote: input.quote } : {}),
    });
    if (this.bots.has(input.targetId))
      this.emit(input.targetId, this.directEvent(record, input.nonce));
    return record;
  }

  /** A user the bot can write to: a member, or another bot. */
  knownUser(userId: string): boolean {
    return this.member(userId) !== null || this.bots.has(userId);
  }

  /** The other party of a chat code, for this user. */
  userForChatCode(userId: string, code: string): string | null {
    for (const other of [...this.members.map((m) => m.id), ...this.bots.keys()]) {
      if (other !== userId && chatCode(userId, other) === code) return other;
    }
    return null;
  }

  findRecord(msgId: string): MessageRecord | null {
    return this.records.find((r) => r.msgId === msgId) ?? null;
  }

  // --- The record -----------------------------------------------------------------------------------

  messages(filter: { sinceSeq?: number; channelId?: string } = {}): MessageRecord[] {
    return this.records
      .filter((r) => r.seq > (filter.sinceSeq ?? 0))
      .filter((r) => !filter.channelId || (r.kind === 'channel' && r.targetId === filter.channelId))
      .map((r) => ({ ...r }));
  }

  sent(filter: { botId?: string; sinceSeq?: number } = {}): SentMessage[] {
    return this.records
      .filter((r) => r.authorKind === 'bot' && r.seq > (filter.sinceSeq ?? 0))
      .filter((r) => !filter.botId || r.authorId === filter.botId)
      .map((r) => ({
        seq: r.seq,
        botId: r.authorId,
        kind: r.kind,
        targetId: r.targetId,
        content: r.content,
        type: r.type,
        ...(r.quote ? { quote: r.quote } : {}),
        msgId: r.msgId,
        at: r.at,
      }));
  }
}
