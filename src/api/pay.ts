// Plans, orders and their status.
import { ApiError, request } from '../lib/http';
import { ApiCode } from './constants';
import type { Order, OrderInput, Page, Plan } from './schemas';

export function listPlans(): Promise<Plan[]> {
  return request((s) => s.planListSchema, { method: 'GET', url: 'pay/plans' });
}

/** `idempotencyKey` is fresh per attempt: retrying the same attempt returns the same order. */
export function createOrder(input: OrderInput, idempotencyKey: string): Promise<Order> {
  return request((s) => s.orderSchema, {
    method: 'POST',
    url: 'pay/orders',
    data: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function listOrders(page: number, pageSize = 10): Promise<Page<Order>> {
  return request((s) => s.orderPageSchema, {
    method: 'GET',
    url: 'pay/orders',
    params: { page, pageSize },
  });
}

export function getOrder(id: string): Promise<Order> {
  return request((s) => s.orderSchema, {
    method: 'GET',
    url: `pay/orders/${encodeURIComponent(id)}`,
  });
}

/**
 * Cancels a pending order. An order that is already cancelled counts as cancelled: a retry after a
 * timed-out cancel that still went through meets a conflict, and the user asked for exactly this.
 */
export async function cancelOrder(id: string): Promise<Order> {
  try {
    return await request((s) => s.orderSchema, {
      method: 'POST',
      url: `pay/orders/${encodeURIComponent(id)}/cancel`,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ApiCode.conflict) throw error;
    const order = await getOrder(id);
    if (order.status === 'cancelled') return order;
    throw error;
  }
}
