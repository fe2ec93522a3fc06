// Sessions and sign-ins in progress. Session tokens are stored as their SHA-256
// (storage/secrets.ts): the table alone signs nobody in. KOOK's codes are traded once and never
// stored. Expired rows are never answered and are swept by `sweep`, not deleted by the reads that
// find them.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { AuthStateRecord, SessionRecord, UserRecord } from '../../records';
import type { Tx } from '../engine';
import { authStates, sessions, users } from '../schema';
import { userOfRow } from './users';
import { sha256 } from '../secrets';

export class SessionRepo {
  constructor(private readonly tx: Tx) {}

  async create(token: string, record: SessionRecord): Promise<void> {
    await this.tx.insert(sessions).values({ tokenHash: sha256(token), ...record });
  }

  /**
   * Who the live session of `token` at `now` signs in: the user, read with the session in one
   * query (every signed-in request asks it first).
   */
  async user(token: string, now: number): Promise<UserRecord | undefined> {
    const row = (
      await this.tx
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)))
    ).at(0);
    return row && userOfRow(row.user);
  }

  async delete(token: string): Promise<void> {
    await this.tx.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  }

  /** Removes what expired by `now`: sessions and sign-in states. */
  async sweep(now: number): Promise<void> {
    await this.tx.delete(sessions).where(lte(sessions.expiresAt, now));
    await this.tx.delete(authStates).where(lte(authStates.expiresAt, now));
  }
}

export class AuthRepo {
  constructor(private readonly tx: Tx) {}

  async addState(state: string, record: AuthStateRecord): Promise<void> {
    await this.tx.insert(authStates).values({ state, ...record });
  }

  /** The sign-in `state` while it is live at `now`. */
  async state(state: string, now: number): Promise<AuthStateRecord | undefined> {
    const row = (
      await this.tx
        .select({ redirectUri: authStates.redirectUri, expiresAt: authStates.expiresAt })
        .from(authStates)
        .where(and(eq(authStates.state, state), gt(authStates.expiresAt, now)))
    ).at(0);
    return row;
  }

  async deleteState(state: string): Promise<void> {
    await this.tx.delete(authStates).where(eq(authStates.state, state));
  }
}
