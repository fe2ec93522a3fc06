// The demo provider's in-memory state: seeded on creation, restored by `reset()`.
import { randomBytes } from 'node:crypto';
import type { Plan, PlanId } from '../../src/api/schemas';
import type {
  AuthCodeRecord,
  AuthStateRecord,
  BotRecord,
  OrderRecord,
  SessionRecord,
  TagRecord,
  TierRecord,
  UserRecord,
} from './records';
import { ActivityLog } from './activity';
import { EventCounting } from './eventCounting';
import { seedActivity } from './activitySeed';
import { HealthMonitor } from './health';
import { seedHealth } from './healthSeed';
import type { BotLog } from './logs';
import { createSeed, FIRST_BOT_NUMBER } from './seed';

/** A URL-safe random secret: session tokens, OAuth states and codes, order ids. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * `word` without its spaces, then `W`s to at least `length` characters (code points): one word a
 * line can only break inside of if its box lets it (routes/control.ts, the longest words).
 */
export function padWord(word: string, length: number): string {
  const joined = word.replace(/\s+/gu, '');
  return joined + 'W'.repeat(Math.max(0, length - Array.from(joined).length));
}

export interface IdempotentCreate {
  /** What the key made: an order's or a bot's id. */
  id: string;
  /** What the first request asked for, so a reused key with another request is caught. */
  fingerprint: string;
}

export interface BotEventCounts {
  view: number;
  invite: number;
}

export class Store {
  tags: TagRecord[] = [];
  /** The plans on sale and what each tier is called: the provider's own words, kept here so a test
   * control can change them (routes/control.ts) and a reset restores them. */
  plans: Plan[] = [];
  tiers: Record<PlanId, TierRecord> = {
    free: { name: '', names: {} },
    pro: { name: '', names: {} },
  };
  users = new Map<string, UserRecord>();
  bots = new Map<string, BotRecord>();
  orders = new Map<string, OrderRecord>();
  /** Every bot's audit log (server/activity.ts), seeded with the seed's history. */
  activity = new ActivityLog();
  /** Every bot's incidents, policy and alerts (server/health.ts), seeded with a history. */
  health = new HealthMonitor();
  /** Bot id → its log, made on first read (server/logs.ts). */
  logs = new Map<string, BotLog>();
  sessions = new Map<string, SessionRecord>();
  authStates = new Map<string, AuthStateRecord>();
  authCodes = new Map<string, AuthCodeRecord>();
  /** `<kind> <userId> <Idempotency-Key>` → what that key created (server/idempotency.ts). */
  idempotentCreates = new Map<string, IdempotentCreate>();
  /** `<botId> <YYYY-MM-DD>` → the views and invite clicks the public pages recorded that day. */
  botEvents = new Map<string, BotEventCounts>();
  /** Which of those events count: one per bot, day and client, and a rate per address. */
  eventCounting = new EventCounting();
  /** At least this many characters in the ids of orders made from now on; 0 for the usual. */
  orderIdLength = 0;
  private nextBotNumber = FIRST_BOT_NUMBER;

  constructor() {
    this.reset();
  }

  /** Back to the seed: data, sessions, sign-ins in progress and idempotency keys. */
  reset(): void {
    const seed = createSeed();
    this.tags = seed.tags;
    this.users = new Map(seed.users.map((user) => [user.id, user]));
    this.bots = new Map(seed.bots.map((bot) => [bot.id, bot]));
    this.orders = new Map(seed.orders.map((order) => [order.id, order]));
    this.plans = seed.plans;
    this.tiers = seed.tiers;
    this.activity = new ActivityLog(seedActivity(seed));
    this.health = seedHealth(seed.bots);
    this.orderIdLength = 0;
    this.logs.clear();
    this.sessions.clear();
    this.authStates.clear();
    this.authCodes.clear();
    this.idempotentCreates.clear();
    this.botEvents.clear();
    this.eventCounting = new EventCounting();
    this.nextBotNumber = FIRST_BOT_NUMBER + seed.bots.length;
  }

  /** Bot ids are never reused, even after a delete, so old links cannot reach a new bot. */
  newBotId(): string {
    const id = `b${this.nextBotNumber}`;
    this.nextBotNumber += 1;
    return id;
  }

  /** Random rather than sequential: an order's id is also the capability to open its payment page. */
  newOrderId(): string {
    return padWord(`o-${randomToken(9)}`, this.orderIdLength);
  }

  isKnownTag(id: string): boolean {
    return this.tags.some((tag) => tag.id === id);
  }

  botsOf(userId: string): BotRecord[] {
    return [...this.bots.values()].filter((bot) => bot.ownerId === userId);
  }

  publicBots(): BotRecord[] {
    return [...this.bots.values()].filter((bot) => bot.public);
  }

  ordersOf(userId: string): OrderRecord[] {
    return [...this.orders.values()].filter((order) => order.userId === userId);
  }
}
