// One hosted bot, run: its websocket session with KOOK (runtime/kook/gateway.ts), what it does with
// each event (src/api/botBehaviour.ts, the rules Configure sets and its playground tries), and what
// the console shows of it, written through the storage layer: the log lines (what it received and
// answered, and its connection's protocol events) and the health monitor's signals (failed
// resumes, 429s, events stalled while heartbeats go on, a token KOOK refuses).
//
// A websocket runner acts only under its host's lease on the bot (runtime/host.ts): it sends
// nothing once the lease is not surely its own, its writes to the bot's record are checked against
// the lease's epoch, and it keeps the lease's resume point (the last event it handled) current, so
// whichever instance runs the bot next resumes its session rather than answering anything twice.
import type { BehaviourAction, BehaviourInput } from '../../../src/api/botBehaviour';
import { isoDay } from '../eventCounting';
import { respond } from '../../../src/api/botBehaviour';
import { crashBot, recordSignals } from '../health';
import type { HealthSignals } from '../health';
import { accrue, firstMeasured } from '../measured';
import type { RuntimeLine } from '../logs';
import { appendRuntimeLines } from '../logs';
import type { BotRecord } from '../records';
import { revokeToken } from '../runtime';
import type { Database } from '../storage/database';
import type { ResumePoint } from '../storage/repos/leases';
import type { KookEvent } from './kook/events';
import { parseEvent } from './kook/events';
import { GatewaySession } from './kook/gateway';
import type { GatewayStatus, StatusDetail } from './kook/gateway';
import { KookApiError, KookHttp } from './kook/http';

/** A lease this instance holds on a bot, as its host knows it. */
export interface HeldLease {
  epoch: number;
  expiresAt: number;
}

export interface RunnerEnvironment {
  db: Database;
  apiBase: string;
  now: () => number;
  random: () => number;
  flushMs: number;
  report: (message: string, error?: unknown) => void;
  /** This instance's name in the leases. */
  instanceId: string;
  /** The bot's lease while this instance may act on it; undefined once it may not. */
  lease: (botId: string) => HeldLease | undefined;
  /** A write found the lease at another epoch: another instance runs the bot now. */
  fenced: (botId: string) => void;
}

/** How long events may stay away while heartbeats go on before the monitor is told they paused. */
const QUIET_MS = 5 * 60_000;
/** How often what was measured (uptime, events) is written while nothing else is. */
const MEASURE_MS = 5 * 60_000;
/** How long a stopped session is worth resuming: KOOK keeps a session a few minutes. */
const RESUMABLE_MS = 5 * 60_000;
/** How long a stopping runner lets the answers under way go out (an answer takes milliseconds). */
const DRAIN_MS = 1000;
/**
 * How long a stopping runner then waits for the calls already sent: KOOK may have taken one, so it
 * counts as answered only once its answer is in (the next runner would send it again otherwise).
 */
const SENT_MS = 10_000;
/** How often an answer held while the lease is not surely this instance's looks again. */
const TURN_POLL_MS = 100;
/** How long it waits for the lease to be sure again before it leaves the answer owed. */
const TURN_WAIT_MS = 30_000;
/** The most characters of a received message a log line quotes. */
const QUOTED = 120;

const quote = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUOTED ? `${line.slice(0, QUOTED - 1)}…` : line;
};

