// One bot's websocket session with KOOK: the connection state machine, heartbeat, resume and
// in-order event delivery.
// KOOK: docs/zh-cn/websocket.md (developer.kookapp.cn/doc/websocket), docs/zh-cn/http/gateway.md.
//
// The state machine, as websocket.md "连接流程" states it:
//  1. get the gateway (compress=1); on failure retry forever, exponential backoff capped at 60 s;
//  2. connect; a failed connection is retried twice (after 2, then 4 s), then back to 1;
//  3. HELLO within 6 s of connecting: code 0 starts the session; a failure (or no HELLO) goes back
//     to 1, except 40101/40102 (invalid token) which are fatal;
//  4. PING every 30 s ± 5 carrying the last processed sn; no PONG within 6 s is a timeout;
//  5. after a timeout, two more PINGs (after 2, then 4 s); a PONG recovers the connection;
//  6. otherwise two resumes (after 8, then 16 s): reconnect to the same URL with
//     resume=1&sn=&session_id=; the server replays what was missed and sends RESUME ACK (s=6);
//  7. otherwise back to 1;
//  8. RECONNECT (s=5) at any time: clear sn, session and the buffer, back to 1.
// A connection that drops by itself ("链接彻底中断") goes to 6. Events (s=0) are handled in sn
// order: later ones wait in a buffer, repeats are dropped.
import { inflateSync } from 'node:zlib';
import WebSocket from 'ws';
import { KookApiError, type KookHttp } from './http';

export type GatewayStatus =
  'connecting' | 'connected' | 'resuming' | 'reconnecting' | 'stopped' | 'failed';

export interface StatusDetail {
  reason: string;
  /** KOOK's code (HELLO, RECONNECT) or the HTTP status of a refused gateway request. */
  code?: number;
  /** The session cannot go on without a new token: no more retries. */
  fatal?: boolean;
  /** `connected` through a resume. */
  resumed?: boolean;
  /** How long until the next attempt. */
  delayMs?: number;
}

export type GatewayLogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface GatewaySessionOptions {
  http: Pick<KookHttp, 'gatewayUrl'>;
  /** [0, 1): the heartbeat's jitter. */
  random?: () => number;
  now?: () => number;
  onEvent: (d: Record<string, unknown>, sn: number) => void;
  onStatus?: (status: GatewayStatus, detail: StatusDetail) => void;
  /** Protocol events in English; never the URL (it carries the token). */
  onLog?: (level: GatewayLogLevel, message: string) => void;
  /** A session saved before a restart: the first connection resumes it. */
  resumeFrom?: { sessionId: string; sn: number };
}

export interface GatewayState {
  sessionId: string | null;
  /** The last sn processed in order: what PING carries and a resume sends. */
  sn: number;
  connectedAt: number | null;
  status: GatewayStatus | 'idle';
  consecutiveFailedResumes: number;
  lastEventAt: number | null;
  lastPongAt: number | null;
  /** Events waiting for an earlier sn. */
  buffered: number;
}

// websocket.md's figures.
const HELLO_TIMEOUT_MS = 6_000;
const PONG_TIMEOUT_MS = 6_000;
const HEARTBEAT_MS = 30_000;
const HEARTBEAT_JITTER_MS = 5_000;
const CONNECT_RETRY_MS = [2_000, 4_000] as const;
const PING_RETRY_MS = [2_000, 4_000] as const;
const RESUME_RETRY_MS = [8_000, 16_000] as const;
const GATEWAY_BACKOFF_MAX_MS = 60_000;
/** The largest frame taken: an event is a message with its extras, well under this. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024;

/** Events held for an earlier sn at most; past this the gap is given up (the doc sets no bound). */
const MAX_BUFFERED = 1_000;

/** Delay before the n-th consecutive retry of step 1 (0 for the first try): 2, 4, 8 … 60 s. */
export function gatewayBackoffMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(GATEWAY_BACKOFF_MAX_MS, 1000 * 2 ** Math.min(failures, 16));
}

/** HELLO codes that mean the token is no good: retrying cannot help (websocket.md). */
const FATAL_HELLO = new Set([40101, 40102]);

interface Frame {
  s: number;
  d?: unknown;
  sn?: unknown;
}

