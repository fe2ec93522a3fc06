// A faithful local KOOK on 127.0.0.1: HTTP API v3, the websocket gateway, webhook delivery and
// OAuth2, as KOOK's developer docs describe them, with a simulated world of guilds and members.
// A separate program: it imports nothing of the provider, the front server or the app.
// KOOK: docs/zh-cn/reference.md (developer.kookapp.cn/doc/reference); see README.md in this folder.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Api, type RateLimitOptions } from './api';
import {
  KookCore,
  type KookBotAccount,
  type MessageRecord,
  type SayInput,
  type SentMessage,
} from './core';
import { Gateway, type HelloErrorCode, type ReconnectCode, type SessionStats } from './gateway';
import { BodyError, sendJson } from './http';
import { CONSENT_SCRIPT_PATH, OAuth } from './oauth';
import { LocalPages } from './pages';
import { realTimers, type Timers } from './timers';
import { WebhookDelivery, type WebhookState } from './webhook';
import { seededRandom } from './world';

export type { KookBotAccount } from './core';
export { manualTimers } from './timers';

export interface LocalKookOptions {
  /** Messages the recorder keeps, the oldest going first: 5,000 unless a bench needs more. */
  recordLimit?: number;
  host?: string;
  port?: number;
  /** Clock (ms) for timestamps and rate-limit windows; default Date.now (or `timers.now`). */
  now?: () => number;
  /** Seeded PRNG for the chatter; default a fixed-seed PRNG. */
  random?: () => number;
  /** Simulated members talking in guilds; default false. */
  chatter?: false | { everyMs: number };
  /** HTTP test controls under /_local/ (controls, world actions, sent record). */
  controls?: boolean;
  /** Close a gateway socket that sent no PING for this long; default 90 s (3 missed 30 s pings). */
  heartbeatTimeoutMs?: number;
  /** How long a session without a socket can be resumed; default 5 min. */
  sessionResumeMs?: number;
  /** Timers for heartbeats, webhook deadlines and retries, chatter; default the real ones. */
  timers?: Timers;
  rateLimits?: RateLimitOptions;
  webhook?: {
    /** Default 1000 (webhook.md: answer within 1 s). */
    deadlineMs?: number;
    /** Default [2000, 4000, 8000, 16000]: five attempts in all (webhook.md). */
    retryDelaysMs?: number[];
    /** Consecutive failed attempts that take the bot offline; default 10. */
    offlineAfterFailures?: number;
  };
}

export interface LocalKook {
  origin: string;
  apiBase: string;
  /**
   * A bot account (the developer centre). It joins `guildIds` (all the simulated servers by
   * default) and `quietGuilds` more where nothing happens, which `guild/list` lists and counts.
   */
  addBot(input: {
    name: string;
    token?: string;
    guildIds?: string[];
    quietGuilds?: number;
  }): KookBotAccount;
  setWebhook(
    botId: string,
    hook: { callbackUrl: string; verifyToken: string; encryptKey: string | null } | null,
  ): Promise<{ ok: boolean; error?: string }>;
  addOAuthClient(input: {
    clientId: string;
    clientSecret: string;
    redirectUris: string[];
    /** The application's name on the consent page; the client id without it. */
    name?: string;
  }): void;
  guilds(): Array<{
    id: string;
    name: string;
    channels: Array<{ id: string; name: string }>;
    defaultChannelId: string;
    welcomeChannelId: string;
  }>;
  members(): Array<{
    id: string;
    username: string;
    identifyNum: string;
    nickname: string;
    avatar: string;
  }>;
  say(input: SayInput): string;
  directMessage(input: { memberId: string; botId: string; content: string; type?: 1 | 9 }): string;
  join(input: { memberId: string; guildId: string }): void;
  sent(filter?: { botId?: string; sinceSeq?: number }): SentMessage[];
  /** Every message, members' and bots' (the recorder), oldest first. */
  messages(filter?: { sinceSeq?: number; channelId?: string }): MessageRecord[];
  sessions(botId: string): SessionStats;
  webhookState(botId: string): WebhookState;
  /** Resolves once the webhook deliveries under way for the bot are done (tests). */
  webhookIdle(botId: string): Promise<void>;
  /** One step of the simulated chatter, as the chatter timer would take it. */
  chatterStep(): void;
  controls: {
    drop(botId: string): void;
    stallEvents(botId: string, on: boolean): void;
    refuseResume(botId: string, code: ReconnectCode | null): void;
    helloError(botId: string, code: HelloErrorCode | null): void;
    revokeToken(botId: string): void;
    rateLimit(botId: string, bucket: string, count: number): void;
    failWebhook(botId: string, on: boolean): void;
    dropPongs(botId: string, on: boolean): void;
  };
  close(): Promise<void>;
}

function str(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || !value) throw new Error(`${name} is required`);
  return value;
}

function codeOrNull<T extends number>(body: Record<string, unknown>, allowed: T[]): T | null {
  const value = body['code'];
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && (allowed as number[]).includes(value)) return value as T;
  throw new Error(`code must be one of ${allowed.join(', ')} or null`);
}

