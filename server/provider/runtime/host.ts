// The runtime: the provider connecting every bot it runs to KOOK (docs/runtime.md). One host per
// database: it keeps one runner (runtime/botRunner.ts) per bot whose status is starting or online,
// starts one when a bot starts, and stops it when the bot stops, fails or is deleted.
//
// How it learns of a change: its database tells it, after the commit, which bots a transaction of
// this process saved or deleted (storage/database.ts `onBotsWritten`); and it looks over every bot
// at start-up and every `sweepMs` (a change made by another process).
import type { BotRecord } from '../records';
import { botStatus } from '../runtime';
import type { Database } from '../storage/database';
import { BotRunner } from './botRunner';
import type { RunnerEnvironment } from './botRunner';

export interface RuntimeOptions {
  /** KOOK's HTTP API, e.g. https://www.kookapp.cn/api/v3 (KOOK_API_BASE). */
  apiBase: string;
  now?: () => number;
  /** How often every bot is looked over; a poke does it for one bot at once. */
  sweepMs?: number;
  /** How often a runner writes what it logged. */
  flushMs?: number;
  random?: () => number;
  /** The operator's log: a runner that fails to write, a sweep that fails. */
  report?: (message: string, error?: unknown) => void;
}

const SWEEP_MS = 30_000;
const POKE_DELAY_MS = 20;

/** Whether the bot should have a runner: started and not failed or stopped. */
const shouldRun = (bot: BotRecord, now: number): boolean => {
  const status = botStatus({ ...bot, runtime: { ...bot.runtime } }, now);
  return status === 'starting' || status === 'online';
};

export class RuntimeHost {
  private readonly runners = new Map<string, BotRunner>();
  private readonly pending = new Set<string>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private pokeTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly now: () => number;
  private readonly environment: RunnerEnvironment;

  constructor(
    private readonly db: Database,
    private readonly options: RuntimeOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.environment = {
      db,
      apiBase: options.apiBase,
      now: this.now,
      random: options.random ?? Math.random,
      flushMs: options.flushMs ?? 500,
      report: options.report ?? (() => undefined),
    };
  }

  /** Looks over every bot, then keeps doing so every `sweepMs`, and follows every change. */
  async start(): Promise<void> {
    this.db.onBotsWritten = (ids) => {
      if (ids === 'all') {
        this.sweep().catch((error: unknown) =>
          this.environment.report('runtime sweep failed', error),
        );
      } else {
        for (const id of ids) this.poke(id);
      }
    };
    await this.sweep();
    const every = this.options.sweepMs ?? SWEEP_MS;
    this.sweepTimer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.environment.report('runtime sweep failed', error),
      );
    }, every);
    this.sweepTimer.unref();
  }

  /** A bot changed (started, stopped, saved, deleted): its runner follows, a few at a time. */
  private poke(botId: string): void {
    if (this.stopped) return;
    this.pending.add(botId);
    this.pokeTimer ??= setTimeout(() => {
      this.pokeTimer = undefined;
      const ids = [...this.pending];
      this.pending.clear();
      this.reconcile(ids).catch((error: unknown) =>
        this.environment.report('runtime update failed', error),
      );
    }, POKE_DELAY_MS);
  }

  /** The bots running here. */
  running(): string[] {
    return [...this.runners.keys()];
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
    return true;
  }

  async sweep(): Promise<void> {
    const bots = await this.db.transaction((repos) => repos.bots.all());
    const ids = new Set(bots.map((bot) => bot.id));
    await this.apply(bots);
    // Deleted bots.
    await Promise.all(
      [...this.runners.keys()].filter((id) => !ids.has(id)).map((id) => this.retire(id)),
    );
  }

  private async reconcile(ids: string[]): Promise<void> {
    const bots = await this.db.transaction(async (repos) => {
      const found: Array<BotRecord | undefined> = [];
      for (const id of ids) found.push(await repos.bots.get(id));
      return found;
    });
    await this.apply(bots.filter((bot): bot is BotRecord => bot !== undefined));
    const deleted = ids.filter((_id, index) => bots[index] === undefined);
    await Promise.all(deleted.map((id) => this.retire(id)));
  }

  private async apply(bots: readonly BotRecord[]): Promise<void> {
    const now = this.now();
    for (const bot of bots) {
      if (this.stopped) return;
      const current = this.runners.get(bot.id);
      if (!shouldRun(bot, now)) {
        if (current) await this.retire(bot.id);
        continue;
      }
      // A runner that crashed is replaced: the health policy restarted the bot.
      if (current?.matches(bot) && current.crashed === null) {
        current.update(bot);
        continue;
      }
      // A new connection (first start, another token or mode): the old one ends first, so KOOK
      // never sees two sessions of one bot from here.
      if (current) await this.retire(bot.id);
      const runner = new BotRunner(bot, this.environment);
      this.runners.set(bot.id, runner);
      runner.start();
    }
  }

  private async retire(botId: string): Promise<void> {
    const runner = this.runners.get(botId);
    if (!runner) return;
    this.runners.delete(botId);
    await runner.stop();
  }

  /** Ends every runner (a graceful stop: their last lines are written). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.db.onBotsWritten = null;
    clearInterval(this.sweepTimer);
    clearTimeout(this.pokeTimer);
    await Promise.all([...this.runners.keys()].map((id) => this.retire(id)));
  }
}
