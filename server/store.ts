// The demo provider's in-memory state: seeded on creation, restored by `reset()`.
import { randomBytes } from 'node:crypto';
import type {
  AuthCodeRecord,
  AuthStateRecord,
  BotRecord,
  OrderRecord,
  SessionRecord,
  TagRecord,
  UserRecord,
} from './records';
import { createSeed, FIRST_BOT_NUMBER } from './seed';

/** A URL-safe random secret: session tokens, OAuth states and codes, order ids. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export interface IdempotentCreate {
  /** What the key made: an order's or a bot's id. */
  id: string;
  /** What the first request asked for, so a reused key with another request is caught. */
  fingerprint: string;
}

export class Store {
  tags: TagRecord[] = [];
  users = new Map<string, UserRecord>();
  bots = new Map<string, BotRecord>();
  orders = new Map<string, OrderRecord>();
  sessions = new Map<string, SessionRecord>();
  authStates = new Map<string, AuthStateRecord>();
  authCodes = new Map<string, AuthCodeRecord>();
  /** `<kind> <userId> <Idempotency-Key>` → what that key created (server/idempotency.ts). */
  idempotentCreates = new Map<string, IdempotentCreate>();
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
    this.sessions.clear();
    this.authStates.clear();
    this.authCodes.clear();
    this.idempotentCreates.clear();
    this.nextBotNumber = FIRST_BOT_NUMBER + seed.bots.length;
  }

  /** Bot ids are never reused, even after a delete, so old links cannot reach a new bot. */
  newBotId(): string {
    const id = `b${this.nextBotNumber}`;
    this.nextBotNumber += 1;
    return id;
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