export async function startLocalKook(options: LocalKookOptions = {}): Promise<LocalKook> {
  const timers = options.timers ?? realTimers;
  const timerClock = (timers as { now?: () => number }).now;
  const now = options.now ?? timerClock ?? Date.now;
  const random = options.random ?? seededRandom(20240607);
  let origin = '';

  const webhooks = new WebhookDelivery({
    timers,
    deadlineMs: options.webhook?.deadlineMs ?? 1000,
    retryDelaysMs: options.webhook?.retryDelaysMs ?? [2000, 4000, 8000, 16000],
    offlineAfterFailures: options.webhook?.offlineAfterFailures ?? 10,
  });
  // The gateway authenticates with the API's gateway tokens; both are made before either is used.
  let api: Api | null = null;
  const gateway = new Gateway({
    timers,
    heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? 90_000,
    sessionResumeMs: options.sessionResumeMs ?? 300_000,
    historyLimit: 1000,
    authenticate: (token) => api?.gatewayBot(token) ?? null,
  });
  const core = new KookCore({ now, random, gateway, webhooks, recordLimit: options.recordLimit });
  const oauth = new OAuth(now, () => core.members);
  api = new Api(core, oauth, () => origin, options.rateLimits);
  const theApi = api;

  const controls: LocalKook['controls'] = {
    drop: (botId) => gateway.drop(botId),
    stallEvents: (botId, on) => gateway.stallEvents(botId, on),
    refuseResume: (botId, code) => gateway.refuseResume(botId, code),
    helloError: (botId, code) => gateway.helloError(botId, code),
    revokeToken: (botId) => core.revokeToken(botId),
    rateLimit: (botId, bucket, count) => theApi.forceRateLimit(botId, bucket, count),
    failWebhook: (botId, on) => webhooks.failWebhook(botId, on),
    dropPongs: (botId, on) => gateway.dropPongs(botId, on),
  };

  const control = (name: string, body: Record<string, unknown>): unknown => {
    const botId = () => {
      const id = str(body, 'botId');
      core.requireBot(id);
      return id;
    };
    const on = body['on'] === true;
    switch (name) {
      case 'controls/drop': {
        controls.drop(botId());
        return;
      }
      case 'controls/stallEvents': {
        controls.stallEvents(botId(), on);
        return;
      }
      case 'controls/refuseResume': {
        controls.refuseResume(botId(), codeOrNull(body, [40106, 40107, 40108]));
        return;
      }
      case 'controls/helloError': {
        controls.helloError(botId(), codeOrNull(body, [40100, 40101, 40102, 40103]));
        return;
      }
      case 'controls/revokeToken': {
        controls.revokeToken(botId());
        return;
      }
      case 'controls/rateLimit': {
        controls.rateLimit(botId(), str(body, 'bucket'), Number(body['count'] ?? 1));
        return;
      }
      case 'controls/failWebhook': {
        controls.failWebhook(botId(), on);
        return;
      }
      case 'controls/dropPongs': {
        controls.dropPongs(botId(), on);
        return;
      }
      case 'world/say':
        return {
          msgId: core.say({
            memberId: str(body, 'memberId'),
            channelId: str(body, 'channelId'),
            content: str(body, 'content'),
            type: body['type'] === 9 ? 9 : 1,
            mentionBotIds: Array.isArray(body['mentionBotIds'])
              ? body['mentionBotIds'].filter((id): id is string => typeof id === 'string')
              : [],
          }),
        };
      case 'world/directMessage':
        return {
          msgId: core.directMessage({
            memberId: str(body, 'memberId'),
            botId: botId(),
            content: str(body, 'content'),
            type: body['type'] === 9 ? 9 : 1,
          }),
        };
      case 'world/join': {
        core.join({ memberId: str(body, 'memberId'), guildId: str(body, 'guildId') });
        return;
      }
      default:
        throw new Error(`unknown action ${name}`);
    }
  };
  const pages = new LocalPages(core, options.controls === true, control);

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const api = /^\/api\/(?:v3\/)?(.+)$/.exec(path);
    if (api?.[1]) return theApi.handle(request, response, api[1], url.searchParams);
    if (path === CONSENT_SCRIPT_PATH && request.method === 'GET') {
      oauth.consentScript(response);
      return;
    }
    if (path === '/app/oauth2/authorize') {
      if (request.method === 'GET') {
        oauth.authorizePage(request, response, url.searchParams);
        return;
      }
      if (request.method === 'POST') return oauth.decide(request, response);
    }
    if (path.startsWith('/_local/')) {
      if (await pages.handle(request, response, path, url.searchParams)) return;
    }
    sendJson(response, 404, { code: 404, message: 'Not Found', data: {} });
  };

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const bad = error instanceof BodyError;
      sendJson(response, bad ? 400 : 500, {
        code: bad ? 40000 : 500,
        message: bad ? error.message : 'Internal Server Error',
        data: {},
      });
    });
  });
  server.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== '/gateway') {
      socket.destroy();
      return;
    }
    gateway.handleUpgrade(request, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;

  let chatterTimer: unknown = null;
  const chatter = options.chatter;
  if (chatter) {
    const next = () => {
      chatterTimer = timers.setTimeout(() => {
        core.chatterStep();
        next();
      }, chatter.everyMs);
    };
    next();
  }

  return {
    origin,
    apiBase: `${origin}/api/v3`,
    addBot: (input) => core.addBot(input),
    setWebhook: (botId, hook) => core.setWebhook(botId, hook ? { ...hook } : null),
    addOAuthClient: (input) => oauth.addClient(input),
    guilds: () =>
      core.guilds.map((g) => ({
        id: g.id,
        name: g.name,
        channels: g.channels.map((c) => ({ id: c.id, name: c.name })),
        defaultChannelId: g.defaultChannelId,
        welcomeChannelId: g.welcomeChannelId,
      })),
    members: () => core.members.map((m) => ({ ...m })),
    say: (input) => core.say(input),
    directMessage: (input) => core.directMessage(input),
    join: (input) => core.join(input),
    sent: (filter) => core.sent(filter),
    messages: (filter) => core.messages(filter),
    sessions: (botId) => gateway.stats(botId),
    webhookState: (botId) => webhooks.state(botId),
    webhookIdle: (botId) => webhooks.idle(botId),
    chatterStep: () => core.chatterStep(),
    controls,
    close: async () => {
      timers.clearTimeout(chatterTimer);
      webhooks.close();
      gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
