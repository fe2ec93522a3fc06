// Orders for a plan: made by the user, paid or cancelled on the payment page.
import { and, count, desc, eq } from 'drizzle-orm';
import type { PayMethod } from '../../../../src/api/schemas';
import type { OrderRecord } from '../../records';
import type { Tx } from '../engine';
import { idempotencyKeys, orders } from '../schema';

type Row = typeof orders.$inferSelect;

const toRecord = (row: Row): OrderRecord => ({ ...row, method: row.method as PayMethod });

export class OrderRepo {
  constructor(private readonly tx: Tx) {}

  async get(id: string): Promise<OrderRecord | undefined> {
    const row = (await this.tx.select().from(orders).where(eq(orders.id, id))).at(0);
    return row && toRecord(row);
  }

  /** The order, locked until the transaction ends: a payment and a cancel cannot both win. */
  async lock(id: string): Promise<OrderRecord | undefined> {
    const row = (await this.tx.select().from(orders).where(eq(orders.id, id)).for('update')).at(0);
    return row && toRecord(row);
  }

  /** A page of the user's orders, newest first, and how many there are. */
  async page(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ orders: OrderRecord[]; total: number }> {
    const rows = await this.tx
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const counted = (
      await this.tx.select({ n: count() }).from(orders).where(eq(orders.userId, userId))
    ).at(0);
    return { orders: rows.map(toRecord), total: counted?.n ?? 0 };
  }

  async save(order: OrderRecord): Promise<void> {
    await this.tx
      .insert(orders)
      .values(order)
      .onConflictDoUpdate({ target: orders.id, set: order });
  }

  /**
   * Every order's id through `rename`, with the Idempotency-Keys that made them (the demo's
   * longest-words control: an order id is also the capability to open its payment page).
   */
  async renameAll(rename: (id: string) => string): Promise<void> {
    for (const { id } of await this.tx.select({ id: orders.id }).from(orders)) {
      const renamed = rename(id);
      await this.tx.update(orders).set({ id: renamed }).where(eq(orders.id, id));
      await this.tx
        .update(idempotencyKeys)
        .set({ madeId: renamed })
        .where(and(eq(idempotencyKeys.kind, 'order'), eq(idempotencyKeys.madeId, id)));
    }
  }
}
