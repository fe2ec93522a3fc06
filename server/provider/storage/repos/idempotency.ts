// What each Idempotency-Key made (server/provider/idempotency.ts decides what a key means).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../engine';
import { idempotencyKeys } from '../schema';

export interface IdempotentCreate {
  /** What the key made: an order's or a bot's id. */
  id: string;
  /** What the first request asked for, so a reused key with another request is caught. */
  fingerprint: string;
}

interface Slot {
  kind: string;
  userId: string;
  key: string;
}

export class IdempotencyRepo {
  constructor(private readonly tx: Tx) {}

  async get({ kind, userId, key }: Slot): Promise<IdempotentCreate | undefined> {
    const row = (
      await this.tx
        .select({ id: idempotencyKeys.madeId, fingerprint: idempotencyKeys.fingerprint })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.kind, kind),
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
          ),
        )
    ).at(0);
    return row;
  }

  async set(slot: Slot, made: IdempotentCreate, now: number): Promise<void> {
    const values = { madeId: made.id, fingerprint: made.fingerprint, createdAt: now };
    await this.tx
      .insert(idempotencyKeys)
      .values({ ...slot, ...values })
      .onConflictDoUpdate({
        target: [idempotencyKeys.kind, idempotencyKeys.userId, idempotencyKeys.key],
        set: values,
      });
  }
}