/** Waits for `work`, for `ms` at most. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work,
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class BotRunner {
  private bot: BotRecord;
  private session: GatewaySession | null = null;
  private http: KookHttp | null = null;
  private lines: RuntimeLine[] = [];
  private signals: HealthSignals[] = [];
  private fatal = false;
  /** Whether a run of failed webhook deliveries may be open (so a delivery ends it). */
  private webhookMayFail = true;
  /**
   * Set when handling an event threw (a fault of the runner, such as settings it cannot read): the
   * health policy then restarts the bot, which the host does with a new runner, or ends it in
   * error. Written with the next flush.
   */
  crashed: string | null = null;
  private crashReported = false;
  private flushTimer: NodeJS.Timeout | undefined;
  private quietTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private paused = false;
  /** What the bot answered and failed since the last flush, for the analytics' day. */
  private counts = { commands: 0, errors: 0 };
  /** What is being measured since the last report (measured.ts `accrue`). */
  private measuring = { since: 0, connected: false, events: 0 };
  private measureTimer: NodeJS.Timeout | undefined;
  /** Changes of the bot's record (its connection) waiting for the next flush, in order. */
  private changes: Array<(bot: BotRecord, now: number) => void> = [];

  /** The last event of the session received. */
  private lastSn = 0;
  /** Events whose answers are still owed: being sent, or withheld when the lease left. */
  private readonly owed = new Set<number>();
  /**
   * Events handled (answered, or owing nothing) after the first still owed, and those the last
   * runner handled after its resume point: KOOK replays them on a resume, and they are skipped.
   */
  private readonly done = new Set<number>();
  private readonly underWay = new Set<Promise<void>>();
  private checkpointing: Promise<void> | null = null;
  private checkpointAgain = false;

  constructor(
    bot: BotRecord,
    private readonly env: RunnerEnvironment,
    /** Where the bot's session stood when another runner left it (the lease's resume point). */
    private readonly resumeFrom: ResumePoint | null = null,
  ) {
    this.bot = bot;
  }

  get mode(): BotRecord['settings']['mode'] {
    return this.bot.settings.mode;
  }

  /** The lease this runner acts under: a webhook bot's runner needs none to answer. */
  private mayAct(): boolean {
    return this.mode !== 'websocket' || this.env.lease(this.bot.id) !== undefined;
  }

  /** Whether this runner's connection is still the one the bot's record asks for. */
  matches(bot: BotRecord): boolean {
    return bot.token === this.bot.token && bot.settings.mode === this.bot.settings.mode;
  }

  /** The bot's settings changed (behaviour, name): the next event follows them. */
  update(bot: BotRecord): void {
    this.bot = bot;
  }

  /** Starts the bot; a websocket bot connects `connectAfterMs` later (the host spaces them out). */
  start(connectAfterMs = 0): void {
    this.measuring.since = this.env.now();
    this.measureTimer = setInterval(() => this.measure(), MEASURE_MS);
    this.measureTimer.unref();
    this.http = new KookHttp({
      apiBase: this.env.apiBase,
      token: this.bot.token,
      now: this.env.now,
      mayCall: () => this.mayCall(),
      onRateLimited: (bucket, resetMs, reason) => {
        const wait = Math.ceil(resetMs / 100) / 10;
        // Keeping to a bucket's pace is the rule working; a 429 (or the global limit) is KOOK
        // refusing, which the health monitor counts.
        if (reason === 'exhausted') {
          this.log('debug', 'http', `Holding calls on ${bucket} for ${wait} s (KOOK's rate limit)`);
          return;
        }
        this.log('warn', 'http', `Rate limited by KOOK on ${bucket}; waiting ${wait} s`);
        this.signal({ rateLimited: { route: bucket, hits: 1 } });
      },
    });
    if (this.bot.settings.mode !== 'websocket') {
      // Webhook bots hold no connection: KOOK posts their events to the provider's callback URL,
      // so they are up while they run (a failing callback is the webhook check's and the health
      // monitor's to show).
      this.measuring.connected = true;
      this.learnIdentity();
      return;
    }
    const resume = this.resumeFrom;
    const resumable = resume && this.env.now() - resume.at < RESUMABLE_MS ? resume : undefined;
    if (resumable) {
      this.lastSn = resumable.sn;
      for (const sn of resumable.answered) this.done.add(sn);
    }
    this.session = new GatewaySession({
      http: this.http,
      ...(resumable ? { resumeFrom: { sessionId: resumable.sessionId, sn: resumable.sn } } : {}),
      random: this.env.random,
      now: this.env.now,
      onEvent: (event, sn) => this.received(event, sn),
      onLog: (level, message) => this.log(level, 'gateway', message),
      onStatus: (status, detail) => this.status(status, detail),
    });
    this.change((bot, now) => {
      bot.runtime.connection = { since: now, connectedAt: null, sessions: 0 };
    });
    const session = this.session;
    if (connectAfterMs > 0) {
      this.connectTimer = setTimeout(() => session.start(), connectAfterMs);
    } else session.start();
    this.armQuiet();
  }

  /**
   * Ends the session and writes what is left; answers where the session stood (none after a
   * refused token), for the host to leave with the lease when the bot should go on elsewhere.
   */
  async stop(): Promise<ResumePoint | null> {
    // No more events; the answers under way go out (for a while at most), so the point left for
    // the next runner is after them and nothing is answered twice.
    const sessionId = this.session?.state().sessionId ?? null;
    this.session?.stop();
    this.session = null;
    await this.answersUnderWay(DRAIN_MS);
    // What has not gone out by now (held by KOOK's rate limits) stays owed, the next runner's to
    // answer; the calls already sent are waited for, since KOOK may have taken them.
    this.left = true;
    await this.callsSent();
    const point = this.fatal || !sessionId ? null : this.resumePoint(sessionId);
    this.clearTimers();
    this.measure();
    this.change((bot) => {
      delete bot.runtime.connection;
    });
    await this.flush();
    await this.checkpointing;
    return point;
  }

  /** Waits for the answers under way to end, for `ms` at most. */
  private answersUnderWay(ms: number): Promise<void> {
    return within(Promise.allSettled([...this.underWay]), ms);
  }

  /**
   * Waits (SENT_MS at most) for the calls already on the wire, then for what their answers set off
   * to settle (it runs before the next turn of the event loop): an answer sent is then no longer
   * owed, and the next runner does not send it again.
   */
  private async callsSent(): Promise<void> {
    if (!this.http) return;
    await within(this.http.sent(), SENT_MS);
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Ends as a killed process would: the socket cut, nothing more written. */
  halt(): void {
    this.session?.stop(true);
    this.session = null;
    this.clearTimers();
    this.halted = true;
  }

  private halted = false;
  /** Stopped: nothing more goes to KOOK from this runner. */
  private left = false;

  private connectTimer: NodeJS.Timeout | undefined;

  private clearTimers(): void {
    clearTimeout(this.connectTimer);
    clearTimeout(this.quietTimer);
    clearTimeout(this.flushTimer);
    clearInterval(this.measureTimer);
    this.flushTimer = undefined;
  }

  /**
   * Where the session stands: before the first event whose answer is still owed (the last one
   * received when none is), with the events after it already handled.
   */
  private resumePoint(sessionId = this.session?.state().sessionId): ResumePoint | null {
    if (!sessionId) return null;
    const sn = this.owed.size > 0 ? Math.min(...this.owed) - 1 : this.lastSn;
    for (const handled of this.done) if (handled <= sn) this.done.delete(handled);
    return { sessionId, sn, answered: [...this.done].sort((a, b) => a - b), at: this.env.now() };
  }

  /**
   * Writes the resume point to the lease now, one write at a time: after each answer sent, so a
   * runner that dies leaves the next one nothing to answer twice. A write the lease refuses (its
   * epoch moved on) stops this runner.
   */
  private checkpoint(): void {
    if (this.mode !== 'websocket' || this.halted) return;
    if (this.checkpointing) {
      this.checkpointAgain = true;
      return;
    }
    const write = async () => {
      do {
        this.checkpointAgain = false;
        const lease = this.env.lease(this.bot.id);
        const point = this.resumePoint();
        if (!lease || !point) break;
        try {
          const held = await this.env.db.transaction((repos) =>
            repos.leases.checkpoint(this.bot.id, this.env.instanceId, lease.epoch, point),
          );
          if (!held) this.env.fenced(this.bot.id);
        } catch (error) {
          this.env.report(`could not write where ${this.bot.id}'s session stands`, error);
        }
      } while (this.wantsCheckpoint());
    };
    // Cleared once done (never before it is set: the first pass may finish at once).
    this.checkpointing = write().finally(() => {
      this.checkpointing = null;
    });
  }

  /** Whether an answer went out while the last resume point was being written. */
  private wantsCheckpoint(): boolean {
    return this.checkpointAgain && !this.halted;
  }

  /** An event KOOK delivered (over the gateway with its `sn`, or to the webhook route), in order. */
  received(raw: unknown, sn?: number): void {
    if (this.crashed !== null || this.halted) return;
    if (sn !== undefined) {
      this.lastSn = sn;
      // Handled before the resume that replays it (by the last runner, or by this one).
      if (this.done.has(sn) || this.owed.has(sn)) return;
    }
    try {
      this.handle(raw, sn);
    } catch (error) {
      this.crash(error);
    }
  }

  private crash(error: unknown): void {
    this.crashed = errorText(error);
    this.log('error', 'runtime', `Crashed while handling an event: ${this.crashed}`);
    this.session?.stop();
    this.schedule();
  }

  private handle(raw: unknown, sn: number | undefined): void {
    const event = parseEvent(raw);
    this.measuring.events += 1;
    this.armQuiet();
    if (this.paused) {
      this.paused = false;
      this.signal({ events: 'resume' });
    }
    // user.md: the bot was added to a server or left one.
    if (event.kind === 'other' && /^self_(joined|exited)_guild$/.test(event.type)) {
      const joined = event.type === 'self_joined_guild';
      this.log('info', 'event', joined ? 'Added to a server' : 'Removed from a server');
      this.countServers();
      return;
    }
    const input = this.inputOf(event);
    if (!input) return;
    // The bot's KOOK id: how KOOK writes a mention of it, and how its own messages are told apart.
    const actions = respond(this.bot.settings.behaviour, input, {
      botName: this.bot.name,
      ...(this.botKookId === null ? {} : { botId: this.botKookId }),
    });
    this.describeReceived(event, actions.length);
    if (actions.length === 0) {
      if (sn !== undefined) this.handled(sn);
      return;
    }
    if (sn !== undefined) this.owed.add(sn);
    const answer = this.carryOut(event, actions).then((outcome) => {
      this.underWay.delete(answer);
      if (sn === undefined || outcome === 'withheld') return;
      this.owed.delete(sn);
      this.handled(sn);
      this.checkpoint();
    });
    this.underWay.add(answer);
  }

  /** An event whose answers all went out (or that owed none). */
  private handled(sn: number): void {
    // Only what comes after an event still owed is worth keeping: with none owed, the point is
    // past the rest (the last runner's handled events still to be replayed stay).
    if (this.owed.size > 0) this.done.add(sn);
    else for (const handled of this.done) if (handled <= sn) this.done.delete(handled);
  }

  private inputOf(event: KookEvent): BehaviourInput | null {
    if (event.kind === 'message') {
      return {
        kind: 'message',
        channel: event.channel,
        content: event.content,
        author: event.author,
        mentionsBot: event.mentions.includes(this.botKookId ?? ''),
      };
    }
    if (event.kind === 'joined') {
      return { kind: 'joined', user: { id: event.userId, username: event.userId } };
    }
    return null;
  }

  /** The bot's own KOOK user id, learnt from user/me once connected. */
  private botKookId: string | null = null;

  private describeReceived(event: KookEvent, actions: number): void {
    if (event.kind === 'message') {
      if (event.author.bot) return;
      const where = event.channel === 'direct' ? 'a direct message' : `channel ${event.targetId}`;
      this.log(
        'debug',
        'event',
        `Received from ${event.author.username} in ${where}: "${quote(event.content)}"${actions === 0 ? ' (no rule matches)' : ''}`,
      );
    } else if (event.kind === 'joined') {
      this.log('debug', 'event', `User ${event.userId} joined server ${event.guildId}`);
    }
  }

  /**
   * Carries out an event's actions: 'withheld' when this runner may no longer send them (its lease
   * left, or it stopped), so the event stays owed and whoever runs the bot next answers it.
   */
  private async carryOut(
    event: KookEvent,
    actions: readonly BehaviourAction[],
  ): Promise<'done' | 'withheld'> {
    const http = this.http;
    if (!http) return 'done';
    for (const action of actions) {
      // Bounded: an action is tried again only after the lease was sure again (a renewal late).
      for (let attempt = 0; ; attempt += 1) {
        if (attempt === 3 || !(await this.turn())) return 'withheld';
        const started = this.env.now();
        try {
          await this.perform(http, event, action);
          if (action.kind === 'reply') this.counts.commands += 1;
          const source = action.kind === 'welcome' ? 'event' : 'command';
          this.log('info', source, `${this.describe(action)} (${this.env.now() - started} ms)`);
          break;
        } catch (error) {
          if (error instanceof KookApiError && error.kind === 'withheld') continue;
          this.counts.errors += 1;
          this.failed(error, this.describe(action));
          break;
        }
      }
    }
    return 'done';
  }

  /** Whether this runner may send to KOOK now. */
  private mayCall(): boolean {
    return !this.halted && !this.left && this.mayAct();
  }

  /**
   * Waits, a while at most, until this runner may send: a lease not renewed in time is either
   * renewed late (the answer goes out then) or dropped, which stops the runner (it stays owed).
   */
  private async turn(): Promise<boolean> {
    for (let waited = 0; waited < TURN_WAIT_MS; waited += TURN_POLL_MS) {
      if (this.mayCall()) return true;
      if (this.halted || this.left) return false;
      await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS));
    }
    return this.mayCall();
  }

  private describe(action: BehaviourAction): string {
    switch (action.kind) {
      case 'reply':
        return action.cause === 'command'
          ? `Handled ${this.bot.settings.behaviour.prefix}${action.command ?? ''}`
          : `Auto-reply sent (rule ${action.ruleId ?? ''})`;
      case 'warn':
        return `Warned about a filtered word`;
      case 'delete':
        return `Deleted a message with a filtered word`;
      case 'welcome':
        return `Welcome message sent`;
    }
  }

  private async perform(http: KookHttp, event: KookEvent, action: BehaviourAction): Promise<void> {
    if (action.kind === 'welcome') {
      if (event.kind !== 'joined') return;
      const channelId = action.channelId || (await this.welcomeChannel(http, event.guildId));
      if (!channelId) throw new Error(`server ${event.guildId} has no welcome or default channel`);
      await http.sendChannel({ targetId: channelId, content: action.text, type: 9 });
      return;
    }
    if (event.kind !== 'message') return;
    if (action.kind === 'delete') {
      await http.call('POST', 'message/delete', { msg_id: event.msgId });
      return;
    }
    const reply = {
      targetId: event.channel === 'direct' ? event.author.id : event.targetId,
      content: action.text,
      type: 9,
      quote: event.msgId,
    };
    if (event.channel === 'direct') await http.sendDirect(reply);
    else await http.sendChannel(reply);
  }

  private async welcomeChannel(http: KookHttp, guildId: string): Promise<string | null> {
    const guild = await http.guildView(guildId);
    return guild.welcome_channel_id || guild.default_channel_id || null;
  }

  /** Asks KOOK how many servers the bot is in (guild/list): the directory's server count. */
  private countServers(): void {
    this.http?.guildCount().then(
      (count) => {
        this.change((bot) => {
          bot.serverCount = count;
        });
      },
      (error: unknown) => this.failed(error, 'Counting the bot’s servers (guild/list)'),
    );
  }

  /** Asks KOOK who the bot is (user/me): its id is how a mention of it is written. */
  private learnIdentity(): void {
    this.http?.me().then(
      (me) => {
        this.botKookId = me.id;
      },
      (error: unknown) => this.failed(error, 'Reading the bot’s own account (user/me)'),
    );
  }

  /** Failed resumes the session has counted so far: each new one is a signal for the monitor. */
  private failedResumes = 0;

  private status(status: GatewayStatus, detail: StatusDetail): void {
    const failedResumes = this.session?.state().consecutiveFailedResumes ?? 0;
    if (failedResumes > this.failedResumes) {
      this.signal({ resume: 'fail', count: failedResumes - this.failedResumes });
    }
    this.failedResumes = failedResumes;
    if (status === 'connected') {
      // A fresh session numbers its events from 1 again.
      if (!detail.resumed) {
        this.lastSn = 0;
        this.owed.clear();
        this.done.clear();
      }
      this.measure({ connected: true });
      this.change((bot, now) => {
        const connection = bot.runtime.connection ?? { since: now, connectedAt: null, sessions: 0 };
        connection.connectedAt = now;
        connection.sessions += 1;
        bot.runtime.connection = connection;
        // A fresh session (not a resume) starts the health monitor's session rules afresh.
        if (!detail.resumed) bot.runtime.onlineSince = now;
      });
      if (this.botKookId === null) this.learnIdentity();
      // A fresh session: the servers the bot is in may have changed while it was away.
      if (!detail.resumed) this.countServers();
      if (detail.resumed) this.signal({ resume: 'ok' });
    }
    if (status === 'connecting' || status === 'resuming' || status === 'reconnecting') {
      if (this.measuring.connected) this.measure({ connected: false });
      this.change((bot) => {
        if (bot.runtime.connection) bot.runtime.connection.connectedAt = null;
      });
    }
    if (status === 'failed' && detail.fatal && !this.fatal) {
      this.fatal = true;
      const code = detail.code === undefined ? '' : ` (${detail.code})`;
      this.log(
        'error',
        'auth',
        `KOOK refused the bot token${code}: ${detail.reason}. The bot stopped.`,
      );
      void this.tokenRefused();
    }
  }

  private failed(error: unknown, what: string): void {
    if (error instanceof KookApiError && error.kind === 'unauthorized' && !this.fatal) {
      this.fatal = true;
      this.log(
        'error',
        'auth',
        `${what} failed: KOOK refused the bot token (401); the bot stopped`,
      );
      void this.tokenRefused();
      return;
    }
    this.log('error', 'http', `${what} failed: ${errorText(error)}`);
  }

  /** KOOK no longer takes the token: the bot ends in `error`, and the host retires this runner. */
  private async tokenRefused(): Promise<void> {
    this.session?.stop();
    await this.flush();
    await this.env.db.transaction(async (repos) => {
      const bot = await repos.bots.lock(this.bot.id);
      if (!bot || bot.token !== this.bot.token) return;
      revokeToken(bot, this.env.now());
      await repos.bots.save(bot);
    });
  }

  /** No event for QUIET_MS while heartbeats go on: the monitor's stall rule takes it from there. */
  private armQuiet(): void {
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.paused = true;
      this.signal({ events: 'pause' });
    }, QUIET_MS);
    this.quietTimer.unref();
  }

  private log(level: RuntimeLine['level'], source: string, message: string): void {
    this.lines.push({ at: this.env.now(), level, source, message });
    this.schedule();
  }

  /**
   * Reports what was measured since the last report (hosted and connected time, reconnects,
   * events) into the bot's record, then goes on measuring, connected or not as `next` says.
   */
  private measure(next: { connected?: boolean } = {}): void {
    const at = this.env.now();
    const { since, connected, events } = this.measuring;
    const reconnects = next.connected === true && this.sessionsSeen > 0 ? 1 : 0;
    if (next.connected === true) this.sessionsSeen += 1;
    this.measuring = { since: at, connected: next.connected ?? connected, events: 0 };
    // A webhook bot runs on every instance; the one holding its lease measures its time.
    const hostedMs = this.env.lease(this.bot.id) ? Math.max(0, at - since) : 0;
    this.change((bot) => {
      bot.measured ??= firstMeasured(at);
      accrue(bot.measured, at, {
        hostedMs,
        upMs: connected ? hostedMs : 0,
        reconnects,
        events,
      });
    });
  }

  /** Sessions this runner has had connected: each after the first is a reconnect. */
  private sessionsSeen = 0;

  /** A change of the bot's record, written with the next flush. */
  private change(apply: (bot: BotRecord, now: number) => void): void {
    this.changes.push(apply);
    this.schedule();
  }

  /**
   * A delivery to the bot's callback URL handled: it ends a run of failed ones (`webhook_failing`).
   * Said once after a failure, or once per runner (the monitor may hold one from before): not one
   * health write per event.
   */
  webhookDelivered(): void {
    if (!this.webhookMayFail) return;
    this.webhookMayFail = false;
    this.signal({ webhook: 'ok' });
  }

  private signal(signal: HealthSignals): void {
    this.signals.push(signal);
    this.schedule();
  }

  private schedule(): void {
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush();
    }, this.env.flushMs);
  }

  /** Writes what was logged and signalled since the last flush, in one transaction. */
  flush(): Promise<void> {
    if (this.halted) return this.flushing;
    this.checkpoint();
    this.flushing = this.flushing.then(async () => {
      const lines = this.lines.splice(0);
      const signals = this.signals.splice(0);
      const changes = this.changes.splice(0);
      const crashed = this.crashed;
      const counts = this.counts;
      this.counts = { commands: 0, errors: 0 };
      if (
        lines.length + signals.length + changes.length === 0 &&
        counts.commands + counts.errors === 0 &&
        (crashed === null || this.crashReported)
      )
        return;
      try {
        await this.env.db.transaction(async (repos) => {
          const bot = await repos.bots.lock(this.bot.id);
          if (!bot) return;
          const now = this.env.now();
          // A websocket runner whose lease moved on writes what it logged, nothing more: the
          // bot's record and health are the new owner's.
          const lease = this.env.lease(this.bot.id);
          if (
            this.mode === 'websocket' &&
            !(lease && (await repos.leases.holds(bot.id, this.env.instanceId, lease.epoch, now)))
          ) {
            await appendRuntimeLines(repos, bot, lines, now);
            await repos.events.countRuntime(bot.id, isoDay(now), counts);
            return;
          }
          if (changes.length > 0) {
            for (const apply of changes) apply(bot, now);
            await repos.bots.save(bot);
          }
          for (const signal of signals) await recordSignals(repos, bot, signal, now);
          await appendRuntimeLines(repos, bot, lines, now);
          await repos.events.countRuntime(bot.id, isoDay(now), counts);
          // Once: the bot's record then says what the health policy made of it.
          if (crashed !== null && !this.crashReported) {
            this.crashReported = true;
            await crashBot(repos, bot, now, crashed);
          }
        });
      } catch (error) {
        this.env.report(`could not write the runtime's lines for ${this.bot.id}`, error);
      }
    });
    return this.flushing;
  }
}
