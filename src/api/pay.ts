// Plans, orders and their status.
import { request } from '../lib/http';
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

export function cancelOrder(id: string): Promise<Order> {
  return request((s) => s.orderSchema, {
    method: 'POST',
    url: `pay/orders/${encodeURIComponent(id)}/cancel`,
  });
}
