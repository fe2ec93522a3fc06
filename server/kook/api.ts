// HTTP API v3: the {code, message, data} envelope, Bot and Bearer authorization, rate limits per
// (token, bucket) with KOOK's headers, and the endpoints a bot needs.
// KOOK: docs/zh-cn/reference.md (developer.kookapp.cn/doc/reference), rate-limit.md,
// http/gateway.md, http/user.md, http/guild.md, http/message.md, http/direct-message.md
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KookCore } from './core';
import { userObject } from './core';
import { randomHex } from './crypto';
import { BodyError, readParams, sendJson } from './http';
import type { OAuth } from './oauth';
import type { Guild } from './world';

interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions {
  /** Per bucket, e.g. `'message/create': { limit: 5, windowMs: 5000 }`. */
  buckets?: Record<string, RateLimit>;
  /** Any other bucket. */
  default?: RateLimit;
  /** Every call of one token together; past it, 429 with X-Rate-Limit-Global. */
  global?: RateLimit;
}

const DEFAULT_LIMITS: Required<RateLimitOptions> = {
  buckets: {
    'message/create': { limit: 5, windowMs: 5000 },
    'direct-message/create': { limit: 5, windowMs: 5000 },
  },
  default: { limit: 60, windowMs: 5000 },
  global: { limit: 120, windowMs: 5000 },
};

const UNAUTHORIZED = {
  code: 401,
  message: '你的用户凭证不正确',
  data: { name: 'Unauthorized', status: 401 },
};

type Caller =
  | { kind: 'bot'; botId: string; key: string }
  | { kind: 'user'; memberId: string; scope: string[]; key: string };

interface Window {
  start: number;
  count: number;
}

interface Endpoint {
  method: 'GET' | 'POST';
  /** Bearer callers need this scope; undefined: bots only. */
  scope?: string;
  handle(call: Call): unknown;
}

interface Call {
  caller: Caller;
  query: URLSearchParams;
  params: Record<string, unknown>;
}

/** A KOOK error answered with HTTP 200 and a non-zero code, as KOOK does for bad parameters. */
class ApiError extends Error {
  constructor(
    message: string,
    readonly code = 40000,
  ) {
    super(message);
  }
}

