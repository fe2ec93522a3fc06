// Session tokens: random, stored server-side as their hash, valid for the configured lifetime.
import type { UserRecord } from './records';
import type { Repos } from './storage/repos';
import { randomToken } from './tokens';

export interface Session {
  token: string;
  user: UserRecord;
}

export async function createSession(
  repos: Repos,
  userId: string,
  now: number,
  ttlMs: number,
): Promise<string> {
  const token = randomToken(32);
  await repos.sessions.create(token, { userId, expiresAt: now + ttlMs });
  return token;
}

/** The session behind a `token` header, or null when it is missing, unknown or expired. */
export async function findSession(
  repos: Repos,
  header: unknown,
  now: number,
): Promise<Session | null> {
  if (typeof header !== 'string' || header === '') return null;
  const user = await repos.sessions.user(header, now);
  return user ? { token: header, user } : null;
}
