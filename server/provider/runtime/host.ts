// The runtime: the provider connecting the bots it runs to KOOK (docs/runtime.md). One host per
// provider instance: it keeps one runner (runtime/botRunner.ts) per bot it runs, starts one when a
// bot starts, and stops it when the bot stops, fails or is deleted.
//
// Several instances may share one Postgres server (docs/runtime.md "Leases"). A websocket bot is
// run by the one instance holding its lease (storage/repos/leases.ts): each instance claims free
// or expired leases up to its capacity, renews its own every `renewMs`, stops a bot whose lease it
// can no longer be sure of before the lease could go to another, and gives its leases back when
// it stops, with where each session stood, so the next owner resumes it. A webhook bot holds no
// connection: every instance keeps a runner for it and answers its callbacks; its lease only says
// which instance measures its hosted time.
//
// How it learns of a change: its database tells it, after the commit, which bots a transaction of
// this process saved or deleted (storage/database.ts `onBotsWritten`); other instances' changes
// and given-back leases come by LISTEN/NOTIFY (`Database.follow`); and it looks over every bot at
// start-up and every `sweepMs` (a notice lost while a connection was down).
import os from 'node:os';
import { recordSignals } from '../health';
import type { BotRecord } from '../records';
import { botStatus } from '../runtime';
import type { Database, RuntimeChange } from '../storage/database';
import type { Lease, ResumePoint } from '../storage/repos/leases';
import { BotRunner } from './botRunner';
import type { HeldLease, RunnerEnvironment } from './botRunner';

export interface RuntimeOptions {
  /** KOOK's HTTP API, e.g. https://www.kookapp.cn/api/v3 (KOOK_API_BASE). */
  apiBase: string;
  now?: () => number;
  /** How often every bot is looked over; a poke does it for one bot at once. */
  sweepMs?: number;
  /** How often a runner writes what it logged. */
  flushMs?: number;
  random?: () => number;
  /** The operator's log: a runner that fails to write, a sweep that fails, a lease lost. */
  report?: (message: string, error?: unknown) => void;
  /**
   * This instance's name in the leases (INSTANCE_ID): stable across its restarts, so a restarted
   * instance takes its own leases back at once instead of waiting for them to expire.
   */
  instanceId?: string;
  /** The most bots this instance runs (RUNTIME_CAPACITY). */
  capacity?: number;
  /** How long a lease lasts unless renewed. */
  leaseTtlMs?: number;
  /** How often leases are renewed and free ones claimed. */
  renewMs?: number;
}

const SWEEP_MS = 30_000;
const POKE_DELAY_MS = 20;
const LEASE_TTL_MS = 30_000;
const RENEW_MS = 10_000;
const CAPACITY = 5000;
/** The time between two bots' connections when many start at once. */
const CONNECT_SPACING_MS = 5;
/** What is left of a lease when a host that could not renew it stops its bot: clocks drift. */
const LEASE_MARGIN = 1 / 6;
/**
 * How long a handled webhook delivery is remembered, to drop KOOK's retries of it: webhook.md
 * retries after about 2, 4, 8, 16 and 32 s, and sn wraps at 65,535, so minutes, not longer.
 */
const DELIVERIES_KEPT_MS = 3 * 60_000;

/** Whether the bot should have a runner: started and not failed or stopped. */
const shouldRun = (bot: BotRecord, now: number): boolean => {
  const status = botStatus({ ...bot, runtime: { ...bot.runtime } }, now);
  return status === 'starting' || status === 'online';
};