function text(params: Record<string, unknown>, name: string): string | null {
  const value = params[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function paged<T>(all: T[], query: URLSearchParams): { items: T[]; meta: Record<string, number> } {
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const size = Math.min(50, Math.max(1, Number.parseInt(query.get('page_size') ?? '50', 10) || 50));
  return {
    items: all.slice((page - 1) * size, page * size),
    meta: {
      page,
      page_total: Math.max(1, Math.ceil(all.length / size)),
      page_size: size,
      total: all.length,
    },
  };
}

/**
 * `paged` over the simulated servers followed by `quiet` more, drawn only for the page asked:
 * a bot in thousands of servers costs nothing until they are listed.
 */
function pagedWithQuiet(
  simulated: Array<Record<string, unknown>>,
  quiet: number,
  query: URLSearchParams,
): { items: Array<Record<string, unknown>>; meta: Record<string, number> } {
  const total = simulated.length + quiet;
  const { meta } = paged(Array.from({ length: 0 }), query);
  const page = meta.page;
  const size = meta.page_size;
  const items: Array<Record<string, unknown>> = [];
  for (let index = (page - 1) * size; index < Math.min(total, page * size); index += 1) {
    items.push(
      index < simulated.length
        ? simulated[index]
        : { id: String(9_000_000_000 + index), name: `Server ${index + 1}`, topic: '', icon: '' },
    );
  }
  return {
    items,
    meta: { page, page_total: Math.max(1, Math.ceil(total / size)), page_size: size, total },
  };
}

export class Api {
  private readonly limits: Required<RateLimitOptions>;
  private readonly windows = new Map<string, Window>();
  private readonly forced = new Map<string, number>();
  private readonly gatewayTokens = new Map<string, string>();
  private readonly endpoints: Partial<Record<string, Endpoint>>;

  constructor(
    private readonly core: KookCore,
    private readonly oauth: OAuth,
    private readonly origin: () => string,
    limits: RateLimitOptions = {},
  ) {
    this.limits = {
      buckets: { ...DEFAULT_LIMITS.buckets, ...limits.buckets },
      default: limits.default ?? DEFAULT_LIMITS.default,
      global: limits.global ?? DEFAULT_LIMITS.global,
    };
    this.endpoints = this.routes();
  }

  /** The bot id for a gateway URL's token (KOOK's gateway token is not the bot token). */
  gatewayBot(token: string): string | null {
    const botId = this.gatewayTokens.get(token);
    if (botId === undefined) return null;
    return this.core.bot(botId) && !this.core.botRevoked(botId) ? botId : null;
  }

  /** The next `count` calls of the bot on that bucket answer 429. */
  forceRateLimit(botId: string, bucket: string, count: number): void {
    this.forced.set(`bot:${botId}|${bucket}`, count);
  }

  private caller(request: IncomingMessage): Caller | null {
    const header = request.headers.authorization ?? '';
    const match = /^(Bot|Bearer)\s+(\S+)\s*$/.exec(header);
    if (!match?.[2]) return null;
    if (match[1] === 'Bot') {
      const botId = this.core.botForToken(match[2]);
      return botId === null ? null : { kind: 'bot', botId, key: `bot:${botId}` };
    }
    const grant = this.oauth.grant(match[2]);
    return grant
      ? { kind: 'user', memberId: grant.memberId, scope: grant.scope, key: `user:${match[2]}` }
      : null;
  }

  /** Counts the call; the headers to send, and whether it is over a limit. */
  private rate(key: string, bucket: string): { headers: Record<string, string>; over: boolean } {
    const now = this.core.now;
    const tick = (id: string, limit: RateLimit) => {
      let window = this.windows.get(id);
      if (!window || now >= window.start + limit.windowMs) {
        window = { start: now, count: 0 };
        this.windows.set(id, window);
      }
      window.count++;
      const reset = Math.max(1, Math.ceil((window.start + limit.windowMs - now) / 1000));
      return { count: window.count, reset };
    };
    const limit = this.limits.buckets[bucket] ?? this.limits.default;
    const global = tick(`${key}|*`, this.limits.global);
    const own = tick(`${key}|${bucket}`, limit);
    const headers: Record<string, string> = {
      'X-Rate-Limit-Limit': String(limit.limit),
      'X-Rate-Limit-Remaining': String(Math.max(0, limit.limit - own.count)),
      'X-Rate-Limit-Reset': String(own.reset),
      'X-Rate-Limit-Bucket': bucket,
    };
    const forced = this.forced.get(`${key}|${bucket}`) ?? 0;
    if (forced > 0) {
      this.forced.set(`${key}|${bucket}`, forced - 1);
      headers['X-Rate-Limit-Remaining'] = '0';
      headers['X-Rate-Limit-Reset'] = String(Math.ceil(limit.windowMs / 1000));
      return { headers, over: true };
    }
    if (global.count > this.limits.global.limit) {
      headers['X-Rate-Limit-Global'] = 'true';
      headers['X-Rate-Limit-Remaining'] = '0';
      headers['X-Rate-Limit-Reset'] = String(global.reset);
      return { headers, over: true };
    }
    return { headers, over: own.count > limit.limit };
  }

  /** Answers a request under /api/v3/ (or /api/, KOOK's default version). */
  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    if (path === 'oauth2/token' && request.method === 'POST') {
      return this.oauth.token(request, response);
    }
    const endpoint = this.endpoints[path];
    if (!endpoint) {
      sendJson(response, 404, { code: 404, message: '接口不存在', data: {} });
      return;
    }
    if (request.method !== endpoint.method) {
      sendJson(response, 405, { code: 405, message: 'Method Not Allowed', data: {} });
      return;
    }
    const caller = this.caller(request);
    if (!caller) {
      sendJson(response, 401, UNAUTHORIZED);
      return;
    }
    if (caller.kind === 'user' && (!endpoint.scope || !caller.scope.includes(endpoint.scope))) {
      sendJson(response, 403, { code: 403, message: '没有权限', data: {} });
      return;
    }
    const { headers, over } = this.rate(caller.key, path);
    if (over) {
      sendJson(response, 429, { code: 429, message: '请求过于频繁', data: {} }, headers);
      return;
    }
    try {
      const params = request.method === 'POST' ? await readParams(request) : {};
      const data = await endpoint.handle({ caller, query, params });
      sendJson(response, 200, { code: 0, message: '操作成功', data: data ?? [] }, headers);
    } catch (error) {
      if (error instanceof ApiError) {
        sendJson(response, 200, { code: error.code, message: error.message, data: {} }, headers);
      } else if (error instanceof BodyError) {
        sendJson(response, 200, { code: 40000, message: error.message, data: {} }, headers);
      } else throw error;
    }
  }

  private botOf(call: Call): string {
    if (call.caller.kind !== 'bot') throw new ApiError('没有权限', 403);
    return call.caller.botId;
  }

  private guildFor(call: Call, guildId: string | null): Guild {
    const userId = call.caller.kind === 'bot' ? call.caller.botId : call.caller.memberId;
    const guild = this.core.guilds.find((g) => g.id === guildId);
    if (!guild || !guild.memberIds.has(userId)) throw new ApiError('服务器不存在或没有权限');
    return guild;
  }

  private guildSummary(guild: Guild): Record<string, unknown> {
    return {
      id: guild.id,
      name: guild.name,
      topic: guild.topic,
      user_id: guild.ownerId,
      icon: '',
      notify_type: 0,
      region: 'beijing',
      enable_open: false,
      open_id: '0',
      default_channel_id: guild.defaultChannelId,
      welcome_channel_id: guild.welcomeChannelId,
      boost_num: 0,
      level: 0,
    };
  }

  private channelObject(guild: Guild, channel: Guild['channels'][number]): Record<string, unknown> {
    return {
      id: channel.id,
      guild_id: guild.id,
      user_id: guild.ownerId,
      parent_id: '',
      name: channel.name,
      topic: channel.topic,
      type: 1,
      level: 1,
      slow_mode: 0,
      limit_amount: 0,
      is_category: false,
    };
  }

  private routes(): Partial<Record<string, Endpoint>> {
    const core = this.core;
    return {
      'gateway/index': {
        method: 'GET',
        handle: (call) => {
          const botId = this.botOf(call);
          const compress = call.query.get('compress') === '0' ? 0 : 1;
          const token = randomHex(20);
          this.gatewayTokens.set(token, botId);
          const ws = this.origin().replace(/^http/, 'ws');
          return { url: `${ws}/gateway?compress=${compress}&token=${token}` };
        },
      },
      'user/me': {
        method: 'GET',
        scope: 'get_user_info',
        handle: (call) => {
          if (call.caller.kind === 'user') {
            const member = core.member(call.caller.memberId);
            if (!member) throw new ApiError('用户不存在');
            // OAuth callers get the basic profile only (oauth2.md), no guild roles.
            const basic = userObject({ ...member, bot: false });
            delete basic['roles'];
            return basic;
          }
          const bot = core.bot(call.caller.botId);
          if (!bot) throw new ApiError('用户不存在');
          return {
            ...userObject({
              id: bot.id,
              username: bot.username,
              identifyNum: bot.identifyNum,
              nickname: bot.username,
              avatar: 'https://img.kookapp.cn/assets/bot.png/icon',
              bot: true,
            }),
            os: core.isWebhookMode(bot.id) ? 'Webhook' : 'Websocket',
            online: core.isOnline(bot.id),
            banner: '',
            bot_status: 0,
            is_sys: false,
            client_id: bot.id,
            verified: false,
            mobile_prefix: '86',
            mobile: '****',
            invited_count: 0,
          };
        },
      },
      'user/view': {
        method: 'GET',
        handle: (call) => {
          this.botOf(call);
          const userId = call.query.get('user_id');
          const member = userId ? core.member(userId) : null;
          if (!member) throw new ApiError('用户不存在');
          return userObject({ ...member, bot: false });
        },
      },
      'guild/list': {
        method: 'GET',
        scope: 'get_user_guilds',
        handle: (call) => {
          const userId = call.caller.kind === 'bot' ? call.caller.botId : call.caller.memberId;
          const list = core.guildsOf(userId).map((g) => this.guildSummary(g));
          const quiet = call.caller.kind === 'bot' ? core.quietGuildsOf(userId) : 0;
          return { ...pagedWithQuiet(list, quiet, call.query), sort: { id: 1 } };
        },
      },
      'guild/view': {
        method: 'GET',
        handle: (call) => {
          this.botOf(call);
          const guild = this.guildFor(call, call.query.get('guild_id'));
          return {
            ...this.guildSummary(guild),
            roles: [],
            channels: guild.channels.map((c) => this.channelObject(guild, c)),
          };
        },
      },
      'guild/user-list': {
        method: 'GET',
        handle: (call) => {
          this.botOf(call);
          const guild = this.guildFor(call, call.query.get('guild_id'));
          const users = core.members
            .filter((m) => guild.memberIds.has(m.id))
            .map((m) => userObject({ ...m, bot: false }));
          return {
            ...paged(users, call.query),
            user_count: users.length,
            online_count: users.length,
            offline_count: 0,
          };
        },
      },
      'channel/list': {
        method: 'GET',
        handle: (call) => {
          this.botOf(call);
          const guild = this.guildFor(call, call.query.get('guild_id'));
          const list = guild.channels.map((c) => this.channelObject(guild, c));
          return paged(list, call.query);
        },
      },
      'channel/view': {
        method: 'GET',
        handle: (call) => {
          this.botOf(call);
          const place = core.guildOf(call.query.get('target_id') ?? '');
          if (!place) throw new ApiError('频道不存在');
          this.guildFor(call, place.guild.id);
          return this.channelObject(place.guild, place.channel);
        },
      },
      'message/create': {
        method: 'POST',
        handle: (call) => {
          const botId = this.botOf(call);
          const targetId = text(call.params, 'target_id');
          const content = text(call.params, 'content');
          const type = call.params['type'] === undefined ? 9 : Number(call.params['type']);
          if (!targetId) throw new ApiError('target_id 不能为空');
          if (!content) throw new ApiError('content 不能为空');
          if (![1, 2, 3, 4, 8, 9, 10].includes(type)) throw new ApiError('type 不正确');
          const place = core.guildOf(targetId);
          if (!place?.guild.memberIds.has(botId)) throw new ApiError('频道不存在或没有权限');
          const tempTargetId = text(call.params, 'temp_target_id') ?? undefined;
          const quote = text(call.params, 'quote') ?? undefined;
          const nonce = text(call.params, 'nonce') ?? '';
          const record = core.botSay(botId, {
            channelId: targetId,
            content,
            type,
            nonce,
            ...(quote ? { quote } : {}),
            ...(tempTargetId ? { tempTargetId } : {}),
          });
          return { msg_id: record.msgId, msg_timestamp: record.at, nonce };
        },
      },
      'message/delete': {
        method: 'POST',
        handle: (call) => {
          const botId = this.botOf(call);
          const record = core.findRecord(text(call.params, 'msg_id') ?? '');
          if (!record || record.kind !== 'channel' || record.deleted) {
            throw new ApiError('消息不存在');
          }
          if (record.authorId !== botId) throw new ApiError('没有权限', 40300);
          record.deleted = true;
          return [];
        },
      },
      'direct-message/create': {
        method: 'POST',
        handle: (call) => {
          const botId = this.botOf(call);
          let targetId = text(call.params, 'target_id');
          const code = text(call.params, 'chat_code');
          if (!targetId && code) targetId = core.userForChatCode(botId, code);
          if (!targetId) throw new ApiError('target_id 与 chat_code 必须传一个');
          if (!core.knownUser(targetId) || targetId === botId) throw new ApiError('用户不存在');
          const content = text(call.params, 'content');
          if (!content) throw new ApiError('content 不能为空');
          const type = call.params['type'] === undefined ? 1 : Number(call.params['type']);
          if (![1, 2, 3, 4, 8, 9, 10].includes(type)) throw new ApiError('type 不正确');
          const quote = text(call.params, 'quote') ?? undefined;
          const nonce = text(call.params, 'nonce') ?? '';
          const record = core.botDirect(botId, {
            targetId,
            content,
            type,
            nonce,
            ...(quote ? { quote } : {}),
          });
          return { msg_id: record.msgId, msg_timestamp: record.at, nonce };
        },
      },
    };
  }
}
