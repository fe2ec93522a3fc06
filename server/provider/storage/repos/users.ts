// Users: made by signing in with KOOK; their plan changes with a payment.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { UserRecord } from '../../records';
import type { Tx } from '../engine';
import { users } from '../schema';

type Row = typeof users.$inferSelect;

export const userOfRow = (row: Row): UserRecord => ({
  id: row.id,
  kookId: row.kookId,
  username: row.username,
  identifyNum: row.identifyNum,
  avatar: row.avatar,
  createdAt: row.createdAt,
  plan: { id: row.planId as UserRecord['plan']['id'], expiresAt: row.planExpiresAt },
});

const toRow = (user: UserRecord): Row => ({
  id: user.id,
  kookId: user.kookId,
  username: user.username,
  identifyNum: user.identifyNum,
  avatar: user.avatar,
  createdAt: user.createdAt,
  planId: user.plan.id,
  planExpiresAt: user.plan.expiresAt,
});

export class UserRepo {
  constructor(private readonly tx: Tx) {}

  async get(id: string): Promise<UserRecord | undefined> {
    const row = (await this.tx.select().from(users).where(eq(users.id, id))).at(0);
    return row && userOfRow(row);
  }

  /**
   * The user, with their row locked until the transaction ends: what a check about the user's
   * things (the plan's bot limit, an Idempotency-Key) must hold while it writes.
   */
  async lock(id: string): Promise<UserRecord | undefined> {
    const row = (await this.tx.select().from(users).where(eq(users.id, id)).for('update')).at(0);
    return row && userOfRow(row);
  }

  /** The users of `ids`, by id: whoever an activity entry or a member list names. */
  async byIds(ids: Iterable<string>): Promise<Map<string, UserRecord>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await this.tx.select().from(users).where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, userOfRow(row)]));
  }

  /** The KOOK user written `name#1234`; names compare as KOOK shows them, ignoring case. */
  async byKookName(username: string, identifyNum: string): Promise<UserRecord | undefined> {
    const row = (
      await this.tx
        .select()
        .from(users)
        .where(
          sql`lower(${users.username}) = ${username.toLowerCase()} and ${users.identifyNum} = ${identifyNum}`,
        )
    ).at(0);
    return row && userOfRow(row);
  }

  /**
   * The user of a KOOK account signing in: made on its first sign-in (on Free, with `created`'s id
   * and time), else brought up to date with the profile KOOK answered (a name or avatar changed on
   * KOOK). One statement, so two first sign-ins at once make one user.
   */
  async signIn(
    profile: { kookId: string; username: string; identifyNum: string; avatar: string },
    created: { id: string; createdAt: number },
  ): Promise<UserRecord> {
    const { kookId, username, identifyNum, avatar } = profile;
    const row = (
      await this.tx
        .insert(users)
        .values({
          id: created.id,
          kookId,
          username,
          identifyNum,
          avatar,
          createdAt: created.createdAt,
          planId: 'free',
          planExpiresAt: null,
        })
        .onConflictDoUpdate({ target: users.kookId, set: { username, identifyNum, avatar } })
        .returning()
    ).at(0);
    if (!row) throw new Error(`No user for KOOK account ${kookId}`);
    return userOfRow(row);
  }

  async count(): Promise<number> {
    const row = (await this.tx.select({ n: count() }).from(users)).at(0);
    return row?.n ?? 0;
  }

  async save(user: UserRecord): Promise<void> {
    const row = toRow(user);
    await this.tx.insert(users).values(row).onConflictDoUpdate({ target: users.id, set: row });
  }

  /** Every user's name through `rename` (the demo's longest-words control). */
  async stretchNames(rename: (name: string) => string): Promise<void> {
    for (const row of await this.tx
      .select({ id: users.id, username: users.username })
      .from(users)) {
      await this.tx
        .update(users)
        .set({ username: rename(row.username) })
        .where(eq(users.id, row.id));
    }
  }
}