export class RuntimeHost {
  private readonly runners = new Map<string, BotRunner>();
  private readonly leases = new Map<string, HeldLease>();
  /** Where a claimed lease's session stood: for the first runner after the claim, once. */
  private readonly resumeFrom = new Map<string, ResumePoint>();
  private readonly pending = new Set<string>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private guardTimer: NodeJS.Timeout | undefined;
  private pokeTimer: NodeJS.Timeout | undefined;
  private unfollow: (() => Promise<void>) | null = null;
  private stopped = false;
  private nextConnectAt = 0;
  /** One change at a time: a sweep, a poke, a renewal and a claim never interleave. */
  private queue: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly environment: RunnerEnvironment;
  readonly instanceId: string;
  private readonly capacity: number;
  private readonly ttlMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: RuntimeOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}`;
    this.capacity = options.capacity ?? CAPACITY;
    this.ttlMs = options.leaseTtlMs ?? LEASE_TTL_MS;
    this.environment = {
      db,
      apiBase: options.apiBase,
      now: this.now,
      random: options.random ?? Math.random,
      flushMs: options.flushMs ?? 500,
      report: options.report ?? (() => undefined),
      instanceId: this.instanceId,
      lease: (botId) => this.validLease(botId),
      fenced: (botId) => this.drop(botId, 'another instance runs it now'),
    };
  }

  /** Takes its leases back (a restart), looks over every bot, then keeps doing both. */
  async start(): Promise<void> {
    this.db.onBotsWritten = (ids) => {
      if (ids === 'all') this.later(() => this.sweep(), 'runtime sweep failed');
      else for (const id of ids) this.poke(id);
    };
    this.unfollow = await this.db.follow((change: RuntimeChange) => {
      if ('bots' in change) for (const id of change.bots) this.poke(id);
      else if ('leases' in change) this.later(() => this.claimFree(), 'claiming leases failed');
      else this.later(() => this.sweep(), 'runtime sweep failed');
    });
    await this.serial(() => this.claimFree(true));
    await this.serial(() => this.sweep());
    this.sweepTimer = setInterval(
      () => this.later(() => this.sweep(), 'runtime sweep failed'),
      this.options.sweepMs ?? SWEEP_MS,
    );
    // Not queued behind other changes: a lease must not run out while a sweep takes its time.
    this.renewTimer = setInterval(() => {
      this.renew().catch((error: unknown) =>
        this.environment.report('renewing leases failed', error),
      );
    }, this.options.renewMs ?? RENEW_MS);
    this.sweepTimer.unref();
    this.renewTimer.unref();
  }

  /** Runs `work` after whatever change is under way, and answers when it is done. */
  private serial(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(() => (this.stopped ? undefined : work()));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private later(work: () => Promise<void>, failure: string): void {
    this.serial(work).catch((error: unknown) => this.environment.report(failure, error));
  }

  /** A bot changed (started, stopped, saved, deleted): its runner follows, a few at a time. */
  private poke(botId: string): void {
    if (this.stopped) return;
    this.pending.add(botId);
    this.pokeTimer ??= setTimeout(() => {
      this.pokeTimer = undefined;
      const ids = [...this.pending];
      this.pending.clear();
      this.later(() => this.reconcile(ids), 'runtime update failed');
    }, POKE_DELAY_MS);
  }

  /** The bots running here. */
  running(): string[] {
    return [...this.runners.keys()];
  }

  /** The bots whose lease this instance holds. */
  leased(): string[] {
    return [...this.leases.keys()];
  }

  /**
   * An event KOOK posted to the bot's callback URL (webhook mode), opened and checked by the
   * webhook route: the bot's runner handles it as the gateway's. False when the bot is not
   * running here, so the route can say so.
   */
  deliver(botId: string, event: Record<string, unknown>): boolean {
    const runner = this.runners.get(botId);
    if (!runner) return false;
    runner.received(event);
    runner.webhookDelivered();
    return true;
  }

  /**
   * A delivery KOOK made that this instance could not take (it is stopping): KOOK counts it
   * toward taking the bot offline, and so does the health monitor (`webhook_failing`). Deliveries
   * that fail to authenticate are not counted: anyone may post those.
   */
  async undelivered(bot: BotRecord): Promise<void> {
    await this.db.transaction((repos) =>
      recordSignals(repos, bot, { webhook: 'fail' }, this.now()),
    );
  }

  /**
   * Whether this instance takes a webhook event KOOK posted for the bot: it has the bot's runner,
   * or makes it now (the moments after a start, or a start-up still going through its bots: the
   * event need not wait for the host's next look), or the bot is not to run (its events are
   * dropped). False only while this host stops: the route then has KOOK send it again, to another
   * instance.
   */
  takes(bot: BotRecord, now: number): boolean {
    if (this.runners.has(bot.id) || !shouldRun(bot, now)) return true;
    if (this.stopped || bot.settings.mode !== 'webhook') return false;
    this.launch(bot, null, 0);
    return true;
  }

  /** The bot's lease, while enough of it is left to act on: never once another may hold it. */
  private validLease(botId: string): HeldLease | undefined {
    const lease = this.leases.get(botId);
    if (!lease || this.now() >= this.deadline(lease)) return undefined;
    return lease;
  }

  private deadline(lease: HeldLease): number {
    return lease.expiresAt - this.ttlMs * LEASE_MARGIN;
  }

  async sweep(): Promise<void> {
    const now = this.now();
    const bots = await this.db.transaction(async (repos) => {
      await repos.leases.forgetDeliveries(now - DELIVERIES_KEPT_MS);
      return repos.bots.all();
    });
    const ids = new Set(bots.map((bot) => bot.id));
    await this.apply(bots);
    // Deleted bots.
    for (const id of [...this.runners.keys()]) if (!ids.has(id)) await this.retire(id, 'stopped');
  }

  private async reconcile(ids: string[]): Promise<void> {
    const bots = await this.db.transaction(async (repos) => {
      const found: Array<BotRecord | undefined> = [];
      for (const id of ids) found.push(await repos.bots.get(id));
      return found;
    });
    await this.apply(bots.filter((bot): bot is BotRecord => bot !== undefined));
    const deleted = ids.filter((_id, index) => bots[index] === undefined);
    for (const id of deleted) await this.retire(id, 'stopped');
  }

  private async apply(bots: readonly BotRecord[]): Promise<void> {
    const now = this.now();
    const wanted: string[] = [];
    for (const bot of bots) {
      if (this.stopped) return;
      if (!shouldRun(bot, now)) {
        await this.retire(bot.id, 'stopped');
        continue;
      }
      if (!this.leases.has(bot.id)) wanted.push(bot.id);
      // A websocket bot runs only where its lease is; a webhook bot wherever KOOK posts.
      if (bot.settings.mode === 'websocket' && !this.validLease(bot.id)) continue;
      await this.run(bot);
    }
    if (wanted.length > 0) await this.claim(wanted);
  }

  /** Runs the bot here: a runner for it, or the running one told of its new settings. */
  private async run(bot: BotRecord): Promise<void> {
    const current = this.runners.get(bot.id);
    // A runner that crashed is replaced: the health policy restarted the bot.
    if (current?.matches(bot) && current.crashed === null) {
      current.update(bot);
      return;
    }
    // A new connection (first start, another token or mode): the old one ends first, so KOOK
    // never sees two sessions of one bot from here.
    if (current) await this.retire(bot.id, 'replaced');
    const resume = this.resumeFrom.get(bot.id) ?? null;
    this.resumeFrom.delete(bot.id);
    // Connections opened a few milliseconds apart: a thousand bots starting together (a restart,
    // a failover) reach KOOK over seconds, not in one burst that KOOK and this process both feel.
    const now = this.now();
    const at = Math.max(now, this.nextConnectAt);
    if (bot.settings.mode === 'websocket') this.nextConnectAt = at + CONNECT_SPACING_MS;
    this.launch(bot, resume, at - now);
  }

  private launch(bot: BotRecord, resume: ResumePoint | null, connectAfterMs: number): void {
    const runner = new BotRunner(bot, this.environment, resume);
    this.runners.set(bot.id, runner);
    runner.start(connectAfterMs);
  }

  /**
   * Ends the bot's runner here. `stopped`: the bot no longer runs, its lease goes back with
   * nothing to resume. `replaced`: a new runner follows under the same lease. `leaving`: this
   * instance stops; the lease goes back with the session's place.
   */
  private async retire(botId: string, why: 'stopped' | 'replaced' | 'leaving'): Promise<void> {
    const runner = this.runners.get(botId);
    this.runners.delete(botId);
    const resume = (await runner?.stop()) ?? null;
    const lease = this.leases.get(botId);
    if (!lease || why === 'replaced') return;
    this.leases.delete(botId);
    this.resumeFrom.delete(botId);
    const point = why === 'leaving' ? resume : null;
    if (why === 'stopped') this.environment.report(`gave back the lease of ${botId}: it stopped`);
    await this.db.transaction((repos) =>
      repos.leases.release(this.instanceId, [{ botId, epoch: lease.epoch, resume: point }]),
    );
  }

  /**
   * The lease is no longer surely this instance's (taken by another, or too near its end
   * unrenewed): the bot acts no more here, at once, then its runner stops, and the lease goes
   * back with where the session stood if it is still this epoch's, for whoever claims it next
   * (this instance included) to resume from there: an answer withheld is answered then.
   */
  private drop(botId: string, reason: string): void {
    const lease = this.leases.get(botId);
    if (!lease) return;
    this.leases.delete(botId);
    this.environment.report(`lease of ${botId} lost: ${reason}`);
    this.later(async () => {
      const runner = this.runners.get(botId);
      // A webhook bot's runner goes on answering callbacks; only its measuring moves.
      if (runner?.mode === 'webhook') return;
      this.runners.delete(botId);
      const resume = (await runner?.stop()) ?? null;
      await this.db.transaction((repos) =>
        repos.leases.release(this.instanceId, [{ botId, epoch: lease.epoch, resume }]),
      );
    }, `giving back the lease of ${botId} failed`);
  }

  /** Claims these bots' leases, as many as there is room for, and runs what it got. */
  private async claim(only: readonly string[]): Promise<void> {
    const won = await this.take({ only });
    await this.runClaimed(won);
  }

  /** Claims free leases of any running bots, as many as there is room for. */
  private async claimFree(adopt = false): Promise<void> {
    const won = await this.take({ adopt });
    await this.runClaimed(won);
  }

  private async take(request: { only?: readonly string[]; adopt?: boolean }): Promise<Lease[]> {
    const room = this.capacity - this.leases.size;
    if (room <= 0 || this.stopped) return [];
    const won = await this.db.transaction((repos) =>
      repos.leases.claim({
        owner: this.instanceId,
        now: this.now(),
        ttlMs: this.ttlMs,
        room,
        ...request,
      }),
    );
    for (const lease of won) {
      this.leases.set(lease.botId, { epoch: lease.epoch, expiresAt: lease.expiresAt });
      if (lease.resume) this.resumeFrom.set(lease.botId, lease.resume);
    }
    if (won.length > 0) this.environment.report(`claimed ${String(won.length)} bots' leases`);
    this.armGuard();
    return won;
  }

  private async runClaimed(won: readonly Lease[]): Promise<void> {
    if (won.length === 0) return;
    const bots = await this.db.transaction(async (repos) => {
      const found: BotRecord[] = [];
      for (const { botId } of won) {
        const bot = await repos.bots.get(botId);
        if (bot) found.push(bot);
      }
      return found;
    });
    const now = this.now();
    for (const bot of bots) if (shouldRun(bot, now)) await this.run(bot);
  }

  /**
   * Renews this instance's leases; one missing from the answer went to another instance. Then
   * claims free ones, after whatever change is under way.
   */
  private async renew(): Promise<void> {
    if (this.stopped) return;
    const held = [...this.leases].map(([botId, { epoch }]) => ({ botId, epoch }));
    const renewed = await this.db.transaction((repos) =>
      repos.leases.renew(this.instanceId, held, this.now(), this.ttlMs),
    );
    const fresh = new Map(renewed.map((lease) => [lease.botId, lease]));
    for (const { botId, epoch } of held) {
      const lease = this.leases.get(botId);
      // Given back or dropped while the renewal was under way.
      if (lease?.epoch !== epoch) continue;
      const now = fresh.get(botId);
      if (now) lease.expiresAt = now.expiresAt;
      else this.drop(botId, 'its lease expired and another instance claimed it');
    }
    this.armGuard();
    this.later(() => this.claimFree(), 'claiming leases failed');
  }

  /**
   * Stops each bot whose lease nears its end unrenewed (the database unreachable): before another
   * instance may claim it, so KOOK never sees two sessions of one bot.
   */
  private armGuard(): void {
    const drop = (botId: string) => this.drop(botId, 'its lease could not be renewed in time');
    clearTimeout(this.guardTimer);
    if (this.stopped || this.leases.size === 0) return;
    const first = Math.min(...[...this.leases.values()].map((lease) => this.deadline(lease)));
    this.guardTimer = setTimeout(
      () => {
        const now = this.now();
        for (const [botId, lease] of [...this.leases]) {
          if (now >= this.deadline(lease)) drop(botId);
        }
        this.armGuard();
      },
      Math.max(0, first - this.now()),
    );
    this.guardTimer.unref();
  }

  /**
   * Ends every runner (a graceful stop: their last lines are written) and gives the leases back
   * with where each session stood, so the instances that stay resume them at once.
   */
  async stop(): Promise<void> {
    await this.stopListening();
    await this.serial(async () => {
      await Promise.all([...this.runners.keys()].map((id) => this.retire(id, 'leaving')));
      // Leases of webhook bots whose runner is already gone, and of bots not started yet.
      const left = [...this.leases].map(([botId, lease]) => ({ botId, epoch: lease.epoch }));
      this.leases.clear();
      if (left.length > 0) {
        await this.db.transaction((repos) => repos.leases.release(this.instanceId, left));
      }
    });
    this.stopped = true;
  }

  /**
   * Ends this host as a killed process would: no more writes, no lease given back, every
   * connection cut. For the failover test, which runs several instances in one process.
   */
  halt(): void {
    this.stopped = true;
    void this.stopListening();
    for (const runner of this.runners.values()) runner.halt();
    this.runners.clear();
    this.leases.clear();
  }

  /** No more changes heard of, no more timers: what both ways of ending start with. */
  private async stopListening(): Promise<void> {
    this.db.onBotsWritten = null;
    clearInterval(this.sweepTimer);
    clearInterval(this.renewTimer);
    clearTimeout(this.pokeTimer);
    clearTimeout(this.guardTimer);
    await this.unfollow?.();
  }
}
