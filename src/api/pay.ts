// Plans, orders and their status.
import * as z from 'zod/mini';
import { request } from '../lib/http';
import { orderSchema, pageSchema, planSchema } from './schemas';
import type { Order, OrderInput, Page, Plan } from './schemas';

export function listPlans(): Promise<Plan[]> {
  return request(z.array(planSchema), { method: 'GET', url: 'pay/plans' });
}

/** `idempotencyKey` is fresh per attempt: retrying the same attempt returns the same order. */
export function createOrder(input: OrderInput, idempotencyKey: string): Promise<Order> {
  return request(orderSchema, {
    method: 'POST',
    url: 'pay/orders',
    data: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function listOrders(page: number, pageSize = 10): Promise<Page<Order>> {
  return request(pageSchema(orderSchema), {
    method: 'GET',
    url: 'pay/orders',
    params: { page, pageSize },
  });
}

export function getOrder(id: string): Promise<Order> {
  return request(orderSchema, { method: 'GET', url: `pay/orders/${encodeURIComponent(id)}` });
}

export function cancelOrder(id: string): Promise<Order> {
  return request(orderSchema, {
    method: 'POST',
    url: `pay/orders/${encodeURIComponent(id)}/cancel`,
  });
}
