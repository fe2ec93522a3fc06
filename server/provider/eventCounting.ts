// What the public pages' views and invite clicks count (docs/product.md §8.7, "Page views and
// invite clicks"): anyone may send `POST bots/:id/events`, without a session, so the provider
// decides what counts. One view and one invite per bot, per day, per client, where a client is a
// keyed hash of its address and user agent (never the address itself); and at most
// `eventRateLimit.perWindow` events a minute from one address, answered 429000 past that.
//
// Kept in SQL (storage/repos/events.ts), so a restart forgets nothing: which client already counted
// today, as a keyed hash (`counted_events`), and the events per hashed address in the current
// minute (`event_rates`). The key is the day's salt: random, made by the first beacon of the day,
// stored sealed with the provider's secret key (storage/secrets.ts) and replaced the next day, so
// the rows alone link no hash to an address, and yesterday's hashes to nothing once swept. The
// beacons' own writes sweep the days and windows gone by; reads never write.
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { limits } from '../../src/api/constants';
import type { BotEventType } from '../../src/api/schemas';
import type { Repos } from './storage/repos';
import type { Secrets } from './storage/secrets';

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

/** The UTC day of `time`, the analytics' day. */
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** What counts, in one request's transaction (`repos`) with the database's secret key. */
export class EventCounting {
  /** The day's salt, once read: every hash of one request uses the same. */
  private salt: { day: string; key: Buffer } | null = null;

  constructor(
    private readonly repos: Repos,
    private readonly secrets: Secrets,
  ) {}

  private async hash(now: number, ...parts: string[]): Promise<string> {
    const day = isoDay(now);
    if (this.salt?.day !== day) {
      const sealed = await this.repos.events.daySalt(day, () =>
        this.secrets.seal(randomBytes(32).toString('base64url')),
      );
      this.salt = { day, key: Buffer.from(this.secrets.open(sealed), 'base64url') };
    }
    return createHmac('sha256', this.salt.key).update(parts.join('\n')).digest('base64url');
  }

  /**
   * Counts one request from `address`; whether it is within the address's rate. Sweeps the
   * windows and days gone by on the way (a write, as this is).
   */
  async withinRate(address: string, now: number): Promise<boolean> {
    const { perWindow, windowMs } = eventRateLimit;
    await this.repos.events.sweep(isoDay(now), now, windowMs);
    const key = await this.hash(now, 'address', address);
    return (await this.repos.events.countInWindow(key, now, windowMs)) <= perWindow;
  }

  /**
   * Whether this is the client's first `type` event on bot `botId` today (the UTC day of `now`, the
   * analytics' day), which then counts; remembered until the day ends.
   */
  async firstToday(
    botId: string,
    type: BotEventType,
    client: { address: string; userAgent: string },
    now: number,
  ): Promise<boolean> {
    const key = await this.hash(now, 'client', botId, type, client.address, client.userAgent);
    return this.repos.events.firstOfDay(isoDay(now), key);
  }
}
