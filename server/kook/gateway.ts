// The websocket gateway: HELLO, PING/PONG, EVENT with per-session sn, resume (in the URL and the
// in-connection RESUME signal), RECONNECT, RESUME ACK, zlib-compressed frames.
// KOOK: docs/zh-cn/websocket.md (developer.kookapp.cn/doc/websocket), docs/zh-cn/http/gateway.md
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Timers } from './timers';

export type HelloErrorCode = 40100 | 40101 | 40102 | 40103;
export type ReconnectCode = 40106 | 40107 | 40108;

const HELLO_MESSAGES: Record<HelloErrorCode, string> = {
  40100: 'Missing params',
  40101: 'Invalid token',
  40102: 'Token verification failed',
  40103: 'Token expired',
};
const RECONNECT_MESSAGES: Record<ReconnectCode, string> = {
  40106: 'Missing params',
  40107: 'Session expired',
  40108: 'Invalid sn',
};

interface Stored {
  sn: number;
  d: Record<string, unknown>;
}

interface Session {
  id: string;
  botId: string;
  sn: number;
  history: Stored[];
  socket: WebSocket | null;
  compress: boolean;
  /** The highest sn sent over the current socket. */
  sentUpTo: number;
  heartbeat: unknown;
  expiry: unknown;
}

interface BotGateway {
  sessions: Session[];
  opened: number;
  resumed: number;
  helloError: HelloErrorCode | null;
  refuseResume: ReconnectCode | null;
  stalled: boolean;
  dropPongs: boolean;
  /** The most sessions with a socket the bot ever had at once: more than one is a host's fault. */
  peakLive: number;
}

export interface SessionStats {
  /** Sessions with an open socket now. */
  live: number;
  opened: number;
  resumed: number;
  /** The most live sessions at any one moment. */
  peakLive: number;
}

