// Session tokens: random, stored server-side, valid for the configured lifetime.
import type { UserRecord } from './records';
import type { Store } from './store';
import { randomToken } from './store';

export interface Session {
  token: string;
  user: UserRecord;
}

export function createSession(store: Store, userId: string, now: number, ttlMs: number): string {
  const token = randomToken(32);
  store.sessions.set(token, { userId, expiresAt: now + ttlMs });
  return token;
}

/** The session behind a `token` header, or null when it is missing, unknown or expired. */
export function findSession(store: Store, header: unknown, now: number): Session | null {
  if (typeof header !== 'string' || header === '') return null;
  const record = store.sessions.get(header);
  if (!record) return null;
  if (now >= record.expiresAt) {
    store.sessions.delete(header);
    return null;
  }
  const user = store.users.get(record.userId);
  return user ? { token: header, user } : null;
}
