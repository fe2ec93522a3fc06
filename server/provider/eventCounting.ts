// What the public pages' views and invite clicks count (docs/product.md §8.7, "Page views and
// invite clicks"): anyone may send `POST bots/:id/events`, without a session, so the provider
// decides what counts. One view and one invite per bot, per day, per client, where a client is a
// keyed hash of its address and user agent (never the address itself); and at most
// `eventRateLimit.perWindow` events a minute from one address, answered 429000 past that.
//
// In memory, per store (reset with the demo data). The storage rewrite replaces the two maps below
// and nothing else: the route asks only `withinRate` and `firstToday`.
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { limits } from '../../src/api/constants';
import type { BotEventType } from '../../src/api/schemas';

const eventRateLimit = {
  /** Events one address may send in a window, counted or not (repeats and 404s included). */
  perWindow: limits.botEventsPerMinute,
  windowMs: 60_000,
} as const;

/**
 * Loopback, private and link-local addresses: a proxy in front of this server (the development
 * server, a deploy's reverse proxy), whose X-Forwarded-For says who it forwards for. Any other
 * address is the client itself, and what it writes in X-Forwarded-For is not believed.
 */
function isLocal(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  return ip === '::1' || /^f[cd]/i.test(ip) || /^fe[89ab]/i.test(ip);
}

/**
 * The client's address: the socket's, or, while that is a local proxy, the address it says it
 * forwards for (the nearest hop of X-Forwarded-For first), so a client cannot name itself another.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop) !== 0)
    .reverse();
  let address = request.socket.remoteAddress ?? '';
  for (const hop of forwarded) {
    if (!isLocal(address)) break;
    address = hop;
  }
  return address;
}

export class EventCounting {
  /** The key of the hashes: random per store, never sent or stored elsewhere. */
  private readonly salt = randomBytes(32);
  /** The day `seen` is for; a new day starts a new set. */
  private day = '';
  /** `<bot> <type> <client hash>` of the events counted today. */
  private seen = new Set<string>();
  /** Address hash → the start of its window and the events in it. */
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  private hash(...parts: string[]): string {
    return createHmac('sha256', this.salt).update(parts.join('\n')).digest('base64url');
  }

  /** Counts one request from `address`; whether it is within the address's rate. */
  withinRate(address: string, now: number): boolean {
    const { perWindow, windowMs } = eventRateLimit;
    if (now - this.lastSweep >= windowMs) {
      for (const [key, window] of this.windows) {
        if (now - window.start >= windowMs) this.windows.delete(key);
      }
      this.lastSweep = now;
    }
    const key = this.hash('address', address);
    const current = this.windows.get(key);
    if (!current || now - current.start >= windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= perWindow;
  }

  /**
   * Whether this is the client's first `type` event on bot `botId` today (the UTC day of `now`, the
   * analytics' day), which then counts; remembered until the day ends.
   */
  firstToday(
    botId: string,
    type: BotEventType,
    client: { address: string; userAgent: string },
    now: number,
  ): boolean {
    const day = new Date(now).toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.seen = new Set();
    }
    const key = `${botId} ${type} ${this.hash('client', client.address, client.userAgent)}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}