function decodeFrame(data: WebSocket.RawData, isBinary: boolean): Frame | null {
  const bytes = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data);
  let text: string;
  if (isBinary) {
    try {
      text = inflateSync(bytes).toString('utf8');
    } catch {
      text = bytes.toString('utf8');
    }
  } else {
    text = bytes.toString('utf8');
  }
  try {
    const frame = JSON.parse(text) as unknown;
    if (typeof frame === 'object' && frame !== null && typeof (frame as Frame).s === 'number') {
      return frame as Frame;
    }
  } catch {
    // fall through
  }
  return null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * In-order delivery of one session's events (websocket.md "信令[0] EVENT"): the next sn is handled
 * at once, a later one waits in the buffer, a handled one is dropped.
 */
export class SnSequencer {
  private last: number;
  private readonly pending = new Map<number, Record<string, unknown>>();

  constructor(
    private readonly deliver: (d: Record<string, unknown>, sn: number) => void,
    start = 0,
    private readonly maxBuffered = MAX_BUFFERED,
  ) {
    this.last = start;
  }

  get sn(): number {
    return this.last;
  }

  get buffered(): number {
    return this.pending.size;
  }

  /** What happened to the event: delivered (with any it unblocked), buffered or a repeat. */
  push(sn: number, d: Record<string, unknown>): 'delivered' | 'buffered' | 'repeat' {
    if (sn <= this.last || this.pending.has(sn)) return 'repeat';
    if (sn !== this.last + 1) {
      this.pending.set(sn, d);
      if (this.pending.size > this.maxBuffered) this.skipGap();
      return this.pending.has(sn) ? 'buffered' : 'delivered';
    }
    this.handle(sn, d);
    this.drain();
    return 'delivered';
  }

  reset(sn = 0): void {
    this.last = sn;
    this.pending.clear();
  }

  private handle(sn: number, d: Record<string, unknown>): void {
    // The sn counts as processed even if the handler throws: the host's failure is its own, and
    // a stuck sn would stall the session.
    this.last = sn;
    this.deliver(d, sn);
  }

  private drain(): void {
    for (let next = this.pending.get(this.last + 1); next; next = this.pending.get(this.last + 1)) {
      this.pending.delete(this.last + 1);
      this.handle(this.last + 1, next);
    }
  }

  private skipGap(): void {
    const lowest = Math.min(...this.pending.keys());
    this.last = lowest - 1;
    this.drain();
  }
}

type Mode = 'fresh' | 'resume' | 'startResume';

export class GatewaySession {
  private readonly http: Pick<KookHttp, 'gatewayUrl'>;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly onEvent: (d: Record<string, unknown>, sn: number) => void;
  private readonly onStatus: (status: GatewayStatus, detail: StatusDetail) => void;
  private readonly log: (level: GatewayLogLevel, message: string) => void;

  private status: GatewayStatus | 'idle' = 'idle';
  /** Bumped whenever a socket or a pending step is abandoned: late callbacks check it. */
  private generation = 0;
  private ws: WebSocket | null = null;
  private helloReceived = false;
  private mode: Mode = 'fresh';
  /** The gateway URL (with its token: never logged), without resume parameters. */
  private url: string | null = null;
  private sessionId: string | null = null;
  private readonly sequencer: SnSequencer;
  private connectedAt: number | null = null;
  private lastEventAt: number | null = null;
  private lastPongAt: number | null = null;

  private gatewayFailures = 0;
  private connectRetries = 0;
  private pingRetries = 0;
  private resumeAttempts = 0;
  private consecutiveFailedResumes = 0;
  private awaitingPong = false;