interface GatewayOptions {
  timers: Timers;
  heartbeatTimeoutMs: number;
  /** How long a session without a socket can still be resumed. */
  sessionResumeMs: number;
  /** Events a session keeps for resume and re-sending. */
  historyLimit: number;
  /** The bot id for a token, or null if the token is unknown or revoked. */
  authenticate(token: string): string | null;
}

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly bots = new Map<string, BotGateway>();

  constructor(private readonly options: GatewayOptions) {}

  private bot(botId: string): BotGateway {
    let state = this.bots.get(botId);
    if (!state) {
      state = {
        sessions: [],
        opened: 0,
        resumed: 0,
        helloError: null,
        refuseResume: null,
        stalled: false,
        dropPongs: false,
        peakLive: 0,
      };
      this.bots.set(botId, state);
    }
    return state;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      this.connected(ws, new URL(request.url ?? '/', 'http://localhost').searchParams);
    });
  }

  private send(ws: WebSocket, frame: object, compress: boolean): void {
    if (ws.readyState !== ws.OPEN) return;
    const json = JSON.stringify(frame);
    if (compress) ws.send(deflateSync(json), { binary: true });
    else ws.send(json);
  }

  private connected(ws: WebSocket, params: URLSearchParams): void {
    const compress = params.get('compress') !== '0';
    ws.on('error', () => undefined);
    const token = params.get('token');
    const botId = token ? this.options.authenticate(token) : null;
    const refuse = (code: HelloErrorCode) => {
      this.send(ws, { s: 1, d: { code, err: HELLO_MESSAGES[code] } }, compress);
      ws.close(1000);
    };
    if (!token) {
      refuse(40100);
      return;
    }
    if (botId === null) {
      refuse(40101);
      return;
    }
    const bot = this.bot(botId);
    if (bot.helloError !== null) {
      refuse(bot.helloError);
      return;
    }

    if (params.get('resume') === '1') {
      const sessionId = params.get('session_id') ?? params.get('sessionId');
      const snText = params.get('sn');
      const refused = this.takeRefusal(bot);
      if (refused !== null) {
        this.reconnect(ws, compress, refused);
        return;
      }
      if (!sessionId || snText === null || !/^\d+$/.test(snText)) {
        this.reconnect(ws, compress, 40106);
        return;
      }
      const session = bot.sessions.find((s) => s.id === sessionId);
      if (!session) {
        this.reconnect(ws, compress, 40107);
        return;
      }
      const sn = Number(snText);
      if (!this.canReplayAfter(session, sn)) {
        this.expire(bot, session);
        this.reconnect(ws, compress, 40108);
        return;
      }
      if (session.socket) session.socket.terminate();
      this.attach(bot, session, ws, compress);
      bot.resumed++;
      this.send(ws, { s: 1, d: { code: 0, session_id: session.id } }, compress);
      this.replay(bot, session, sn);
      return;
    }

    const session: Session = {
      id: randomUUID(),
      botId,
      sn: 0,
      history: [],
      socket: null,
      compress,
      sentUpTo: 0,
      heartbeat: null,
      expiry: null,
    };
    // A new session ends every earlier one that has no socket: only the newest can be resumed.
    for (const old of [...bot.sessions]) if (!old.socket) this.expire(bot, old);
    bot.sessions.push(session);
    bot.opened++;
    this.attach(bot, session, ws, compress);
    this.send(ws, { s: 1, d: { code: 0, session_id: session.id } }, compress);
  }

  private takeRefusal(bot: BotGateway): ReconnectCode | null {
    const code = bot.refuseResume;
    bot.refuseResume = null;
    return code;
  }

  private reconnect(ws: WebSocket, compress: boolean, code: ReconnectCode): void {
    this.send(ws, { s: 5, d: { code, err: RECONNECT_MESSAGES[code] } }, compress);
    ws.close(1000);
  }

  /** Whether every event after `sn` is still in the session's history. */
  private canReplayAfter(session: Session, sn: number): boolean {
    if (sn > session.sn) return false;
    if (sn === session.sn) return true;
    const first = session.history.at(0)?.sn;
    return first !== undefined && first <= sn + 1;
  }

  private attach(bot: BotGateway, session: Session, ws: WebSocket, compress: boolean): void {
    const { timers } = this.options;
    timers.clearTimeout(session.expiry);
    session.socket = ws;
    session.compress = compress;
    session.sentUpTo = 0;
    bot.peakLive = Math.max(bot.peakLive, this.liveCount(bot));
    const armHeartbeat = () => {
      timers.clearTimeout(session.heartbeat);
      session.heartbeat = timers.setTimeout(() => {
        if (session.socket === ws) ws.terminate();
      }, this.options.heartbeatTimeoutMs);
    };
    armHeartbeat();
    ws.on('message', (data) => {
      if (session.socket !== ws) return;
      let frame: unknown;
      try {
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as Uint8Array).toString('utf8');
        frame = JSON.parse(text);
      } catch {
        return;
      }
      if (typeof frame !== 'object' || frame === null) return;
      const { s, sn } = frame as { s?: unknown; sn?: unknown };
      const clientSn = typeof sn === 'number' && Number.isInteger(sn) && sn >= 0 ? sn : null;
      if (s === 2) {
        armHeartbeat();
        if (!bot.dropPongs) this.send(ws, { s: 3 }, compress);
        // Rule 4 of EVENT: a client whose sn is behind gets everything after it again.
        if (clientSn !== null && clientSn < session.sn && !bot.stalled) {
          if (this.canReplayAfter(session, clientSn)) this.resend(session, clientSn);
          else {
            this.expire(bot, session);
            this.reconnect(ws, compress, 40108);
          }
        }
      } else if (s === 4) {
        const refused = this.takeRefusal(bot);
        if (refused !== null || clientSn === null || !this.canReplayAfter(session, clientSn)) {
          this.expire(bot, session);
          this.reconnect(ws, compress, refused ?? (clientSn === null ? 40106 : 40108));
          return;
        }
        this.replay(bot, session, clientSn);
      }
    });
    ws.on('close', () => {
      if (session.socket !== ws) return;
      session.socket = null;
      timers.clearTimeout(session.heartbeat);
      const newest = bot.sessions[bot.sessions.length - 1];
      if (newest !== session) this.expire(bot, session);
      else {
        session.expiry = timers.setTimeout(
          () => this.expire(bot, session),
          this.options.sessionResumeMs,
        );
      }
    });
  }

  private resend(session: Session, after: number): void {
    if (!session.socket) return;
    for (const event of session.history) {
      if (event.sn > after) {
        this.send(session.socket, { s: 0, d: event.d, sn: event.sn }, session.compress);
        session.sentUpTo = Math.max(session.sentUpTo, event.sn);
      }
    }
  }

  /** Events after `after`, then RESUME ACK. */
  private replay(bot: BotGateway, session: Session, after: number): void {
    if (!session.socket) return;
    if (!bot.stalled) this.resend(session, after);
    else session.sentUpTo = after;
    this.send(session.socket, { s: 6, d: { session_id: session.id } }, session.compress);
  }

  private expire(bot: BotGateway, session: Session): void {
    const { timers } = this.options;
    timers.clearTimeout(session.expiry);
    timers.clearTimeout(session.heartbeat);
    bot.sessions = bot.sessions.filter((s) => s !== session);
    if (session.socket) {
      const ws = session.socket;
      session.socket = null;
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(1000);
    }
  }

  /** Gives the event the next sn of each of the bot's current sessions and sends it where live. */
  emit(botId: string, d: Record<string, unknown>): void {
    const bot = this.bots.get(botId);
    if (!bot) return;
    for (const session of bot.sessions) {
      session.sn += 1;
      session.history.push({ sn: session.sn, d });
      if (session.history.length > this.options.historyLimit) session.history.shift();
      if (session.socket && !bot.stalled) {
        this.send(session.socket, { s: 0, d, sn: session.sn }, session.compress);
        session.sentUpTo = session.sn;
      }
    }
  }

  stats(botId: string): SessionStats {
    const bot = this.bots.get(botId);
    if (!bot) return { live: 0, opened: 0, resumed: 0, peakLive: 0 };
    return {
      live: this.liveCount(bot),
      opened: bot.opened,
      resumed: bot.resumed,
      peakLive: bot.peakLive,
    };
  }

  private liveCount(bot: BotGateway): number {
    return bot.sessions.filter((s) => s.socket?.readyState === 1).length;
  }

  hasLiveSession(botId: string): boolean {
    return this.stats(botId).live > 0;
  }

  /** Closes the bot's sockets without a close frame (the session stays resumable). */
  drop(botId: string): void {
    for (const session of this.bots.get(botId)?.sessions ?? []) session.socket?.terminate();
  }

  stallEvents(botId: string, on: boolean): void {
    const bot = this.bot(botId);
    bot.stalled = on;
    if (!on) {
      for (const session of bot.sessions) this.resend(session, session.sentUpTo);
    }
  }

  refuseResume(botId: string, code: ReconnectCode | null): void {
    this.bot(botId).refuseResume = code;
  }

  helloError(botId: string, code: HelloErrorCode | null): void {
    this.bot(botId).helloError = code;
  }

  dropPongs(botId: string, on: boolean): void {
    this.bot(botId).dropPongs = on;
  }

  /** The token is revoked: every session ends. */
  revoke(botId: string): void {
    const bot = this.bots.get(botId);
    if (!bot) return;
    for (const session of [...bot.sessions]) {
      session.socket?.terminate();
      this.expire(bot, session);
    }
  }

  close(): void {
    for (const bot of this.bots.values()) {
      for (const session of [...bot.sessions]) {
        session.socket?.terminate();
        this.expire(bot, session);
      }
    }
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }
}