  private waitTimer: ReturnType<typeof setTimeout> | null = null;
  private helloTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: GatewaySessionOptions) {
    this.http = options.http;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? (() => Date.now());
    this.onEvent = options.onEvent;
    this.onStatus = options.onStatus ?? (() => undefined);
    this.log = options.onLog ?? (() => undefined);
    this.sequencer = new SnSequencer((d, sn) => {
      try {
        this.onEvent(d, sn);
      } catch (error) {
        this.log('error', `event handler failed on sn ${sn}: ${String(error)}`);
      }
    }, options.resumeFrom?.sn ?? 0);
    if (options.resumeFrom) {
      this.sessionId = options.resumeFrom.sessionId;
      this.mode = 'startResume';
    }
  }

  start(): void {
    if (this.status !== 'idle') return;
    this.setStatus('connecting', { reason: 'start' });
    void this.fetchGateway();
  }

  /** Closes the connection; nothing reconnects. */
  /** Ends the session; `abrupt` cuts the socket with no close frame, as a killed process would. */
  stop(abrupt = false): void {
    if (this.status === 'stopped') return;
    this.abandon(abrupt);
    this.setStatus('stopped', { reason: 'stopped' });
    this.log('info', 'session stopped');
  }

  state(): GatewayState {
    return {
      sessionId: this.sessionId,
      sn: this.sequencer.sn,
      connectedAt: this.connectedAt,
      status: this.status,
      consecutiveFailedResumes: this.consecutiveFailedResumes,
      lastEventAt: this.lastEventAt,
      lastPongAt: this.lastPongAt,
      buffered: this.sequencer.buffered,
    };
  }

  // --- Steps ------------------------------------------------------------------------------------

  private done(): boolean {
    return this.status === 'stopped' || this.status === 'failed';
  }

  private setStatus(status: GatewayStatus, detail: StatusDetail): void {
    this.status = status;
    this.onStatus(status, detail);
  }

  /** Drops the socket and every timer; later callbacks of either are ignored. */
  private abandon(abrupt = false): void {
    this.generation += 1;
    for (const timer of [this.waitTimer, this.helloTimer, this.heartbeatTimer, this.pongTimer]) {
      if (timer !== null) clearTimeout(timer);
    }
    this.waitTimer = this.helloTimer = this.heartbeatTimer = this.pongTimer = null;
    this.awaitingPong = false;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.removeAllListeners();
      ws.on('error', () => undefined);
      if (ws.readyState === WebSocket.OPEN && !abrupt) ws.close(1000);
      else ws.terminate();
    }
    this.connectedAt = null;
  }

  private wait(ms: number, next: () => void): void {
    const generation = this.generation;
    const go = () => {
      if (generation === this.generation && !this.done()) next();
    };
    if (ms <= 0) {
      // No wait: on the next microtask, out of the handler that asked for it.
      void Promise.resolve().then(go);
      return;
    }
    this.waitTimer = setTimeout(() => {
      this.waitTimer = null;
      go();
    }, ms);
  }

  /** Step 1, after `gatewayFailures` consecutive failures. */
  private toGateway(reason: string, code?: number): void {
    this.abandon();
    const delayMs = gatewayBackoffMs(this.gatewayFailures);
    this.setStatus('reconnecting', { reason, delayMs, ...(code === undefined ? {} : { code }) });
    this.log('info', `fetching a new gateway in ${delayMs} ms (${reason})`);
    this.wait(delayMs, () => void this.fetchGateway());
  }

  private async fetchGateway(): Promise<void> {
    const generation = this.generation;
    let url: string;
    try {
      url = await this.http.gatewayUrl(true);
    } catch (error) {
      if (generation !== this.generation || this.done()) return;
      if (error instanceof KookApiError && error.kind === 'unauthorized') {
        this.fail(error.status || 401, 'the gateway request was refused: invalid token');
        return;
      }
      const what = error instanceof KookApiError ? `${error.kind} ${error.status}` : 'error';
      this.log('warn', `gateway request failed (${what})`);
      this.gatewayFailures += 1;
      this.toGateway('gateway request failed');
      return;
    }
    if (generation !== this.generation || this.done()) return;
    this.url = url;
    this.connectRetries = 0;
    if (this.mode === 'startResume' && this.sessionId !== null) this.open('startResume');
    else this.open('fresh');
  }

  /** Step 2 (fresh) or a resume attempt (step 6). */
  private open(mode: Mode): void {
    if (this.url === null) return;
    this.abandon();
    this.mode = mode;
    this.helloReceived = false;
    const generation = this.generation;
    let target = this.url;
    if (mode !== 'fresh') {
      const sep = target.includes('?') ? '&' : '?';
      target += `${sep}resume=1&sn=${this.sequencer.sn}&session_id=${encodeURIComponent(
        this.sessionId ?? '',
      )}`;
    }
    this.log(
      'info',
      mode === 'fresh'
        ? 'connecting to the gateway'
        : `resuming the session from sn ${this.sequencer.sn}`,
    );
    let opened = false;
    // KOOK's frames are compressed already (compress=1): no second compression per socket, whose
    // zlib contexts would cost each bot hundreds of KB; and no frame past what an event can be.
    const ws = new WebSocket(target, { perMessageDeflate: false, maxPayload: MAX_FRAME_BYTES });
    this.ws = ws;
    // Until open: the connection's own limit (the doc gives none; HELLO's 6 s is reused). After
    // open: HELLO must come within 6 s.
    this.helloTimer = setTimeout(() => {
      if (generation !== this.generation) return;
      this.helloTimer = null;
      if (opened) this.helloFailed('no HELLO within 6 s');
      else this.connectFailed('connection timed out');
    }, HELLO_TIMEOUT_MS);
    ws.on('open', () => {
      if (generation !== this.generation) return;
      opened = true;
      if (this.helloTimer !== null) clearTimeout(this.helloTimer);
      this.helloTimer = setTimeout(() => {
        if (generation !== this.generation) return;
        this.helloTimer = null;
        this.helloFailed('no HELLO within 6 s');
      }, HELLO_TIMEOUT_MS);
    });
    ws.on('message', (data, isBinary) => {
      if (generation !== this.generation) return;
      const frame = decodeFrame(data, isBinary);
      if (frame === null) {
        this.log('warn', 'unreadable frame ignored');
        return;
      }
      this.onFrame(frame);
    });
    ws.on('error', (error) => {
      if (generation !== this.generation) return;
      this.log('debug', `socket error: ${error.message.replace(/[?].*$/, '')}`);
    });
    ws.on('close', (code) => {
      if (generation !== this.generation) return;
      if (!opened) this.connectFailed(`connection failed`);
      else if (!this.helloReceived) this.helloFailed(`closed before HELLO (${code})`);
      else this.dropped(`connection closed (${code})`);
    });
  }

  private connectFailed(reason: string): void {
    this.log('warn', reason);
    if (this.mode !== 'fresh') {
      this.resumeFailed(reason);
      return;
    }
    if (this.connectRetries < CONNECT_RETRY_MS.length) {
      const delayMs = CONNECT_RETRY_MS[this.connectRetries] ?? 0;
      this.connectRetries += 1;
      this.abandon();
      this.log('info', `connecting again in ${delayMs} ms (retry ${this.connectRetries})`);
      this.wait(delayMs, () => this.open('fresh'));
      return;
    }
    this.gatewayFailures += 1;
    this.toGateway(reason);
  }

  private helloFailed(reason: string, code?: number): void {
    if (code !== undefined && FATAL_HELLO.has(code)) {
      this.fail(code, `HELLO refused the token (${code})`);
      return;
    }
    this.log('warn', code === undefined ? reason : `${reason} (${code})`);
    // A resume whose HELLO failed on an expired token cannot succeed again on the same URL.
    if (this.mode !== 'fresh' && code !== 40103) {
      this.resumeFailed(reason);
      return;
    }
    if (this.mode === 'startResume') this.forgetSession();
    this.gatewayFailures += 1;
    this.toGateway(reason, code);
  }

  private fail(code: number, reason: string): void {
    this.abandon();
    this.log('error', `${reason}; giving up`);
    this.setStatus('failed', { reason, code, fatal: true });
  }

  private forgetSession(): void {
    this.sessionId = null;
    this.sequencer.reset(0);
    this.mode = 'fresh';
  }

  /** Step 6: two resumes, after 8 then 16 s. */
  private beginResume(reason: string): void {
    this.abandon();
    if (this.sessionId === null) {
      this.toGateway(reason);
      return;
    }
    this.resumeAttempts = 0;
    const delayMs = RESUME_RETRY_MS[0];
    this.setStatus('resuming', { reason, delayMs });
    this.log('info', `resuming in ${delayMs} ms (${reason})`);
    this.wait(delayMs, () => this.open('resume'));
  }

  private resumeFailed(reason: string): void {
    this.consecutiveFailedResumes += 1;
    this.resumeAttempts += 1;
    if (this.mode === 'resume' && this.resumeAttempts < RESUME_RETRY_MS.length) {
      const delayMs = RESUME_RETRY_MS[this.resumeAttempts] ?? 0;
      this.abandon();
      this.setStatus('resuming', { reason, delayMs });
      this.log('info', `resume failed; trying again in ${delayMs} ms`);
      this.wait(delayMs, () => this.open('resume'));
      return;
    }
    this.log('warn', `resume failed (${reason}); starting a new session`);
    if (this.mode === 'startResume') this.forgetSession();
    this.mode = 'fresh';
    this.toGateway('resume failed');
  }

  /** The connection dropped after HELLO: resume (step 6). */
  private dropped(reason: string): void {
    this.log('warn', reason);
    this.beginResume(reason);
  }

  // --- Frames -----------------------------------------------------------------------------------

  private onFrame(frame: Frame): void {
    const d = record(frame.d);
    switch (frame.s) {
      case 1:
        this.onHello(d);
        return;
      case 0: {
        this.lastEventAt = this.now();
        const sn = typeof frame.sn === 'number' && Number.isInteger(frame.sn) ? frame.sn : null;
        if (sn === null) {
          this.log('warn', 'event without sn ignored');
          return;
        }
        const outcome = this.sequencer.push(sn, d);
        if (outcome !== 'delivered') this.log('debug', `event sn ${sn} ${outcome}`);
        return;
      }
      case 3:
        this.onPong();
        return;
      case 5:
        this.onReconnect(d);
        return;
      case 6:
        if (typeof d.session_id === 'string' && d.session_id !== '') this.sessionId = d.session_id;
        this.log('info', `resume complete at sn ${this.sequencer.sn}`);
        return;
      default:
        this.log('debug', `signal ${frame.s} ignored`);
    }
  }

  private onHello(d: Record<string, unknown>): void {
    if (this.helloReceived) return;
    if (this.helloTimer !== null) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    const code = typeof d.code === 'number' ? d.code : -1;
    if (code !== 0) {
      this.helloFailed('HELLO failed', code);
      return;
    }
    this.helloReceived = true;
    const resumed = this.mode !== 'fresh';
    const sessionId = typeof d.session_id === 'string' && d.session_id !== '' ? d.session_id : null;
    if (!resumed) {
      // A new session numbers its events from 1 (websocket.md: sn is per session).
      this.sequencer.reset(0);
      this.sessionId = sessionId;
    } else if (sessionId !== null) {
      this.sessionId = sessionId;
    }
    this.consecutiveFailedResumes = 0;
    this.mode = 'fresh';
    this.gatewayFailures = 0;
    this.connectRetries = 0;
    this.resumeAttempts = 0;
    this.connectedAt = this.now();
    this.log('info', resumed ? 'session resumed' : 'session started');
    this.setStatus('connected', { reason: resumed ? 'resumed' : 'hello', resumed });
    this.scheduleHeartbeat();
  }

  private onReconnect(d: Record<string, unknown>): void {
    const code = typeof d.code === 'number' ? d.code : undefined;
    this.log('info', `server asked to reconnect${code === undefined ? '' : ` (${code})`}`);
    // A resume answered with RECONNECT (40106–40108) is a failed resume.
    if (this.mode !== 'fresh' && !this.helloReceived) this.consecutiveFailedResumes += 1;
    this.forgetSession();
    this.toGateway('reconnect requested', code);
  }

  // --- Heartbeat (steps 4 and 5) ------------------------------------------------------------------

  private scheduleHeartbeat(): void {
    if (this.heartbeatTimer !== null) clearTimeout(this.heartbeatTimer);
    const jitter = Math.round((this.random() * 2 - 1) * HEARTBEAT_JITTER_MS);
    const generation = this.generation;
    this.heartbeatTimer = setTimeout(() => {
      this.heartbeatTimer = null;
      if (generation !== this.generation) return;
      this.pingRetries = 0;
      this.ping();
    }, HEARTBEAT_MS + jitter);
  }

  private ping(): void {
    const ws = this.ws;
    if (ws?.readyState !== WebSocket.OPEN) {
      this.dropped('socket not open for PING');
      return;
    }
    ws.send(JSON.stringify({ s: 2, sn: this.sequencer.sn }));
    this.awaitingPong = true;
    const generation = this.generation;
    if (this.pongTimer !== null) clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => {
      this.pongTimer = null;
      if (generation !== this.generation) return;
      this.pongTimedOut();
    }, PONG_TIMEOUT_MS);
  }

  private pongTimedOut(): void {
    this.awaitingPong = false;
    if (this.pingRetries < PING_RETRY_MS.length) {
      const delayMs = PING_RETRY_MS[this.pingRetries] ?? 0;
      this.pingRetries += 1;
      this.log(
        'warn',
        `no PONG within 6 s; PING again in ${delayMs} ms (retry ${this.pingRetries})`,
      );
      const generation = this.generation;
      this.heartbeatTimer = setTimeout(() => {
        this.heartbeatTimer = null;
        if (generation === this.generation) this.ping();
      }, delayMs);
      return;
    }
    this.dropped('no PONG after two retries');
  }

  private onPong(): void {
    this.lastPongAt = this.now();
    if (!this.awaitingPong) return;
    this.awaitingPong = false;
    if (this.pongTimer !== null) clearTimeout(this.pongTimer);
    this.pongTimer = null;
    if (this.pingRetries > 0) this.log('info', 'PONG received again; connection recovered');
    this.pingRetries = 0;
    this.scheduleHeartbeat();
  }
}
